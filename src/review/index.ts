/**
 * Review and sign building blocks shared by the SRM and QMS areas: state and sign badges, label rows, the sign
 * flow, file lists, case cards, the processing-info frame, the list toolbar, the login and the shared `review`
 * dictionary (registered when the first part of this module loads). Area-specific parts stay in the areas.
 */
export { reviewMessages, useReviewT } from './messages';
export { StateBadge, SignBadge, ProblemBadge, problemTone } from './Badges';
export { Kv } from './Kv';
export { SignFlow } from './SignFlow';
export { FileList } from './FileList';
export { SectionNav } from './SectionNav';
export { CaseCard } from './CaseCard';
export { CaseDetail, CaseHead, Section } from './CaseDetail';
export { Segmented, ScopeSwitch, ListToolbar, type Scope } from './ListToolbar';
export { ReviewLogin } from './ReviewLogin';

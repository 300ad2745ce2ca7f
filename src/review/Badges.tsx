import type { ProblemClass, ReviewState, SignState } from '../api/srm';
import { ui } from '../ui';
import { useReviewT } from './messages';

const STATE_TONE: Record<ReviewState, keyof typeof ui.tone> = {
  underReview: 'info',
  closedCase: 'success',
  speciallyConcluded: 'warning',
  selfClosing: 'neutral',
  pendingSubmission: 'danger',
};

export function StateBadge({ state }: { state: ReviewState }) {
  const t = useReviewT();
  return (
    <span className={`${ui.badge} ${ui.tone[STATE_TONE[state]]}`} data-state={state}>
      {t(`review.state.${state}`)}
    </span>
  );
}

/** SPEC 4 sign states 0/1/2, shown with the number users know from the desktop system. */
export function SignBadge({ sign }: { sign: SignState }) {
  const t = useReviewT();
  return (
    <span className={`${ui.badge} ${ui.tone.neutral}`} data-sign={sign} title={t('review.sign.label')}>
      {sign} · {t(`review.sign.${sign}`)}
    </span>
  );
}

export const problemTone = (cls: ProblemClass): keyof typeof ui.tone =>
  cls === 'serious' ? 'danger' : cls === 'main' ? 'warning' : 'neutral';

/** A problem class as a badge; `titled` adds the "Problem class" tooltip where the badge stands alone. */
export function ProblemBadge({ cls, titled = true }: { cls: ProblemClass; titled?: boolean }) {
  const t = useReviewT();
  return (
    <span className={`${ui.badge} ${ui.tone[problemTone(cls)]}`} title={titled ? t('review.problem.label') : undefined}>
      {t(`review.problem.${cls}`)}
    </span>
  );
}

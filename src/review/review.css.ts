/** The look SRM and QMS share: login frame, section links, list toolbar, case cards and the processing-info blocks. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui';

/** Area logins: the frame; each area sets its own brand gradient. */
export const loginPage = style({
  minHeight: '100%',
  height: '100%',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `40px ${vars.space.xl} ${vars.space.xl}`,
});
export const brand = style({
  color: vars.color.onBrand,
  textAlign: 'center',
  marginBottom: vars.space.xl,
  maxWidth: '400px',
});
export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  padding: '8px 14px',
  borderRadius: vars.radius.md,
  background: vars.color.onBrandFill,
  fontWeight: 800,
  letterSpacing: '.08em',
  fontSize: '15px',
  marginBottom: vars.space.md,
});
export const brandTitle = style({ fontSize: '24px', fontWeight: 700, margin: 0 });
export const brandSub = style({ opacity: 0.92, fontSize: '14px', marginTop: vars.space.xs });
export const note = style({
  maxWidth: '400px',
  color: vars.color.muted,
  fontSize: '12px',
  textAlign: 'center',
  marginTop: vars.space.lg,
});
export const textButton = style({
  color: vars.color.brand,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  fontSize: '14px',
  marginTop: vars.space.sm,
});

/** Section links under the navigation bar: one row that scrolls sideways on a phone. */
export const areaNav = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: `${vars.space.xs} 0 ${vars.space.md}`,
  scrollbarWidth: 'none',
});

export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
});
export const segmented = style({
  display: 'inline-flex',
  background: vars.color.card,
  borderRadius: vars.radius.md,
  padding: '3px',
  boxShadow: `inset 0 0 0 1px ${vars.color.line}`,
});
export const segment = style({
  // A full fingertip (44px), not the 38px of a compact segmented control.
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textSoft,
  fontSize: '14px',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 } },
});
export const search = style({ flex: '1 1 200px', minWidth: 0 });

/** A case in a list. */
export const caseCard = style({
  display: 'block',
  padding: vars.space.lg,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  marginBottom: vars.space.sm,
  selectors: { '&:hover': { boxShadow: vars.shadow.pop } },
});
export const caseTop = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  fontSize: '12px',
  color: vars.color.muted,
});
export const caseTitle = style({ fontWeight: 600, fontSize: '15px', margin: `${vars.space.xs} 0` });
export const caseMeta = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: '13px',
  color: vars.color.textSoft,
  alignItems: 'center',
});
export const mono = style({ fontFamily: vars.font.mono, fontSize: '12px' });
export const mine = style({ color: vars.color.brandDark, fontWeight: 700 });

/** Detail page. */
export const section = style({
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
});
export const sectionTitle = style({ fontSize: '15px', fontWeight: 700, margin: `0 0 ${vars.space.md}` });
export const headline = style({ fontSize: '18px', fontWeight: 700, margin: `${vars.space.xs} 0 ${vars.space.sm}` });
export const kv = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 38%) 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  fontSize: '14px',
});
export const kvKey = style({ color: vars.color.muted });
export const kvValue = style({ margin: 0, minWidth: 0 });
export const tags = style({ display: 'flex', gap: '6px', flexWrap: 'wrap' });
export const twoCol = style({
  '@media': {
    '(min-width: 769px)': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md, alignItems: 'start' },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
export const th = style({
  textAlign: 'left',
  fontWeight: 600,
  color: vars.color.textSoft,
  padding: '6px 4px',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const td = style({ padding: '8px 4px', borderBottom: `1px solid ${vars.color.line}`, verticalAlign: 'top' });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const problem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.line}` } },
});

export const files = style({ listStyle: 'none', margin: 0, padding: 0 });
export const fileRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const fileLink = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.brandDark,
  fontSize: '14px',
});
export const fileSize = style({ marginLeft: 'auto', color: vars.color.muted, fontSize: '12px', flex: 'none' });

/** Sign flow timeline. */
export const flow = style({ listStyle: 'none', margin: 0, padding: 0 });
export const step = style({ position: 'relative', paddingLeft: '28px', paddingBottom: vars.space.md });
export const stepDot = styleVariants({
  done: {
    position: 'absolute',
    left: '4px',
    top: '4px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: vars.color.success,
  },
  current: {
    position: 'absolute',
    left: '2px',
    top: '2px',
    width: '16px',
    height: '16px',
    borderRadius: '50%',
    background: vars.color.brand,
    boxShadow: `0 0 0 4px ${vars.color.brandSoft}`,
  },
  waiting: {
    position: 'absolute',
    left: '4px',
    top: '4px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: vars.color.line,
  },
});
export const stepLine = style({
  position: 'absolute',
  left: '9px',
  top: '18px',
  bottom: 0,
  width: '2px',
  background: vars.color.line,
});
export const stepHead = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
  fontSize: '14px',
});
export const stepRole = style({ fontWeight: 600 });
export const stepComment = style({
  marginTop: '4px',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  fontSize: '13px',
  whiteSpace: 'pre-wrap',
});

/** Action bar at the end of a case. */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actionButtons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
globalStyle(`${actionButtons} > *`, { flex: '1 1 120px' });

export const supplierRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  textAlign: 'left',
  color: vars.color.text,
});

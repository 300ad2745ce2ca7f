import { style } from '@vanilla-extract/css';
import { vars } from '../ui/styles/theme.css';

/** Styles of the form renderers. Class-scoped only: they travel into the widget's shadow root. */

/**
 * Sections and cards below the fold skip layout and paint until they come near the view, which keeps a long
 * order's first layout short. The typical heights keep the scrollbar about right until a box has been shown.
 */
const offscreenCheap = (typicalHeight: string) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${typicalHeight}` }) as const;

export const section = style({
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  marginBottom: vars.space.md,
  overflow: 'hidden',
});
export const fieldSection = style([section, offscreenCheap('320px')]);
export const sectionTitle = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: '15px',
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  margin: 0,
});
export const cell = style({ minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });
export const term = style({ fontSize: '12px', color: vars.color.muted, marginBottom: '2px' });
export const value = style({
  margin: 0,
  fontSize: '15px',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  unicodeBidi: 'plaintext',
  whiteSpace: 'pre-wrap',
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  listStyle: 'none',
  margin: 0,
});
export const itemCard = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  ...offscreenCheap('240px'),
});
export const itemGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 40%) 1fr',
  gap: `2px ${vars.space.md}`,
  margin: 0,
  fontSize: '14px',
});
export const itemTerm = style({ color: vars.color.muted });
export const itemValue = style({ margin: 0, overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '14px' });
export const th = style({
  position: 'sticky',
  top: 0,
  background: vars.color.page,
  textAlign: 'left',
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: 'top',
  maxWidth: '320px',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});
export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const more = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
  color: vars.color.brand,
  fontSize: '13px',
});
export const moreButton = style({ minHeight: vars.size.touch, padding: `0 ${vars.space.lg}` });

export const timeline = style({ listStyle: 'none', margin: 0, padding: `${vars.space.md} ${vars.space.lg}` });
export const step = style({
  position: 'relative',
  paddingLeft: '28px',
  paddingBottom: vars.space.lg,
  selectors: { '&:last-child': { paddingBottom: 0 } },
});
export const dot = style({
  position: 'absolute',
  left: '4px',
  top: '4px',
  width: '12px',
  height: '12px',
  borderRadius: '50%',
  background: vars.color.line,
  selectors: {
    [`${step}:not(:last-child) &::after`]: {
      content: '""',
      position: 'absolute',
      left: '5px',
      top: '14px',
      width: '2px',
      height: 'calc(100% + 40px)',
      background: vars.color.line,
    },
  },
});
export const dotDone = style({ background: vars.color.success });
export const dotReturned = style({ background: vars.color.danger });
export const dotCurrent = style({ background: vars.color.brand, boxShadow: `0 0 0 4px ${vars.color.brandSoft}` });
export const stepHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const stepName = style({ fontWeight: 600 });
export const stepComment = style({
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.sm,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
  fontSize: '14px',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const files = style({ listStyle: 'none', margin: 0, padding: 0 });
export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '52px',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.line}` } },
});
export const fileButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  textAlign: 'left',
  color: vars.color.text,
});
export const fileName = style({ overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: vars.color.card,
  borderTop: `1px solid ${vars.color.line}`,
  padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  margin: `${vars.space.md} -${vars.space.md} -${vars.space.xl}`,
  boxShadow: vars.shadow.bar,
});
export const barButtons = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm, flexWrap: 'wrap' });
export const barButton = style({ flex: 1, minWidth: '96px' });
export const commentBox = style({ minHeight: '64px' });

/** One column on a phone; on a big screen as many as fit, so a form is not a single line of 1,100 px inputs. */
export const fieldGrid = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  alignItems: 'start',
});
export const field = style({ padding: `${vars.space.sm} ${vars.space.lg}`, minWidth: 0 });
export const required = style({ color: vars.color.danger, marginLeft: '2px' });
export const select = style({ appearance: 'auto' });
export const draftNote = style({
  fontSize: '13px',
  color: vars.color.muted,
  padding: `0 ${vars.space.xs} ${vars.space.sm}`,
});
export const contents = style({ display: 'contents' });
/** A fieldset drawn as a card: no native border; the legend floats so it sits inside the card like a title. */
export const fieldset = style([
  section,
  { border: 0, padding: `0 0 ${vars.space.sm}`, minInlineSize: 0, display: 'flow-root' },
]);
export const legend = style([
  sectionTitle,
  { float: 'left', width: '100%', boxSizing: 'border-box', marginBottom: vars.space.xs },
]);

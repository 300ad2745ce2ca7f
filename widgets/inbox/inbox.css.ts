import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

const big = 'screen and (min-width: 769px)';

/** Big screen: the inbox on the left, the open item on the right, each scrolling on its own. */
export const split = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  '@media': { [big]: { flexDirection: 'row', height: '100%', minHeight: 0 } },
});
export const listPane = style({
  padding: vars.space.lg,
  '@media': {
    [big]: {
      width: '420px',
      flex: 'none',
      overflowY: 'auto',
      borderRight: `1px solid ${vars.color.line}`,
      padding: vars.space.md,
    },
  },
});
export const itemPane = style({
  flex: 1,
  minWidth: 0,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
});
export const paneEmpty = style({
  margin: 'auto',
  color: vars.color.muted,
  fontSize: '15px',
  padding: vars.space.xl,
  textAlign: 'center',
});
export const narrow = style({ maxWidth: '760px', margin: '0 auto' });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const chipCount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const sortRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontSize: '14px',
  color: vars.color.textSoft,
});
export const select = style({
  minHeight: vars.size.touch,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.card,
  padding: `0 ${vars.space.sm}`,
  fontSize: '14px',
  color: vars.color.text,
});

export const row = style({
  display: 'flex',
  gap: vars.space.md,
  width: '100%',
  textAlign: 'start',
  padding: vars.space.md,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  marginBottom: vars.space.sm,
  border: '2px solid transparent',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
});
export const rowMain = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });
export const rowHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const rowId = style({ fontFamily: vars.font.mono, fontSize: '13px', color: vars.color.muted });
/** The record number as a link to its page: a full touch target (44 × 44) on a phone, the text stays small. */
export const rowIdLink = style({
  fontFamily: vars.font.mono,
  fontSize: '13px',
  fontWeight: 600,
  color: vars.color.brand,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
});
export const rowTitle = style({
  fontWeight: 600,
  fontSize: '15px',
  lineHeight: 1.4,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
export const rowMeta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: '13px',
  color: vars.color.textSoft,
  flexWrap: 'wrap',
});
export const amount = style({ fontWeight: 600, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const waited = style({ fontSize: '13px', fontWeight: 600, color: vars.color.warning, whiteSpace: 'nowrap' });
export const check = style({
  width: '22px',
  height: '22px',
  flex: 'none',
  alignSelf: 'center',
  accentColor: vars.color.brand,
});
export const checkLabel = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: vars.size.touch,
  justifyContent: 'center',
  cursor: 'pointer',
});
export const rowWrap = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const batchBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginTop: vars.space.sm,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const batchButtons = style({ display: 'flex', gap: vars.space.sm });
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: '14px',
});
export const result = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', flexWrap: 'wrap' });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: '14px',
  fontWeight: 600,
  color: vars.color.textSoft,
});
export const dates = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const link = style({
  color: vars.color.brand,
  fontSize: '14px',
  fontWeight: 600,
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
});
export const outboxList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: '14px',
});
export const headLinks = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', marginBottom: vars.space.sm });
export const remind = style({ alignSelf: 'center', flex: 'none', minWidth: '72px' });

/** The received list: a line of what the page holds, and a read record's title no longer bold. */
export const intro = style({ margin: `0 0 ${vars.space.md}`, fontSize: '14px', color: vars.color.textSoft });
export const readTitle = style({ fontWeight: 400 });
/** The inbox row's due time: an overdue one says so in words and in the warning colour. */
export const due = style({ fontSize: '13px', color: vars.color.textSoft, whiteSpace: 'nowrap' });

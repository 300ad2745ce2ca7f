import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';
import { LETTERS_HEIGHT } from './virtual';
import { palette } from '../../ui/styles/palette.css';

/** Excel's look: light grey gridlines, grey letter and number headers, a darker line at the frozen panes (both schemes: palette.css.ts). */
const GRID = palette.sheetGrid;
const HEAD_BG = palette.sheetHeadBg;
const HEAD_LINE = palette.sheetHeadLine;
const FROZEN_LINE = palette.sheetFrozen;

export const viewer = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.card,
});
/**
 * The grid places its rows itself: no scroll anchoring (the browser looking for an element to keep in place each
 * time rows come and go above the view, about 3 ms a frame on a phone).
 */
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  overflowAnchor: 'none',
  position: 'relative',
  overscrollBehavior: 'contain',
  WebkitOverflowScrolling: 'touch',
  background: palette.sheetCell,
});
export const canvas = style({ position: 'relative' });

/** The letters and the frozen rows: stay at the top while the body scrolls under them. */
export const top = style({ position: 'sticky', top: 0, zIndex: 3 });
/** Inside `top`: the corner over the row numbers and the frozen columns of the frozen rows. */
export const corner = style({ position: 'sticky', left: 0, top: 0, zIndex: 1 });
/** The row numbers and the frozen columns: stay at the left while the body scrolls under them. */
export const left = style({ position: 'sticky', left: 0, zIndex: 2 });

/**
 * The body drawn while the user scrolls (./drawn.ts): pinned to the view under the letters and the frozen rows,
 * over the body and the row numbers; shown only while it draws. A box of no size in the flow, so the grid under it
 * does not move.
 */
export const drawing = style({
  position: 'sticky',
  top: 0,
  left: 0,
  width: 0,
  height: 0,
  zIndex: 3,
  pointerEvents: 'none',
});
export const paper = style({ position: 'absolute', left: 0, display: 'none' });
export const frozenColor = FROZEN_LINE;

/** The rows of one place in the sheet: no box of its own, the rows are placed in the grid's. */
export const place = style({ display: 'contents' });
/**
 * Placed with `top` (a transform per row added a paint property node per row to every frame's pre-paint and
 * layerize); isolated, so a merged cell's z-index stays within its row as before.
 */
export const row = style({ position: 'absolute', left: 0, top: 0, width: 0, isolation: 'isolate' });
export const letters = style({ position: 'absolute', left: 0, top: 0, width: '100%', height: `${LETTERS_HEIGHT}px` });

const box = {
  position: 'absolute',
  top: 0,
  // As high as the row (a merged range and the letters set their own height): one style less per cell.
  bottom: 0,
  boxSizing: 'border-box',
  padding: '0 6px',
  fontSize: '13px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRight: `1px solid ${GRID}`,
  borderBottom: `1px solid ${GRID}`,
} as const;

/**
 * Under the body's cells: the grid lines and background of the empty cells, drawn (its vertical lines are set
 * per column window by the viewer), so an empty cell costs no element.
 */
export const gridLines = style({
  position: 'absolute',
  backgroundColor: palette.sheetCell,
  backgroundRepeat: 'no-repeat',
});
export const gridColor = GRID;
export const gutterColor = HEAD_BG;
export const cell = style({
  ...box,
  lineHeight: '27px',
  background: palette.sheetCell,
  color: vars.color.text,
  unicodeBidi: 'plaintext',
});
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
/** A merged range: one box over its cells, text from its left as Excel's default alignment has it. */
export const merged = style({ zIndex: 1 });
/** Text of a frozen cell running on past the freeze line. */
export const runOn = style({ overflow: 'visible', textOverflow: 'clip' });
export const frozenRight = style({ borderRightColor: FROZEN_LINE });
export const frozenBottom = style({ borderBottomColor: FROZEN_LINE });

export const letter = style({
  ...box,
  height: `${LETTERS_HEIGHT}px`,
  lineHeight: `${LETTERS_HEIGHT - 1}px`,
  textAlign: 'center',
  fontSize: '12px',
  color: palette.sheetHeadText,
  background: HEAD_BG,
  borderRight: `1px solid ${HEAD_LINE}`,
  borderBottom: `1px solid ${HEAD_LINE}`,
});
export const cornerBox = style([letter, { left: 0, padding: 0 }]);
export const rowNumber = style({
  ...box,
  left: 0,
  lineHeight: '27px',
  textAlign: 'center',
  fontSize: '12px',
  padding: '0 2px',
  color: palette.sheetHeadText,
  background: HEAD_BG,
  borderRight: `1px solid ${HEAD_LINE}`,
  borderBottom: `1px solid ${HEAD_LINE}`,
  fontVariantNumeric: 'tabular-nums',
});

export const tabs = style({
  flex: 'none',
  display: 'flex',
  gap: '2px',
  overflowX: 'auto',
  background: vars.color.page,
  borderTop: `1px solid ${vars.color.line}`,
  padding: `0 ${vars.space.sm}`,
});
export const tab = style({
  flex: 'none',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  fontSize: '14px',
  color: vars.color.textSoft,
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.brandDark,
      borderBottomColor: vars.color.brand,
      background: vars.color.card,
      fontWeight: 600,
    },
  },
});
export const info = style({
  flex: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: '12px',
  color: vars.color.muted,
  background: vars.color.page,
});
export const encoding = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const select = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.card,
  color: vars.color.text,
  fontSize: '13px',
});
export const notice = style({
  flex: 'none',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: '13px',
  color: vars.color.warning,
  background: vars.color.warningSoft,
});

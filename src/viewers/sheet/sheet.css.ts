import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';
import { ROW_HEIGHT, ROW_NUMBER_WIDTH } from './virtual';
import { palette } from '../../ui/styles/palette.css';

export const viewer = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', background: vars.color.card });
export const scroller = style({ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative', overscrollBehavior: 'contain', WebkitOverflowScrolling: 'touch' });
export const canvas = style({ position: 'relative' });
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  height: `${ROW_HEIGHT}px`,
  background: palette.sheetHead,
  borderBottom: `2px solid ${palette.sheetHeadLine}`,
  fontWeight: 700,
});
export const row = style({ position: 'absolute', left: 0, height: `${ROW_HEIGHT}px`, selectors: { '&[data-odd]': { background: palette.sheetStripe } } });
export const cell = style({
  position: 'absolute',
  top: 0,
  height: `${ROW_HEIGHT}px`,
  lineHeight: `${ROW_HEIGHT - 1}px`,
  padding: '0 8px',
  fontSize: '13px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRight: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
  unicodeBidi: 'plaintext',
  color: vars.color.text,
});
export const rowNumber = style([cell, { left: 0, width: `${ROW_NUMBER_WIDTH}px`, textAlign: 'right', color: vars.color.muted, background: palette.sheetGutter, fontVariantNumeric: 'tabular-nums' }]);
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
  selectors: { '&[aria-selected="true"]': { color: vars.color.brandDark, borderBottomColor: vars.color.brand, background: vars.color.card, fontWeight: 600 } },
});
export const info = style({ flex: 'none', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: '12px', color: vars.color.muted, background: vars.color.page });

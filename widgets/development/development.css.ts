import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 769px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
  },
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: '15px', fontWeight: 700 });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 40%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: '14px',
});
export const term = style({ color: vars.color.muted });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const mono = style({ fontFamily: vars.font.mono, fontSize: '13px', overflowWrap: 'anywhere' });
export const controls = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  '@media': { 'screen and (max-width: 520px)': { gridTemplateColumns: '1fr' } },
});
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: '14px',
});
export const report = style({ width: '100%', minHeight: '160px', fontFamily: vars.font.mono, fontSize: '12px' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const wide = style({ '@media': { 'screen and (min-width: 769px)': { gridColumn: '1 / -1' } } });

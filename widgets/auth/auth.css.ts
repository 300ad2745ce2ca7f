import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '960px',
  margin: '0 auto',
  '@media': {
    'screen and (min-width: 769px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});
export const intro = style({ color: vars.color.textSoft, fontSize: '14px', lineHeight: 1.6, margin: 0 });
export const methods = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.xs });
export const method = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.card,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandDark,
    },
  },
});
export const codeInput = style({ letterSpacing: '0.3em', fontSize: '20px', fontVariantNumeric: 'tabular-nums' });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
export const link = style({
  color: vars.color.brand,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  fontSize: '14px',
  selectors: { '&:disabled': { color: vars.color.muted } },
});
export const outboxCode = style({
  fontFamily: vars.font.mono,
  fontSize: '18px',
  fontWeight: 700,
  letterSpacing: '0.15em',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/styles/theme.css';

/**
 * The entry page's styles, apart from the other pages' so the first screen loads only these. Its text has two sizes:
 * the title's, and the widget's body size (src/ui/styles/theme.css.ts), regular or semibold, which the rest inherits.
 * Each further size or weight is one more font the first layout resolves (a lookup, and for a weight a face), and the
 * first screen waits for that layout.
 */
export const loginPage = style({
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `48px ${vars.space.xl} ${vars.space.xl}`,
  background: `linear-gradient(180deg, ${vars.color.brand} 0, ${vars.color.brand} 220px, ${vars.color.page} 220px)`,
  overflowY: 'auto',
  height: '100%',
});

export const brand = style({ color: vars.color.onBrand, textAlign: 'center', marginBottom: vars.space.xl });

export const brandTitle = style({ fontSize: '24px', fontWeight: 700, margin: 0 });

export const brandSub = style({ opacity: 0.9, marginTop: vars.space.xs });

export const logo = style({ display: 'block', margin: `0 auto ${vars.space.md}` });

export const linkRow = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const textButton = style({
  color: vars.color.brand,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../ui/styles/theme.css';

export const card = style({
  width: '100%',
  maxWidth: '400px',
  background: vars.color.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const passwordWrap = style({ position: 'relative' });
// The reveal button and the hint take the widget's body size: the login page's text has two sizes
// (widgets/app/login.css.ts says why).
export const reveal = style({
  position: 'absolute',
  right: 0,
  top: 0,
  height: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  color: vars.color.brand,
});
export const hint = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
});

import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sentinel = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  color: vars.color.muted,
  fontSize: '13px',
  minHeight: '48px',
});
export const moreButton = style({ minHeight: vars.size.touch, padding: `0 ${vars.space.lg}`, color: vars.color.brand });

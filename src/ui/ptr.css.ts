import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const wrap = style({ minHeight: '100%' });
export const indicator = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflow: 'hidden',
  transition: 'height .2s ease-out',
  color: vars.color.muted,
  fontSize: '13px',
});
export const label = style({ paddingBottom: vars.space.sm });

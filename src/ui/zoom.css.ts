import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';
import { palette } from './styles/palette.css';

export const frame = style({ display: 'flex', flexDirection: 'column', height: '100%', background: palette.zoom });
export const stage = style({
  flex: 1,
  overflow: 'auto',
  touchAction: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
});
export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  transformOrigin: 'center center',
  transition: 'transform .12s ease-out',
  userSelect: 'none',
});
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.sm,
  color: palette.onDark,
});
globalStyle(`${controls} button`, {
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  fontSize: '22px',
  color: palette.onDark,
  borderRadius: vars.radius.sm,
});

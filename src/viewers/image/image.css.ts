import { globalStyle, style } from '@vanilla-extract/css';
import { palette } from '../../ui/styles/palette.css';
import { vars } from '../../ui/styles/theme.css';

export const frame = style({ display: 'flex', flexDirection: 'column', height: '100%', background: palette.zoom });
export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: '240px',
  overflow: 'hidden',
  // Every gesture on the picture is ours: one finger moves it, two zoom it.
  touchAction: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'grab',
  userSelect: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '-3px' } },
});
export const image = style({
  flex: 'none',
  maxWidth: 'none',
  transformOrigin: 'center center',
  userSelect: 'none',
  pointerEvents: 'none',
});
/** Buttons and keys glide; a finger or the mouse moves it directly. */
export const eased = style({ transition: 'transform .12s ease-out' });
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
globalStyle(`${controls} button:disabled`, { opacity: 0.45, cursor: 'not-allowed' });
export const viewer = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

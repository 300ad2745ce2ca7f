import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';
import { palette } from '../../ui/styles/palette.css';

export const viewer = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' });
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  background: palette.viewer,
  // Native one-finger scrolling; two-finger pinch comes to our pointer handlers.
  touchAction: 'pan-x pan-y',
  overscrollBehavior: 'contain',
  WebkitOverflowScrolling: 'touch',
});
export const pages = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  padding: '8px 0',
  transformOrigin: '0 0',
  width: 'max-content',
  minWidth: '100%',
});
export const page = style({
  position: 'relative',
  background: palette.paper,
  boxShadow: vars.shadow.page,
  flex: 'none',
});
export const canvas = style({ display: 'block', width: '100%', height: '100%' });
export const pageNumber = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  color: palette.viewerMuted,
  fontSize: '14px',
});
export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: palette.scrim,
  color: palette.onDark,
  fontSize: '13px',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});

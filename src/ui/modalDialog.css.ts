import { globalStyle, style } from '@vanilla-extract/css';
import { fadeIn } from './overlay.css';
import { vars } from './styles/theme.css';

// The modal surfaces' frame (ModalDialog.tsx) and the toast's place in it, apart from overlay.css, which the
// first screen loads.

/**
 * A native modal <dialog> that covers the viewport without a look of its own: the surface inside (an action
 * sheet, a photo viewer, a route's dialog box) draws its box, centred as on the former backdrop; the page behind
 * dims through ::backdrop.
 */
export const frame = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: vars.space.xl,
  boxSizing: 'border-box',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  overflow: 'auto',
  selectors: {
    '&[open]': { display: 'flex' },
    '&::backdrop': { background: vars.color.overlay, animation: `${fadeIn} .18s ease-out` },
  },
});

// Auto margins centre the surface and, unlike centring alignment, keep a surface taller than the screen scrollable.
globalStyle(`${frame} > *`, { margin: 'auto' });

/**
 * The toast inside a dialog is a popover (ToastBox): the browser's popover box (inset 0, margin auto, a border)
 * gives way to the toast's own place at the bottom.
 */
export const toastPopover = style({ top: 'auto', right: 'auto', margin: 0, border: 0 });

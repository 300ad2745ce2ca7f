import { keyframes, style } from '@vanilla-extract/css';

/**
 * The widget's frame (src/shell/App.tsx): the page area above the tab bar, and overlay pages. In ui, not in the
 * shell, because a page painted before the framework (widgets/app/homePaint.ts) draws the same frame.
 */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const shell = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const main = style({ flex: 1, minHeight: 0, position: 'relative' });
/** Transparent pages (modal, app update) fade in over the page below (ROUTES.md). */
export const overlayPage = style({ position: 'absolute', inset: 0, zIndex: 1500, animation: `${fadeIn} .2s ease-out` });

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../ui/styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const shell = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const main = style({ flex: 1, minHeight: 0, position: 'relative' });
/** Transparent pages (modal, app update) fade in over the page below (ROUTES.md). */
export const overlayPage = style({ position: 'absolute', inset: 0, zIndex: 1500, animation: `${fadeIn} .2s ease-out` });
export const srOnly = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const tabIcon = style({ display: 'flex' });
export const tabLabel = style({ fontSize: '11px', lineHeight: 1.2 });
export const hidden = style({ color: vars.color.muted });

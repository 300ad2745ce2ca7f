import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';
import { palette } from './styles/palette.css';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const dialog = style({
  width: '100%',
  maxWidth: '340px',
  background: vars.color.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  overflow: 'hidden',
  animation: `${rise} .2s ease-out`,
});

export const dialogBody = style({ padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`, textAlign: 'center' });
export const dialogTitle = style({ fontSize: '17px', fontWeight: 600, marginBottom: vars.space.sm });
export const dialogText = style({
  color: vars.color.textSoft,
  fontSize: '15px',
  overflowWrap: 'anywhere',
  maxHeight: '40vh',
  overflowY: 'auto',
});
export const dialogActions = style({ display: 'flex', borderTop: `1px solid ${vars.color.line}` });
export const dialogButton = style({
  flex: 1,
  minHeight: '50px',
  fontSize: '16px',
  selectors: { '& + &': { borderLeft: `1px solid ${vars.color.line}` } },
});
export const dialogConfirm = style({ color: vars.color.brand, fontWeight: 600 });
export const dialogDanger = style({ color: vars.color.danger, fontWeight: 600 });
export const dialogCancel = style({ color: vars.color.textSoft });

export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: `calc(${vars.size.tabBar} + 40px + env(safe-area-inset-bottom, 0px))`,
  transform: 'translateX(-50%)',
  zIndex: 2100,
  maxWidth: 'min(86vw, 420px)',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: palette.toast,
  color: palette.onDark,
  fontSize: '14px',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  animation: `${fadeIn} .15s ease-out`,
  pointerEvents: 'none',
});

/**
 * The queued dialog is a native <dialog> shown with showModal(): it sits in the top layer, centred by the
 * browser, and dims the page through ::backdrop instead of a wrapping element.
 */
export const modal = style([
  dialog,
  {
    width: `calc(100% - 2 * ${vars.space.xl})`,
    maxHeight: `calc(100% - 2 * ${vars.space.xl})`,
    padding: 0,
    border: 0,
    color: vars.color.text,
    selectors: {
      '&::backdrop': { background: vars.color.overlay, animation: `${fadeIn} .18s ease-out` },
    },
  },
]);

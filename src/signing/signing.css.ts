import { style } from '@vanilla-extract/css';
import { modal } from '../ui/overlay.css';
import { vars } from '../ui/styles/theme.css';

/** The PIN and pad dialogs: the kit's native dialog, wide enough for the pad in landscape. */
export const dialog = style([modal, { maxWidth: '560px', overflowY: 'auto' }]);
/** A phone held sideways has little height: the dialog tightens so the pad and its buttons fit without a scroll. */
const short = '(max-height: 480px)';
export const body = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [short]: { padding: vars.space.md, gap: vars.space.sm } },
});
export const title = style({ fontSize: '17px', fontWeight: 600, textAlign: 'center' });
export const hint = style({
  color: vars.color.textSoft,
  fontSize: '14px',
  '@media': { [short]: { fontSize: '13px' } },
});
export const pin = style({ letterSpacing: '0.4em', fontSize: '20px', textAlign: 'center' });
export const error = style({ color: vars.color.danger, fontSize: '14px' });
export const pad = style({
  display: 'block',
  // The width follows the height limit so the pad keeps its 5:2 shape, the shape its points are kept in.
  width: 'min(100%, calc(45vh * 2.5))',
  aspectRatio: '5 / 2',
  '@media': { [short]: { width: 'min(100%, calc(34vh * 2.5))' } },
  border: `1px dashed ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.card,
  touchAction: 'none',
  cursor: 'crosshair',
});
export const padWrap = style({ display: 'flex', justifyContent: 'center' });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const evidence = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: vars.space.lg,
  background: vars.color.card,
  borderRadius: vars.radius.md,
});
export const verdict = style({ fontWeight: 600, display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const intact = style({ color: vars.color.success });
export const broken = style({ color: vars.color.danger });
export const entries = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const entry = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: '14px',
});
export const entryBroken = style({ borderColor: vars.color.danger });
export const digest = style({ fontFamily: 'ui-monospace, monospace', fontSize: '13px' });
export const signature = style({
  maxWidth: '240px',
  width: '100%',
  background: '#ffffff',
  borderRadius: vars.radius.sm,
});
export const viewer = style([
  modal,
  { maxWidth: '960px', height: 'calc(100% - 32px)', display: 'flex', flexDirection: 'column' },
]);
export const viewerBody = style({ flex: 1, minHeight: 0, overflow: 'auto' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

export const narrow = style({
  maxWidth: '480px',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const lockMark = style({
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  margin: `${vars.space.md} auto 0`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
export const intro = style({ textAlign: 'center', color: vars.color.textSoft, fontSize: '14px', margin: 0 });
export const passwordWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const reveal = style({
  position: 'absolute',
  right: 0,
  top: 0,
  minWidth: vars.size.touch,
  height: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  color: vars.color.brand,
  fontSize: '14px',
});
export const passwordInput = style({ paddingRight: '72px' });
export const hint = style({ color: vars.color.muted, fontSize: '13px', textAlign: 'center', margin: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const monthField = style({ flex: '1 1 160px', minWidth: 0 });
export const select = style({ appearance: 'auto' });
export const slip = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, position: 'relative' });
export const slipHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const slipTitle = style({ margin: 0, fontSize: '17px', fontWeight: 700 });
export const sections = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 769px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '15px' });
export const caption = style({ textAlign: 'left', fontWeight: 700, fontSize: '15px', paddingBottom: vars.space.sm });
export const cellName = style({
  textAlign: 'left',
  fontWeight: 400,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.line}`,
});
export const cellAmount = style({
  textAlign: 'right',
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const totalRow = style({ fontWeight: 700 });
export const netCard = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});
export const netAmount = style({ fontSize: '22px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const sub = style({ color: vars.color.muted, fontSize: '13px', margin: 0 });
export const watermarkHost = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.md });

import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const search = style({ position: 'relative' });
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  marginBottom: vars.space.sm,
});
export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const rowId = style({ fontFamily: vars.font.mono, fontSize: '13px', color: vars.color.muted });
export const rowTitle = style({ fontWeight: 600, fontSize: '16px' });
export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const banner = style({
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: '14px',
  lineHeight: 1.6,
});
export const bannerHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontWeight: 600,
});
export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  // Long labels (en "Close without development") in a narrow column: the buttons take a row each, never overlap.
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.page,
  zIndex: 1,
});
export const grow = style({ flex: 1 });
export const reasons = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
});
export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const fileTools = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}`,
});
export const fileKind = style({ marginRight: vars.space.xs });
export const iconButton = style({
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  color: vars.color.danger,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const engineer = style({ padding: `0 ${vars.space.lg} ${vars.space.md}` });
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 769px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)', alignItems: 'start' },
  },
});

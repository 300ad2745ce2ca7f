import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

/** SAP area styles. Phones are 390 px wide; above 768 px lists and detail sit side by side. */
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const searchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const row = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  width: '100%',
  textAlign: 'left',
  padding: vars.space.md,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  selectors: { '&[aria-current="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` } },
});
export const rowMain = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });
export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const rowNo = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const rowTitle = style({ fontSize: '14px' });
export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: '13px',
  color: vars.color.muted,
});
export const check = style({
  width: '22px',
  height: '22px',
  margin: '11px',
  flex: 'none',
  accentColor: vars.color.brand,
});
export const checkLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  margin: `-${vars.space.sm} 0 -${vars.space.sm} -${vars.space.sm}`,
});
export const rowWithCheck = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const batchBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: `${vars.space.md} -${vars.space.md} 0`,
  background: vars.color.card,
  borderTop: `1px solid ${vars.color.line}`,
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 420px) 1fr',
  height: '100%',
  minHeight: 0,
});
export const splitList = style({
  overflowY: 'auto',
  padding: vars.space.md,
  borderRight: `1px solid ${vars.color.line}`,
  minHeight: 0,
});
export const splitDetail = style({ overflowY: 'auto', padding: vars.space.md, minHeight: 0, position: 'relative' });

export const summary = style({
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
});
export const summaryHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBottom: vars.space.sm,
});
export const summaryType = style({ fontSize: '13px', color: vars.color.muted });
export const summaryNo = style({ fontSize: '18px', fontWeight: 700, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: '14px',
});
export const links = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.md });
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  background: vars.color.brandSoft,
  fontSize: '14px',
  fontWeight: 600,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: '76px',
  padding: vars.space.md,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
});
export const tileLabel = style({ fontWeight: 600, fontSize: '14px', lineHeight: 1.35 });
export const tileCount = style({ fontSize: '13px', color: vars.color.danger, fontWeight: 600 });
export const tileMuted = style({ fontSize: '13px', color: vars.color.muted });
export const heading = style({
  fontSize: '14px',
  fontWeight: 600,
  color: vars.color.textSoft,
  margin: `${vars.space.md} ${vars.space.xs} ${vars.space.sm}`,
});

export const footerBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: `${vars.space.md} -${vars.space.md} -${vars.space.xl}`,
  background: vars.color.card,
  borderTop: `1px solid ${vars.color.line}`,
});
export const grow = style({ flex: 1 });
export const progress = style({ width: '100%', height: '10px', accentColor: vars.color.brand });
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '52px',
  padding: `0 ${vars.space.lg}`,
  textAlign: 'left',
  color: vars.color.text,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-pressed="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` } },
});
export const people = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
});
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  color: vars.color.danger,
});
export const block = style({ marginBottom: vars.space.md });

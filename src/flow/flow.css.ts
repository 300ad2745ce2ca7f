import { style } from '@vanilla-extract/css';
import { vars } from '../ui/styles/theme.css';

/** The action sheet rises from the bottom on a phone and sits centred on a wide screen. */
export const sheet = style({
  width: '100%',
  maxWidth: '480px',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: vars.color.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const sheetTitle = style({ fontSize: '17px', fontWeight: 600, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: `0 ${vars.space.lg}` });
export const people = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: '200px', overflowY: 'auto' });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch });
export const note = style({
  color: vars.color.textSoft,
  fontSize: '13px',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});
export const overdue = style({ color: vars.color.danger, fontWeight: 600, fontSize: '13px' });
export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const thumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
});
export const viewer = style({
  width: '100%',
  maxWidth: '720px',
  background: vars.color.card,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const outbox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: `1px dashed ${vars.color.warning}`,
});
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const title = style({ margin: 0, fontSize: '15px', fontWeight: 700 });
export const link = style({
  color: vars.color.brand,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  fontSize: '14px',
  selectors: { '&:disabled': { color: vars.color.muted } },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: '320px',
  background: vars.color.page,
});
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '240px',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textSoft,
});
export const messageIcon = style({ color: vars.color.muted });
export const messageText = style({ maxWidth: '320px', fontSize: '15px', lineHeight: 1.6, overflowWrap: 'anywhere' });
export const toolbar = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.card,
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: '14px',
  color: vars.color.textSoft,
});
export const toolButton = style({
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontSize: '18px',
  fontWeight: 600,
  // Disabled stays readable as a control (a muted glyph on a faint fill), only dimmer than the live ones.
  selectors: {
    '&:disabled': { color: vars.color.muted, background: vars.color.page, opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const toolText = style({ minWidth: '64px', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
export const downloadButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

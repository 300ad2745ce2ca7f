import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

/** Buttons, fields and status views: what the first screen (login, errors, loading) needs. */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontSize: '15px',
  fontWeight: 600,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  transition: 'background-color .15s, opacity .15s',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandDark } },
    },
  ],
  secondary: [
    buttonBase,
    { background: vars.color.card, color: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  ],
});

export const block = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} .8s linear infinite`,
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  minHeight: '180px',
  textAlign: 'center',
  color: vars.color.muted,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.card,
  fontSize: '15px',
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({ color: vars.color.danger, fontSize: '13px', marginTop: vars.space.xs });
export const fieldHint = style({ color: vars.color.muted, fontSize: '13px', marginTop: vars.space.xs });

/** Set apart from its input by weight and colour, not size: one font size fewer on every form's first layout. */
export const label = style({
  display: 'block',
  fontSize: '15px',
  fontWeight: 600,
  color: vars.color.textSoft,
  marginBottom: vars.space.xs,
});

export const wrapAny = style({ overflowWrap: 'anywhere', wordBreak: 'break-word', unicodeBidi: 'plaintext' });

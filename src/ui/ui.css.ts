import { style, styleVariants } from '@vanilla-extract/css';
import { button as firstScreenButton, buttonBase, input } from './controls.css';
import { vars } from './styles/theme.css';

/** Shared building blocks for area pages. What the first screen needs is in controls.css.ts, re-exported here. */
export * from './controls.css';

/** The first screen needs primary and secondary only; areas get the full set. */
export const button = {
  ...firstScreenButton,
  ...styleVariants({
    danger: [buttonBase, { background: vars.color.danger, color: vars.color.onBrand }],
    ghost: [buttonBase, { background: 'transparent', color: vars.color.textSoft, fontWeight: 500 }],
  }),
};

export const card = style({
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** A card of its own on a page (a form, a set of final actions), its parts stacked. */
export const panel = style([
  card,
  { marginBottom: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);
export const panelTitle = style({ margin: 0, fontSize: '16px', fontWeight: 700 });
/** A short message in a tinted box; the caller's class gives the tint. */
export const notice = style({
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: '14px',
  lineHeight: 1.5,
  margin: 0,
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const grow = style({ flex: 1, minWidth: 0 });
export const muted = style({ color: vars.color.muted, fontSize: '13px' });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** Server text can be anything: long words and URLs wrap instead of widening the page. */

export const sectionTitle = style({
  fontSize: '13px',
  fontWeight: 600,
  color: vars.color.textSoft,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const textarea = style([
  input,
  { minHeight: '96px', padding: vars.space.md, resize: 'vertical', lineHeight: 1.5 },
]);

export const tone = styleVariants({
  info: { background: vars.color.brandSoft, color: vars.color.brandDark },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  neutral: { background: vars.color.page, color: vars.color.textSoft },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/**
 * A text button in the blue navigation bar ("preview", "new", "leave"): a white pill, because brand text on white
 * reads at 5.7:1 where white text on the bar would be 3.35:1. Transparent borders keep the whole 44px height
 * tappable around the 32px pill.
 */
export const navPill = style({
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: '6px solid transparent',
  borderLeftWidth: 0,
  borderRightWidth: 0,
  backgroundColor: vars.color.card,
  backgroundClip: 'padding-box',
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
  fontSize: '14px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** FileButton: the input stays in the page (focusable, labelled) but takes no room and shows nothing. */
export const hiddenFileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});
export const fileButton = style({
  position: 'relative',
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

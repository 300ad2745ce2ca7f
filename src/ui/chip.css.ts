import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

/** A filter or section chip; the chosen one carries aria-pressed (a filter) or aria-current (a link). */
const chosenChip = {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
};
export const chip = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  // Short labels ("All") would make a chip narrower than a fingertip.
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.card,
  color: vars.color.textSoft,
  fontSize: '14px',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-pressed="true"]': chosenChip, '&[aria-current="page"]': chosenChip },
});
/** A row of filter chips: it wraps, so every choice stays in sight at 390 px and at 400% zoom. */
export const chipRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

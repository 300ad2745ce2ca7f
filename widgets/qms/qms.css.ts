/** QMS's own styles: the judgment choices and the home counts. The shared look is in src/review. */
import { style } from '@vanilla-extract/css';
import { loginPage as loginFrame } from '../../src/review/review.css';
import { vars } from '../../src/ui';
import { palette } from '../../src/ui/styles/palette.css';

export const loginPage = style([
  loginFrame,
  { background: `linear-gradient(180deg, ${palette.qmsDeep} 0, ${palette.qms} 240px, ${vars.color.page} 240px)` },
]);

export const judgeGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  fontSize: '14px',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.brandSoft,
      color: vars.color.brandDark,
      fontWeight: 600,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
});
export const legend = style({
  fontSize: '14px',
  fontWeight: 600,
  color: vars.color.textSoft,
  marginBottom: vars.space.sm,
  padding: 0,
});
export const homeGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});
export const homeCount = style({ fontSize: '26px', fontWeight: 800, color: vars.color.brandDark, lineHeight: 1.1 });

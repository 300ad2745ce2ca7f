import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });

export const navBar = style({
  flex: 'none',
  display: 'grid',
  gridTemplateColumns: '88px 1fr 88px',
  alignItems: 'center',
  height: vars.size.navBar,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  boxSizing: 'content-box',
  background: vars.color.navBar,
  color: vars.color.onBrand,
});

export const navTitle = style({
  margin: 0,
  textAlign: 'center',
  // Large text (WCAG: 14pt bold): white on the SPEC blue (3.35:1) meets the 3:1 that large text needs.
  fontSize: '19px',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const navSide = style({ display: 'flex', alignItems: 'center', height: '100%' });
export const navRight = style([navSide, { justifyContent: 'flex-end', paddingRight: vars.space.xs }]);

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  height: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  color: vars.color.onBrand,
  fontSize: '15px',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outlineColor: vars.color.onBrand } },
});

export const content = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  WebkitOverflowScrolling: 'touch',
  position: 'relative',
});

export const contentInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
});

export const tabBar = style({
  flex: 'none',
  display: 'flex',
  height: vars.size.tabBar,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  boxSizing: 'content-box',
  background: vars.color.card,
  // A shadow, not a border, draws the top line: the bar stays exactly 50px (SPEC 9).
  boxShadow: `inset 0 1px 0 ${vars.color.line}`,
});

// SPEC 9 fixes the tab colours (#7A7E83 and #1d8dfc on white: 4.09:1 and 3.35:1), so the labels are large text
// (19px bold, WCAG's 3:1), set beside the icon to fit the 50px bar.
export const tab = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  fontSize: '19px',
  fontWeight: 700,
  color: vars.color.tabIdle,
  selectors: { '&[aria-current="page"]': { color: vars.color.navBar } },
});

export const tabIcon = style({ display: 'flex' });
export const tabLabel = style({ fontSize: '19px', lineHeight: 1.2 });

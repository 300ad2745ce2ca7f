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
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const navTitle = style({
  margin: 0,
  textAlign: 'center',
  fontSize: '17px',
  fontWeight: 600,
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

export const tab = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  fontSize: '11px',
  color: vars.color.tabIdle,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
});


export const tabIcon = style({ display: 'flex' });
export const tabLabel = style({ fontSize: '11px', lineHeight: 1.2 });

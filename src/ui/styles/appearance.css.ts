import { vars } from './theme.css';

/**
 * The tokens the host's appearance options override (appearance.ts), as build-time constants: importing the
 * whole token object at run time would put it on every first screen.
 */
export const overridable = {
  brand: vars.color.brand,
  navBar: vars.color.navBar,
  brandDark: vars.color.brandDark,
  brandDeep: vars.color.brandDeep,
  radiusSm: vars.radius.sm,
  radiusMd: vars.radius.md,
  radiusLg: vars.radius.lg,
};

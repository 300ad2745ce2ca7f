import { overridable as vars } from './appearance.css';

/**
 * The host's appearance options (mount option `theme`) as CSS custom properties on the widget root. They
 * override the tokens of either scheme; set through the CSSOM, so a strict style-src policy allows them.
 */
import type { Appearance } from './scheme';

export type { Appearance };

/** The custom property behind a token: `var(--brand__1x2y)` → `--brand__1x2y`. */
function prop(token: string): string {
  return token.slice(4, -1);
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const LENGTH = /^\d+(\.\d+)?(px|rem|em)$/;

/** Mixes a #rgb/#rrggbb colour toward black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const target = amount > 0 ? 0 : 255;
  const k = Math.abs(amount);
  return `#${[1, 3, 5]
    .map((i) => Math.round(parseInt(full.slice(i, i + 2), 16) * (1 - k) + target * k))
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Custom properties for `primary` and `radius`; anything malformed is ignored (the default look stays). */
export function appearanceProperties(appearance: Appearance | undefined, dark: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const primary = appearance?.primary?.trim();
  if (primary && HEX.test(primary)) {
    out[prop(vars.brand)] = primary;
    out[prop(vars.navBar)] = primary;
    out[prop(vars.brandDark)] = shade(primary, dark ? -0.25 : 0.12);
    out[prop(vars.brandDeep)] = shade(primary, dark ? -0.1 : 0.25);
  }
  const raw = appearance?.radius;
  const radius =
    typeof raw === 'number' && raw >= 0 && raw <= 40
      ? `${raw}px`
      : typeof raw === 'string' && LENGTH.test(raw.trim())
        ? raw.trim()
        : '';
  if (radius) {
    out[prop(vars.radiusMd)] = radius;
    out[prop(vars.radiusSm)] = `calc(${radius} * 0.6)`;
    out[prop(vars.radiusLg)] = `calc(${radius} * 1.6)`;
  }
  return out;
}

import { ICON_PATHS, type IconName } from './iconPaths';

export type { IconName } from './iconPaths';

/**
 * Icons as inline SVG paths: no icon font, no extra request, nothing for a CSP to block.
 * Decorative: callers give the accessible name.
 */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

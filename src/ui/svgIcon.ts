import { ICON_PATHS, type IconName } from './iconPaths';
import { svg } from './dom';

/** An icon drawn without the framework (a page painted before it), the same SVG as ./icons.tsx draws. */
export function svgIcon(name: IconName): SVGElement {
  return svg(
    'svg',
    {
      width: '22',
      height: '22',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    svg('path', { d: ICON_PATHS[name] }),
  );
}

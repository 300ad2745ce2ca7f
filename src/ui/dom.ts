import { $t } from '../i18n';

type Attrs = Record<string, string | boolean | undefined>;

/**
 * A tiny element builder for the parts built without the framework (the login page, home painted first):
 * attributes set one by one (never HTML text), children as nodes or text.
 */
export function h(tag: string, attrs: Attrs, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, '');
    else if (typeof value === 'string') el.setAttribute(name, value);
  }
  el.append(...children);
  return el;
}

/** The same for SVG: a drawing built without the framework (an icon, the brand mark). */
export function svg(tag: string, attrs: Record<string, string>, ...children: SVGElement[]): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/**
 * Calls `render` now and again whenever the locale or its dictionaries change, for as long as `node` is in the
 * page: a part built without the framework sets its texts in `render` (what useT gives a component).
 */
export function localized(node: Node, render: (t: ReturnType<typeof $t.get>) => void): void {
  render($t.get());
  const unlisten = $t.listen((t) => (node.isConnected ? render(t) : unlisten()));
}

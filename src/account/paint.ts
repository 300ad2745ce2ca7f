import '../i18n/core';
import {
  $locale,
  $localeSetting,
  ensureMessages,
  initLocale,
  isLocaleSetting,
  languages,
  resolveLocale,
} from '../i18n';
import { addFirstPaint, releaseFirstPaint, whenReleased, type Painted } from './firstPaint';
import { isSrmMode } from './mode';
import { detect } from '../session/agent';
import { adoptStyles } from '../ui/styles/registry';
import { isDark, type Appearance } from '../ui/styles/scheme';
import { lightScheme, themeClass, widgetRoot } from '../ui/styles/theme.css';
import '../ui/styles/base.css';
import { h } from '../ui/dom';
import { fitBox, widgetBox } from '../ui/widgetBox';

/**
 * What the pages painted before the framework share (widgets/app/firstPaint.ts for login, widgets/app/homePaint.ts
 * for home, widgets/sap/paint.ts for a form opened from a chat link): the element builder, the locale, the widget's
 * root box, and the hand-over registration (./firstPaint.ts).
 */

/** The mount options a first paint reads (loader/types.ts MountOptions). */
export interface FirstPaintOptions {
  locale?: string;
  theme?: Appearance;
  shadow?: boolean;
  demo?: boolean;
}

/** What the loader tells a first paint when the framework could not be loaded. */
export interface FirstPaintControl {
  failed(retry: () => void): void;
}

/** A first paint is a page in its default look: SRM, a host theme or the dark scheme wait for the framework. */
export function canPaint(theme: Appearance | undefined): boolean {
  if (isSrmMode() || theme?.primary || theme?.radius !== undefined) return false;
  const prefersDark = theme?.scheme === 'auto' && !!globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return !isDark(theme?.scheme, prefersDark, detect(navigator.userAgent).darkMode);
}

/** The locale the shell will choose (src/shell/mount.tsx), with its dictionaries loaded. */
export async function prepareLocale(options: FirstPaintOptions): Promise<void> {
  initLocale();
  if (options.locale && isLocaleSetting(options.locale)) {
    $localeSetting.set(options.locale);
    $locale.set(resolveLocale(options.locale, languages()));
  }
  await ensureMessages();
}

/** Where the widget renders in `element`: its shadow root (created here when the shell has not yet), or itself. */
export function hostOf(element: Element, options: FirstPaintOptions): Document | ShadowRoot | Element {
  return options.shadow === false ? element : (element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
}

/**
 * Puts `page` into `host` inside the same boxes as the shell's (../ui/widgetBox.ts and App.tsx), so the hand-over
 * moves nothing. False when the shell is already there (it arrived first): then nothing is painted. With
 * `adopted`, the framework's page takes `page` over as it is and then calls it (src/account/firstPaint.ts).
 */
export function showPaint(host: Node, page: HTMLElement, adopted?: Painted['adopted']): HTMLElement | undefined {
  const root = h(
    'div',
    { class: `${themeClass} ${lightScheme} ${widgetRoot}`, lang: $locale.get(), 'data-first-paint': true },
    page,
  );
  const container = widgetBox();
  if (!addFirstPaint(host, { node: container, ...(adopted && { page, adopted }) })) return undefined;
  adoptStyles(host instanceof ShadowRoot ? host : document);
  host.appendChild(container);
  fitBox(container);
  container.append(root);
  return container;
}

/** Ends the first paint of `host` when the address leaves the page it shows (a tap before the framework arrived). */
export function releaseWhenLeaving(host: Node, stays: (hash: string) => boolean): void {
  const onAddress = () => {
    if (!stays(location.hash)) releaseFirstPaint(host);
  };
  addEventListener('hashchange', onAddress);
  // Released by the shell or an unmount as well: the listener goes with the paint.
  whenReleased(host, () => removeEventListener('hashchange', onAddress));
}

/**
 * `esign-client/element`: the widget as the custom element `<esign-widget>`, for Vue, Angular and plain pages.
 * Attributes carry the options (the names of the auto-mount data attributes without `data-`: `api-base`, `locale`,
 * `route`, `routing`, `theme-primary`, `theme-radius`, `theme-scheme`, `asset-base`, `messaging-login-url`,
 * `service-<name>`, `demo`); the host's sign-in is a property (`session`, `getToken`), as objects and functions
 * cannot be attributes. Events arrive as `esign:<event>` DOM events on the element. Defining the element needs a
 * page: importing this file elsewhere does nothing.
 *
 *   <esign-widget api-base="https://api.example.com" routing="memory" @esign:todo="onTodo"></esign-widget>
 */
import { optionsFromData } from './options';
// The built entry imports the built loader (tsup.config.ts): one loader, one widget runtime.
import { mount } from './public';
import type { EsignHandle, EsignSession, MountOptions } from './types';

export type * from './types';

const ATTRIBUTES = [
  'api-base',
  'asset-base',
  'locale',
  'route',
  'routing',
  'theme-primary',
  'theme-radius',
  'theme-scheme',
  'messaging-login-url',
  'owns-title',
  'demo',
  ...['main', 'bpm', 'srm', 'qms', 'qms-bpm', 'bid'].map((name) => `service-${name}`),
];

/** The attribute names as a dataset would name them: `api-base` → `apiBase`. */
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

// Without a page there is no HTMLElement to extend: a stand-in keeps the class definable (and the import silent).
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export class EsignWidgetElement extends Base {
  static observedAttributes = ATTRIBUTES;
  #handle: EsignHandle | undefined;
  #session: EsignSession | undefined;
  /** The host's token source (MountOptions `getToken`); set before the element is added to the page. */
  getToken: MountOptions['getToken'];

  /** The widget's handle while the element is in the page: `navigate`, `route`, `ready`, `update`, `on`. */
  get handle(): EsignHandle | undefined {
    return this.#handle;
  }

  /** The host's session (MountOptions `session`); setting it on a mounted widget hands the new one over. */
  get session(): EsignSession | undefined {
    return this.#session;
  }
  set session(value: EsignSession | undefined) {
    this.#session = value;
    if (value) this.#handle?.update({ session: value });
  }

  /** The options the attributes and properties give now. */
  options(): MountOptions {
    const data: Record<string, string> = {};
    for (const name of ATTRIBUTES) {
      const value = this.getAttribute(name);
      if (value !== null) data[camel(name)] = value;
    }
    return { ...optionsFromData(data), session: this.#session, getToken: this.getToken };
  }

  connectedCallback(): void {
    // The widget sizes itself to its box; a custom element is inline until the page says otherwise.
    if (!this.style.display) this.style.display = 'block';
    this.#handle ??= mount(this, this.options());
  }

  disconnectedCallback(): void {
    // A framework that moves the element (a keyed list) takes it out and puts it back in one task: kept then.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#handle?.unmount();
      this.#handle = undefined;
    });
  }

  attributeChangedCallback(): void {
    const { locale, theme, services, apiBase } = this.options();
    this.#handle?.update({ locale, theme, services, apiBase });
  }
}

if (globalThis.customElements && !customElements.get('esign-widget'))
  customElements.define('esign-widget', EsignWidgetElement);

declare global {
  interface HTMLElementTagNameMap {
    'esign-widget': EsignWidgetElement;
  }
}

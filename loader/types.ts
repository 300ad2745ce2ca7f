/**
 * The public API of the client, as a host developer sees it. Everything here is a type: the declarations file
 * of the package (`dist/loader.d.ts`) is generated from it, with these comments.
 */

/** A language of the client; `auto` follows the browser. */
export type EsignLocale = 'en' | 'zh-Hans' | 'zh-Hant' | 'ja' | 'auto';

/** The configured services of the product. Each has its own base URL; see {@link MountOptions.services}. */
export type EsignService = 'main' | 'bpm' | 'srm' | 'qms' | 'qmsBpm' | 'bid';

/** Colour scheme: `auto` follows `prefers-color-scheme` and the messaging app's `ColorScheme/Dark` marker. */
export type EsignScheme = 'light' | 'dark' | 'auto';

/** The appearance of the widget. Every value is optional; the defaults are the product's own look. */
export interface EsignTheme {
  /** Brand colour of buttons, links and the navigation bar, as `#rrggbb`. Choose one that keeps 4.5:1 under white text. */
  primary?: string;
  /** Corner radius of cards, buttons and fields, in px (number) or any CSS length. */
  radius?: number | string;
  /** `light` (default), `dark`, or `auto`. */
  scheme?: EsignScheme;
}

/** Options of {@link mount}. Each also exists as a data attribute of an auto-mounted element (docs/EMBEDDING.md). */
export interface MountOptions {
  /** Default API host when the user has no stored Api_Url_Key. Same origin when omitted. `data-api-base`. */
  apiBase?: string;
  /**
   * Base URL of each configured service, for deployments whose gateways do not sit under the API host's default
   * paths (`/api`, `/gateway/bpm`, `/gateway/esign-srm`, `/qms-gateway/qmsv2-web`, `/qms-gateway/bpm`,
   * `/bid-api`). `data-service-main`, `data-service-bpm`, … `data-service-qms-bpm`.
   */
  services?: Partial<Record<EsignService, string>>;
  /**
   * The enterprise messaging app's login redirect. Inside the messaging app, a user without a valid session is
   * sent here with `redirect_uri` (the route to come back to), `base` (the host page's path) and `origin` (the
   * host page's origin); it must send the user back with `wxworkredirect_uri`, `token`, `userNo` and `phone`.
   * A relative URL resolves against `apiBase`. Without it, the user signs in with a password. `data-messaging-login-url`.
   */
  messagingLoginUrl?: string;
  /**
   * Where the client's files (workers, images) are served from, e.g. `https://cdn.example.com/esign/1.1.0/`.
   * Defaults to the folder of the loader itself. `data-asset-base`.
   */
  assetBase?: string;
  /** Language of the widget. Without it the user's stored choice, else the default. `data-locale`. */
  locale?: EsignLocale;
  /** Appearance. `data-theme-primary`, `data-theme-radius`, `data-theme-scheme`. */
  theme?: EsignTheme;
  /** Route to open when the address names none, e.g. `/pages/SAP/index`. `data-route`. */
  route?: string;
  /** Render inside a shadow root (default `true`) so host CSS and ours never meet. */
  shadow?: boolean;
  /** The widget sets `document.title` to the page title (standalone pages only). `data-owns-title`. */
  ownsTitle?: boolean;
  /** The host is the demo server: login pages list the demo accounts. `data-demo`. */
  demo?: boolean;
  /**
   * Where the widget keeps its route. `hash` (default): in the page's address (`#/pages/...`), with the browser's
   * Back. `memory`: in the widget alone; it never reads or writes the host's location or history, so a host with
   * its own router keeps its address. The handle's `route`, `navigate` and `route` event let the host mirror it.
   * `data-routing`.
   */
  routing?: EsignRouting;
  /**
   * A session the host already has (its own single sign-on). The widget then never shows its own login page: a
   * missing or rejected session is a `logout` event for the host to act on (for example with `update({ session })`).
   */
  session?: EsignSession;
  /**
   * Asked for the host's token at mount, and once more when the server rejects it (HTTP 401): a new token
   * continues the session, the same or none ends it with `sessionExpired` and `logout`. Implies the host's sign-in
   * as `session` does.
   */
  getToken?: () => string | Promise<string>;
}

/** See {@link MountOptions.routing}. */
export type EsignRouting = 'hash' | 'memory';

/** The host's session, handed over at mount or with `update`. */
export interface EsignSession {
  /** The bearer token the API accepts. */
  accessToken: string;
  /** The user's number, when the host knows it (else it comes with the profile). */
  userNo?: string;
}

/** What {@link EsignHandle.update} can change after mount. */
export type EsignUpdate = Pick<MountOptions, 'locale' | 'theme' | 'services' | 'apiBase' | 'session'>;

/** To-do counts per area, as the home menu shows them. */
export interface EsignTodoCounts {
  sap: number;
  srm: number;
  qms: number;
  gs001p: number;
}

/** Every event of the widget with its detail. Each is also dispatched on the host element as `esign:<name>`. */
export interface EsignEvents {
  /** The widget has rendered its first page. */
  ready: Record<string, never>;
  /**
   * The widget shows another page. `path` is a route of the client, e.g. `/pages/SAP/index`; `url` is the same
   * with the page's query (`/pages/SAP/processingInfo/purchaseOrder?id=PO-1`), what `navigate` takes back.
   */
  route: { path: string; url: string };
  /** The user's to-do counts changed (also sent once they are first known). */
  todo: { total: number; byArea: EsignTodoCounts };
  /** A user is signed in: after a login, or at mount when a stored session exists. */
  login: { userNo: string };
  /** The user signed out (or was signed out). */
  logout: Record<string, never>;
  /** The server rejected the session (HTTP 401); a `logout` follows. */
  sessionExpired: Record<string, never>;
  /** An error was shown to the user. `code` as in the error catalogue; `message` in the user's language. Never a token. */
  error: { code: string; message: string };
}

export type EsignEventName = keyof EsignEvents;
export type EsignListener<K extends EsignEventName> = (detail: EsignEvents[K]) => void;

/**
 * What {@link mount} returns. Calling it unmounts (as in earlier versions). Every method works at once, also
 * before the widget has loaded: calls wait for it.
 */
export interface EsignHandle {
  (): void;
  /** Removes the widget, its listeners and timers. Safe to call twice. */
  unmount(): void;
  /** Opens a route of the client, e.g. `/pages/SAP/processingInfo/purchaseOrder?id=PO-1`. An unknown route fires `error` with code `notFound`. */
  navigate(route: string): void;
  /** Switches the language (and remembers it, like the in-app language setting). */
  setLocale(locale: EsignLocale): void;
  /** Signs the user out, as the in-app logout does. */
  logout(): void;
  /** Listens to an event; returns the function that stops listening. */
  on<K extends EsignEventName>(event: K, listener: EsignListener<K>): () => void;
  /** Changes the language, the appearance, the service addresses or the host's session of a mounted widget. */
  update(options: EsignUpdate): void;
  /** Settles once the widget has rendered its first page (the `ready` event); rejects when it cannot load. */
  readonly ready: Promise<void>;
  /** The route the widget shows, e.g. `/pages/SAP/index` (`''` before the first one). */
  readonly route: string;
}

/** The global of the classic script (`embed.js`): the same `mount`, also before the loader has arrived. */
export interface EsignClientGlobal {
  mount(element: Element, options?: MountOptions): EsignHandle;
}

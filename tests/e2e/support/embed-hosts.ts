import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The portals of issue 28, as their developers would write them against the installed package: a server-rendered
 * React 18 portal with its own routes and sign-in, a React 19 portal signing in by a token callback, a Vue 3 portal with `<esign-widget>`, and a plain page that
 * opens and closes the widget. Served from their own origin; the API is on another one with strict CORS.
 */

/** The React portal, rendered by react-dom/server and hydrated in the browser from the same component. */
export const REACT_PORTAL = `import { createElement as h, useEffect, useState } from 'react';
import { EsignWidget } from 'esign-client/react';

/** The portal's own router: its pages live in its hash, '#/portal/<page>'. */
function useHostPage() {
  const read = () => (typeof location === 'undefined' ? 'orders' : location.hash.replace('#/portal/', '') || 'orders');
  const [page, setPage] = useState('orders');
  useEffect(() => {
    const on = () => setPage(read());
    on();
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return page;
}

export function Portal({ apiBase, token, userNo }) {
  const page = useHostPage();
  const [todoTotal, setTodoTotal] = useState('');
  const [route, setRoute] = useState('');
  return h('div', null,
    h('nav', null, h('a', { href: '#/portal/orders' }, 'Orders'), ' ', h('a', { href: '#/portal/reports' }, 'Reports')),
    h('h1', { id: 'host-page' }, 'Portal ' + page),
    h('p', { id: 'badge' }, todoTotal),
    h('p', { id: 'route' }, route),
    h(EsignWidget, {
      ref: (handle) => { if (typeof window !== 'undefined') window.widget = handle; },
      apiBase, routing: 'memory', route: '/pages/index/index', locale: 'en',
      assetBase: '/node_modules/esign-client/dist/',
      session: { accessToken: token, userNo },
      onTodo: ({ total }) => setTodoTotal(String(total)),
      onRoute: ({ url }) => setRoute(url),
    }));
}
`;

export const REACT_SERVER = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Portal } from './portal.js';
export const render = (props) => renderToString(createElement(Portal, props));
`;

export const REACT_CLIENT = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Portal } from './portal.js';
const root = document.getElementById('root');
hydrateRoot(root, createElement(Portal, JSON.parse(root.dataset.props)), {
  onRecoverableError: (error) => console.error('hydration: ' + error.message),
});
`;

/**
 * A React 19 portal, rendered on the client, that signs in with a token callback: `getToken` is asked at mount
 * (and again on a 401); the widget routes in memory beside the portal's own hash router.
 */
export const REACT19_PORTAL = `import { createElement as h, useEffect, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { EsignWidget } from 'esign-client/react';
const root = document.getElementById('root');
const { apiBase, token } = JSON.parse(root.dataset.props);
window.tokenAsks = 0;
const getToken = async () => {
  window.tokenAsks++;
  return token;
};
function Portal() {
  const [todoTotal, setTodoTotal] = useState('');
  const [route, setRoute] = useState('');
  const [page, setPage] = useState(location.hash || '#/portal/home');
  useEffect(() => {
    const on = () => setPage(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return h('div', null,
    h('nav', null, h('a', { href: '#/portal/help' }, 'Help')),
    h('h1', { id: 'host-page' }, 'React ' + version.split('.')[0] + ' ' + page),
    h('p', { id: 'badge' }, todoTotal),
    h('p', { id: 'route' }, route),
    h(EsignWidget, {
      ref: (handle) => { window.widget = handle; },
      apiBase, routing: 'memory', route: '/pages/index/index', locale: 'en',
      assetBase: '/react19/node_modules/esign-client/dist/',
      getToken,
      onTodo: ({ total }) => setTodoTotal(String(total)),
      onRoute: ({ url }) => setRoute(url),
    }));
}
createRoot(root).render(h(Portal));
`;

/** The Vue portal: the custom element, its attributes, the session as a property, the esign:* events. */
export const VUE_PORTAL = `import { createApp, h, ref } from 'vue';
import 'esign-client/element';
const root = document.getElementById('root');
const props = JSON.parse(root.dataset.props);
createApp({
  setup() {
    const todoTotal = ref('');
    const route = ref('');
    const locale = ref('en');
    window.setWidgetLocale = (value) => (locale.value = value);
    return () => h('div', [
      h('p', { id: 'badge' }, todoTotal.value),
      h('p', { id: 'route' }, route.value),
      h('esign-widget', {
        'api-base': props.apiBase, routing: 'memory', route: '/pages/index/index', locale: locale.value,
        'asset-base': '/node_modules/esign-client/dist/',
        session: { accessToken: props.token, userNo: props.userNo },
        'onEsign:todo': (e) => (todoTotal.value = String(e.detail.total)),
        'onEsign:route': (e) => (route.value = e.detail.url),
      }),
    ]);
  },
}).mount(root);
`;

/** A plain portal page that opens and closes the widget from its own buttons (the leak measurement's host). */
export const PLAIN_PORTAL = `import { mount } from 'esign-client';
const slot = document.getElementById('slot');
let widget;
let element;
window.portal = {
  async open() {
    element = slot.appendChild(document.createElement('section'));
    widget = mount(element, { locale: 'en', route: '/pages/login/login', assetBase: '/node_modules/esign-client/dist/', apiBase: JSON.parse(slot.dataset.props).apiBase });
    await widget.ready;
  },
  close() {
    widget.unmount();
    element.remove();
    widget = element = undefined;
  },
};
`;

export function hostPage(title: string, script: string, props: object, body = ''): string {
  const data = JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script type="module" src="${script}"></script></head><body><div id="root" data-props="${data}">${body}</div><main id="slot" data-props="${data}"></main></body></html>`;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/**
 * The portals' origin: files of the host project, and pages from `pages` (path -> HTML), under a policy that
 * allows scripts and workers from this origin and requests to the API's origin only.
 */
export async function portalServer(
  root: string,
  pages: (path: string) => string | undefined,
): Promise<{ url: string; close: () => Promise<void>; setApi: (url: string) => void }> {
  let api = '';
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const page = pages(path);
    const policy = `default-src 'none'; script-src 'self'; connect-src ${api} 'self'; worker-src 'self' blob:; img-src 'self' ${api} data: blob:; style-src 'self'; font-src data:; base-uri 'none'; form-action 'none'`;
    if (path === '/favicon.ico') return res.writeHead(204).end();
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy });
      return res.end(page);
    }
    // The client's root-relative images (SPEC 3's avatar fallback, /static/logo.png) are the package's dist/static.
    const served = path.startsWith('/static/') ? `/node_modules/esign-client/dist${path}` : path;
    const file = normalize(join(root, decodeURIComponent(served)));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    setApi: (url) => {
      api = url;
    },
  };
}

export interface LeakFigures {
  windowListeners: number;
  documentListeners: number;
  timers: number;
  nodes: number;
  heap: number;
  jsListeners: number;
}

/** Counts pending timers of the page, from its first script on (DevTools has no count of them). */
export const countTimers = () => {
  const w = window as unknown as { pendingTimers: Set<number> };
  w.pendingTimers = new Set();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const id: number = set(
      (...a: unknown[]) => {
        w.pendingTimers.delete(id);
        (fn as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    w.pendingTimers.add(id);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id: number) => (w.pendingTimers.delete(id), clear(id))) as typeof clearTimeout;
  window.setInterval = ((fn: () => void, ms?: number) => {
    const id = every(fn, ms);
    w.pendingTimers.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id: number) => (w.pendingTimers.delete(id), stop(id))) as typeof clearInterval;
};

/** Listeners on window and document, timers, DOM nodes and heap, after a forced collection, by the DevTools protocol. */
export async function measure(page: Page): Promise<LeakFigures> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const listeners = async (expression: string) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId as string,
      });
      return found.length;
    };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return {
      windowListeners: await listeners('window'),
      documentListeners: await listeners('document'),
      timers: await page.evaluate(() => (window as unknown as { pendingTimers: Set<number> }).pendingTimers.size),
      nodes: metric('Nodes'),
      heap: metric('JSHeapUsedSize'),
      jsListeners: metric('JSEventListeners'),
    };
  } finally {
    await cdp.detach();
  }
}

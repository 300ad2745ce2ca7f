import { SERVICE_PATHS } from '../../src/api/services';
import { apiBase } from '../../src/http/config';
import { $locale, $localeSetting } from '../../src/i18n';
import { $companyType, $session, isLoggedIn } from '../../src/session';
import { $client, APP_VERSION, APP_VERSION_CODE } from '../../src/session/client';

/**
 * What the diagnostics pages show, gathered in one place. It carries no token, password or salary data on
 * purpose: support copies this text into tickets and chats.
 */
export interface Diagnostics {
  version: string;
  versionCode: number;
  build: 'preact' | 'react';
  locale: string;
  localeSetting: string;
  loggedIn: boolean;
  userNo: string;
  userName: string;
  /** Epoch ms; 0 when none. */
  tokenExpiresAt: number;
  refreshExpiresAt: number;
  apiBase: string;
  services: Record<string, string>;
  companyType: string;
  platform: string;
  isIOS: boolean;
  isAndroid: boolean;
  inMessagingApp: boolean;
  bigScreen: boolean;
  clientId: string;
  viewport: string;
  userAgent: string;
}

export function collect(): Diagnostics {
  const session = $session.get();
  const client = $client.get();
  const base = apiBase();
  return {
    version: APP_VERSION,
    versionCode: APP_VERSION_CODE,
    build: typeof __BUILD__ === 'string' ? __BUILD__ : 'preact',
    locale: $locale.get(),
    localeSetting: $localeSetting.get(),
    loggedIn: isLoggedIn(session),
    userNo: session.userNo,
    userName: session.userName,
    tokenExpiresAt: session.access_token ? session.expires_in : 0,
    refreshExpiresAt: session.refresh_token ? session.expires_refresh_in : 0,
    apiBase: base,
    services: Object.fromEntries(Object.entries(SERVICE_PATHS).map(([name, path]) => [name, base + path])),
    companyType: $companyType.get(),
    platform: client.platform,
    isIOS: client.IsIOS,
    isAndroid: client.IsAndroid,
    inMessagingApp: client.inMessagingApp,
    bigScreen: client.isBigScreem,
    clientId: client.ClientId,
    viewport: typeof window === 'undefined' ? '' : `${window.innerWidth}x${window.innerHeight}`,
    userAgent: globalThis.navigator?.userAgent ?? '',
  };
}

const iso = (ms: number) => (ms ? new Date(ms).toISOString() : '-');

/** Plain text for a support ticket: one "name: value" line each, in English so every reader can use it. */
export function reportText(d: Diagnostics, now: number = Date.now()): string {
  const lines: Array<[string, string]> = [
    ['generated', new Date(now).toISOString()],
    ['version', `${d.version} (${d.versionCode})`],
    ['build', d.build],
    ['locale', `${d.locale} (setting ${d.localeSetting})`],
    ['logged in', d.loggedIn ? 'yes' : 'no'],
    ['userNo', d.userNo || '-'],
    ['token expires', iso(d.tokenExpiresAt)],
    ['refresh expires', iso(d.refreshExpiresAt)],
    ['api base', d.apiBase || '-'],
    ...Object.entries(d.services).map(([name, url]): [string, string] => [`service ${name}`, url]),
    ['company type', d.companyType || '-'],
    ['platform', d.platform],
    ['iOS / Android', `${d.isIOS} / ${d.isAndroid}`],
    ['messaging app', String(d.inMessagingApp)],
    ['big screen', String(d.bigScreen)],
    ['client id', d.clientId || '-'],
    ['viewport', d.viewport],
    ['user agent', d.userAgent],
  ];
  return lines.map(([k, v]) => `${k}: ${v}`).join('\n');
}

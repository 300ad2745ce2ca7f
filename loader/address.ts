import { parseQuery } from '../src/router/location';

/**
 * The launch parameters of SPEC section 1, read from the address. They may stand before the hash
 * (`/?Authorization=...#/pages/...`) or inside it (`#/pages/...?Authorization=...`); both are read.
 */
export interface LaunchParams {
  token: string;
  wxworkRedirect: string;
  userNo: string;
  phone: string;
  companyType: string;
}

/** Names that carry credentials or launch data: removed from the address before anything renders. */
export const LAUNCH_PARAMS = [
  'Authorization',
  'authorization',
  'token',
  'userNo',
  'phone',
  'wxworkredirect_uri',
  'from_company_type',
];

const MAX_TOKEN_LENGTH = 4096;

function cleanToken(raw: string | undefined): string {
  const token = (raw ?? '').replace(/^Bearer\s+/i, '').trim();
  // A token is printable ASCII without spaces; anything else is a broken or hostile link.
  return /^[\x21-\x7e]+$/.test(token) && token.length <= MAX_TOKEN_LENGTH ? token : '';
}

export function readLaunchParams(search: string, hash: string): LaunchParams {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  const q = { ...parseQuery(hashQuery), ...parseQuery(search) };
  // The messaging-app redirect brings token, userNo and phone together with wxworkredirect_uri.
  const viaRedirect = q.wxworkredirect_uri !== undefined && cleanToken(q.token) !== '';
  return {
    token: cleanToken(q.Authorization ?? q.authorization) || (viaRedirect ? cleanToken(q.token) : ''),
    wxworkRedirect: viaRedirect ? safeRoute(q.wxworkredirect_uri) : '',
    userNo: /^[\w-]{1,32}$/.test(q.userNo ?? '') ? q.userNo : '',
    phone: /^\+?[\d -]{3,20}$/.test(q.phone ?? '') ? q.phone.trim() : '',
    companyType: /^[\w-]{1,32}$/.test(q.from_company_type ?? '') ? q.from_company_type : '',
  };
}

function strip(query: string): string {
  const kept = query
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !LAUNCH_PARAMS.includes(decodeSafe(part.split('=')[0])));
  return kept.length ? `?${kept.join('&')}` : '';
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The same address without any launch parameter, before and inside the hash. */
export function strippedAddress(pathname: string, search: string, hash: string): string {
  const at = hash.indexOf('?');
  const cleanHash = at < 0 ? hash : hash.slice(0, at) + strip(hash.slice(at));
  return pathname + strip(search) + cleanHash;
}

/** Only an in-app route may follow a login redirect: never another site, never a script URL. */
export function safeRoute(value: string): string {
  const route = value.replace(/^#/, '').trim();
  return /^\/[\w\-./]*(\?[^#]*)?$/.test(route) && !route.startsWith('//') ? route : '';
}

/**
 * Hash addresses: `#/pages/SAP/processingInfo/purchaseOrder?id=4500012345`. The query after the route belongs
 * to the page. Parsing never throws: a malformed address becomes the not-found page, not a crash.
 */
export interface HashLocation {
  path: string;
  query: Record<string, string>;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = safeDecode(at < 0 ? part : part.slice(0, at));
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    query[key] = at < 0 ? '' : safeDecode(part.slice(at + 1));
  }
  return query;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '') || '/';
  const at = raw.indexOf('?');
  let path = safeDecode(at < 0 ? raw : raw.slice(0, at));
  if (!path.startsWith('/')) path = `/${path}`;
  // Tolerate a trailing slash on a known route; keep "/" itself.
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return { path, query: at < 0 ? {} : parseQuery(raw.slice(at + 1)) };
}

export function buildUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return params ? `${path}?${params}` : path;
}

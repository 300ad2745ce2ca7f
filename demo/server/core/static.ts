import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withPreloads } from './preload';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The host pages' policy: nothing inline, everything from this origin. Blob and data images and workers are
 * allowed for the PDF viewer and generated watermarks; constructable stylesheets need no 'unsafe-inline'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Hashed chunks never change, so they are cached for a year, as is a host page's stylesheet asked for by its
 * content's hash (`?v=`, written into the page by fingerprintStyles). Everything else, above all the HTML and
 * the loader, is revalidated: the messaging app's web view caches HTML, and a stale page pointing at deleted
 * chunks goes blank after a deploy (STACK-NOTES).
 */
function cacheControl(relativePath: string, fingerprinted: boolean): string {
  return relativePath.startsWith('chunks/') || fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const IMMUTABLE_STYLE = /(<link rel="stylesheet" href=")(\/[\w./-]+\.css)(")/g;
const hashes = new Map<string, { mtimeMs: number; hash: string }>();

/** The first 10 hex digits of the SHA-256 of `file`'s content, kept until the file changes. */
async function contentHash(file: string): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const hit = hashes.get(file);
  if (hit?.mtimeMs === info.mtimeMs) return hit.hash;
  const hash = createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 10);
  hashes.set(file, { mtimeMs: info.mtimeMs, hash });
  return hash;
}

/**
 * A host page's stylesheets named by their content's hash (`/host.css?v=…`), so a returning user's launch takes
 * them from the HTTP cache: a stylesheet in the head holds back the page's scripts until it has arrived, and
 * revalidating it cost a full round trip before the loader ran. A changed file gets a new name at once.
 */
async function fingerprintStyles(html: string, roots: string[]): Promise<string> {
  const found = [...html.matchAll(IMMUTABLE_STYLE)].map((m) => m[2]);
  const named = new Map<string, string>();
  for (const path of new Set(found)) {
    for (const root of roots) {
      const file = inside(root, path);
      const hash = file && (await contentHash(file));
      if (hash) {
        named.set(path, `${path}?v=${hash}`);
        break;
      }
    }
  }
  return html.replace(IMMUTABLE_STYLE, (all, open: string, path: string, close: string) =>
    named.has(path) ? open + named.get(path) + close : all,
  );
}

/**
 * Text files go out gzipped when the browser accepts it, as any production server or CDN sends them: the
 * client's chunks are about a third of their size compressed, which is what a phone on a slow network waits
 * for. Compressed once per file content and kept.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm))|^image\/svg/;
const gzipped = new Map<string, { source: Buffer; body: ReturnType<typeof gzipSync> }>();

function gzipOnce(file: string, source: Buffer): ReturnType<typeof gzipSync> {
  const hit = gzipped.get(file);
  if (hit?.source.equals(source)) return hit.body;
  const body = gzipSync(source, { level: 9 });
  gzipped.set(file, { source, body });
  return body;
}

/** Resolves a URL path inside root, refusing anything that climbs out of it. */
function inside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, relative);
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

/** Serves `urlPath` from the first root that has it, or returns undefined. Directories serve index.html. */
export async function serveFile(c: Context, roots: string[], urlPath: string): Promise<Response | undefined> {
  for (const root of roots) {
    let file = inside(root, urlPath);
    if (!file) continue;
    const info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
    } else if (!info?.isFile()) {
      continue;
    }
    let body = await readFile(file).catch(() => undefined);
    if (!body) continue;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Host pages name the client's first-screen files for preloading (the build is the last root).
    if (type.startsWith('text/html'))
      body = Buffer.from(
        await fingerprintStyles(
          withPreloads(body.toString('utf8'), roots[roots.length - 1], new URL(c.req.url).search),
          roots,
        ),
      );
    const relative = file
      .slice(root.length + 1)
      .split(sep)
      .join('/');
    const version = c.req.query('v');
    const fingerprinted = !!version && version === (await contentHash(file));
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': cacheControl(relative, fingerprinted),
    };
    if (type.startsWith('text/html')) headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
    if (COMPRESSIBLE.test(type) && body.length > 1024) {
      headers.vary = 'accept-encoding';
      if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        headers['content-encoding'] = 'gzip';
        return c.body(gzipOnce(file, body), 200, headers);
      }
    }
    return c.body(body, 200, headers);
  }
  return undefined;
}

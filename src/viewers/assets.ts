/**
 * The viewers' workers. They sit next to loader.js (tsup.config.ts builds them as their own entries), or under
 * the configured `assetBase` (a CDN). Code of the viewers always ends up in a split chunk under chunks/, whose
 * import.meta.url points into that folder: one level up is where the loader and the workers are.
 *
 * A worker script on another origin than the page cannot be started with `new Worker(url)` (SecurityError).
 * Then the script is fetched (CORS) and started from a blob: URL, which needs `worker-src blob:` in the
 * page's Content-Security-Policy besides the CDN's origin in `connect-src`. Our workers are self-contained
 * module scripts (no imports), so a blob: copy runs exactly as the original would.
 */
export type WorkerFile = 'pdf.worker.js' | 'sheet.worker.js';

let assetBase: string | undefined;

/** Mount option `assetBase`: the folder holding loader.js, chunks/ and the workers. */
export function setAssetBase(base: string | undefined): void {
  assetBase = base ? new URL(base.endsWith('/') ? base : `${base}/`, globalThis.location?.href).href : undefined;
}

export function workerUrl(file: WorkerFile): string {
  return assetBase ? new URL(file, assetBase).href : new URL(`../${file}`, import.meta.url).href;
}

/** One blob: copy per worker script and page: fetched once, however many files are opened. */
const blobUrls = new Map<string, Promise<string>>();

function blobUrl(url: string): Promise<string> {
  let hit = blobUrls.get(url);
  if (!hit) {
    hit = fetch(url, { mode: 'cors', credentials: 'omit' })
      .then((res) => {
        if (!res.ok) throw new Error(`worker script: HTTP ${res.status}`);
        return res.blob();
      })
      .then((blob) => URL.createObjectURL(new Blob([blob], { type: 'text/javascript' })));
    // A failed fetch is tried again on the next attempt (the user's retry), not cached.
    hit.catch(() => blobUrls.delete(url));
    blobUrls.set(url, hit);
  }
  return hit;
}

/**
 * Starts a viewer's worker: directly from its URL on the page's own origin, through a blob: copy from another
 * origin. Rejects when it cannot start (blocked by CSP, script missing, network down); the viewer then shows
 * a message with a retry, never an endless spinner.
 */
export async function startWorker(file: WorkerFile, name: string): Promise<Worker> {
  const url = workerUrl(file);
  const sameOrigin = new URL(url).origin === globalThis.location?.origin;
  const worker = new Worker(sameOrigin ? url : await blobUrl(url), { type: 'module', name });
  return worker;
}

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
import { assetBase } from './assetBase';

export type WorkerFile = 'pdf.worker.js' | 'sheet.worker.js';

export function workerUrl(file: WorkerFile): string {
  const base = assetBase();
  return base ? new URL(file, base).href : new URL(`../${file}`, import.meta.url).href;
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

/** A worker that has not said it runs after this long counts as failed (SPEC 9's network time-out). */
const START_TIMEOUT_MS = 60_000;

/**
 * Starts a viewer's worker: directly from its URL on the page's own origin, through a blob: copy from another
 * origin, and resolves once the worker's first message (its "ready") arrived. Rejects when it cannot start:
 * blocked by the page's policy (a worker the policy refuses fails silently, only a securitypolicyviolation
 * tells), an error loading the script, or no sign of life in time. The viewer then shows a message with a
 * retry, never an endless spinner.
 */
export async function startWorker(file: WorkerFile, name: string): Promise<Worker> {
  const url = workerUrl(file);
  const src = new URL(url).origin === globalThis.location?.origin ? url : await blobUrl(url);
  return new Promise<Worker>((resolve, reject) => {
    let worker: Worker | undefined;
    const finish = (error?: unknown) => {
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
      worker?.removeEventListener('message', onMessage);
      worker?.removeEventListener('error', onError);
      if (error === undefined && worker) return resolve(worker);
      worker?.terminate();
      reject(error ?? new Error('worker did not start'));
    };
    const onMessage = () => finish();
    const onError = (event: Event) => finish(event);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (/^(worker|script|child|default)-src/.test(event.effectiveDirective))
        finish(new Error(`blocked by ${event.effectiveDirective}`));
    };
    const timer = setTimeout(() => finish(new Error('worker start timed out')), START_TIMEOUT_MS);
    document.addEventListener('securitypolicyviolation', onViolation);
    try {
      worker = new Worker(src, { type: 'module', name });
    } catch (error) {
      return finish(error);
    }
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
}

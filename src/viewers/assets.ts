/**
 * Worker scripts sit next to loader.js (tsup.config.ts builds them as their own entries). Code of the viewers
 * always ends up in a split chunk under chunks/, whose import.meta.url points into that folder: one level up
 * is where the loader and the workers are, under the page's own origin (CSP worker-src 'self').
 */
export function workerUrl(file: 'pdf.worker.js' | 'sheet.worker.js'): string {
  return new URL(`../${file}`, import.meta.url).href;
}

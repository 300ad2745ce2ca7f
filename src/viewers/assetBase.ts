/**
 * Mount option `assetBase`: the folder holding loader.js, chunks/ and the workers, e.g. a CDN's. Apart from
 * assets.ts so that setting it costs the first screen nothing of the worker code.
 */
let base: string | undefined;

export function setAssetBase(value: string | undefined): void {
  base = value ? new URL(value.endsWith('/') ? value : `${value}/`, globalThis.location?.href).href : undefined;
}

export function assetBase(): string | undefined {
  return base;
}

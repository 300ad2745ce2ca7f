/**
 * The routes whose page first reads one record by its `?id=`; the group that matched names the area. The loader
 * starts that read at launch (loader/deepLink.ts) and the demo server names the page's files in the host page
 * (demo/server/core/preload.ts): both must agree on which routes these are.
 */
export const RECORD_ROUTE =
  /^\/pages\/(?:(SAP)\/(?:processingInfo\/\w+|\w+\/processingInfo)|(SRM|QMS)\/processingInfo\/processingInfo\w*|(GS001P)\/(?:detail|processingInfo))$/;

/** The area of a record route, if `path` is one. */
export const recordArea = (path: string): string | undefined => RECORD_ROUTE.exec(path)?.slice(1).find(Boolean);

/**
 * The file the build writes beside loader.js for a server that sees the route in the address (the messaging
 * login's return): per area, a record page's files and per locale its dictionaries, as paths under the build.
 */
export const RECORD_FILES_MANIFEST = 'route-closures.json';
export type RecordFilesManifest = Record<string, { files: string[]; dictionaries: Record<string, string[]> }>;

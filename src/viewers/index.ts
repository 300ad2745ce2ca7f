/**
 * The file viewers' public API (docs in README.md). This module is small: pdf.js, SheetJS and the workers load
 * only when a file of that kind is opened.
 */
export { FileViewer, type FileSource, type ViewerProps } from './FileViewer';
export { FileReview } from './FileReview';
export { DownloadButton } from './DownloadButton';
export { fileKind, extensionOf, type FileKind } from './kind';
export { isSafeFileName, MAX_NAME_LENGTH } from './names';

/** The viewer routes of an area for a file name (SRM and QMS have showPDF and showExcel). */
export function viewerRoute(base: '/pages/SRM/fileReview' | '/pages/QMS/fileReview', name: string): string {
  const page = /\.(xlsx|xlsm|xls|csv)$/i.test(name) ? 'showExcel' : 'showPDF';
  return `${base}/${page}?name=${encodeURIComponent(name)}`;
}

/**
 * Which viewer opens a file. The name's extension decides; the MIME type is used when the name has none.
 * Everything else is 'unsupported' and shows "This file type does not support viewing." (SPEC 5).
 */
export type FileKind = 'pdf' | 'sheet' | 'image' | 'unsupported';

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  xlsx: 'sheet',
  xlsm: 'sheet',
  xls: 'sheet',
  csv: 'sheet',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
};

const BY_MIME: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'sheet',
  'application/vnd.ms-excel': 'sheet',
  'text/csv': 'sheet',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/bmp': 'image',
};

export function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function fileKind(name: string, mime?: string): FileKind {
  const ext = extensionOf(name);
  if (ext) return BY_EXTENSION[ext] ?? 'unsupported';
  const type = (mime ?? '').split(';')[0].trim().toLowerCase();
  return BY_MIME[type] ?? 'unsupported';
}

/**
 * The bytes must look like the format the name claims, so a renamed or truncated file gets the "damaged"
 * message instead of a parser's best guess (SheetJS reads almost anything as text).
 */
export function looksLike(kind: FileKind, name: string, head: Uint8Array, tail: Uint8Array = head): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ext = extensionOf(name);
  if (kind === 'pdf') {
    // The header may follow up to 1024 bytes of junk (PDF 32000-1 7.5.2 allows leading bytes in practice).
    const text = String.fromCharCode(...head.subarray(0, 1024));
    // A complete file ends with %%EOF within its last 1024 bytes (readers such as Acrobat require it): a download
    // cut short does not, and must not show as a document with pages missing.
    return text.includes('%PDF-') && String.fromCharCode(...tail.subarray(-1024)).includes('%%EOF');
  }
  if (kind === 'sheet') {
    if (ext === 'xlsx' || ext === 'xlsm') return starts(0x50, 0x4b, 0x03, 0x04);
    // xls: the OLE compound file, or the HTML/XML spreadsheets many systems save under that name.
    if (ext === 'xls') return starts(0xd0, 0xcf, 0x11, 0xe0) || head.length > 0;
    return true;
  }
  return true;
}

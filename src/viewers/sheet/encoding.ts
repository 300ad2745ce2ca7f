import { analyse } from 'chardet';
import type { TextEncodingInfo } from './protocol';

/**
 * Which encoding a CSV's bytes are in. A byte-order mark decides (UTF-8, UTF-16 LE/BE); bytes that are valid
 * UTF-8 are UTF-8; otherwise chardet (a port of ICU's detector) ranks the candidates, and TextDecoder decodes
 * (every supported browser has gbk/gb18030, big5, shift_jis, euc-jp, euc-kr). No hand-written tables.
 * A guess is "sure" when its confidence is high and clearly ahead of the next encoding; otherwise the viewer
 * asks the user to check the text and offers the choice.
 */

/** chardet's names to TextDecoder labels. GB18030 is a superset of GBK and GB2312, so one label reads all three. */
const LABELS: Record<string, string> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  GB18030: 'gb18030',
  Big5: 'big5',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
  'ISO-2022-JP': 'iso-2022-jp',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'windows-1250': 'windows-1250',
  'windows-1251': 'windows-1251',
  'KOI8-R': 'koi8-r',
};

const SURE_CONFIDENCE = 70;
const SURE_LEAD = 10;

function bom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The encoding to read `bytes` with, and how sure that is. Samples the first 64 KiB. */
export function detectEncoding(bytes: Uint8Array): TextEncodingInfo {
  const marked = bom(bytes);
  if (marked) return { used: marked, detected: marked, sure: true };
  const sample = bytes.subarray(0, 65_536);
  // A sample cut in the middle of a character still counts as UTF-8 when the rest is.
  if (isUtf8(bytes.length > sample.length ? trimPartial(sample) : sample))
    return { used: 'utf-8', detected: 'utf-8', sure: true };
  const ranked = analyse(sample)
    .map((m) => ({ label: LABELS[m.name], confidence: m.confidence }))
    .filter((m): m is { label: string; confidence: number } => !!m.label && m.label !== 'utf-8');
  const [best, next] = ranked.filter((m, i) => ranked.findIndex((x) => x.label === m.label) === i);
  if (!best) return { used: 'windows-1252', detected: null, sure: false };
  const sure = best.confidence >= SURE_CONFIDENCE && best.confidence - (next?.confidence ?? 0) >= SURE_LEAD;
  return { used: best.label, detected: best.label, sure };
}

/** Drops a trailing incomplete UTF-8 sequence (at most 3 bytes). */
function trimPartial(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i];
    if ((b & 0xc0) === 0x80) continue;
    if (b >= 0xc0) end -= i;
    break;
  }
  return bytes.subarray(0, end);
}

/** The text of `bytes` in `encoding`; a byte-order mark is dropped. Throws for a label the browser lacks. */
export function decodeText(bytes: Uint8Array, encoding: string): string {
  return new TextDecoder(encoding, { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
}

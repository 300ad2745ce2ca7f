/**
 * The guard for a file name that arrives in an address. People name files in any script: CJK, full-width
 * punctuation （）【】：, kana, Hangul, emoji, spaces, #, &, +, commas are all ordinary. Only what could reach
 * outside a name is refused: path separators, a name that is only dots (. and ..), control characters, and
 * names longer than file systems allow. The server resolves a name to a stored record, never to a path, so
 * this guard is a first line, not the only one.
 */
export const MAX_NAME_LENGTH = 255;

export function isSafeFileName(name: string): boolean {
  if (!name || [...name].length > MAX_NAME_LENGTH) return false;
  if (/[/\\]/.test(name)) return false;
  // C0 and C1 controls, DEL, and the line and paragraph separators.
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) return false;
  if (/^\.+$/.test(name.trim())) return false;
  return true;
}

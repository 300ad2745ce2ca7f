import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * The CJK font of the sealed PDF: Noto Sans SC from an npm package (it holds the Japanese kana and the
 * traditional characters too), embedded as a subset by pdf-lib.
 */

const require = createRequire(import.meta.url);
const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

/**
 * fontkit's TrueType subset writes the short `loca` format (offsets halved) for a small subset but copies glyph
 * records at their own length; this font has odd-length records, so every glyph after one lands on the wrong
 * offset and does not render. Padding each copied record to an even length keeps the halved offsets exact.
 */
function padSubsetGlyphs(bytes: Uint8Array): void {
  const proto = Object.getPrototypeOf(fontkit.create(bytes as Buffer).createSubset()) as TtfSubset;
  const addGlyph = proto._addGlyph;
  if (typeof addGlyph !== 'function' || (addGlyph as { padded?: boolean }).padded) return;
  const padded = function (this: TtfSubset, gid: number): number {
    const index = addGlyph.call(this, gid);
    const record = this.glyf[index];
    if (record.length % 2) {
      // The subset's stream takes fontkit's own Buffer class only, so the copy is made with the record's.
      const copy = new (record.constructor as new (size: number) => Uint8Array)(record.length + 1);
      copy.fill(0);
      copy.set(record);
      this.glyf[index] = copy;
      this.offset += 1;
    }
    return index;
  };
  proto._addGlyph = Object.assign(padded, { padded: true });
}

let bytes: Uint8Array | undefined;

export function cjkFont(): Uint8Array {
  if (!bytes) {
    bytes = readFileSync(require.resolve(FONT));
    padSubsetGlyphs(bytes);
  }
  return bytes;
}

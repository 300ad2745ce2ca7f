import { existsSync, readFileSync } from 'node:fs';
import { RECORD_FILES_MANIFEST, type RecordFilesManifest } from '../../src/api/record-routes';

/**
 * Issue 31: a record opened from a chat link fetches its page's files at once, and on HTTP/1.1 the browser opens
 * six connections per host, so each six files cost another round trip. The shared library travels as one chunk
 * with one dictionary per locale (build/sharedChunks.ts); these ceilings keep it that way in both builds.
 */
const MAX_CODE_FILES = 14;
const MAX_DICTIONARIES = 5;

for (const dist of ['dist', 'dist-react']) {
  const file = `${dist}/${RECORD_FILES_MANIFEST}`;
  describe.skipIf(!existsSync(file))(`the files of a deep-linked record page (${dist})`, () => {
    const manifest = () => JSON.parse(readFileSync(file, 'utf8')) as RecordFilesManifest;

    it.each(['SAP', 'SRM', 'QMS', 'GS001P'])(
      `%s: at most ${MAX_CODE_FILES} code files and ${MAX_DICTIONARIES} dictionaries per locale`,
      (area) => {
        const entry = manifest()[area]!;
        console.log(`${dist} ${area}: ${entry.files.length} files, zh-Hans ${entry.dictionaries['zh-Hans']?.length}`);
        expect(entry.files.length).toBeLessThanOrEqual(MAX_CODE_FILES);
        for (const locale of ['en', 'zh-Hans', 'zh-Hant', 'ja'])
          expect(entry.dictionaries[locale]?.length).toBeLessThanOrEqual(MAX_DICTIONARIES);
        expect(entry.files.some((f) => /\/lib-[^/]+\.js$/.test(f))).toBe(true);
      },
    );
  });
}

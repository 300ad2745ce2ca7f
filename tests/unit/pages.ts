import { $locale, ensureMessages, registerMessages } from '../../src/i18n';
import { ensureKit } from '../../src/i18n/kit';
import type { Locale } from '../../src/i18n/locale';

type Loaders = Parameters<typeof registerMessages>[0];

/**
 * A page test's strings: the given dictionaries (a widget's own, the forms') and the core ones, loaded in each of
 * `locales`; the first becomes the current language. For a `beforeAll`.
 */
export async function loadMessages(dictionaries: Loaders[], locales: Locale[]): Promise<void> {
  for (const d of dictionaries) registerMessages(d);
  $locale.set(locales[0]);
  await ensureKit();
  for (const locale of locales) await ensureMessages(locale);
}

/** A server's success answer carrying `data`, as a page test's replaced `fetch` gives it. */
export function answer(data: unknown): Promise<Response> {
  const body = { type: 'success', success: 1, data };
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

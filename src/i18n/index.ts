import rosetta from 'rosetta';
import { atom, type ReadableAtom } from 'nanostores';
import { KEYS, readText, writeText } from '../session/storage';
import { FALLBACK_LOCALE, initialSetting, resolveLocale, type Locale, type LocaleSetting } from './locale';

export * from './locale';

export type Dict = { [key: string]: string | Dict };
export type DictLoaders = Record<Locale, () => Promise<{ default: Dict }>>;

const engine = rosetta<Dict>();

/** The user's choice (a locale or 'auto') and the locale in force. */
export const $localeSetting = atom<LocaleSetting>(FALLBACK_LOCALE);
export const $locale = atom<Locale>(FALLBACK_LOCALE);
/** Bumps whenever a dictionary arrives, so components re-render with the new strings. */
export const $messages = atom(0);

const bundles: DictLoaders[] = [];
const loaded = new Map<DictLoaders, Set<Locale>>();
/** The locale the dictionaries were last loaded for; a group registered later is fetched for it at once. */
let active: Locale | undefined;

/**
 * Registers one group of dictionaries (the core, or one area). Each locale is its own lazy chunk; only the
 * active locale (and the fallback) are fetched.
 */
export function registerMessages(loaders: DictLoaders): void {
  if (bundles.includes(loaders)) return;
  bundles.push(loaders);
  // A module that brings its own words may arrive after the page's dictionaries did (a shared part inside
  // another area's page): fetch them now, or the page would show keys until the next locale change.
  if (active) loadBundle(loaders, active).then(bump, () => undefined);
}

const bump = () => $messages.set($messages.get() + 1);

async function loadBundle(loaders: DictLoaders, locale: Locale): Promise<void> {
  const done = loaded.get(loaders) ?? new Set<Locale>();
  loaded.set(loaders, done);
  if (done.has(locale)) return;
  const dict = (await loaders[locale]()).default;
  engine.set(locale, dict);
  done.add(locale);
}

/**
 * Loads every registered dictionary for `locale`. The fallback locale is not fetched up front: a test keeps
 * every dictionary complete, so it would only cost bytes on the first screen.
 */
export async function ensureMessages(locale: Locale = $locale.get()): Promise<void> {
  active = locale;
  await Promise.all(bundles.map((b) => loadBundle(b, locale)));
  bump();
}

/** Translates `key`; a key missing in the active locale falls back to zh-Hant when loaded, then to the key. */
export function t(key: string, params?: Record<string, unknown>, locale: Locale = $locale.get()): string {
  return engine.t(key, params, locale) || engine.t(key, params, FALLBACK_LOCALE) || key;
}

export function languages(): readonly string[] {
  return globalThis.navigator?.languages?.length ? navigator.languages : [globalThis.navigator?.language ?? ''];
}

/** Reads the stored choice; the first launch applies zh-Hans once (SPEC 1). */
export function initLocale(): Locale {
  const { setting, markDefaultApplied } = initialSetting(readText(KEYS.locale), readText(KEYS.isSetDefaultLang));
  if (markDefaultApplied) {
    writeText(KEYS.isSetDefaultLang, 'true');
    writeText(KEYS.locale, setting);
  }
  $localeSetting.set(setting);
  $locale.set(resolveLocale(setting, languages()));
  return $locale.get();
}

export async function setLocaleSetting(setting: LocaleSetting): Promise<void> {
  const locale = resolveLocale(setting, languages());
  await ensureMessages(locale);
  writeText(KEYS.locale, setting);
  $localeSetting.set(setting);
  $locale.set(locale);
}

/** A translate function bound to the current locale, recomputed when the locale or dictionaries change. */
const translator = (locale: Locale) => (key: string, params?: Record<string, unknown>) => t(key, params, locale);
const bound = atom(translator($locale.get()));
const rebind = () => bound.set(translator($locale.get()));
$locale.listen(rebind);
$messages.listen(rebind);
// Derived by hand, not with nanostores' computed(): that would bring its lifecycle code onto the first screen.
export const $t: ReadableAtom<ReturnType<typeof translator>> = bound;

import { KEYS, readJson, remove, writeJson } from '../session/storage';

/**
 * Last-known list data, for stale-while-revalidate: a page shows what the user saw last time at once, marks it
 * as refreshing, and replaces it when the server answers. The rules:
 *  - it belongs to one user: stored with that user's number and read only by the same user, so it is never
 *    shown to anyone else, and a different user's first write replaces it whole;
 *  - it is cleared on logout and on a user switch (src/session and the loader's bootstrap remove it);
 *  - salary data is never kept: such keys are refused on write and on read.
 * localStorage, so a second visit (the daily launch) finds it; the token is never part of it.
 */
export const LAST_KNOWN_KEY = KEYS.lastKnown;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface Stored {
  owner: string;
  entries: Record<string, { at: number; data: unknown }>;
}

/** Salary figures and anything under the salary area are never cached. */
export function cacheable(key: string): boolean {
  return !/salary/i.test(key);
}

function read(): Stored | undefined {
  const stored = readJson<Stored>(LAST_KNOWN_KEY);
  if (
    !stored ||
    typeof stored !== 'object' ||
    typeof stored.owner !== 'string' ||
    !stored.entries ||
    typeof stored.entries !== 'object'
  )
    return undefined;
  return stored;
}

/** What `userNo` saw last under `key`, or undefined (another user's data, salary, too old, or none). */
export function readLastKnown<T>(key: string, userNo: string, now = Date.now()): T | undefined {
  if (!userNo || !cacheable(key)) return undefined;
  const stored = read();
  if (!stored || stored.owner !== userNo) return undefined;
  const entry = stored.entries[key];
  if (!entry || typeof entry.at !== 'number' || now - entry.at > MAX_AGE_MS) return undefined;
  return entry.data as T;
}

/** Keeps `data` as what `userNo` saw last under `key`. Another user's entries are dropped first. */
export function writeLastKnown(key: string, userNo: string, data: unknown, now = Date.now()): void {
  if (!userNo || !cacheable(key)) return;
  const stored = read();
  const entries = stored && stored.owner === userNo ? stored.entries : {};
  writeJson(LAST_KNOWN_KEY, { owner: userNo, entries: { ...entries, [key]: { at: now, data } } } satisfies Stored);
}

/** Logout and user switch: nothing of the last user stays. */
export function clearLastKnown(): void {
  remove(LAST_KNOWN_KEY);
}

import { useEffect, useRef, useState } from '../framework';
import { readJson, remove, writeJson } from '../session/storage';

/** Drafts live in localStorage under this prefix plus the caller's key (which should include the user). */
export const DRAFT_PREFIX = 'esign.draft.';

export interface Draft<T> {
  values: T;
  /** Replaces values and stores them at once, so a reload, a 401 or a dropped network loses nothing. */
  set: (next: T) => void;
  /** Merges a change onto the latest values (safe for several changes before the next render). */
  patch: (change: Partial<T>) => void;
  /** After a successful submit. */
  clear: () => void;
  /** True when the values came back from storage (the page says "draft restored"). */
  restored: boolean;
}

export function readDraft<T>(key: string): T | undefined {
  return readJson<T>(DRAFT_PREFIX + key);
}

export function clearDraft(key: string): void {
  remove(DRAFT_PREFIX + key);
}

/**
 * A local draft of what the user typed. Written on every change (a few hundred bytes; cheaper than losing an
 * application), read back on mount, removed by `clear`.
 */
export function useDraft<T extends object>(key: string, initial: () => T): Draft<T> {
  const first = useRef<{ values: T; restored: boolean } | null>(null);
  if (!first.current) {
    const stored = readDraft<T>(key);
    const base = initial();
    first.current =
      stored && typeof stored === 'object'
        ? { values: { ...base, ...stored }, restored: true }
        : { values: base, restored: false };
  }
  const [values, setValues] = useState<T>(first.current.values);
  const latest = useRef(values);
  latest.current = values;
  const [restored, setRestored] = useState(first.current.restored);
  const keyRef = useRef(key);
  keyRef.current = key;
  // Fields the user changed on this page: they win over a stored draft that arrives later.
  const edited = useRef(new Set<keyof T>());
  useEffect(() => {
    const stored = readDraft<T>(key);
    // The key can settle after the first render (the session is read once the page starts), so the stored draft
    // may arrive after the user began typing: merge it under what they typed instead of replacing it.
    if (stored && typeof stored === 'object') {
      const typed = Object.fromEntries([...edited.current].map((k) => [k, latest.current[k]])) as Partial<T>;
      const merged = { ...initial(), ...stored, ...typed };
      latest.current = merged;
      setValues(merged);
      if (edited.current.size) writeJson(DRAFT_PREFIX + key, merged);
      setRestored(true);
    }
  }, [key]);
  return {
    values,
    restored,
    set: (next) => {
      for (const k of Object.keys(next) as (keyof T)[]) if (next[k] !== latest.current[k]) edited.current.add(k);
      latest.current = next;
      setValues(next);
      writeJson(DRAFT_PREFIX + keyRef.current, next);
    },
    patch(change) {
      this.set({ ...latest.current, ...change });
    },
    clear: () => {
      clearDraft(keyRef.current);
      setRestored(false);
    },
  };
}

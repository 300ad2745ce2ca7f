import { useEffect, useRef, useState, useStore } from '../framework';
import { $t } from '../i18n';
import { $client } from '../session/client';

/** SPEC 9: debounce default 300 ms. */
export const DEBOUNCE_MS = 300;

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}

/** The translate function of the active locale; components re-render on a language switch. */
export function useT() {
  return useStore($t);
}

export function useBigScreen(): boolean {
  return useStore($client).isBigScreem;
}

export function useDebounced<T>(value: T, ms = DEBOUNCE_MS): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}

/** True while mounted: async work checks it before setting state after the page has gone. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  return mounted;
}

/**
 * Runs one async action at a time: a second tap while a request is in flight sends nothing.
 * Returns [run, busy].
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const mounted = useMounted();
  const run = async (...args: A): Promise<R | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await action(...args);
    } finally {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    }
  };
  return [run, busy] as const;
}

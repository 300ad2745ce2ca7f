import { useEffect, useState, useStore } from '../framework';
import { $client } from '../session/client';

/** Debounce and screen-size hooks: lists and forms use them, the first screen does not (./hooks.ts). */

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

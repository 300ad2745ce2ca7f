import { useEffect, useRef, useState, useStore } from '../framework';
import { $t } from '../i18n';

/** The hooks the first screen uses (the login form); debounce and screen-size hooks are in ./timing.ts. */

/** The translate function of the active locale; components re-render on a language switch. */
export function useT() {
  return useStore($t);
}

/** True while mounted: async work checks it before setting state after the page has gone. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
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

import { useRef, useState } from '../framework';

/**
 * A record page's first state: the record the launch has already read (src/http launchPayload), so that it shows in
 * the first render; `skipLoad()` is true once when it did, for the page's load effect to ask for nothing then.
 */
export function useLaunched<T>(take: () => T | undefined): { launched: T | undefined; skipLoad: () => boolean } {
  const [launched] = useState(take);
  const pending = useRef(launched !== undefined);
  const skipLoad = () => {
    const skip = pending.current;
    pending.current = false;
    return skip;
  };
  return { launched, skipLoad };
}

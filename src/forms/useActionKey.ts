import { useMemo, useRef } from '../framework';
import { newIdempotencyKey } from '../http/request';

export interface ActionKey {
  /** The idempotency key for the action on `input`: the same for every retry of that input. */
  for(input?: unknown): string;
  /** The actions are done: the next ones get new keys. */
  done(): void;
}

/**
 * Idempotency keys for a page's user actions: one per action and input, kept across retries so the server never
 * does it twice, new once the action is done (the rule useSignedAction follows for a signer's action).
 */
export function useActionKey(): ActionKey {
  const held = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      for(input: unknown = null) {
        const signature = JSON.stringify(input) ?? '';
        const key = held.current.get(signature) ?? newIdempotencyKey();
        held.current.set(signature, key);
        return key;
      },
      done() {
        held.current.clear();
      },
    }),
    [],
  );
}

import { useRef, useState, useStore, type RefObject } from '../framework';
import { newIdempotencyKey } from '../http/request';
import { $route } from '../router/navigation';
import { $session } from '../session';
import { useSingleFlight } from '../ui/hooks';
import { useDraft } from './draft';

/** Why an action cannot be sent as it stands: a message key and the field it belongs to (default: the comment). */
export interface SignedError {
  key: string;
  field: string;
}

export interface SignedActionOptions<A, R> {
  /**
   * Where the comment draft is kept, per user. By default the page (route and query, e.g. the case id); a page
   * with two comment boxes names each one.
   */
  draftKey?: string;
  /** Checked before asking: a message key (or key and field) stops the action and shows under that field. */
  check?: (action: A, comment: string) => string | SignedError | null | undefined | false;
  /** Asks the user to confirm; false sends nothing. */
  confirm?: (action: A, comment: string) => Promise<boolean>;
  /**
   * Sends the action with its idempotency key. Rejects (the http layer has shown why) to keep the comment and
   * allow a retry, which sends the same key.
   */
  send: (action: A, comment: string, idempotencyKey: string) => Promise<R>;
  /** After the action is done and the draft cleared, with the server's answer (e.g. to open the next item). */
  onDone?: (result: R, action: A) => void;
}

export interface SignedAction<A, R> {
  /** The comment as typed; a draft that survives a reload, a 401 or a lost network until the action is done. */
  comment: string;
  setComment: (text: string) => void;
  /** The comment came back from a draft. */
  restored: boolean;
  error: SignedError | null;
  setError: (error: SignedError | null) => void;
  /** A request is in flight: the buttons are disabled and a second tap sends nothing. */
  busy: boolean;
  /** Checks, confirms, sends; resolves with the result, or undefined when nothing was done. */
  run: (action: A) => Promise<R | undefined>;
  /** Focused when the comment is what is missing. */
  commentRef: RefObject<HTMLTextAreaElement>;
}

/** The page (path and query, e.g. the form id) an action sits on, stable whatever order the query came in. */
export function routeDraftKey(): string {
  const { path, query } = $route.get();
  const q = Object.entries(query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `${path}?${q}`;
}

/**
 * A signer's action on a case (approve, return, judge, close...): one idempotency key per action, kept for
 * retries of that same action with the same comment and choices, so the server never does it twice; one
 * request at a time; the comment kept as a draft per user and page until the action is done.
 */
export function useSignedAction<A, R>(options: SignedActionOptions<A, R>): SignedAction<A, R> {
  const { userNo } = useStore($session);
  const [where] = useState(() => options.draftKey ?? routeDraftKey());
  const draft = useDraft<{ comment: string }>(`approve.${userNo || 'anonymous'}.${where}`, () => ({ comment: '' }));
  const comment = draft.values.comment ?? '';
  const [error, setError] = useState<SignedError | null>(null);
  const pending = useRef<{ signature: string; key: string } | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(options);
  latest.current = options;

  const [run, busy] = useSingleFlight(async (action: A): Promise<R | undefined> => {
    const { check, confirm, send, onDone } = latest.current;
    const text = comment.trim();
    const found = check?.(action, text);
    if (found) {
      const problem = typeof found === 'string' ? { key: found, field: 'comment' } : found;
      setError(problem);
      if (problem.field === 'comment') commentRef.current?.focus();
      return undefined;
    }
    setError(null);
    if (confirm && !(await confirm(action, text))) return undefined;
    const signature = JSON.stringify([action, text]);
    if (pending.current?.signature !== signature) pending.current = { signature, key: newIdempotencyKey() };
    let result: R;
    try {
      result = await send(action, text, pending.current.key);
    } catch {
      // The error was shown; the comment stays, and a retry reuses the key.
      return undefined;
    }
    pending.current = null;
    draft.set({ comment: '' });
    draft.clear();
    onDone?.(result, action);
    return result;
  });

  return {
    comment,
    setComment: (text) => {
      draft.set({ comment: text });
      if (error?.field === 'comment') setError(null);
    },
    restored: draft.restored,
    error,
    setError,
    busy,
    run,
    commentRef: commentRef as RefObject<HTMLTextAreaElement>,
  };
}

import type { SigningPolicy } from '../api/evidence';
import { useRef, useState } from '../framework';
import { PadDialog, type PadValue } from './PadDialog';
import { PinDialog } from './PinDialog';

/** What a decision carries for its policy: nothing for `tap`, the PIN for `confirm`, the drawing too for `drawn`. */
export interface Credentials {
  pin?: string;
  signatureImage?: string;
}

/** The signer closed the PIN or pad dialog: nothing was sent, nothing is shown. */
export class SigningCancelled extends Error {
  constructor() {
    super('signing cancelled');
    this.name = 'SigningCancelled';
  }
}

interface Ask {
  stage: 'pad' | 'pin';
  image?: string;
  send: (credentials: Credentials) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const EMPTY_PAD: PadValue = { strokes: [], typed: '' };

/**
 * Signs under a record's policy: `tap` sends at once; `confirm` asks the PIN; `drawn` asks the drawing, then
 * the PIN. The PIN dialog sends and stays open on a wrong PIN or a dropped network (the caller's idempotency key
 * makes a retry sign once); the drawing is kept until the decision is done. Render `element` where the page is.
 */
export function useSigning() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [pad, setPad] = useState<PadValue>(EMPTY_PAD);
  const result = useRef<unknown>(undefined);

  function sign<R>(policy: SigningPolicy, send: (credentials: Credentials) => Promise<R>): Promise<R> {
    if (policy === 'tap') return send({});
    return new Promise<R>((resolve, reject) =>
      setAsk({ stage: policy === 'drawn' ? 'pad' : 'pin', send, resolve: resolve as (v: unknown) => void, reject }),
    );
  }

  const end = (outcome: { ok: true } | { ok: false; error: unknown }) => {
    const current = ask;
    setAsk(null);
    if (!current) return;
    if (outcome.ok) {
      setPad(EMPTY_PAD);
      current.resolve(result.current);
    } else current.reject(outcome.error);
  };
  const cancel = () => end({ ok: false, error: new SigningCancelled() });

  const element = !ask ? null : ask.stage === 'pad' ? (
    <PadDialog
      value={pad}
      onChange={setPad}
      onCancel={cancel}
      onDone={(image) => setAsk({ ...ask, stage: 'pin', image })}
    />
  ) : (
    <PinDialog
      purpose="sign"
      submit={async (pin) => {
        result.current = await ask.send({ pin, ...(ask.image ? { signatureImage: ask.image } : {}) });
      }}
      onDone={() => end({ ok: true })}
      onCancel={cancel}
      onFail={(error) => end({ ok: false, error })}
    />
  );
  return { sign, element };
}

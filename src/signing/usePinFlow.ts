import { lockEndText } from '../account/lockEnd';
import { PIN_LOCKED, SIGNING_CODES, signingApi, type PinStatus } from '../api/signing';
import { useEffect, useState, useStore } from '../framework';
import { ApiError } from '../http/errors';
import { request } from '../http/request';
import { $locale } from '../i18n';
import { showToast } from '../ui/Toast';

/** enter: sign with the PIN; set: choose the first one (twice); change: old, then the new one twice. */
export type PinStage = 'loading' | 'enter' | 'set' | 'change' | 'locked';
export type PinPurpose = 'sign' | 'manage';
export interface PinFields {
  pin: string;
  again: string;
  old: string;
}

const SIX = /^[0-9]{6}$/;

/**
 * The PIN dialog's logic: asks the server whether a PIN is set and whether it is locked, checks the format and
 * the repeat before sending, and turns the server's answers into messages (wrong with tries left, locked until a
 * time, dropped network). The PIN lives in this state only: never stored, logged or put in an address.
 */
export function usePinFlow(options: {
  purpose: PinPurpose;
  /** Signs with the PIN; rejects with the server's error. */
  submit?: (pin: string) => Promise<unknown>;
  onDone: () => void;
  /** An error the dialog cannot show (the form changed, not your turn): the caller shows it. */
  onFail: (error: unknown) => void;
}) {
  const locale = useStore($locale);
  const [stage, setStage] = useState<PinStage>('loading');
  const [fields, setFields] = useState<PinFields>({ pin: '', again: '', old: '' });
  const [error, setError] = useState<{ key: string; params?: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = (status: PinStatus) => {
    if (status.lockedUntil > status.now) {
      setStage('locked');
      setError({ key: 'signing.locked', params: { time: lockEndText(status.lockedUntil, locale) } });
    } else setStage(!status.isSet ? 'set' : options.purpose === 'sign' ? 'enter' : 'change');
    return status;
  };
  const load = () => request(signingApi.pinStatus, undefined, { silent: true }).then(apply);
  useEffect(() => {
    load().catch(options.onFail);
  }, []);

  const fail = async (e: unknown) => {
    setFields({ pin: '', again: '', old: '' });
    if (!(e instanceof ApiError)) return options.onFail(e);
    if (e.code === SIGNING_CODES.wrongPin) {
      const status = await load().catch(() => null);
      if (status && status.lockedUntil <= status.now)
        setError({ key: 'signing.pinWrong', params: { count: status.remaining } });
    } else if (e.code === PIN_LOCKED && e.lockedUntil) {
      setStage('locked');
      setError({ key: 'signing.locked', params: { time: lockEndText(e.lockedUntil, locale) } });
    } else if (e.code === SIGNING_CODES.pinNotSet) setStage('set');
    else if (e.kind === 'network' || e.kind === 'timeout') setError({ key: 'signing.offline' });
    else options.onFail(e);
  };

  const check = (): string | null => {
    if (stage === 'change' && !SIX.test(fields.old)) return 'signing.pinFormat';
    if (!SIX.test(fields.pin)) return 'signing.pinFormat';
    if (stage !== 'enter' && fields.pin !== fields.again) return 'signing.pinMismatch';
    return null;
  };

  const send = async () => {
    if (busy || stage === 'loading' || stage === 'locked') return;
    const problem = check();
    if (problem) return setError({ key: problem });
    setError(null);
    setBusy(true);
    try {
      const pin = fields.pin;
      if (stage === 'set') await request(signingApi.setPin, { pin }, { silent: true });
      if (stage === 'change') await request(signingApi.changePin, { oldPin: fields.old, pin }, { silent: true });
      if (options.purpose === 'sign') await options.submit?.(pin);
      else showToast('signing.pinSaved');
      options.onDone();
    } catch (e) {
      await fail(e);
    } finally {
      setBusy(false);
    }
  };

  const set = (name: keyof PinFields, value: string) =>
    setFields((f) => ({ ...f, [name]: value.replace(/\D/g, '').slice(0, 6) }));
  return { stage, fields, set, error, busy, send };
}

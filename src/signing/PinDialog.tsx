import { useEffect, useId, useRef } from '../framework';
import { useT } from '../ui/hooks';
import { input } from '../ui/controls.css';
import * as ui from '../ui/ui.css';
import { SignDialog } from './SignDialog';
import * as css from './signing.css';
import { usePinFlow, type PinFields, type PinPurpose } from './usePinFlow';

function PinInput({
  id,
  label,
  value,
  first,
  invalid,
  onInput,
}: {
  id: string;
  label: string;
  value: string;
  first?: boolean;
  invalid: boolean;
  onInput: (value: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // The fields appear once the PIN status is known, after the dialog opened: the first one takes focus then.
  useEffect(() => {
    if (first) ref.current?.focus();
  }, []);
  return (
    <div>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={`${input} ${css.pin}`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        data-default={first || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id.split('-')[0]}-error` : undefined}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)}
      />
    </div>
  );
}

/**
 * The signing PIN dialog: enter it to sign; on first need, choose it (twice); from the settings, set or change it.
 * Wrong PINs say how many tries are left; a lock says until when.
 */
export function PinDialog({
  purpose,
  submit,
  onDone,
  onCancel,
  onFail,
}: {
  purpose: PinPurpose;
  submit?: (pin: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  onFail: (error: unknown) => void;
}) {
  const t = useT();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const flow = usePinFlow({ purpose, submit, onDone, onFail });
  const { stage, fields, error } = flow;
  const field = (name: keyof PinFields, label: string, first?: boolean) => (
    <PinInput
      id={`${id}-${name}`}
      label={t(label)}
      value={fields[name]}
      first={first}
      invalid={!!error && stage !== 'locked'}
      onInput={(v) => flow.set(name, v)}
    />
  );
  const hint = { enter: 'signing.pinSignHint', set: 'signing.pinSetHint', change: 'signing.pinChangeHint' };
  const canSend = stage === 'enter' || stage === 'set' || stage === 'change';
  return (
    <SignDialog
      title={t('signing.pinTitle')}
      testId="pin-dialog"
      onCancel={onCancel}
      onSubmit={() => void flow.send()}
      actions={
        <>
          <button type="button" className={`${ui.button.secondary} ${ui.grow}`} onClick={onCancel}>
            {t(canSend ? 'signing.cancel' : 'signing.close')}
          </button>
          {canSend && (
            <button type="submit" className={`${ui.button.primary} ${ui.grow}`} disabled={flow.busy}>
              {t(purpose === 'sign' ? 'signing.sign' : 'signing.save')}
            </button>
          )}
        </>
      }
    >
      {canSend && <p className={css.hint}>{t(hint[stage])}</p>}
      {stage === 'enter' && field('pin', 'signing.pinLabel', true)}
      {stage === 'change' && field('old', 'signing.pinOld', true)}
      {(stage === 'set' || stage === 'change') && field('pin', 'signing.pinNew', stage === 'set')}
      {(stage === 'set' || stage === 'change') && field('again', 'signing.pinRepeat')}
      {error && (
        <p id={`${id}-error`} role="alert" className={css.error}>
          {t(error.key, error.params)}
        </p>
      )}
    </SignDialog>
  );
}

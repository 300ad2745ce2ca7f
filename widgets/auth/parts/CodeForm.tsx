import { Field, ui, useT } from '../../../src/ui';
import type { Bind, Sent } from './useBind';
import * as css from '../auth.css';
import { StepForm } from './StepForm';

const pad = (n: number) => String(n).padStart(2, '0');
const minSec = (ms: number) => `${Math.floor(ms / 60_000)}:${pad(Math.floor((ms % 60_000) / 1000))}`;

/** The second step: where the code went, the code with its time left, confirm, and change or resend. */
export function CodeForm({ bind, sent }: { bind: Bind; sent: Sent }) {
  const t = useT();
  const { expired, validMs, resendMs, message, spent, confirming, sending } = bind;
  return (
    <StepForm onSubmit={bind.confirmCode}>
      <p className={`${ui.notice} ${ui.tone.success}`} role="status">
        {t('auth.sentTo', { length: sent.codeLength, target: sent.target })}
      </p>
      <Field
        id="bind-code"
        label={t('auth.code')}
        hint={expired ? t('auth.codeExpiredHint') : t('auth.validFor', { time: minSec(validMs) })}
        error={message}
        alert
        errorClassName={`${ui.notice} ${ui.tone.danger}`}
      >
        {(field) => (
          <input
            {...field}
            aria-invalid={bind.hasProblem || undefined}
            className={`${ui.input} ${css.codeInput}`}
            value={bind.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={sent.codeLength}
            disabled={spent}
            placeholder={t('auth.codePlaceholder', { length: sent.codeLength })}
            onInput={(e) => bind.setCode((e.target as HTMLInputElement).value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <button type="submit" className={`${ui.button.primary} ${ui.block}`} disabled={confirming || spent}>
        {t(confirming ? 'auth.confirming' : 'auth.confirm')}
      </button>
      <div className={css.links}>
        <button type="button" className={css.link} onClick={bind.change}>
          {t('auth.change')}
        </button>
        <button
          type="button"
          className={css.link}
          disabled={resendMs > 0 || sending}
          onClick={() => void bind.sendCode()}
        >
          {resendMs > 0 ? t('auth.resendIn', { seconds: Math.ceil(resendMs / 1000) }) : t('auth.resend')}
        </button>
      </div>
    </StepForm>
  );
}

import { Field, ui, useT } from '../../../src/ui';
import type { Bind } from './useBind';
import * as css from '../auth.css';
import { StepForm } from './StepForm';

/** The first step: the job id and where the code goes (mailbox or mobile on file). */
export function JobIdForm({ bind }: { bind: Bind }) {
  const t = useT();
  const { jobError, message, sending } = bind;
  return (
    <StepForm onSubmit={bind.sendCode}>
      <Field id="bind-job-id" label={t('auth.jobId')} error={jobError && t(jobError)}>
        {(field) => (
          <input
            {...field}
            className={ui.input}
            value={bind.jobId}
            autoComplete="username"
            autoCapitalize="characters"
            placeholder={t('auth.jobIdPlaceholder')}
            onInput={(e) => bind.setJobId((e.target as HTMLInputElement).value)}
          />
        )}
      </Field>
      <fieldset className={css.methods}>
        <legend className={`${ui.label} ${css.legend}`}>{t('auth.method')}</legend>
        {(['mail', 'mobile'] as const).map((m) => (
          <label key={m} className={css.method}>
            <input
              type="radio"
              name="bind-method"
              value={m}
              checked={bind.method === m}
              onChange={() => bind.setMethod(m)}
            />
            {t(`auth.${m}`)}
          </label>
        ))}
      </fieldset>
      {message && (
        <p className={`${ui.notice} ${ui.tone.danger}`} role="alert">
          {message}
        </p>
      )}
      <button type="submit" className={`${ui.button.primary} ${ui.block}`} disabled={sending}>
        {t(sending ? 'auth.sending' : 'auth.sendCode')}
      </button>
    </StepForm>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, useStore } from '../framework';
import { takeFirstPaint } from './firstPaint';
import { $config } from '../config';
import { login } from '../session';
import { useSingleFlight, useT } from '../ui/hooks';
import * as ui from '../ui/controls.css';
import { Field } from '../ui/Field';
import * as css from './login.css';

export interface LoginFormProps {
  system: 'main' | 'srm';
  /** Called after the session is stored and the profile loaded. */
  onDone: () => void;
}

type Errors = { account?: string; password?: string; form?: string };

/** SPEC 5: an account must be entered; a password must be entered. */
export function validateLogin(account: string, password: string): Errors {
  const errors: Errors = {};
  if (!account.trim()) errors.account = 'login.accountRequired';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}

/**
 * The account and password form shared by the main, SRM and QMS logins. What the user typed stays in the
 * fields after any failure; server errors show in the single-button modal (SPEC 8).
 */
export function LoginForm({ system, onDone }: LoginFormProps) {
  const t = useT();
  const { demo } = useStore($config);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  // The login page painted before the framework (./firstPaint.ts): take over what was typed there, in the
  // same task in which this form appears, so the user never sees an empty form or loses a tap on the button.
  useLayoutEffect(() => {
    const typed = formRef.current && takeFirstPaint(formRef.current);
    if (!typed) return;
    setAccount(typed.account);
    setPassword(typed.password);
    if (typed.focus) formRef.current!.querySelector<HTMLInputElement>(`#login-${typed.focus}`)?.focus();
    setPending(typed.submitted);
  }, []);
  const [submit, busy] = useSingleFlight(async () => {
    const found = validateLogin(account, password);
    setErrors(found);
    if (found.account || found.password) return;
    // The http layer loads on the first submit (or the warm-up just after the page shows), not with the page.
    // Offline before it arrived, nothing can show a dialog yet: say so under the form.
    const loaded = await Promise.all([import('../http/request'), import('./actions'), import('../api/main')]).catch(() => null);
    if (!loaded) return setErrors({ form: 'login.unreachable' });
    const [{ request }, actions, { mainApi }] = loaded;
    const grant = await request(mainApi.login, { account: account.trim(), password, system }).catch(() => undefined);
    if (!grant) return;
    login(grant);
    await actions.loadProfile().catch(() => undefined);
    onDone();
    void actions.checkForUpdate();
  });
  // A tap made on the first paint submits once the typed values are in the state.
  useEffect(() => {
    if (!pending) return;
    setPending(false);
    void submit();
  }, [pending]);
  return (
    <form
      ref={formRef}
      className={css.card}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field id="login-account" label={t('login.account')} error={errors.account && t(errors.account)}>
        {(field) => (
          <input
            {...field}
            className={ui.input}
            autoComplete="username"
            inputMode="text"
            value={account}
            placeholder={t('login.accountPlaceholder')}
            onInput={(e) => setAccount((e.target as HTMLInputElement).value)}
          />
        )}
      </Field>
      <Field id="login-password" label={t('login.password')} error={errors.password && t(errors.password)}>
        {(field) => (
          <div className={css.passwordWrap}>
            <input
              {...field}
              className={ui.input}
              type={reveal ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              placeholder={t('login.passwordPlaceholder')}
              onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
            />
            <button type="button" className={css.reveal} onClick={() => setReveal((v) => !v)} aria-pressed={reveal}>
              {t(reveal ? 'login.hide' : 'login.show')}
            </button>
          </div>
        )}
      </Field>
      <button type="submit" className={`${ui.button.primary} ${ui.block}`} disabled={busy || pending}>
        {t(busy || pending ? 'login.signingIn' : 'login.submit')}
      </button>
      {errors.form && (
        <p className={ui.fieldError} role="alert">
          {t(errors.form)}
        </p>
      )}
      {demo && <p className={css.hint}>{t(system === 'srm' ? 'login.demoHintSrm' : 'login.demoHint')}</p>}
    </form>
  );
}

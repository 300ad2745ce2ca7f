import { mainApi, type TokenGrant } from '../../../src/api/main';
import { useState } from '../../../src/framework';
import { fromResponse } from '../../../src/http/errors';
import { serviceUrl } from '../../../src/http/config';
import { isSuccess, payloadOf } from '../../../src/http/success';
import { Field, useSingleFlight, useT, ui } from '../../../src/ui';
import { Section } from './InfoSections';
import * as css from '../development.css';

type Outcome = { ok: true; userNo: string; ms: number } | { ok: false; key: string; text: string; ms: number };

async function post(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown; type: string | null }> {
  const res = await fetch(serviceUrl('main', path), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}`, 'X-Access-Token': token } : {}),
    },
    body: JSON.stringify(body ?? {}),
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  const type = res.headers.get('content-type');
  return { status: res.status, body: await res.json().catch(() => undefined), type };
}

/**
 * Tries an account and password against the login endpoint without touching the current session: the test
 * grant is never stored and is revoked at once. Support uses it to tell "wrong password" from "server down".
 */
export function LoginTester() {
  const t = useT();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [system, setSystem] = useState<'main' | 'srm'>('main');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [test, busy] = useSingleFlight(async () => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const res = await post(mainApi.login.path, { account: account.trim(), password, system });
      if (res.status >= 200 && res.status < 300 && isSuccess(res.body, res.type)) {
        const grant = payloadOf<TokenGrant>(res.body);
        const elapsed = ms();
        await post(mainApi.logout.path, {}, grant.access_token).catch(() => undefined);
        setOutcome({ ok: true, userNo: grant.userNo, ms: elapsed });
      } else {
        const error = fromResponse(res.status, res.body as Record<string, unknown>);
        setOutcome({ ok: false, key: error.key, text: error.text, ms: ms() });
      }
    } catch {
      setOutcome({ ok: false, key: 'error.getFailed', text: '', ms: ms() });
    }
  });
  return (
    <Section title={t('development.section.loginTest')}>
      <p className={ui.muted}>{t('development.testLoginHint')}</p>
      <form
        className={ui.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (account.trim() && password) void test();
        }}
      >
        <Field id="diag-account" label={t('development.account')}>
          {(field) => (
            <input
              {...field}
              className={ui.input}
              autoComplete="off"
              value={account}
              onInput={(e) => setAccount((e.target as HTMLInputElement).value)}
            />
          )}
        </Field>
        <Field id="diag-password" label={t('development.password')}>
          {(field) => (
            <input
              {...field}
              className={ui.input}
              type="password"
              autoComplete="off"
              value={password}
              onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
            />
          )}
        </Field>
        <Field id="diag-system" label={t('development.system')}>
          {(field) => (
            <select
              {...field}
              className={ui.input}
              value={system}
              onChange={(e) => setSystem((e.target as HTMLSelectElement).value as 'main' | 'srm')}
            >
              <option value="main">{t('development.systemMain')}</option>
              <option value="srm">{t('development.systemSrm')}</option>
            </select>
          )}
        </Field>
        <button type="submit" className={ui.button.primary} disabled={busy || !account.trim() || !password}>
          {t(busy ? 'development.running' : 'development.testLogin')}
        </button>
      </form>
      {outcome && (
        <p
          className={`${ui.badge} ${outcome.ok ? ui.tone.success : ui.tone.danger} ${css.value}`}
          role="status"
          data-testid="login-test-result"
        >
          {outcome.ok
            ? t('development.loginAccepted', { userNo: outcome.userNo, ms: outcome.ms })
            : t('development.loginRefused', { message: outcome.key ? t(outcome.key) : outcome.text, ms: outcome.ms })}
        </p>
      )}
    </Section>
  );
}

import { $locale, $t } from '../i18n';
import { lockEndText } from './lockEnd';
import * as ui from '../ui/controls.css';
import { h, localized } from '../ui/dom';
import * as css from './login.css';

type Errors = { account?: string; password?: string; form?: string };

/** SPEC 5: an account must be entered; a password must be entered. */
export function validateLogin(account: string, password: string): Errors {
  const errors: Errors = {};
  if (!account.trim()) errors.account = 'login.accountRequired';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}

export interface LoginFormOptions {
  system: 'main' | 'srm';
  /** Where to go once signed in (a route already checked by safeReturn). */
  target: string;
  /** The demo's hint with the sample accounts. */
  demo?: boolean;
  /**
   * Settles when the shell is there to show the next page and any error dialog (the request layer also takes
   * its configuration from it); rejects when it could not be loaded. Absent inside the shell.
   */
  ready?: () => Promise<unknown>;
}

/**
 * The account and password form of the main, SRM and QMS logins, built without the framework: the loader paints
 * the main login with it before the framework arrives (widgets/app/firstPaint.ts), and the framework's pages show
 * the same form, taking the painted one over as it is (src/account/firstPaint.ts), so there is one form and
 * nothing typed can be lost in between. What the user typed stays in the fields after any failure; server errors
 * show in the single-button modal (SPEC 8). Its texts follow the locale.
 */
export function loginForm({ system, target, demo, ready }: LoginFormOptions): HTMLFormElement {
  const input = (name: string, attrs: Record<string, string>) =>
    h('input', { id: `login-${name}`, class: ui.input, ...attrs }) as HTMLInputElement;
  const account = input('account', { autocomplete: 'username', inputmode: 'text' });
  const password = input('password', { type: 'password', autocomplete: 'current-password' });
  const reveal = h('button', { type: 'button', class: css.reveal });
  const submit = h('button', { type: 'submit', class: `${ui.button.primary} ${ui.block}` }) as HTMLButtonElement;
  const problem = h('p', { class: ui.fieldError, role: 'alert' });
  const hint = demo ? h('p', { class: css.hint }) : undefined;
  const field = (control: HTMLInputElement, inner: Node = control) => {
    const error = h('p', { id: `${control.id}-error`, class: ui.fieldError });
    return { label: h('label', { class: ui.label, for: control.id }), box: h('div', {}), inner, error, control };
  };
  const fields = {
    account: field(account),
    password: field(password, h('div', { class: css.passwordWrap }, password, reveal)),
  };
  for (const f of Object.values(fields)) f.box.append(f.label, f.inner);
  const form = h(
    'form',
    { class: css.card, novalidate: true },
    fields.account.box,
    fields.password.box,
    submit,
  ) as HTMLFormElement;
  if (hint) form.append(hint);

  let errors: Errors = {};
  let lockedUntil = 0;
  let shown = false;
  let busy = false;
  // Every text is set here, from the state above, so a change of locale or state redraws them all.
  const render = (t = $t.get()) => {
    for (const [name, f] of Object.entries(fields) as [keyof typeof fields, (typeof fields)['account']][]) {
      f.label.textContent = t(`login.${name}`);
      f.control.placeholder = t(`login.${name}Placeholder`);
      // As src/ui/Field.tsx: the error under the input, read with it, and the input marked invalid meanwhile.
      const error = errors[name];
      if (error) {
        f.error.textContent = t(error);
        f.box.append(f.error);
        f.control.setAttribute('aria-invalid', 'true');
        f.control.setAttribute('aria-describedby', f.error.id);
      } else {
        f.error.remove();
        f.control.removeAttribute('aria-invalid');
        f.control.removeAttribute('aria-describedby');
      }
    }
    password.type = shown ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(shown));
    reveal.textContent = t(shown ? 'login.hide' : 'login.show');
    submit.disabled = busy;
    submit.textContent = t(busy ? 'login.signingIn' : 'login.submit');
    problem.textContent = errors.form ? t(errors.form, { time: lockEndText(lockedUntil, $locale.get()) }) : '';
    if (errors.form) submit.after(problem);
    else problem.remove();
    if (hint) hint.textContent = t(system === 'srm' ? 'login.demoHintSrm' : 'login.demoHint');
  };
  localized(form, render);

  reveal.addEventListener('click', () => {
    shown = !shown;
    render();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  // One request at a time: a second tap while one is out sends nothing.
  const send = async () => {
    if (busy) return;
    errors = validateLogin(account.value, password.value);
    busy = !errors.account && !errors.password;
    render();
    if (!busy) return;
    try {
      // The request layer loads on the first submit (or with the shell's warm-up), not with the form. Offline
      // before it or the shell arrived, nothing can show a dialog yet: say so under the form.
      const actions = await Promise.all([import('./actions'), ready?.()]).then(
        ([m]) => m,
        () => undefined,
      );
      if (!actions) errors = { form: 'login.unreachable' };
      else {
        const credentials = { account: account.value.trim(), password: password.value, system };
        lockedUntil = (await actions.signIn(credentials, target))?.lockedUntil ?? 0;
        if (lockedUntil) errors = { form: 'login.locked' };
      }
    } finally {
      busy = false;
      render();
    }
  };
  return form;
}

import { t } from '../../src/i18n';
import type { Typed } from '../../src/account/firstPaint';
import { isLoginAddress } from '../../src/router/paths';
import * as ui from '../../src/ui/controls.css';
import * as form from '../../src/account/login.css';
import { canPaint, h, hostOf, prepareLocale, releaseWhenLeaving, showPaint, type FirstPaintControl, type FirstPaintOptions } from './paint';
import * as css from './login.css';

export type { FirstPaintControl, FirstPaintOptions } from './paint';

/**
 * Paints the login page (widgets/app/pages/Login.tsx and src/account/LoginForm.tsx) with plain DOM and the same
 * classes, so the login button is on screen as soon as the loader and the dictionary are, long before the
 * framework, the router and the app area. The framework's form takes over what was typed (src/account/firstPaint.ts).
 */
export async function paintLogin(element: Element, options: FirstPaintOptions): Promise<FirstPaintControl | undefined> {
  if (!canPaint(options.theme)) return undefined;
  await prepareLocale(options);
  const host = hostOf(element, options);

  const account = h('input', { id: 'fp-account', class: ui.input, autocomplete: 'username', inputmode: 'text', placeholder: t('login.accountPlaceholder') }) as HTMLInputElement;
  const password = h('input', { id: 'fp-password', class: ui.input, type: 'password', autocomplete: 'current-password', placeholder: t('login.passwordPlaceholder') }) as HTMLInputElement;
  const reveal = h('button', { type: 'button', class: form.reveal, 'aria-pressed': 'false' }, t('login.show'));
  const submit = h('button', { type: 'submit', class: `${ui.button.primary} ${ui.block}` }, t('login.submit')) as HTMLButtonElement;
  const problem = h('p', { class: ui.fieldError, role: 'alert', hidden: true });
  const language = h('button', { type: 'button', class: css.textButton }, t('login.language'));
  const loginForm = h(
    'form',
    { class: form.card, novalidate: true },
    h('div', {}, h('label', { class: ui.label, for: 'fp-account' }, t('login.account')), account),
    h('div', {}, h('label', { class: ui.label, for: 'fp-password' }, t('login.password')), h('div', { class: form.passwordWrap }, password, reveal)),
    submit,
    problem,
    ...(options.demo ? [h('p', { class: form.hint }, t('login.demoHint'))] : []),
  );
  const page = h(
    'main',
    { class: css.loginPage },
    h('div', { class: css.brand }, h('img', { class: css.logo, src: '/static/logo.png', alt: '', width: '64', height: '64' }), h('h1', { class: css.brandTitle }, t('app.name')), h('p', { class: css.brandSub }, t('login.subtitle'))),
    loginForm,
    h('div', { class: css.linkRow }, language),
  );
  let submitted = false;
  let retry: (() => void) | undefined;
  const focus = (): Typed['focus'] => {
    const active = (host as Document | ShadowRoot).activeElement ?? document.activeElement;
    return active === account ? 'account' : active === password ? 'password' : undefined;
  };
  const read = () => ({ account: account.value, password: password.value, focus: focus(), submitted });
  if (!showPaint(host, page, read)) return undefined;

  reveal.addEventListener('click', () => {
    const shown = password.type === 'password';
    password.type = shown ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(shown));
    reveal.textContent = t(shown ? 'login.hide' : 'login.show');
  });
  loginForm.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    submit.disabled = true;
    submit.textContent = t('login.signingIn');
    problem.hidden = true;
    const again = retry;
    retry = undefined;
    again?.();
  });
  // The language page is a route: the shell shows it when it arrives. Any other page than login ends the first paint.
  language.addEventListener('click', () => void (location.hash = '#/pages/langSetting/langSetting'));
  releaseWhenLeaving(host, isLoginAddress);
  return {
    // Offline before the framework arrived: say so under the form, and try again on the next tap.
    failed(again) {
      retry = again;
      submitted = false;
      submit.disabled = false;
      submit.textContent = t('login.submit');
      problem.textContent = t('login.unreachable');
      problem.hidden = false;
    },
  };
}

import '../../src/i18n/core';
import { $locale, $localeSetting, ensureMessages, initLocale, isLocaleSetting, languages, resolveLocale, t } from '../../src/i18n';
import { addFirstPaint, releaseFirstPaint, type Typed } from '../../src/account/firstPaint';
import { isLoginAddress } from '../../src/router/paths';
import { isSrmMode } from '../../src/account/mode';
import { detect } from '../../src/session/agent';
import { adoptStyles } from '../../src/ui/styles/registry';
import { isDark, type Appearance } from '../../src/ui/styles/scheme';
import { lightScheme, themeClass, widgetRoot } from '../../src/ui/styles/theme.css';
import '../../src/ui/styles/base.css';
import * as ui from '../../src/ui/controls.css';
import * as form from '../../src/account/login.css';
import * as css from './login.css';

/** The mount options the first paint reads (loader/types.ts MountOptions). */
export interface FirstPaintOptions {
  locale?: string;
  theme?: Appearance;
  shadow?: boolean;
  demo?: boolean;
}

/** What the loader tells the first paint when the framework could not be loaded. */
export interface FirstPaintControl {
  failed(retry: () => void): void;
}

type Attrs = Record<string, string | boolean | undefined>;

/** A tiny element builder: attributes as properties of the DOM (never HTML text), children as nodes or text. */
function h(tag: string, attrs: Attrs, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, '');
    else if (typeof value === 'string') el.setAttribute(name, value);
  }
  el.append(...children);
  return el;
}

/** The first paint is the login page in its default look: a host theme or the dark scheme wait for the framework. */
function plainLook(theme: Appearance | undefined): boolean {
  if (theme?.primary || theme?.radius !== undefined) return false;
  const prefersDark = theme?.scheme === 'auto' && !!globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return !isDark(theme?.scheme, prefersDark, detect(navigator.userAgent).darkMode);
}

/**
 * Paints the login page (widgets/app/pages/Login.tsx and src/account/LoginForm.tsx) with plain DOM and the same
 * classes, so the login button is on screen as soon as the loader and the dictionary are, long before the
 * framework, the router and the app area. The framework's form takes over what was typed (src/account/firstPaint.ts).
 */
export async function paintLogin(element: Element, options: FirstPaintOptions): Promise<FirstPaintControl | undefined> {
  if (isSrmMode() || !plainLook(options.theme)) return undefined;
  initLocale();
  if (options.locale && isLocaleSetting(options.locale)) {
    $localeSetting.set(options.locale);
    $locale.set(resolveLocale(options.locale, languages()));
  }
  await ensureMessages();
  const host = options.shadow === false ? element : element.shadowRoot ?? element.attachShadow({ mode: 'open' });

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
  const root = h('div', { class: `${themeClass} ${lightScheme} ${widgetRoot}`, lang: $locale.get(), 'data-first-paint': true }, page);
  // The same box as the shell's container (src/shell/mount.tsx), so the hand-over moves nothing.
  const container = h('div', {}, root);
  container.style.cssText = 'display:inline-block;vertical-align:top;width:100%;height:100%;direction:ltr';

  let submitted = false;
  let retry: (() => void) | undefined;
  const focus = (): Typed['focus'] => {
    const active = (host as Document | ShadowRoot).activeElement ?? document.activeElement;
    return active === account ? 'account' : active === password ? 'password' : undefined;
  };
  if (!addFirstPaint(host, { node: container, read: () => ({ account: account.value, password: password.value, focus: focus(), submitted }) })) return undefined;

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
  const onAddress = () => {
    if (!isLoginAddress(location.hash)) {
      removeEventListener('hashchange', onAddress);
      releaseFirstPaint(host);
    }
  };
  addEventListener('hashchange', onAddress);

  adoptStyles(host instanceof ShadowRoot ? host : document);
  host.appendChild(container);
  if (container.getBoundingClientRect().height < 1) container.style.height = 'min(100vh, 100dvh)';
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

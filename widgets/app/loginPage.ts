import { loginForm, type LoginFormOptions } from '../../src/account/form';
import { h, localized, svg } from '../../src/ui/dom';
import * as css from './login.css';

const LANGUAGE_PATH = '/pages/langSetting/langSetting';

/**
 * The entry page ('/' and /pages/login/login): the brand, the login form and the language link, built without
 * the framework. The loader paints it before the framework arrives (./firstPaint.ts); the framework's page
 * (./pages/Login.tsx) takes that one over as it is, or builds it here when nothing was painted.
 */
export function loginPage(options: Omit<LoginFormOptions, 'system'>): HTMLElement {
  const title = h('h1', { class: css.brandTitle });
  const subtitle = h('p', { class: css.brandSub });
  const language = h('button', { type: 'button', class: css.textButton });
  const page = h(
    'main',
    { class: css.loginPage },
    h('div', { class: css.brand }, brandMark(), title, subtitle),
    loginForm({ ...options, system: 'main' }),
    h('div', { class: css.linkRow }, language),
  );
  localized(page, (t) => {
    title.textContent = t('app.name');
    subtitle.textContent = t('login.subtitle');
    language.textContent = t('login.language');
  });
  language.addEventListener('click', () => {
    // Before the framework the address is the router: the shell reads it when it arrives, and the first paint gives
    // way to that page (./paint.ts releaseWhenLeaving). Inside the shell, its router, whose history rules bring
    // the user back here.
    if (page.closest('[data-first-paint]')) location.hash = `#${LANGUAGE_PATH}`;
    else void import('../../src/router/navigation').then((m) => m.navigateTo(LANGUAGE_PATH));
  });
  return page;
}

/**
 * The brand mark, drawn rather than fetched: nothing to download or decode while the page first paints, and it
 * shows inside any host page, whatever that page serves at /static/. Decorative: the title names the app.
 */
const brandMark = () =>
  svg(
    'svg',
    { class: css.logo, viewBox: '0 0 128 128', width: '64', height: '64', 'aria-hidden': 'true', focusable: 'false' },
    svg('rect', { width: '128', height: '128', rx: '28', fill: '#1d8dfc' }),
    svg('path', {
      d: 'M34 66l21 21 41-43',
      fill: 'none',
      stroke: '#fff',
      'stroke-width': '14',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );

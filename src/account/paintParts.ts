import { t } from '../i18n';
import * as ui from '../ui/controls.css';
import { h } from '../ui/dom';
import * as layout from '../ui/layout.css';
import type { FirstPaintControl } from './paint';

/**
 * What the pages painted before the framework and drawn again by it share (home, a form from a chat link): the page's
 * frame and what shows when the framework cannot be loaded. Apart from ./paint.ts, whose bytes the login page pays:
 * the login form has a frame of its own and reports a failure in its own message.
 */

/** The frame of src/ui/Page.tsx: the navigation bar (`side` holds its back button, if any) and the content box. */
export function pageFrame(title: string, side: Node[], ...content: Node[]): HTMLElement {
  return h(
    'div',
    { class: layout.page },
    h(
      'header',
      { class: layout.navBar },
      h('div', { class: layout.navSide }, ...side),
      h('h1', { class: layout.navTitle }, title),
      h('div', { class: layout.navRight }),
    ),
    h('main', { class: layout.content }, h('div', { class: layout.contentInner }, ...content)),
  );
}

/** The framework's error view (src/ui/States.tsx ErrorView), hidden until the framework cannot be loaded. */
export const problemBox = (): HTMLElement => h('div', { class: ui.center, role: 'alert', hidden: true });

/** Offline before the framework arrived: `problem` says so, with a way to try again. */
export function failedControl(problem: HTMLElement): FirstPaintControl {
  return {
    failed(retry) {
      const again = h('button', { type: 'button', class: ui.button.secondary }, t('common.retry'));
      again.addEventListener('click', () => {
        problem.hidden = true;
        retry();
      });
      problem.replaceChildren(h('span', { class: ui.wrapAny }, t('login.unreachable')), again);
      problem.hidden = false;
    },
  };
}

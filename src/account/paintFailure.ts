import { t } from '../i18n';
import * as ui from '../ui/controls.css';
import { h } from '../ui/dom';
import type { FirstPaintControl } from './paint';

/**
 * What a page painted before the framework shows when the framework cannot be loaded (home, a form from a chat
 * link). Apart from ./paint.ts, whose bytes the login page pays: the login form reports this in its own message.
 */

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

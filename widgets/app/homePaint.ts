import { registerMessages, t } from '../../src/i18n';
import type { MenuItem } from '../../src/api/main';
import type { InboxCounts } from '../../src/api/inbox';
import { INBOX_AREAS } from '../../src/api/inboxAreas';
import { homeAtLaunch } from '../../src/account/lastHome';
import { firstPath, HOME_PATH } from '../../src/router/paths';
import { TABS } from '../../src/router/tabs';
import * as shell from '../../src/ui/frame.css';
import { visuallyHidden } from '../../src/ui/visuallyHidden.css';
import * as layout from '../../src/ui/layout.css';
import { pagesMessages } from './messages';
import { MARKS } from './marks';
import { h } from '../../src/ui/dom';
import { svgIcon } from '../../src/ui/svgIcon';
import { failedControl, pageFrame, problemBox } from '../../src/account/paintParts';
import {
  canPaint,
  hostOf,
  prepareLocale,
  releaseWhenLeaving,
  showPaint,
  type FirstPaintControl,
  type FirstPaintOptions,
} from '../../src/account/paint';
import * as css from './app.css';

/**
 * The daily launch: a returning user opens home. Home (./pages/Home.tsx) is painted here with plain DOM and the
 * same classes, from the counts this user saw last time (src/account/lastHome.ts), as soon as the loader and the
 * dictionaries are there, long before the framework. The counts are marked as refreshing (aria-busy, dimmed)
 * exactly as the framework's home marks them; that page takes over in the same task in which it appears
 * (src/account/firstPaint.ts) and shows this visit's counts when the server answers. Nothing without a
 * last-known menu of this same user: the framework's home then paints as before.
 */
export async function paintHome(
  element: Element,
  options: FirstPaintOptions & { route?: string },
): Promise<FirstPaintControl | undefined> {
  if (!canPaint(options.theme)) return undefined;
  const launch = homeAtLaunch();
  if (!launch) return undefined;
  const {
    session: { userNo, userName },
    items,
    inbox,
  } = launch;
  registerMessages(pagesMessages);
  await prepareLocale(options);
  const host = hostOf(element, options);
  // The framework's error view (src/ui/States.tsx ErrorView), shown if the framework cannot be loaded.
  const problem = problemBox();
  const page = h(
    'div',
    { class: shell.shell },
    h(
      'div',
      { class: shell.main },
      pageFrame(
        t('home.title'),
        [],
        h(
          'div',
          { class: css.hello },
          h('p', { class: css.helloName }, t('home.hello', { name: userName || userNo })),
          h('p', { class: css.helloSub }, t('home.subtitle')),
        ),
        problem,
        inboxCard(inbox),
        h(
          'nav',
          {
            class: `${css.menuGrid} ${css.refreshing} ${css.menuGridBelow}`,
            'aria-label': t('home.title'),
            'aria-busy': 'true',
          },
          ...items.map(menuCard),
        ),
      ),
    ),
    tabBar(),
  );
  if (!showPaint(host, page)) return undefined;
  releaseWhenLeaving(host, (hash) => firstPath(hash, options.route) === HOME_PATH);
  // Offline before the framework arrived: say so above the menu, with a way to try again.
  return failedControl(problem);
}

/** The inbox card with last visit's counts, busy (muted) as home shows them until this visit's arrive. */
function inboxCard(counts: InboxCounts | undefined): HTMLElement {
  const total = counts
    ? [
        h(
          'span',
          { class: css.inboxTotal, 'data-testid': 'home-inbox-total', 'data-count': String(counts.all) },
          counts.all > 0 ? t('home.todo', { count: counts.all }) : t('home.inbox.none'),
        ),
      ]
    : [];
  const areas =
    counts && counts.all > 0
      ? h(
          'nav',
          { class: css.inboxAreas, 'aria-label': t('home.inbox.byArea') },
          ...INBOX_AREAS.filter((a) => counts[a] > 0).map((a) =>
            h(
              'a',
              {
                href: `#/pages/inbox/inbox?area=${a}`,
                class: css.inboxArea,
                'data-area': a,
                'data-count': String(counts[a]),
              },
              t(`home.inbox.area.${a}`, { count: counts[a] }),
            ),
          ),
        )
      : h('div', { class: css.inboxAreas, 'aria-hidden': 'true' });
  return h(
    'section',
    {
      class: css.inboxCard,
      'aria-labelledby': 'fp-home-inbox-title',
      'aria-busy': 'true',
      'data-testid': 'home-inbox',
    },
    h(
      'a',
      { href: '#/pages/inbox/inbox', class: css.inboxLink },
      h('span', { id: 'fp-home-inbox-title', class: css.menuLabel }, t('home.inbox.title')),
      ...total,
    ),
    areas,
  );
}

function menuCard(item: MenuItem): HTMLElement {
  return h(
    'a',
    // Always a fragment: a stored route can only ever name a page of this widget.
    { href: `#${item.route}`, class: css.menuCard, 'data-area': item.area },
    h('span', { class: css.menuMark, 'aria-hidden': 'true' }, MARKS[item.area] ?? '•'),
    h('span', { class: css.menuLabel }, t(`menu.${item.area}.title`)),
    h('span', { class: css.menuDesc }, t(`menu.${item.area}.desc`)),
    ...(item.todo > 0
      ? [
          h(
            'span',
            { class: css.todo, 'aria-hidden': 'true', 'data-testid': 'todo-count' },
            item.todo > 99 ? '99+' : String(item.todo),
          ),
          h('span', { class: visuallyHidden }, t('home.todo', { count: item.todo })),
        ]
      : []),
  );
}

function tabBar(): HTMLElement {
  return h(
    'nav',
    { class: layout.tabBar, 'aria-label': t('app.name') },
    ...TABS.map((tab) =>
      h(
        'a',
        { href: `#${tab.path}`, class: layout.tab, 'aria-current': tab.path === HOME_PATH ? 'page' : undefined },
        h('span', { class: layout.tabIcon }, svgIcon(tab.icon)),
        h('span', { class: layout.tabLabel }, t(tab.labelKey)),
      ),
    ),
  );
}

import { INBOX_AREAS, inboxApi, type InboxCounts } from '../../../src/api/inbox';
import { useEffect, useLayoutEffect, useRef, useState, useStore } from '../../../src/framework';
import { takeFirstPaint } from '../../../src/account/firstPaint';
import { request } from '../../../src/http';
import { Link, type PageProps } from '../../../src/router';
import { $menu, $menuStale, refreshMenu, seedMenu } from '../../../src/account/menu';
import { keepInboxCounts, lastInboxCounts } from '../../../src/account/lastHome';
import { $session } from '../../../src/session';
import { askingSession, whenNamed } from '../../../src/session/owner';
import { ErrorView, Loading, Page, useT } from '../../../src/ui';
import { visuallyHidden } from '../../../src/ui/visuallyHidden.css';
import { MARKS } from '../marks';
import * as css from '../app.css';

/** Tab 0: the areas this user may open (MenuList) with the number of cases waiting in each. */
export function Home(_: PageProps) {
  const t = useT();
  // A returning user's last-known counts show at once, marked as refreshing until this visit's answer (after a
  // failed refresh too: they are not this visit's).
  useState(seedMenu);
  const refreshing = useStore($menuStale);
  const menu = useStore($menu);
  const { userName, userNo } = useStore($session);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(menu.length ? 'ready' : 'loading');
  const load = () =>
    refreshMenu().then(
      () => setState('ready'),
      () => setState('failed'),
    );
  // What waits for me across areas, from the inbox's own count: the card leads there. Last visit's counts until
  // this visit's arrive (fresh); null when they could not be had (the card then just leads to the inbox).
  const [inbox, setInbox] = useState<{ counts: InboxCounts | null | undefined; fresh: boolean }>(() => ({
    counts: lastInboxCounts($session.get().userNo),
    fresh: false,
  }));
  // Home painted before the framework (../homePaint.ts) gives way to this page in the same task it appears in.
  const hello = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => void (hello.current && takeFirstPaint(hello.current)), []);
  useEffect(() => {
    void load();
    const stillMine = askingSession();
    request(inboxApi.counts, undefined, { silent: true }).then(
      (counts) => {
        setInbox({ counts, fresh: true });
        if (stillMine()) whenNamed((user) => keepInboxCounts(user, counts));
      },
      () => setInbox({ counts: null, fresh: true }),
    );
  }, []);
  const counts = inbox.counts;
  return (
    <Page titleKey="home.title" back={false}>
      <div className={css.hello} ref={hello}>
        {/* A launch by token alone names its user with the profile: until then the line keeps its place, unseen. */}
        <p className={css.helloName} style={userName || userNo ? undefined : { visibility: 'hidden' }}>
          {t('home.hello', { name: userName || userNo })}
        </p>
        <p className={css.helloSub}>{t('home.subtitle')}</p>
      </div>
      {state === 'loading' && <Loading />}
      {state === 'failed' && <ErrorView onRetry={() => void load()} />}
      {/* Laid out at once, filled when its count arrives: the cards below never move (no layout shift). */}
      <section
        className={css.inboxCard}
        aria-labelledby="home-inbox-title"
        aria-busy={!inbox.fresh}
        data-testid="home-inbox"
      >
        <Link href="/pages/inbox/inbox" className={css.inboxLink}>
          <span id="home-inbox-title" className={css.menuLabel}>
            {t('home.inbox.title')}
          </span>
          {counts && (
            <span className={css.inboxTotal} data-testid="home-inbox-total" data-count={counts.all}>
              {counts.all > 0 ? t('home.todo', { count: counts.all }) : t('home.inbox.none')}
            </span>
          )}
        </Link>
        {counts && counts.all > 0 ? (
          <nav className={css.inboxAreas} aria-label={t('home.inbox.byArea')}>
            {INBOX_AREAS.filter((a) => counts[a] > 0).map((a) => (
              <Link
                key={a}
                href={`/pages/inbox/inbox?area=${a}`}
                className={css.inboxArea}
                data-area={a}
                data-count={counts[a]}
              >
                {t(`home.inbox.area.${a}`, { count: counts[a] })}
              </Link>
            ))}
          </nav>
        ) : (
          <div className={css.inboxAreas} aria-hidden="true" />
        )}
      </section>
      {menu.length > 0 && (
        <nav
          className={`${css.menuGrid} ${css.refreshing} ${css.menuGridBelow}`}
          aria-label={t('home.title')}
          aria-busy={refreshing}
        >
          {menu.map((item) => (
            <Link key={item.key} href={item.route} className={css.menuCard} data-area={item.area}>
              <span className={css.menuMark} aria-hidden="true">
                {MARKS[item.area] ?? '•'}
              </span>
              <span className={css.menuLabel}>{t(`menu.${item.area}.title`)}</span>
              <span className={css.menuDesc}>{t(`menu.${item.area}.desc`)}</span>
              {item.todo > 0 && (
                <>
                  <span className={css.todo} aria-hidden="true" data-testid="todo-count">
                    {item.todo > 99 ? '99+' : item.todo}
                  </span>
                  <span className={visuallyHidden}>{t('home.todo', { count: item.todo })}</span>
                </>
              )}
            </Link>
          ))}
        </nav>
      )}
    </Page>
  );
}

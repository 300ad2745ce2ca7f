import { PAGE_SIZE } from '../../../src/api/define';
import { INBOX_CODES, inboxApi, isFinished, type Application } from '../../../src/api/inbox';
import { useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import { Link, type PageProps } from '../../../src/router';
import {
  alertMessage,
  InfiniteList,
  Page,
  SearchInput,
  showToast,
  ui,
  useDebounced,
  usePagedList,
  useT,
} from '../../../src/ui';
import { ReminderOutbox } from '../parts/ReminderOutbox';
import { errorText, momentText, waitedText } from '../util';
import * as css from '../inbox.css';

const TONE: Record<Application['status'], keyof typeof ui.tone> = {
  waiting: 'info',
  returned: 'warning',
  approved: 'success',
  closed: 'neutral',
  draft: 'neutral',
};

/** /pages/inbox/applications: everything I applied for, where it waits and since when, with Remind. */
export function Applications(_: PageProps) {
  const t = useT();
  const locale = useStore($locale);
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const [sentTo, setSentTo] = useState(0);
  // Reminders sent in this visit: the row shows its new state at once, without reloading the list.
  const [local, setLocal] = useState<Record<string, { at: number; next: number }>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const list = usePagedList<Application>(
    (page) => request(inboxApi.applications, { page, pageSize: PAGE_SIZE, keyword: search || undefined }),
    search,
  );
  const now = Date.now();

  const remind = async (row: Application) => {
    if (busy) return;
    setBusy(row.key);
    try {
      const result = await request(inboxApi.remind, { area: row.area, id: row.id }, { silent: true });
      setLocal((m) => ({ ...m, [row.key]: { at: result.remindedAtMs, next: result.nextAllowedAtMs } }));
      if (result.sent) {
        showToast('inbox.applications.reminded', { name: result.signerName });
        setSentTo((n) => n + 1);
      } else {
        await alertMessage({
          messageKey: 'inbox.applications.nextAt',
          params: { time: momentText(result.nextAllowedAtMs, locale) },
        });
      }
    } catch (error) {
      const { code, key } = (error ?? {}) as { code?: number; key?: string };
      // A lost session is told and handled by the http layer (SPEC 8: alerted, then logged out).
      if (code === 401) return;
      if (code === INBOX_CODES.finished) {
        // It finished since the list was loaded: say so, and show its final status.
        await alertMessage({ messageKey: 'inbox.applications.finished', params: { id: row.id } });
        return void list.refresh();
      }
      await alertMessage(
        code === INBOX_CODES.nobodyToRemind
          ? { messageKey: 'inbox.applications.nobody' }
          : key
            ? { messageKey: key }
            : { text: errorText(t, error) },
      );
    } finally {
      setBusy(null);
    }
  };

  const renderRow = (row: Application) => {
    const mine = local[row.key];
    const remindedAt = mine?.at ?? row.remindedAtMs;
    // Only a waiting application has a current signer and a waiting time, whatever else a server sends.
    const waiting = row.status === 'waiting' && !!row.signerNo;
    const finished = isFinished(row.status);
    return (
      <div className={css.row} data-app={row.key}>
        <span className={css.rowMain}>
          <span className={css.rowHead}>
            <span className={`${ui.badge} ${ui.tone.info}`}>{t(`inbox.area.${row.area}`)}</span>
            <Link href={row.route} className={css.rowIdLink}>
              {row.id}
            </Link>
            <span className={`${ui.badge} ${ui.tone[TONE[row.status] ?? 'neutral']}`} data-status={row.status}>
              {t(`inbox.applications.status.${row.status}`)}
            </span>
          </span>
          <span className={`${css.rowTitle} ${ui.wrapAny}`}>{row.title || '-'}</span>
          {waiting && (
            <span className={css.rowMeta}>
              <span className={ui.wrapAny}>{t('inbox.applications.signer', { name: row.signerName })}</span>
              {row.waitingSinceMs > 0 && (
                <span className={css.waited}>
                  {t('inbox.waiting', { time: waitedText(t, row.waitingSinceMs, now) })}
                </span>
              )}
            </span>
          )}
          {finished && row.finishedAtMs > 0 && (
            <span className={css.rowMeta} data-testid="finished-at">
              {t(`inbox.applications.finishedAt.${row.status}`, { time: momentText(row.finishedAtMs, locale) })}
            </span>
          )}
          {waiting && remindedAt > 0 && (
            <span className={ui.muted}>
              {t('inbox.applications.remindedAt', { time: momentText(remindedAt, locale) })}
            </span>
          )}
        </span>
        {waiting && (
          <button
            type="button"
            className={`${ui.button.secondary} ${css.remind}`}
            onClick={() => void remind(row)}
            disabled={busy === row.key}
            aria-label={t('inbox.applications.remindLabel', { name: row.signerName, id: row.id })}
          >
            {t('inbox.applications.remind')}
          </button>
        )}
      </div>
    );
  };

  return (
    <Page titleKey="inbox.applications.title" onRefresh={list.refresh}>
      <div className={css.narrow}>
        <div className={css.toolbar}>
          <SearchInput
            value={keyword}
            onValue={setKeyword}
            label={t('inbox.applications.searchLabel')}
            placeholder={t('inbox.applications.searchPlaceholder')}
          />
        </div>
        <InfiniteList
          list={list}
          label={t('inbox.applications.listLabel')}
          keyOf={(r) => r.key}
          renderItem={renderRow}
        />
        <ReminderOutbox version={sentTo} />
      </div>
    </Page>
  );
}

import { PAGE_SIZE } from '../../../src/api/define';
import { INBOX_CODES, inboxApi, type Application } from '../../../src/api/inbox';
import { useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import type { PageProps } from '../../../src/router';
import {
  alertMessage,
  InfiniteList,
  Page,
  SearchInput,
  showToast,
  useDebounced,
  usePagedList,
  useT,
} from '../../../src/ui';
import { ApplicationRow } from '../parts/ApplicationRow';
import { ReminderOutbox } from '../parts/ReminderOutbox';
import { errorText, momentText } from '../util';
import * as css from '../inbox.css';

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
          renderItem={(row) => (
            <ApplicationRow
              row={row}
              reminded={local[row.key]?.at}
              busy={busy === row.key}
              now={now}
              onRemind={remind}
            />
          )}
        />
        <ReminderOutbox version={sentTo} />
      </div>
    </Page>
  );
}

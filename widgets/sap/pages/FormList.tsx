import { sapApi, type SapFormSummary, type SapListKey, type SignStatus } from '../../../src/api/sap';
import { memo, useCallback, useRef, useState, useStore } from '../../../src/framework';
import { useActionKey } from '../../../src/forms';
import { ApiError, request } from '../../../src/http';
import { report } from '../../../src/http/events';
import { useSigning } from '../../../src/signing';
import { $locale, t as translate, type Locale } from '../../../src/i18n';
import type { PageProps } from '../../../src/router';
import { refreshMenu } from '../../../src/account/menu';
import {
  chip,
  alertMessage,
  confirm,
  formatMoney,
  InfiniteList,
  Page,
  SearchInput,
  showToast,
  ui,
  useBigScreen,
  useDebounced,
  usePagedList,
  useSingleFlight,
  useT,
} from '../../../src/ui';
import { FormDetail } from '../parts/FormDetail';
import { findSpec, typeTitleKey } from '../registry';
import { openForm, STATUS_KEYS, STATUS_TONE } from '../util';
import * as css from '../sap.css';

const STATUSES: Array<SignStatus | ''> = ['', 'underApproval', 'approvedPass', 'approvedReturn'];

export interface ListConfig {
  list: SapListKey;
  titleKey: string;
  /** PDS lists approve several forms at once. */
  batch?: boolean;
}

type Translate = ReturnType<typeof useT>;

/**
 * One form of a list. Memoised with stable props (the translate function changes only with the language), so
 * appending a page of 30 renders 30 rows, not all of them again.
 */
const Row = memo(function Row({
  form,
  t,
  locale,
  selected,
  current,
  onOpen,
}: {
  form: SapFormSummary;
  t: Translate;
  locale: Locale;
  selected?: boolean;
  current?: boolean;
  onOpen: (form: SapFormSummary) => void;
}) {
  return (
    <button
      type="button"
      className={css.row}
      onClick={() => onOpen(form)}
      aria-current={current || undefined}
      data-form-id={form.id}
      data-selected={selected || undefined}
    >
      <span className={css.rowMain}>
        <span className={css.rowHead}>
          <span className={css.rowNo}>{form.id}</span>
          <span className={`${ui.badge} ${STATUS_TONE[form.status]}`}>{t(STATUS_KEYS[form.status])}</span>
        </span>
        <span className={ui.muted}>{t(typeTitleKey(form.type, form.subType))}</span>
        <span className={`${css.rowTitle} ${ui.wrapAny}`}>{form.title}</span>
        <span className={css.rowMeta}>
          <span>{t('join.labelValue', { label: t('sap.applicant'), value: form.applicantName })}</span>
          {form.amount !== null && <span>{formatMoney(form.amount, form.currency, locale)}</span>}
          <span data-testid="row-updated">
            {t('join.labelValue', { label: t('sap.updated'), value: form.updatedAt })}
          </span>
          {form.assigneeName && (
            <span>{t('join.labelValue', { label: t('sap.signer'), value: form.assigneeName })}</span>
          )}
        </span>
      </span>
    </button>
  );
});

/** "2 approved, 1 not approved:" and one line per failed form with its reason, in the user's language. */
export function batchReport(results: Array<{ id: string; ok: boolean; code?: number }>): string {
  const failed = results.filter((r) => !r.ok);
  const reason = (code?: number) =>
    code === 5104 || code === 5103
      ? translate(code === 5104 ? 'signing.batchDrawn' : 'signing.batchPin')
      : translate(`sap.batchReason.${code === 403 || code === 404 || code === 409 ? code : 'other'}`);
  return [
    translate('sap.batchReport', { ok: results.length - failed.length, failed: failed.length }),
    ...failed.map((r) => translate('join.labelValue', { label: r.id, value: reason(r.code) })),
  ].join('\n');
}

/**
 * A list of SAP forms: search by number or applicant (debounced), status filter, pages of 30 loaded on scroll,
 * pull-to-refresh, batch approval in the PDS lists. Above 768 px the selected form shows beside the list.
 */
export function FormList({ route, config }: PageProps & { config: ListConfig }) {
  const t = useT();
  const big = useBigScreen();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<SignStatus | ''>('');
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [active, setActive] = useState('');
  const term = useDebounced(keyword.trim());
  const list = usePagedList(
    (page) => request(sapApi.list, { list: config.list, page, pageSize: 30, keyword: term, status }),
    `${config.list}|${term}|${status}`,
  );

  const batchKey = useActionKey();
  const signing = useSigning();
  const [approveChosen, busy] = useSingleFlight(async () => {
    const ids = [...new Set(chosen)];
    if (!ids.length || !(await confirm('sap.confirmBatch', { params: { count: ids.length } }))) return;
    let results = await request(sapApi.batchApprove, { ids }, { idempotencyKey: batchKey.for(ids) }).catch(() => null);
    if (!results) return;
    // Forms that ask for the signing PIN came back 5103: the PIN is asked once, for all of them together.
    const asks = results.filter((r) => r.code === 5103).map((r) => r.id);
    const signed = asks.length
      ? await signing
          .sign('confirm', ({ pin }) =>
            request(sapApi.batchApprove, { ids: asks, pin }, { idempotencyKey: batchKey.for({ asks }), silent: true }),
          )
          .catch((e: unknown) => void (e instanceof ApiError && !e.isUnauthorized && report(e)))
      : [];
    if (signed) results = results.map((r) => signed.find((s) => s.id === r.id) ?? r);
    batchKey.done();
    const failed = results.filter((r) => !r.ok);
    if (failed.length) await alertMessage({ titleKey: `sap.list.${config.list}`, text: batchReport(results) });
    else showToast('sap.batchDone', { count: results.length });
    setChosen([]);
    setSelecting(false);
    void refreshMenu().catch(() => undefined);
    await list.refresh();
  });

  // A form this client cannot show is signed in the electronic signature system, never blind in a batch.
  const batchable = (form: SapFormSummary) => form.canApprove && !!findSpec(form.type, form.subType);

  const open = (form: SapFormSummary) => {
    if (selecting && batchable(form)) {
      setChosen((c) => (c.includes(form.id) ? c.filter((x) => x !== form.id) : [...c, form.id]));
      return;
    }
    if (big && active === form.id) return;
    if (openForm(form, big ? 'pane' : 'page') && big) setActive(form.id);
  };

  const locale = useStore($locale);
  const openRef = useRef(open);
  openRef.current = open;
  const onOpen = useCallback((form: SapFormSummary) => openRef.current(form), []);

  const waiting = list.rows.filter(batchable);
  const toolbar = (
    <div className={css.toolbar}>
      <div className={css.searchRow}>
        <SearchInput value={keyword} onValue={setKeyword} label={t('sap.search')} />
        {config.batch && (
          <button
            type="button"
            className={ui.button.secondary}
            onClick={() => (setSelecting(!selecting), setChosen([]))}
            aria-pressed={selecting}
          >
            {t(selecting ? 'sap.cancelSelect' : 'sap.select')}
          </button>
        )}
      </div>
      <div className={css.chips} role="group" aria-label={t('sap.status')}>
        {STATUSES.map((s) => (
          <button
            key={s || 'all'}
            type="button"
            className={chip}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {t(s ? STATUS_KEYS[s] : 'common.all')}
          </button>
        ))}
      </div>
      {selecting && waiting.length > 0 && (
        <button type="button" className={ui.button.ghost} onClick={() => setChosen(waiting.map((r) => r.id))}>
          {t('sap.selectAll')}
        </button>
      )}
    </div>
  );

  const items = (
    <InfiniteList
      list={list}
      label={t(config.titleKey)}
      keyOf={(r) => r.id}
      renderItem={(r) =>
        selecting && batchable(r) ? (
          <div className={css.rowWithCheck}>
            <label className={css.checkLabel}>
              <input
                type="checkbox"
                className={css.check}
                checked={chosen.includes(r.id)}
                aria-label={t('sap.selectRow', { id: r.id })}
                onChange={() => open(r)}
              />
            </label>
            <Row form={r} t={t} locale={locale} selected={chosen.includes(r.id)} onOpen={onOpen} />
          </div>
        ) : (
          <Row form={r} t={t} locale={locale} current={big && active === r.id} onOpen={onOpen} />
        )
      }
    />
  );

  const batchBar = selecting && (
    <div className={css.batchBar}>
      <button
        type="button"
        className={`${ui.button.primary} ${css.grow}`}
        disabled={!chosen.length || busy}
        onClick={() => void approveChosen()}
      >
        {t('sap.batchApprove', { count: chosen.length })}
      </button>
    </div>
  );

  const refresh = route.ptr ? () => list.refresh() : undefined;
  if (big) {
    return (
      <Page titleKey={config.titleKey} onRefresh={refresh} bare>
        <div className={css.split} data-testid="split-view">
          <div className={css.splitList}>
            {toolbar}
            {items}
            {batchBar}
            {signing.element}
          </div>
          <div className={css.splitDetail} data-testid="split-detail">
            {active ? (
              <FormDetail key={active} id={active} onChanged={() => void list.refresh()} />
            ) : (
              <p className={ui.center}>{t('sap.chooseForm')}</p>
            )}
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page titleKey={config.titleKey} onRefresh={refresh}>
      {toolbar}
      {items}
      {batchBar}
      {signing.element}
    </Page>
  );
}

export const listPage = (config: ListConfig) => (props: PageProps) => <FormList {...props} config={config} />;

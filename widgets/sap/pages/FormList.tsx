import { sapApi, type SapFormSummary, type SapListKey, type SignStatus } from '../../../src/api/sap';
import { useCallback, useRef, useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import type { PageProps } from '../../../src/router';
import { InfiniteList, Page, ui, useBigScreen, useDebounced, usePagedList, useT } from '../../../src/ui';
import { FormDetail } from '../parts/FormDetail';
import { FormRow } from '../parts/FormRow';
import { ListToolbar } from '../parts/ListToolbar';
import { useBatchApprove } from '../parts/useBatchApprove';
import { findSpec } from '../registry';
import { openForm } from '../util';
import * as css from '../sap.css';

export interface ListConfig {
  list: SapListKey;
  titleKey: string;
  /** PDS lists approve several forms at once. */
  batch?: boolean;
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
  const [active, setActive] = useState('');
  const term = useDebounced(keyword.trim());
  const list = usePagedList(
    (page) => request(sapApi.list, { list: config.list, page, pageSize: 30, keyword: term, status }),
    `${config.list}|${term}|${status}`,
  );

  const { selecting, setSelecting, chosen, setChosen, approveChosen, busy, signing } = useBatchApprove(
    `sap.list.${config.list}`,
    () => list.refresh(),
  );

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
    <ListToolbar
      keyword={keyword}
      onKeyword={setKeyword}
      status={status}
      onStatus={setStatus}
      batch={config.batch}
      selecting={selecting}
      onToggleSelecting={() => (setSelecting(!selecting), setChosen([]))}
      canSelectAll={waiting.length > 0}
      onSelectAll={() => setChosen(waiting.map((r) => r.id))}
    />
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
            <FormRow form={r} t={t} locale={locale} selected={chosen.includes(r.id)} onOpen={onOpen} />
          </div>
        ) : (
          <FormRow form={r} t={t} locale={locale} current={big && active === r.id} onOpen={onOpen} />
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

import { useEffect, useState } from '../../../src/framework';
import { request, type ApiError } from '../../../src/http';
import { srmApi, type SupplierDetail, type SupplierSummary } from '../../../src/api/srm';
import { Link } from '../../../src/router';
import type { PageProps } from '../../../src/router/area';
import {
  ErrorView,
  Icon,
  InfiniteList,
  SearchInput,
  Loading,
  Page,
  ui,
  useDebounced,
  usePagedList,
  useT,
} from '../../../src/ui';
import { AreaNav } from '../parts/AreaNav';
import { LightBadge } from '../parts/Badges';
import { CaseCard } from '../parts/CaseCard';
import { Kv } from '../../../src/review';
import { ScoreGauge } from '../parts/ScoreGauge';
import * as rcss from '../../../src/review/review.css';

const PATH = '/pages/SRM/findSupplier/processingInfo';

/** The supplier finder: search by name or code; `?code=` shows that supplier's details and cases. */
export function FindSupplier({ query, route }: PageProps) {
  const code = (query.code ?? '').trim();
  return code ? <SupplierView code={code} /> : <SupplierSearch current={route.path} />;
}

function SupplierSearch({ current }: { current: string }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const paged = usePagedList<SupplierSummary>((page) => request(srmApi.suppliers, { keyword: search, page }), search);
  return (
    <Page titleKey="srm.finder.title">
      <AreaNav current={current} />
      <div className={rcss.toolbar}>
        <SearchInput className={rcss.search} value={keyword} onValue={setKeyword} label={t('srm.finder.search')} />
      </div>
      <InfiniteList
        list={paged}
        keyOf={(s) => s.code}
        label={t('srm.finder.title')}
        renderItem={(s) => (
          <Link href={`${PATH}?code=${encodeURIComponent(s.code)}`} className={rcss.caseCard} data-supplier={s.code}>
            <div className={rcss.supplierRow}>
              <div className={ui.grow}>
                <div className={rcss.caseTop}>
                  <span className={rcss.mono}>{s.code}</span>
                  <span>{t(`srm.nature.${s.nature}`)}</span>
                </div>
                <p className={`${rcss.caseTitle} ${ui.wrapAny}`}>{s.name}</p>
                <div className={rcss.caseMeta}>
                  {s.latestScore !== null && (
                    <span>{t('join.labelValue', { label: t('srm.finder.latest'), value: s.latestScore })}</span>
                  )}
                  {s.light && <LightBadge light={s.light} />}
                </div>
              </div>
              <Icon name="chevron" />
            </div>
          </Link>
        )}
      />
    </Page>
  );
}

function SupplierView({ code }: { code: string }) {
  const t = useT();
  const [item, setItem] = useState<SupplierDetail | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(null);
    request(srmApi.supplier, { code }).then(
      (s) => live && setItem(s),
      (e: ApiError) => live && setFailed(e),
    );
    return () => {
      live = false;
    };
  }, [code, attempt]);
  if (failed) {
    return (
      <Page titleKey="srm.finder.title">
        <ErrorView
          messageKey={failed.code === 404 ? 'common.404' : 'error.getFailed'}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </Page>
    );
  }
  if (!item) {
    return (
      <Page titleKey="srm.finder.title">
        <Loading />
      </Page>
    );
  }
  return (
    <Page title={item.name}>
      <section className={rcss.section} data-testid="supplier-head">
        <div className={rcss.caseTop}>
          <span className={rcss.mono}>{item.code}</span>
          <span>{t(`srm.nature.${item.nature}`)}</span>
        </div>
        <h2 className={`${rcss.headline} ${ui.wrapAny}`}>{item.name}</h2>
        {item.latestScore !== null ? (
          <ScoreGauge score={item.latestScore} />
        ) : (
          <p className={ui.muted}>{t('srm.band.none')}</p>
        )}
        {item.light && (
          <div style={{ marginTop: '12px' }}>
            <LightBadge light={item.light} />
          </div>
        )}
      </section>
      <section className={rcss.section}>
        <Kv
          rows={[
            [t('srm.nature.label'), t(`srm.nature.${item.nature}`)],
            [t('srm.reviewType.label'), t(`srm.reviewType.${item.reviewType}`)],
            [t('srm.field.products'), item.products],
            [t('srm.field.factories'), item.factoryCodes.join(t('join.list'))],
            [t('srm.field.address'), item.address],
            [t('srm.field.contact'), item.contact],
            [t('srm.field.phone'), item.phone],
          ]}
        />
      </section>
      <h2 className={ui.sectionTitle}>{t('srm.section.cases')}</h2>
      {item.cases.length === 0 && <p className={ui.muted}>{t('srm.finder.noCases')}</p>}
      {item.cases.map((c) => (
        <CaseCard key={c.id} item={c} />
      ))}
    </Page>
  );
}

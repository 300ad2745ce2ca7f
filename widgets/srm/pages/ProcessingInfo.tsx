import { useEffect, useState, useStore } from '../../../src/framework';
import { request, type ApiError } from '../../../src/http';
import { srmApi, type SrmCase, type SrmKind } from '../../../src/api/srm';
import { $locale } from '../../../src/i18n';
import type { PageProps } from '../../../src/router/area';
import { ErrorView, formatMoney, Loading, Page, ui, useT } from '../../../src/ui';
import { ActionPanel } from '../parts/ActionPanel';
import { DispatchBadge, LightBadge, SignBadge, StateBadge } from '../parts/Badges';
import { FileList } from '../parts/FileList';
import { Kv } from '../parts/Kv';
import { ScoreGauge } from '../parts/ScoreGauge';
import { SignFlow } from '../parts/SignFlow';
import * as css from '../srm.css';

/**
 * Processing info of a supplier evaluation, a new-supplier evaluation report or a payment-term application
 * (`?id=`). Every SPEC 9 constant is shown as a label in the user's language; the signer acts at the end.
 */
export function processingPage(kind: SrmKind) {
  return function ProcessingInfo({ query }: PageProps) {
    const t = useT();
    const locale = useStore($locale);
    const id = (query.id ?? '').trim();
    const [item, setItem] = useState<SrmCase | null>(null);
    const [failed, setFailed] = useState<ApiError | true | null>(null);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let live = true;
      setFailed(null);
      if (!/^[\w-]{1,40}$/.test(id)) {
        setFailed(true);
        return;
      }
      request(srmApi.detail, { id }, { silent: true }).then(
        (c) => live && setItem(c),
        (e: ApiError) => live && setFailed(e),
      );
      return () => {
        live = false;
      };
    }, [id, attempt]);

    const title = t(`srm.kind.${kind}`);
    if (failed) {
      const notFound = failed === true || failed.code === 404;
      return (
        <Page title={title}>
          <ErrorView messageKey={notFound ? 'common.404' : 'error.getFailed'} onRetry={notFound ? undefined : () => setAttempt((n) => n + 1)} />
        </Page>
      );
    }
    if (!item) {
      return (
        <Page title={title}>
          <Loading />
        </Page>
      );
    }
    return (
      <Page title={title}>
        <section className={css.section} data-testid="case-head">
          <div className={css.caseTop}>
            <span className={css.mono}>{item.id}</span>
            <span>{t(`srm.kind.${item.kind}`)}</span>
          </div>
          <h2 className={`${css.headline} ${ui.wrapAny}`}>{item.title}</h2>
          <div className={css.caseMeta}>
            <StateBadge state={item.reviewState} />
            <SignBadge sign={item.signState} />
            <DispatchBadge level={item.dispatchLevel} />
          </div>
          {item.mine && item.actions.length > 0 && <p className={css.mine} style={{ marginTop: '8px' }}>● {t('srm.list.mine')}</p>}
        </section>

        <div className={css.twoCol}>
          <div>
            {item.score !== null && (
              <section className={css.section} aria-labelledby="srm-eval">
                <h2 id="srm-eval" className={css.sectionTitle}>{t('srm.band.label')}</h2>
                <ScoreGauge score={item.score} />
                {item.light && (
                  <div style={{ marginTop: '12px' }}>
                    <span className={ui.muted}>{t('srm.light.label')}: </span>
                    <LightBadge light={item.light} />
                  </div>
                )}
              </section>
            )}

            <section className={css.section} aria-labelledby="srm-basic">
              <h2 id="srm-basic" className={css.sectionTitle}>{t('srm.section.basic')}</h2>
              <Kv
                rows={[
                  [t('srm.field.supplier'), item.supplierName],
                  [t('srm.field.supplierCode'), item.supplierCode],
                  [t('srm.nature.label'), t(`srm.nature.${item.nature}`)],
                  [t('srm.field.factory'), item.factoryCode],
                  [t('srm.field.products'), item.products],
                  [t('srm.field.applicant'), item.applicantName],
                  [t('srm.field.createdAt'), item.createdAt],
                  [t('srm.dispatch.label'), t(`srm.dispatch.${item.dispatchLevel}`)],
                  [t('srm.state.label'), t(`srm.state.${item.reviewState}`)],
                  [t('srm.sign.label'), `${item.signState} · ${t(`srm.sign.${item.signState}`)}`],
                ]}
              />
            </section>

            {item.kind !== 'pay' && (
              <section className={css.section} aria-labelledby="srm-evaluation">
                <h2 id="srm-evaluation" className={css.sectionTitle}>{t('srm.section.evaluation')}</h2>
                <Kv
                  rows={[
                    [t('srm.reviewType.label'), t(`srm.reviewType.${item.reviewType}`)],
                    [t('srm.reason.label'), <Tags keys={item.reasons.map((r) => `srm.reason.${r}`)} />],
                    [t('srm.method.label'), <Tags keys={item.methods.map((m) => `srm.method.${m}`)} />],
                  ]}
                />
              </section>
            )}

            {item.pay && (
              <section className={css.section} aria-labelledby="srm-pay">
                <h2 id="srm-pay" className={css.sectionTitle}>{t('srm.section.payment')}</h2>
                <Kv
                  rows={[
                    [t('srm.field.currentTerm'), item.pay.currentTerm],
                    [t('srm.field.requestedTerm'), <strong>{item.pay.requestedTerm}</strong>],
                    [t('srm.field.annualAmount'), formatMoney(item.pay.annualAmount, item.pay.currency, locale)],
                    [t('srm.field.reason'), item.pay.reason],
                  ]}
                />
              </section>
            )}
          </div>

          <div>
            {item.scoreItems.length > 0 && (
              <section className={css.section} aria-labelledby="srm-items">
                <h2 id="srm-items" className={css.sectionTitle}>{t('srm.section.items')}</h2>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th className={css.th} scope="col">{t('srm.field.item')}</th>
                      <th className={`${css.th} ${css.num}`} scope="col">{t('srm.field.weight')}</th>
                      <th className={`${css.th} ${css.num}`} scope="col">{t('srm.field.score')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.scoreItems.map((s) => (
                      <tr key={s.item}>
                        <td className={`${css.td} ${ui.wrapAny}`}>{s.item}</td>
                        <td className={`${css.td} ${css.num}`}>{s.weight}%</td>
                        <td className={`${css.td} ${css.num}`}>{s.score}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}

            {item.kind !== 'pay' && (
              <section className={css.section} aria-labelledby="srm-problems">
                <h2 id="srm-problems" className={css.sectionTitle}>{t('srm.problem.title')}</h2>
                {item.problems.length === 0 && <p className={ui.muted}>{t('srm.problem.none')}</p>}
                {item.problems.map((p, i) => (
                  <div key={i} className={css.problem} data-problem={p.cls}>
                    <span className={`${ui.badge} ${ui.tone[p.cls === 'serious' ? 'danger' : p.cls === 'main' ? 'warning' : 'neutral']}`}>{t(`srm.problem.${p.cls}`)}</span>
                    <div className={ui.grow}>
                      <div className={ui.wrapAny}>{p.description}</div>
                      <div className={ui.muted}>
                        {t('srm.problem.quantity')}: {p.quantity} {t(`srm.unit.${p.unit}`)}
                      </div>
                    </div>
                  </div>
                ))}
              </section>
            )}

            {item.files.length > 0 && (
              <section className={css.section} aria-labelledby="srm-files">
                <h2 id="srm-files" className={css.sectionTitle}>{t('srm.section.files')}</h2>
                <FileList files={item.files} base="/pages/SRM/fileReview" />
              </section>
            )}

            <section className={css.section} aria-labelledby="srm-flow">
              <h2 id="srm-flow" className={css.sectionTitle}>{t('srm.flow.title')}</h2>
              <SignFlow steps={item.flow} />
            </section>
          </div>
        </div>

        {item.actions.length > 0 && <ActionPanel item={item} onDone={setItem} />}
      </Page>
    );
  };
}

function Tags({ keys }: { keys: string[] }) {
  const t = useT();
  if (!keys.length) return <>-</>;
  return (
    <span className={css.tags}>
      {keys.map((k) => (
        <span key={k} className={`${ui.badge} ${ui.tone.info}`}>{t(k)}</span>
      ))}
    </span>
  );
}

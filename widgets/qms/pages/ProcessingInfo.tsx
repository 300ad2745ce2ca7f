import { useEffect, useState, useStore } from '../../../src/framework';
import { request, type ApiError } from '../../../src/http';
import { qmsApi, type QmsCase, type QmsType } from '../../../src/api/qms';
import { $locale } from '../../../src/i18n';
import type { PageProps } from '../../../src/router/area';
import { ErrorView, formatNumber, Loading, Page, ui, useT } from '../../../src/ui';
import { FileList, Kv, ProblemBadge, SignBadge, SignFlow, StateBadge } from '../parts/common';
import { JudgePanel } from '../parts/JudgePanel';
import * as css from '../qms.css';

/**
 * Processing info of an IDR, PDR, market-purchased part, MQI or MQP case (`?id=`): the abnormality, the
 * evaluation result, final judgment and recognition category, files, the sign flow with its SPEC 6 roles, and
 * the judgment form when the case is waiting for this user.
 */
export function processingPage(type: QmsType) {
  return function ProcessingInfo({ query }: PageProps) {
    const t = useT();
    const locale = useStore($locale);
    const id = (query.id ?? '').trim();
    const [item, setItem] = useState<QmsCase | null>(null);
    const [failed, setFailed] = useState<ApiError | true | null>(null);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let live = true;
      setFailed(null);
      if (!/^[\w-]{1,40}$/.test(id)) {
        setFailed(true);
        return;
      }
      request(qmsApi.detail, { id }, { silent: true }).then(
        (c) => live && setItem(c),
        (e: ApiError) => live && setFailed(e),
      );
      return () => {
        live = false;
      };
    }, [id, attempt]);

    const title = t(`qms.type.${type}`);
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
    const rate = item.lotQty > 0 ? `${formatNumber((item.defectQty / item.lotQty) * 100, locale, 2)}%` : '-';
    const judgment = (j: string | null) => (j ? <strong>{t(`qms.judgment.${j}`)}</strong> : <span className={ui.muted}>{t('qms.judgment.none')}</span>);
    return (
      <Page title={title}>
        <section className={css.section} data-testid="case-head">
          <div className={css.caseTop}>
            <span className={css.mono}>{item.id}</span>
            <span>{t(`qms.typeShort.${item.type}`)}</span>
          </div>
          <h2 className={`${css.headline} ${ui.wrapAny}`}>{item.title}</h2>
          <div className={css.caseMeta}>
            <StateBadge state={item.reviewState} />
            <SignBadge sign={item.signState} />
            <ProblemBadge cls={item.problemClass} />
          </div>
          {item.canJudge && <p className={css.mine} style={{ marginTop: '8px' }}>● {t('qms.list.mine')}</p>}
        </section>

        <div className={css.twoCol}>
          <div>
            <section className={css.section} aria-labelledby="qms-basic">
              <h2 id="qms-basic" className={css.sectionTitle}>{t('qms.section.basic')}</h2>
              <Kv
                rows={[
                  [t('qms.field.supplier'), `${item.supplierCode} · ${item.supplierName}`],
                  [t('qms.field.partNo'), item.partNo],
                  [t('qms.field.partName'), item.partName],
                  [t('qms.field.factory'), item.factoryCode],
                  [t('qms.field.lotQty'), `${formatNumber(item.lotQty, locale)} ${item.unit}`],
                  [t('qms.field.defectQty'), `${formatNumber(item.defectQty, locale)} ${item.unit}`],
                  [t('qms.field.defectRate'), rate],
                  [t('qms.problem.label'), t(`qms.problem.${item.problemClass}`)],
                  [t('qms.field.createdAt'), item.createdAt],
                  [t('qms.field.description'), item.description],
                ]}
              />
            </section>
            <section className={css.section} aria-labelledby="qms-judgment" data-testid="judgment-summary">
              <h2 id="qms-judgment" className={css.sectionTitle}>{t('qms.section.judgment')}</h2>
              <Kv
                rows={[
                  [t('qms.state.label'), t(`qms.state.${item.reviewState}`)],
                  [t('qms.sign.label'), `${item.signState} · ${t(`qms.sign.${item.signState}`)}`],
                  [t('qms.field.evaluationResult'), judgment(item.evaluationResult)],
                  [t('qms.field.finalJudgment'), judgment(item.finalJudgment)],
                  [t('qms.field.recognition'), item.recognition ? <strong>{t(`qms.recognition.${item.recognition}`)}</strong> : <span className={ui.muted}>{t('qms.recognition.none')}</span>],
                ]}
              />
            </section>
          </div>
          <div>
            {item.files.length > 0 && (
              <section className={css.section} aria-labelledby="qms-files">
                <h2 id="qms-files" className={css.sectionTitle}>{t('qms.section.files')}</h2>
                <FileList files={item.files} />
              </section>
            )}
            <section className={css.section} aria-labelledby="qms-flow">
              <h2 id="qms-flow" className={css.sectionTitle}>{t('qms.flow.title')}</h2>
              <SignFlow steps={item.flow} />
            </section>
          </div>
        </div>
        {item.canJudge && <JudgePanel key={item.flow.length + item.reviewState} item={item} onDone={setItem} />}
      </Page>
    );
  };
}

import { FlowPanel, decidesNow } from '../../../src/flow';
import { EvidencePanel } from '../../../src/signing';
import { useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { srmApi, type SrmCase, type SrmKind } from '../../../src/api/srm';
import { $locale } from '../../../src/i18n';
import {
  CaseDetail,
  CaseHead,
  FileList,
  Kv,
  problemTone,
  Section,
  SignBadge,
  StateBadge,
  useReviewT,
} from '../../../src/review';
import * as rcss from '../../../src/review/review.css';
import type { PageProps } from '../../../src/router/area';
import { formatMoney, ui, useT } from '../../../src/ui';
import { ActionPanel } from '../parts/ActionPanel';
import { DispatchBadge, LightBadge } from '../parts/Badges';
import { ScoreGauge } from '../parts/ScoreGauge';

/**
 * Processing info of a supplier evaluation, a new-supplier evaluation report or a payment-term application
 * (`?id=`). Every SPEC 9 constant is shown as a label in the user's language; the signer acts at the end.
 */
export const processingPage = (kind: SrmKind) => (props: PageProps) => <ProcessingInfo {...props} kind={kind} />;

function ProcessingInfo({ query, kind }: PageProps & { kind: SrmKind }) {
  const t = useReviewT();
  const title = t(`srm.kind.${kind}`);
  return (
    <CaseDetail<SrmCase> title={title} id={(query.id ?? '').trim()} read={srmApi.detail}>
      {(item, setItem) => <Body item={item} setItem={setItem} />}
    </CaseDetail>
  );
}

function Body({ item, setItem }: { item: SrmCase; setItem: (item: SrmCase) => void }) {
  const t = useReviewT();
  const locale = useStore($locale);
  return (
    <>
      <CaseHead
        id={item.id}
        kind={t(`srm.kind.${item.kind}`)}
        title={item.title}
        mine={item.mine && item.actions.length > 0}
      >
        <StateBadge state={item.reviewState} />
        <SignBadge sign={item.signState} />
        <DispatchBadge level={item.dispatchLevel} />
      </CaseHead>

      <div className={rcss.twoCol}>
        <div>
          {item.score !== null && (
            <Section id="srm-eval" title={t('srm.band.label')}>
              <ScoreGauge score={item.score} />
              {item.light && (
                <div style={{ marginTop: '12px' }}>
                  <span className={ui.muted}>{t('join.label', { label: t('srm.light.label') })}</span>
                  <LightBadge light={item.light} />
                </div>
              )}
            </Section>
          )}

          <Section id="srm-basic" title={t('srm.section.basic')}>
            <Kv
              rows={[
                [t('review.field.supplier'), item.supplierName],
                [t('srm.field.supplierCode'), item.supplierCode],
                [t('srm.nature.label'), t(`srm.nature.${item.nature}`)],
                [t('review.field.factory'), item.factoryCode],
                [t('srm.field.products'), item.products],
                [t('srm.field.applicant'), item.applicantName],
                [t('srm.field.createdAt'), item.createdAt],
                [t('srm.dispatch.label'), t(`srm.dispatch.${item.dispatchLevel}`)],
                [t('review.state.label'), t(`review.state.${item.reviewState}`)],
                [t('review.sign.label'), `${item.signState} · ${t(`review.sign.${item.signState}`)}`],
              ]}
            />
          </Section>

          {item.kind !== 'pay' && (
            <Section id="srm-evaluation" title={t('srm.section.evaluation')}>
              <Kv
                rows={[
                  [t('srm.reviewType.label'), t(`srm.reviewType.${item.reviewType}`)],
                  // biome-ignore lint/correctness/useJsxKeyInIterable: a Kv row's value, rendered inside its keyed row, not a list item.
                  [t('srm.reason.label'), <Tags keys={item.reasons.map((r) => `srm.reason.${r}`)} />],
                  // biome-ignore lint/correctness/useJsxKeyInIterable: a Kv row's value, rendered inside its keyed row, not a list item.
                  [t('srm.method.label'), <Tags keys={item.methods.map((m) => `srm.method.${m}`)} />],
                ]}
              />
            </Section>
          )}

          {item.pay && (
            <Section id="srm-pay" title={t('srm.section.payment')}>
              <Kv
                rows={[
                  [t('srm.field.currentTerm'), item.pay.currentTerm],
                  // biome-ignore lint/correctness/useJsxKeyInIterable: a Kv row's value, rendered inside its keyed row, not a list item.
                  [t('srm.field.requestedTerm'), <strong>{item.pay.requestedTerm}</strong>],
                  [t('srm.field.annualAmount'), formatMoney(item.pay.annualAmount, item.pay.currency, locale)],
                  [t('srm.field.reason'), item.pay.reason],
                ]}
              />
            </Section>
          )}
        </div>

        <div>
          <ScoreItems items={item.scoreItems} />

          {item.kind !== 'pay' && <Problems problems={item.problems} />}

          {item.files.length > 0 && (
            <Section id="srm-files" title={t('review.section.files')}>
              <FileList files={item.files} base="/pages/SRM/fileReview" />
            </Section>
          )}

          <FlowPanel
            area="srm"
            id={item.id}
            revision={item}
            onChanged={(next) => {
              if (!decidesNow(next)) setItem({ ...item, actions: [] });
              void request(srmApi.detail, { id: item.id }).then(setItem, () => undefined);
            }}
          />
          <EvidencePanel area="srm" id={item.id} revision={item} />
        </div>
      </div>

      {item.actions.length > 0 && <ActionPanel item={item} onDone={setItem} />}
    </>
  );
}

/** The evaluation's items with their weight and score, as a table; nothing when the case has none. */
function ScoreItems({ items }: { items: SrmCase['scoreItems'] }) {
  const t = useReviewT();
  if (!items.length) return null;
  return (
    <Section id="srm-items" title={t('srm.section.items')}>
      <table className={rcss.table}>
        <thead>
          <tr>
            <th className={rcss.th} scope="col">
              {t('srm.field.item')}
            </th>
            <th className={`${rcss.th} ${rcss.num}`} scope="col">
              {t('srm.field.weight')}
            </th>
            <th className={`${rcss.th} ${rcss.num}`} scope="col">
              {t('srm.field.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.item}>
              <td className={`${rcss.td} ${ui.wrapAny}`}>{s.item}</td>
              <td className={`${rcss.td} ${rcss.num}`}>{s.weight}%</td>
              <td className={`${rcss.td} ${rcss.num}`}>{s.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The problems an SRM case lists, each with its class and quantity. */
function Problems({ problems }: { problems: SrmCase['problems'] }) {
  const t = useT();
  return (
    <Section id="srm-problems" title={t('srm.problem.title')}>
      {problems.length === 0 && <p className={ui.muted}>{t('srm.problem.none')}</p>}
      {problems.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a problem has no id, and the list is shown as the server sends it, never reordered.
        <div key={i} className={rcss.problem} data-problem={p.cls}>
          <span className={`${ui.badge} ${ui.tone[problemTone(p.cls)]}`}>{t(`review.problem.${p.cls}`)}</span>
          <div className={ui.grow}>
            <div className={ui.wrapAny}>{p.description}</div>
            <div className={ui.muted}>
              {t('join.labelValue', {
                label: t('srm.problem.quantity'),
                value: `${p.quantity} ${t(`srm.unit.${p.unit}`)}`,
              })}
            </div>
          </div>
        </div>
      ))}
    </Section>
  );
}

function Tags({ keys }: { keys: string[] }) {
  const t = useT();
  if (!keys.length) return <>-</>;
  return (
    <span className={rcss.tags}>
      {keys.map((k) => (
        <span key={k} className={`${ui.badge} ${ui.tone.info}`}>
          {t(k)}
        </span>
      ))}
    </span>
  );
}

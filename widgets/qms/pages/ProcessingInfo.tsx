import { FlowPanel, decidesNow } from '../../../src/flow';
import { EvidencePanel } from '../../../src/signing';
import { useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { qmsApi, type QmsCase, type QmsType } from '../../../src/api/qms';
import { $locale } from '../../../src/i18n';
import {
  CaseDetail,
  CaseHead,
  FileList,
  Kv,
  ProblemBadge,
  Section,
  SignBadge,
  StateBadge,
  useReviewT,
} from '../../../src/review';
import * as rcss from '../../../src/review/review.css';
import type { PageProps } from '../../../src/router/area';
import { formatNumber, ui } from '../../../src/ui';
import { JudgePanel } from '../parts/JudgePanel';

/**
 * Processing info of an IDR, PDR, market-purchased part, MQI or MQP case (`?id=`): the abnormality, the
 * evaluation result, final judgment and recognition category, files, the sign flow with its SPEC 6 roles, and
 * the judgment form when the case is waiting for this user.
 */
export const processingPage = (type: QmsType) => (props: PageProps) => <ProcessingInfo {...props} type={type} />;

function ProcessingInfo({ query, type }: PageProps & { type: QmsType }) {
  const t = useReviewT();
  return (
    <CaseDetail<QmsCase> title={t(`qms.type.${type}`)} id={(query.id ?? '').trim()} read={qmsApi.detail}>
      {(item, setItem) => <Body item={item} setItem={setItem} />}
    </CaseDetail>
  );
}

function Body({ item, setItem }: { item: QmsCase; setItem: (item: QmsCase) => void }) {
  const t = useReviewT();
  const locale = useStore($locale);
  const rate = item.lotQty > 0 ? `${formatNumber((item.defectQty / item.lotQty) * 100, locale, 2)}%` : '-';
  // A decision in bold, or a muted "none yet" while it is still open.
  const decided = (group: 'judgment' | 'recognition', value: string | null) =>
    value ? <strong>{t(`qms.${group}.${value}`)}</strong> : <span className={ui.muted}>{t(`qms.${group}.none`)}</span>;
  return (
    <>
      <CaseHead id={item.id} kind={t(`qms.typeShort.${item.type}`)} title={item.title} mine={item.canJudge}>
        <StateBadge state={item.reviewState} />
        <SignBadge sign={item.signState} />
        <ProblemBadge cls={item.problemClass} />
      </CaseHead>

      <div className={rcss.twoCol}>
        <div>
          <Section id="qms-basic" title={t('qms.section.basic')}>
            <Kv
              rows={[
                [t('review.field.supplier'), `${item.supplierCode} · ${item.supplierName}`],
                [t('qms.field.partNo'), item.partNo],
                [t('qms.field.partName'), item.partName],
                [t('review.field.factory'), item.factoryCode],
                [t('qms.field.lotQty'), `${formatNumber(item.lotQty, locale)} ${item.unit}`],
                [t('qms.field.defectQty'), `${formatNumber(item.defectQty, locale)} ${item.unit}`],
                [t('qms.field.defectRate'), rate],
                [t('review.problem.label'), t(`review.problem.${item.problemClass}`)],
                [t('qms.field.createdAt'), item.createdAt],
                [t('qms.field.description'), item.description],
              ]}
            />
          </Section>
          <Section id="qms-judgment" title={t('qms.section.judgment')} testId="judgment-summary">
            <Kv
              rows={[
                [t('review.state.label'), t(`review.state.${item.reviewState}`)],
                [t('review.sign.label'), `${item.signState} · ${t(`review.sign.${item.signState}`)}`],
                [t('qms.field.evaluationResult'), decided('judgment', item.evaluationResult)],
                [t('qms.field.finalJudgment'), decided('judgment', item.finalJudgment)],
                [t('qms.field.recognition'), decided('recognition', item.recognition)],
              ]}
            />
          </Section>
        </div>
        <div>
          {item.files.length > 0 && (
            <Section id="qms-files" title={t('review.section.files')}>
              <FileList files={item.files} base="/pages/QMS/fileReview" />
            </Section>
          )}
          <FlowPanel
            area="qms"
            id={item.id}
            revision={item}
            judgmentText={(j) => t(`qms.judgment.${j}`)}
            onChanged={(next) => {
              if (!decidesNow(next)) setItem({ ...item, canJudge: false });
              void request(qmsApi.detail, { id: item.id }).then(setItem, () => undefined);
            }}
          />
          <EvidencePanel area="qms" id={item.id} revision={item} />
        </div>
      </div>
      {item.canJudge && <JudgePanel key={item.flow.length + item.reviewState} item={item} onDone={setItem} />}
    </>
  );
}

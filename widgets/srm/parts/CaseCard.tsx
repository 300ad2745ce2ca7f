import type { SrmCaseSummary, SrmKind } from '../../../src/api/srm';
import { Link } from '../../../src/router';
import { ui, useT } from '../../../src/ui';
import * as css from '../srm.css';
import { DispatchBadge, LightBadge, SignBadge, StateBadge } from './Badges';
import { MiniScore } from './ScoreGauge';

export const PROCESSING_ROUTE: Record<SrmKind, string> = {
  eval: '/pages/SRM/processingInfo/processingInfo',
  nsr: '/pages/SRM/processingInfo/processingInfoNsr',
  pay: '/pages/SRM/processingInfo/processingInfoPay',
};

export const caseRoute = (c: { kind: SrmKind; id: string }) => `${PROCESSING_ROUTE[c.kind]}?id=${encodeURIComponent(c.id)}`;

export function CaseCard({ item }: { item: SrmCaseSummary }) {
  const t = useT();
  return (
    <Link href={caseRoute(item)} className={css.caseCard} data-case={item.id}>
      <div className={css.caseTop}>
        <span className={css.mono}>{item.id}</span>
        <span>{t(`srm.kind.${item.kind}`)}</span>
        {item.mine && <span className={css.mine}>● {t('srm.list.mine')}</span>}
      </div>
      <p className={`${css.caseTitle} ${ui.wrapAny}`}>{item.title}</p>
      <div className={`${ui.muted} ${ui.wrapAny}`}>
        {item.supplierCode} · {item.supplierName}
      </div>
      <div className={css.caseMeta} style={{ marginTop: '8px' }}>
        <StateBadge state={item.reviewState} />
        <SignBadge sign={item.signState} />
        <DispatchBadge level={item.dispatchLevel} />
        {item.score !== null && <MiniScore score={item.score} />}
        {item.light && <LightBadge light={item.light} />}
      </div>
      <div className={ui.muted} style={{ marginTop: '6px' }}>
        {item.applicantName} · {item.createdAt}
      </div>
    </Link>
  );
}

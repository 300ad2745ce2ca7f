import type { SrmCaseSummary, SrmKind } from '../../../src/api/srm';
import { CaseCard as Card, SignBadge, StateBadge } from '../../../src/review';
import { useT } from '../../../src/ui';
import { DispatchBadge, LightBadge } from './Badges';
import { MiniScore } from './ScoreGauge';

export const PROCESSING_ROUTE: Record<SrmKind, string> = {
  eval: '/pages/SRM/processingInfo/processingInfo',
  nsr: '/pages/SRM/processingInfo/processingInfoNsr',
  pay: '/pages/SRM/processingInfo/processingInfoPay',
};

export const caseRoute = (c: { kind: SrmKind; id: string }) =>
  `${PROCESSING_ROUTE[c.kind]}?id=${encodeURIComponent(c.id)}`;

export function CaseCard({ item }: { item: SrmCaseSummary }) {
  const t = useT();
  return (
    <Card
      href={caseRoute(item)}
      id={item.id}
      kind={t(`srm.kind.${item.kind}`)}
      mine={item.mine}
      title={item.title}
      parties={`${item.supplierCode} · ${item.supplierName}`}
      badges={
        <>
          <StateBadge state={item.reviewState} />
          <SignBadge sign={item.signState} />
          <DispatchBadge level={item.dispatchLevel} />
          {item.score !== null && <MiniScore score={item.score} />}
          {item.light && <LightBadge light={item.light} />}
        </>
      }
      footer={`${item.applicantName} · ${item.createdAt}`}
    />
  );
}

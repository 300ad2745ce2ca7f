import type { QmsCaseSummary, QmsType } from '../../../src/api/qms';
import { CaseCard as Card, ProblemBadge, SignBadge, StateBadge } from '../../../src/review';
import { useT } from '../../../src/ui';

const SUFFIX: Record<QmsType, string> = { idr: 'Idr', pdr: 'Pdr', market: 'Market', mqi: 'Mqi', mqp: 'Mqp' };
export const qmsCaseRoute = (c: { type: QmsType; id: string }) =>
  `/pages/QMS/processingInfo/processingInfo${SUFFIX[c.type]}?id=${encodeURIComponent(c.id)}`;

export function CaseCard({ item }: { item: QmsCaseSummary }) {
  const t = useT();
  return (
    <Card
      href={qmsCaseRoute(item)}
      id={item.id}
      kind={t(`qms.typeShort.${item.type}`)}
      mine={item.mine}
      title={item.title}
      parties={`${item.partNo} · ${item.supplierCode} · ${item.supplierName}`}
      badges={
        <>
          <StateBadge state={item.reviewState} />
          <SignBadge sign={item.signState} />
          <ProblemBadge cls={item.problemClass} />
        </>
      }
      footer={item.createdAt}
    />
  );
}

import type { QmsCaseSummary, QmsType } from '../../../src/api/qms';
import { Link } from '../../../src/router';
import { ui, useT } from '../../../src/ui';
import * as css from '../qms.css';
import { ProblemBadge, SignBadge, StateBadge } from './common';

const SUFFIX: Record<QmsType, string> = { idr: 'Idr', pdr: 'Pdr', market: 'Market', mqi: 'Mqi', mqp: 'Mqp' };
export const qmsCaseRoute = (c: { type: QmsType; id: string }) => `/pages/QMS/processingInfo/processingInfo${SUFFIX[c.type]}?id=${encodeURIComponent(c.id)}`;

export function CaseCard({ item }: { item: QmsCaseSummary }) {
  const t = useT();
  return (
    <Link href={qmsCaseRoute(item)} className={css.caseCard} data-case={item.id}>
      <div className={css.caseTop}>
        <span className={css.mono}>{item.id}</span>
        <span>{t(`qms.typeShort.${item.type}`)}</span>
        {item.mine && <span className={css.mine}>● {t('qms.list.mine')}</span>}
      </div>
      <p className={`${css.caseTitle} ${ui.wrapAny}`}>{item.title}</p>
      <div className={`${ui.muted} ${ui.wrapAny}`}>
        {item.partNo} · {item.supplierCode} · {item.supplierName}
      </div>
      <div className={css.caseMeta} style={{ marginTop: '8px' }}>
        <StateBadge state={item.reviewState} />
        <SignBadge sign={item.signState} />
        <ProblemBadge cls={item.problemClass} />
      </div>
      <div className={ui.muted} style={{ marginTop: '6px' }}>{item.createdAt}</div>
    </Link>
  );
}

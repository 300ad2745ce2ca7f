import type { PaySlip, SlipLine } from '../../../src/api/salary';
import { formatDate, useT, ui } from '../../../src/ui';
import * as css from '../salary.css';

const MASK = '••••••';

/** An amount, or a mask with an accessible name until the user reveals amounts. */
function Amount({ value, revealed, money }: { value: number; revealed: boolean; money: (n: number) => string }) {
  const t = useT();
  if (revealed) return <span data-amount={value}>{money(value)}</span>;
  return (
    <span role="img" aria-label={t('salary.hiddenAmount')}>
      {MASK}
    </span>
  );
}

function LineTable({
  caption,
  lines,
  total,
  totalKey,
  revealed,
  money,
  testId,
}: {
  caption: string;
  lines: SlipLine[];
  total: number;
  totalKey: string;
  revealed: boolean;
  money: (n: number) => string;
  testId: string;
}) {
  const t = useT();
  // Known items in the user's language; an item the client does not know shows the payroll's own name.
  const name = (line: SlipLine) => {
    const key = `salary.item.${line.code}`;
    const text = t(key);
    return text === key ? line.name : text;
  };
  return (
    <div className={ui.card}>
      <table className={css.table} data-testid={testId}>
        <caption className={css.caption}>{caption}</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.code} data-line={line.code}>
              <th scope="row" className={`${css.cellName} ${ui.wrapAny}`}>
                {name(line)}
              </th>
              <td className={css.cellAmount}>
                <Amount value={line.amount} revealed={revealed} money={money} />
              </td>
            </tr>
          ))}
          <tr className={css.totalRow} data-total="">
            <th scope="row" className={css.cellName}>
              {t(totalKey)}
            </th>
            <td className={css.cellAmount}>
              <Amount value={total} revealed={revealed} money={money} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The pay slip: earnings, deductions and net, each with its total. */
export function SlipView({
  slip,
  revealed,
  money,
  consistent,
}: {
  slip: PaySlip;
  revealed: boolean;
  money: (n: number) => string;
  consistent: boolean;
}) {
  const t = useT();
  return (
    <section className={css.slip} aria-label={t('salary.title')}>
      <div className={css.slipHead}>
        <h2 className={css.slipTitle}>
          {slip.month.replace('-', '/')} · <span className={ui.wrapAny}>{slip.userName}</span>
        </h2>
        <p className={css.sub}>{t('salary.payDate', { date: formatDate(slip.payDate) })}</p>
      </div>
      {!consistent && (
        <p className={`${ui.notice} ${ui.tone.warning}`} role="alert">
          {t('salary.mismatch')}
        </p>
      )}
      <div className={css.netCard} data-testid="salary-net">
        <span>{t('salary.net')}</span>
        <span className={css.netAmount}>
          <Amount value={slip.net} revealed={revealed} money={money} />
        </span>
      </div>
      <div className={css.sections}>
        <LineTable
          caption={t('salary.earnings')}
          lines={slip.earnings}
          total={slip.totalEarnings}
          totalKey="salary.totalEarnings"
          revealed={revealed}
          money={money}
          testId="salary-earnings"
        />
        <LineTable
          caption={t('salary.deductions')}
          lines={slip.deductions}
          total={slip.totalDeductions}
          totalKey="salary.totalDeductions"
          revealed={revealed}
          money={money}
          testId="salary-deductions"
        />
      </div>
    </section>
  );
}

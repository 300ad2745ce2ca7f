import { useEffect, useRef, useState, useStore } from '../framework';
import { $locale } from '../i18n';
import { Empty } from '../ui/States';
import { useT } from '../ui/hooks';
import { useBigScreen } from '../ui/timing';
import { formatValue } from './format';
import type { Row, TableSpec } from './types';
import * as css from './forms.css';

/**
 * Rows rendered at first and added per step as the user scrolls, so a long order never builds all its cards at
 * once: a step is several phone screens, and more in one render blocks a phone's main thread.
 */
export const ITEMS_STEP = 20;

/**
 * Rendered with the page itself: about what shows below the header on a phone. The rest of the first step follows
 * this many at a time, each in a task of its own, so opening a long order is a few short tasks, not one long one.
 */
export const FIRST_PAINT_ITEMS = 5;

const NUMERIC = new Set(['number', 'money']);

/** Grows the visible count when the sentinel comes near the viewport. */
function useGrowing(total: number) {
  const [shown, setShown] = useState(Math.min(total, FIRST_PAINT_ITEMS));
  const sentinel = useRef<HTMLDivElement>(null);
  const firstStep = Math.min(total, ITEMS_STEP);
  useEffect(() => setShown(Math.min(total, FIRST_PAINT_ITEMS)), [total]);
  useEffect(() => {
    if (shown >= firstStep) return;
    const timer = setTimeout(() => setShown((n) => Math.min(firstStep, Math.max(n, n + FIRST_PAINT_ITEMS))), 0);
    return () => clearTimeout(timer);
  }, [shown, firstStep]);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => Math.min(total, n + ITEMS_STEP));
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, total]);
  return { shown, sentinel, showMore: () => setShown((n) => Math.min(total, n + ITEMS_STEP)) };
}

/** Line items: cards on a phone, a table on a big screen (width above 768). */
export function LineItems({ table, rows, currency }: { table: TableSpec; rows: readonly Row[]; currency?: string }) {
  const t = useT();
  const locale = useStore($locale);
  const big = useBigScreen();
  const { shown, sentinel, showMore } = useGrowing(rows.length);
  if (!rows.length) return <Empty />;
  const visible = rows.slice(0, shown);
  const cellText = (row: Row, key: string) => {
    const col = table.columns.find((c) => c.key === key)!;
    return formatValue(col, row[key], row, t, locale, currency);
  };
  const rest = shown < rows.length && (
    <div ref={sentinel} className={css.more}>
      <button type="button" className={css.moreButton} onClick={showMore}>
        {t('forms.shownOf', { shown, total: rows.length })}
      </button>
    </div>
  );
  if (big) {
    return (
      <div className={css.tableWrap}>
        <table className={css.table} data-testid={`table-${table.key}`}>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c.key} scope="col" className={NUMERIC.has(c.kind ?? '') ? `${css.th} ${css.numeric}` : css.th}>
                  {t(c.labelKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id; the form's lines keep their order and are only added at the end.
              <tr key={i}>
                {table.columns.map((c) => (
                  <td key={c.key} className={NUMERIC.has(c.kind ?? '') ? `${css.td} ${css.numeric}` : css.td}>
                    {cellText(row, c.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rest}
      </div>
    );
  }
  return (
    <>
      <ol className={css.cards} data-testid={`cards-${table.key}`}>
        {visible.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id; the form's lines keep their order and are only added at the end.
          <li key={i} className={css.itemCard}>
            <dl className={css.itemGrid}>
              {table.columns.map((c) => (
                <div key={c.key} className={css.contents}>
                  <dt className={css.itemTerm}>{t(c.labelKey)}</dt>
                  <dd className={css.itemValue}>{cellText(row, c.key)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {rest}
    </>
  );
}

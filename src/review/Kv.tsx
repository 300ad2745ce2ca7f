import type { ReactNode } from '../framework';
import { ui } from '../ui';
import * as css from './review.css';

/** Label and value pairs; values are server text unless a component is given, and always wrap. */
export function Kv({ rows }: { rows: Array<[string, ReactNode] | false | null | undefined> }) {
  return (
    <dl className={css.kv}>
      {rows
        .filter((r): r is [string, ReactNode] => !!r)
        .map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={css.kvKey}>{key}</dt>
            <dd className={`${css.kvValue} ${ui.wrapAny}`}>
              {value === '' || value === null || value === undefined ? '-' : value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

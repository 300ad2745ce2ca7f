import { SAP_LIST_ROUTES, sapApi, type SapListKey, type SapSummary } from '../../../src/api/sap';
import { useEffect, useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { Link, type PageProps } from '../../../src/router';
import { Page, useT } from '../../../src/ui';
import * as css from '../sap.css';

/** Every list of ROUTES.md with its route, in the order a manager works through them. */
const LISTS = Object.entries(SAP_LIST_ROUTES) as Array<[SapListKey, string]>;

/** The approval workspace home: every list with what waits in it, and the two applications. */
export function Home(_: PageProps) {
  const t = useT();
  const [summary, setSummary] = useState<SapSummary | null>(null);
  useEffect(() => void request(sapApi.summary).then(setSummary, () => undefined), []);
  return (
    <Page titleKey="sap.title">
      <h2 className={css.heading}>{t('sap.home.lists')}</h2>
      <nav className={css.tiles} aria-label={t('sap.home.lists')}>
        {LISTS.map(([key, route]) => {
          const n = summary?.[key] ?? 0;
          return (
            <Link key={key} href={route} className={css.tile}>
              <span className={css.tileLabel}>{t(`sap.list.${key}`)}</span>
              {n > 0 && (
                <span className={key === 'receiving' ? css.tileMuted : css.tileCount}>
                  {t(key === 'receiving' ? 'sap.home.received' : 'sap.home.waiting', { count: n })}
                </span>
              )}
            </Link>
          );
        })}
      </nav>
      <h2 className={css.heading}>{t('sap.home.apply')}</h2>
      <nav className={css.tiles} aria-label={t('sap.home.apply')}>
        <Link href="/pages/SAP/accountPermissions/add" className={css.tile}>
          <span className={css.tileLabel}>{t('sap.apply.accountPermissions')}</span>
        </Link>
        <Link href="/pages/SAP/SystemRequirement/add" className={css.tile}>
          <span className={css.tileLabel}>{t('sap.apply.SystemRequirement')}</span>
        </Link>
      </nav>
    </Page>
  );
}

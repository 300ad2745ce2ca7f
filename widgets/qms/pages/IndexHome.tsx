import { useEffect, useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { qmsApi, type QmsHome, type QmsType } from '../../../src/api/qms';
import { Link } from '../../../src/router';
import type { PageProps } from '../../../src/router/area';
import { $session } from '../../../src/session';
import { ErrorView, Loading, Page, ui, useT } from '../../../src/ui';
import { AreaNav } from '../parts/AreaNav';
import * as rcss from '../../../src/review/review.css';
import * as css from '../qms.css';

const GROUPS: Array<{ key: 'abnormal' | 'idrPdr'; route: string; types: QmsType[] }> = [
  { key: 'idrPdr', route: '/pages/QMS/index/indexIdrPdr', types: ['idr', 'pdr'] },
  { key: 'abnormal', route: '/pages/QMS/index/index', types: ['market', 'mqi', 'mqp'] },
];

/** The QMS home: the two case lists with the number waiting for this user per type. */
export function IndexHome({ route }: PageProps) {
  const t = useT();
  const { userName, userNo } = useStore($session);
  const [home, setHome] = useState<QmsHome | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    return request(qmsApi.home).then(setHome, () => setFailed(true));
  };
  useEffect(() => void load(), []);
  return (
    <Page titleKey="qms.home.title" onRefresh={load}>
      <AreaNav current={route.path} />
      <p className={ui.muted}>{t('qms.home.hello', { name: userName || userNo })}</p>
      {failed && <ErrorView onRetry={() => void load()} />}
      {!home && !failed && <Loading />}
      {home &&
        GROUPS.map((g) => (
          <section key={g.key} className={rcss.section} aria-labelledby={`qms-${g.key}`}>
            <h2 id={`qms-${g.key}`} className={rcss.sectionTitle}>
              <Link href={g.route} className={rcss.fileLink}>
                {t(`qms.home.${g.key}`)} ›
              </Link>
            </h2>
            <p className={ui.muted}>{t(`qms.home.${g.key}Desc`)}</p>
            <div className={css.homeGrid} style={{ marginTop: '12px' }}>
              {g.types.map((type) => (
                <Link key={type} href={`${g.route}?type=${type}`} className={rcss.caseCard} data-type={type}>
                  <div className={rcss.caseTop}>{t(`qms.typeShort.${type}`)}</div>
                  <div className={css.homeCount} data-testid={`todo-${type}`}>
                    {home.todo[type]}
                  </div>
                  <div className={ui.muted}>
                    {t('qms.home.todo', { count: home.todo[type] })} ·{' '}
                    {t('qms.home.total', { count: home.total[type] })}
                  </div>
                  <div className={`${ui.muted} ${ui.wrapAny}`} style={{ marginTop: '4px' }}>
                    {t(`qms.type.${type}`)}
                  </div>
                </Link>
              ))}
            </div>
          </section>
        ))}
    </Page>
  );
}

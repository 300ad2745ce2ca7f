import { Fragment, useEffect, useId, useState, useStore, type ReactNode } from '../../../src/framework';
import { $locale, $localeSetting } from '../../../src/i18n';
import { $companyType, $session } from '../../../src/session';
import { $client } from '../../../src/session/client';
import { formatDateTime, useT, ui } from '../../../src/ui';
import { collect, type Diagnostics } from '../report';
import * as css from '../development.css';

/** Re-reads the diagnostics whenever a store they come from changes, and every 30 s for the expiry countdown. */
export function useDiagnostics(): Diagnostics {
  useStore($session);
  useStore($client);
  useStore($locale);
  useStore($localeSetting);
  useStore($companyType);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  return collect();
}

export function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  // Not derived from the title: \W matches every CJK character, so Chinese and Japanese titles all gave "diag--"
  // (duplicate ids, every section named by the first heading).
  const id = `diag-${useId().replace(/:/g, '')}`;
  return (
    <section className={`${ui.card} ${css.section} ${wide ? css.wide : ''}`} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={css.list}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function useExpiry() {
  const t = useT();
  return (ms: number) => {
    if (!ms) return t('development.none');
    const left = ms - Date.now();
    const time = formatDateTime(ms);
    if (left <= 0) return t('development.expired', { time });
    return t('development.expiresIn', {
      time,
      hours: Math.floor(left / 3_600_000),
      minutes: Math.floor((left % 3_600_000) / 60_000),
    });
  };
}

export function SessionSection({ d }: { d: Diagnostics }) {
  const t = useT();
  const expiry = useExpiry();
  const yesNo = (v: boolean) => t(v ? 'development.yes' : 'development.no');
  return (
    <Section title={t('development.section.session')}>
      <Rows
        rows={[
          [t('development.field.loggedIn'), <span data-testid="diag-logged-in">{yesNo(d.loggedIn)}</span>],
          [t('development.field.userNo'), d.userNo || '-'],
          [t('development.field.userName'), <span className={ui.wrapAny}>{d.userName || '-'}</span>],
          [t('development.field.tokenExpiry'), expiry(d.tokenExpiresAt)],
          [t('development.field.refreshExpiry'), expiry(d.refreshExpiresAt)],
        ]}
      />
    </Section>
  );
}

export function BuildSection({ d }: { d: Diagnostics }) {
  const t = useT();
  return (
    <Section title={t('development.section.build')}>
      <Rows
        rows={[
          [t('development.field.version'), <span data-testid="diag-version">{`${d.version} (${d.versionCode})`}</span>],
          [t('development.field.build'), <span data-testid="diag-build">{d.build}</span>],
          [t('development.field.locale'), <span data-testid="diag-locale">{d.locale}</span>],
          [t('development.field.localeSetting'), d.localeSetting],
        ]}
      />
    </Section>
  );
}

export function ConnectionSection({ d }: { d: Diagnostics }) {
  const t = useT();
  return (
    <Section title={t('development.section.connection')}>
      <Rows
        rows={[
          [
            t('development.field.apiBase'),
            <span className={css.mono} data-testid="diag-api-base">
              {d.apiBase || '-'}
            </span>,
          ],
          ...Object.entries(d.services).map(([name, url]): [string, ReactNode] => [
            name,
            <span className={css.mono}>{url}</span>,
          ]),
          [t('development.field.companyType'), d.companyType || '-'],
        ]}
      />
    </Section>
  );
}

export function ClientSection({ d }: { d: Diagnostics }) {
  const t = useT();
  const yesNo = (v: boolean) => t(v ? 'development.yes' : 'development.no');
  return (
    <Section title={t('development.section.client')}>
      <Rows
        rows={[
          [t('development.field.platform'), d.platform],
          [t('development.field.os'), `${yesNo(d.isIOS)} / ${yesNo(d.isAndroid)}`],
          [t('development.field.messagingApp'), yesNo(d.inMessagingApp)],
          [t('development.field.bigScreen'), yesNo(d.bigScreen)],
          [t('development.field.clientId'), <span className={css.mono}>{d.clientId || '-'}</span>],
          [t('development.field.viewport'), d.viewport],
          [t('development.field.userAgent'), <span className={css.mono}>{d.userAgent}</span>],
        ]}
      />
    </Section>
  );
}

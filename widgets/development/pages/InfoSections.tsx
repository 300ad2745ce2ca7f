import { useEffect, useId, useState, useStore, type ReactNode } from '../../../src/framework';
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

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </>
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
      <dl className={css.list}>
        <Item term={t('development.field.loggedIn')}>
          <span data-testid="diag-logged-in">{yesNo(d.loggedIn)}</span>
        </Item>
        <Item term={t('development.field.userNo')}>{d.userNo || '-'}</Item>
        <Item term={t('development.field.userName')}>
          <span className={ui.wrapAny}>{d.userName || '-'}</span>
        </Item>
        <Item term={t('development.field.tokenExpiry')}>{expiry(d.tokenExpiresAt)}</Item>
        <Item term={t('development.field.refreshExpiry')}>{expiry(d.refreshExpiresAt)}</Item>
      </dl>
    </Section>
  );
}

export function BuildSection({ d }: { d: Diagnostics }) {
  const t = useT();
  return (
    <Section title={t('development.section.build')}>
      <dl className={css.list}>
        <Item term={t('development.field.version')}>
          <span data-testid="diag-version">{`${d.version} (${d.versionCode})`}</span>
        </Item>
        <Item term={t('development.field.build')}>
          <span data-testid="diag-build">{d.build}</span>
        </Item>
        <Item term={t('development.field.locale')}>
          <span data-testid="diag-locale">{d.locale}</span>
        </Item>
        <Item term={t('development.field.localeSetting')}>{d.localeSetting}</Item>
      </dl>
    </Section>
  );
}

export function ConnectionSection({ d }: { d: Diagnostics }) {
  const t = useT();
  return (
    <Section title={t('development.section.connection')}>
      <dl className={css.list}>
        <Item term={t('development.field.apiBase')}>
          <span className={css.mono} data-testid="diag-api-base">
            {d.apiBase || '-'}
          </span>
        </Item>
        {Object.entries(d.services).map(([name, url]) => (
          <Item key={name} term={name}>
            <span className={css.mono}>{url}</span>
          </Item>
        ))}
        <Item term={t('development.field.companyType')}>{d.companyType || '-'}</Item>
      </dl>
    </Section>
  );
}

export function ClientSection({ d }: { d: Diagnostics }) {
  const t = useT();
  const yesNo = (v: boolean) => t(v ? 'development.yes' : 'development.no');
  return (
    <Section title={t('development.section.client')}>
      <dl className={css.list}>
        <Item term={t('development.field.platform')}>{d.platform}</Item>
        <Item term={t('development.field.os')}>{`${yesNo(d.isIOS)} / ${yesNo(d.isAndroid)}`}</Item>
        <Item term={t('development.field.messagingApp')}>{yesNo(d.inMessagingApp)}</Item>
        <Item term={t('development.field.bigScreen')}>{yesNo(d.bigScreen)}</Item>
        <Item term={t('development.field.clientId')}>
          <span className={css.mono}>{d.clientId || '-'}</span>
        </Item>
        <Item term={t('development.field.viewport')}>{d.viewport}</Item>
        <Item term={t('development.field.userAgent')}>
          <span className={css.mono}>{d.userAgent}</span>
        </Item>
      </dl>
    </Section>
  );
}

import { mainApi } from '../../../src/api/main';
import { useState } from '../../../src/framework';
import type { PageProps } from '../../../src/router';
import { Page, useSingleFlight, useT, ui } from '../../../src/ui';
import { PROBES, runProbe, type ProbeResult } from '../probes';
import { BuildSection, ConnectionSection, Section, SessionSection, useDiagnostics } from './InfoSections';
import { LoginTester } from './LoginTester';
import { ReportSection } from './ReportSection';
import { ResultLine } from './RequestTester';
import * as css from '../development.css';

const ME = PROBES.find((p) => p.path === mainApi.me.path)!;

/**
 * /pages/development/testLogin/testLogin: sign-in trouble. The session as stored, a check of it against the
 * server, and a test of an account that leaves the current session alone.
 */
export function TestLogin(_props: PageProps) {
  const t = useT();
  const d = useDiagnostics();
  const [check, setCheck] = useState<ProbeResult | null>(null);
  const [run, running] = useSingleFlight(async () => setCheck(await runProbe(ME)));
  return (
    <Page titleKey="development.testLoginTitle">
      <div className={css.grid}>
        <SessionSection d={d} />
        <Section title={t('development.checkSession')}>
          <button type="button" className={ui.button.secondary} disabled={running} onClick={() => void run()}>
            {t(running ? 'development.running' : 'development.checkSession')}
          </button>
          {check && (
            <ul className={css.results}>
              <ResultLine result={check} />
            </ul>
          )}
        </Section>
        <LoginTester />
        <ConnectionSection d={d} />
        <BuildSection d={d} />
        <ReportSection d={d} />
      </div>
    </Page>
  );
}

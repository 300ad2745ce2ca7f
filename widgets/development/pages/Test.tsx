import type { PageProps } from '../../../src/router';
import { Page } from '../../../src/ui';
import { BuildSection, ClientSection, ConnectionSection, SessionSection, useDiagnostics } from './InfoSections';
import { ReportSection } from './ReportSection';
import { RequestTester } from './RequestTester';
import * as css from '../development.css';

/** /pages/development/test: everything support asks for first, and a request tester for every service. */
export function Test(_props: PageProps) {
  const d = useDiagnostics();
  return (
    <Page titleKey="development.testTitle">
      <div className={css.grid}>
        <BuildSection d={d} />
        <SessionSection d={d} />
        <ConnectionSection d={d} />
        <ClientSection d={d} />
        <RequestTester />
        <ReportSection d={d} />
      </div>
    </Page>
  );
}

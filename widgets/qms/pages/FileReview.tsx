import { useMemo } from '../../../src/framework';
import { download } from '../../../src/http';
import type { PageProps } from '../../../src/router/area';
import { ErrorView, Page } from '../../../src/ui';
import { FileViewer } from '../../../src/viewers';

/** A file name from the address is untrusted: plain names only, no paths. */
const SAFE_NAME = /^[\w][\w .()\-\u4e00-\u9fff]{0,120}\.[A-Za-z0-9]{1,8}$/;

/** QMS showPDF and showExcel (`?name=`): the case file from the QMS service, in the viewer for its type. */
export function FileReview({ query }: PageProps) {
  const name = (query.name ?? '').trim();
  const valid = SAFE_NAME.test(name) && !name.includes('..');
  const file = useMemo(() => ({ name, load: () => download('qms', `/files/${encodeURIComponent(name)}`, { silent: true }) }), [name]);
  return (
    <Page title={valid ? name : ''} bare>
      {valid ? <FileViewer file={file} /> : <ErrorView messageKey="error.badAddress" />}
    </Page>
  );
}

import { useMemo } from '../../../src/framework';
import type { ServiceName } from '../../../src/api/define';
import { download } from '../../../src/http';
import type { PageProps } from '../../../src/router/area';
import { ErrorView, Page } from '../../../src/ui';
import { FileViewer } from '../../../src/viewers';

/** A file name from the address is untrusted: plain names only, no paths. */
export const SAFE_NAME = /^[\w][\w .()\-\u4e00-\u9fff]{0,120}\.[A-Za-z0-9]{1,8}$/;

/**
 * showPDF and showExcel (`?name=`): the file of a case, downloaded with the session's token and opened in the
 * viewer that fits its type (a PDF, a spreadsheet, an image; any other type gets the unsupported message).
 */
export function fileReviewPage(service: ServiceName) {
  return function FileReview({ query }: PageProps) {
    const name = (query.name ?? '').trim();
    const valid = SAFE_NAME.test(name) && !name.includes('..');
    const file = useMemo(() => ({ name, load: () => download(service, `/files/${encodeURIComponent(name)}`, { silent: true }) }), [name]);
    return (
      <Page title={valid ? name : ''} bare>
        {valid ? <FileViewer file={file} /> : <ErrorView messageKey="error.badAddress" />}
      </Page>
    );
  };
}

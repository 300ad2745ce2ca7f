import { useMemo } from '../framework';
import type { ServiceName } from '../api/define';
import { download } from '../http';
import type { PageProps } from '../router/area';
import { ErrorView, Page } from '../ui';
import { FileViewer } from './FileViewer';

/** A file name from the address is untrusted: plain names only, no paths. */
const SAFE_NAME = /^[\w][\w .()\-\u4e00-\u9fff]{0,120}\.[A-Za-z0-9]{1,8}$/;

/**
 * The showPDF and showExcel pages of an area (`?name=`): the case file, downloaded from that area's service with
 * the session's token and opened in the viewer that fits its type. A name that is not a plain file name gets the
 * "link not valid" message under a generic title, never the name itself.
 */
export function fileReviewPage(service: ServiceName) {
  return function FileReview({ query }: PageProps) {
    const name = (query.name ?? '').trim();
    const valid = SAFE_NAME.test(name) && !name.includes('..');
    const file = useMemo(() => ({ name, load: () => download(service, `/files/${encodeURIComponent(name)}`) }), [name]);
    return (
      <Page title={valid ? name : undefined} titleKey="files.title" bare>
        {valid ? <FileViewer file={file} /> : <ErrorView messageKey="error.badAddress" />}
      </Page>
    );
  };
}

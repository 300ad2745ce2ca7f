import type { ServiceName } from '../api/define';
import { download } from '../http';
import type { PageProps } from '../router/area';
import { ErrorView, Page } from '../ui';
import { FileReview } from './FileReview';
import { isSafeFileName } from './names';

/**
 * The showPDF and showExcel pages of an area (`?name=`): the case file, downloaded from that area's service with
 * the session's token and opened in the viewer that fits its type. Any name people give files is accepted
 * (names.ts); a name with a path or control characters gets the "link not valid" message under a generic
 * title, never the name itself. The name travels percent-encoded, and the server looks it up among the case's
 * stored files.
 */
export const fileReviewPage = (service: ServiceName) => (props: PageProps) => (
  <FileReviewRoute {...props} service={service} />
);

function FileReviewRoute({ query, service }: PageProps & { service: ServiceName }) {
  const name = query.name ?? '';
  if (!isSafeFileName(name)) {
    return (
      <Page titleKey="files.title">
        <ErrorView messageKey="error.badAddress" />
      </Page>
    );
  }
  return <FileReview key={name} name={name} load={() => download(service, `/files/${encodeURIComponent(name)}`)} />;
}

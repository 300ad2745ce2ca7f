import type { PageProps } from '../../../src/router';
import { ErrorView, Page } from '../../../src/ui';
import { FormDetail } from '../parts/FormDetail';
import { safeId } from '../util';

/** Every processing-info route: the registry decides what shows; `type` is the route's form type. */
export function ProcessingInfo({ query, type }: PageProps & { type: string }) {
  const id = safeId(query.id);
  return (
    <Page titleKey={`sap.type.${type}`}>
      {id ? <FormDetail id={id} expectType={type} /> : <ErrorView messageKey="common.404" />}
    </Page>
  );
}

export const processingPage = (type: string) => (props: PageProps) => <ProcessingInfo {...props} type={type} />;

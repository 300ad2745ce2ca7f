import type { HashLocation } from '../../../src/router/location';
import { hostLoaders, PageHost } from '../../../src/router/PageHost';

/**
 * Another route's page inside the inbox (its right pane on a big screen): the same loading, failure and
 * not-found rules as any page, while the address stays on the inbox.
 */
export function EmbeddedPage({ location }: { location: HashLocation }) {
  return <PageHost loaders={hostLoaders} location={location} />;
}

import type { InboxItem } from '../../../src/api/inbox';
import { parseHash } from '../../../src/router/location';
import { fromQueue } from '../../../src/router/queue';
import { NavigationProvider, useT, type UiNavigation } from '../../../src/ui';
import { EmbeddedPage } from './EmbeddedPage';
import * as css from '../inbox.css';

interface Props {
  current: InboxItem | undefined;
  navigation: UiNavigation;
  /** Nothing is left to do: the last item was handled, or none waits. */
  done: boolean;
}

/** Beside the list on a big screen: the open item's own page, or a word that nothing is open. */
export function ItemPane({ current, navigation, done }: Props) {
  const t = useT();
  return (
    <section className={css.itemPane} aria-label={current ? current.id : t('inbox.title')} data-testid="item-pane">
      {current ? (
        <NavigationProvider value={navigation}>
          <EmbeddedPage key={current.key} location={parseHash(fromQueue(current.route))} />
        </NavigationProvider>
      ) : (
        <p className={css.paneEmpty}>{done ? t('inbox.pane.done') : t('inbox.pane.empty')}</p>
      )}
    </section>
  );
}

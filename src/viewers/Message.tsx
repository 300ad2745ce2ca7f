import { Icon } from '../ui/icons';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import * as css from './viewer.css';

/** A viewer's full-height message: unsupported type, damaged file. Never a blank page. */
export function ViewerMessage({
  text,
  role = 'alert',
  testId,
  children,
}: {
  text: string;
  role?: 'alert' | 'status';
  testId: string;
  children?: unknown;
}) {
  return (
    <div className={css.message} role={role} data-testid={testId}>
      <span className={css.messageIcon}>
        <Icon name="file" size={40} />
      </span>
      <p className={css.messageText}>{text}</p>
      {children as never}
    </div>
  );
}

/** The viewer's worker could not start (blocked by the page's policy, not downloaded): say so, offer a retry. */
export function WorkerFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ViewerMessage text={t('viewer.workerFailed')} testId="viewer-worker-failed">
      <button type="button" className={ui.button.secondary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </ViewerMessage>
  );
}

import { useEffect, useState } from '../framework';
import { useT } from './hooks';
import * as ui from './controls.css';

/** SPEC 2: the loading view appears only after 200 ms, so fast loads never flash a spinner. */
export const LOADING_DELAY_MS = 200;

export function Loading({ delayMs = LOADING_DELAY_MS }: { delayMs?: number }) {
  const t = useT();
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return null;
  return (
    <div className={ui.center} role="status" data-testid="loading">
      <div className={ui.spinner} />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** SPEC 8: "No record found." */
export function Empty({ messageKey = 'error.noRecord' }: { messageKey?: string }) {
  const t = useT();
  return (
    <div className={ui.center} data-testid="empty">
      <span>{t(messageKey)}</span>
    </div>
  );
}

export function ErrorView({
  messageKey = 'error.getFailed',
  text,
  onRetry,
}: {
  messageKey?: string;
  text?: string;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div className={ui.center} role="alert" data-testid="error-view">
      <span className={ui.wrapAny}>{text || t(messageKey)}</span>
      {onRetry && (
        <button type="button" className={ui.button.secondary} onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

import { DemoOutbox, useT } from '../../../src/ui';
import { head } from '../../../src/ui/demoOutbox.css';
import * as css from '../auth.css';

/** The demo outbox of binding codes for the typed job id, each with a button that puts it in the code field. */
export function CodeOutbox({
  jobId,
  version,
  onUse,
}: {
  jobId: string;
  version: number;
  onUse: (code: string) => void;
}) {
  const t = useT();
  const job = jobId.trim();
  return (
    <DemoOutbox
      version={version}
      texts={{
        title: t('auth.outbox.title'),
        refresh: t('auth.outbox.refresh'),
        hint: t('auth.outbox.hint'),
        empty: t('auth.outbox.empty'),
        to: (to) => t('auth.outbox.to', { to }),
      }}
      show={(m) => !job || m.userNo === job}
      action={(m) => (
        <div className={head}>
          <span className={css.outboxCode} data-code={m.code}>
            {m.code}
          </span>
          <button type="button" className={css.link} onClick={() => onUse(m.code ?? '')}>
            {t('auth.outbox.use')}
          </button>
        </div>
      )}
      testId="demo-outbox"
      itemTestId="outbox-message"
    />
  );
}

import { useEffect, useState } from '../../../src/framework';
import { apiBase } from '../../../src/http';
import { useT, ui } from '../../../src/ui';
import * as css from '../auth.css';

interface Message {
  id: number;
  at: string;
  channel: 'mail' | 'mobile';
  to: string;
  userNo: string;
  text: string;
  code: string;
}

/**
 * The demo server's outbox (GET /demo/outbox): the verification codes it would have mailed or texted. Shown
 * only on the demo host; a real deployment has no such endpoint.
 */
export function DemoOutbox({
  jobId,
  version,
  onUse,
}: {
  jobId: string;
  version: number;
  onUse: (code: string) => void;
}) {
  const t = useT();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    try {
      const res = await fetch(`${apiBase()}/demo/outbox`, { cache: 'no-store', referrerPolicy: 'no-referrer' });
      const list = (await res.json()) as Message[];
      setMessages(Array.isArray(list) ? list : []);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), [version]);
  const mine = (messages ?? []).filter((m) => !jobId.trim() || m.userNo === jobId.trim()).slice(0, 5);
  return (
    <aside className={`${ui.card} ${css.outbox}`} aria-labelledby="demo-outbox-title" data-testid="demo-outbox">
      <div className={css.outboxHead}>
        <h2 id="demo-outbox-title" className={css.outboxTitle}>
          {t('auth.outbox.title')}
        </h2>
        <button type="button" className={css.link} onClick={() => void load()}>
          {t('auth.outbox.refresh')}
        </button>
      </div>
      <p className={ui.muted}>{t('auth.outbox.hint')}</p>
      {failed && <p className={ui.fieldError}>{t('error.getFailed')}</p>}
      {messages && mine.length === 0 && <p className={ui.muted}>{t('auth.outbox.empty')}</p>}
      <ul className={css.outboxList}>
        {mine.map((m) => (
          <li key={m.id} className={css.outboxItem} data-testid="outbox-message">
            <span className={ui.muted}>
              {m.at} · {t('auth.outbox.to', { to: m.to })}
            </span>
            <span className={ui.wrapAny}>{m.text}</span>
            <div className={css.outboxHead}>
              <span className={css.outboxCode} data-code={m.code}>
                {m.code}
              </span>
              <button type="button" className={css.link} onClick={() => onUse(m.code)}>
                {t('auth.outbox.use')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

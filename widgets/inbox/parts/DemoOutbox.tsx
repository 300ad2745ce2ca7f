import { useEffect, useState } from '../../../src/framework';
import { apiBase } from '../../../src/http';
import { useT, ui } from '../../../src/ui';
import * as css from '../inbox.css';

interface Message {
  id: number;
  at: string;
  to: string;
  userNo: string;
  text: string;
}

/**
 * The demo server's outbox of reminders (GET /demo/outbox?kind=reminder): what it would have sent through the
 * messaging app. Shown only on the demo host; a real deployment has no such endpoint, and then nothing shows.
 */
export function DemoOutbox({ version }: { version: number }) {
  const t = useT();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const load = async () => {
    try {
      const res = await fetch(`${apiBase()}/demo/outbox?kind=reminder`, {
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      const list = res.ok ? ((await res.json()) as unknown) : null;
      setMessages(Array.isArray(list) ? (list as Message[]).slice(0, 5) : null);
    } catch {
      setMessages(null);
    }
  };
  useEffect(() => void load(), [version]);
  if (!messages) return null;
  return (
    <aside className={`${ui.card} ${css.outbox}`} aria-labelledby="inbox-outbox-title" data-testid="reminder-outbox">
      <div className={css.rowMeta}>
        <h2 id="inbox-outbox-title" className={css.panelTitle}>
          {t('inbox.outbox.title')}
        </h2>
        <button type="button" className={css.link} onClick={() => void load()}>
          {t('inbox.outbox.refresh')}
        </button>
      </div>
      <p className={ui.muted}>{t('inbox.outbox.hint')}</p>
      {messages.length === 0 && <p className={ui.muted}>{t('inbox.outbox.empty')}</p>}
      <ul className={css.outboxList}>
        {messages.map((m) => (
          <li key={m.id} data-testid="reminder-message">
            <span className={ui.muted}>
              {m.at} · {t('inbox.outbox.to', { to: m.to })}
            </span>
            <br />
            <span className={ui.wrapAny}>{m.text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

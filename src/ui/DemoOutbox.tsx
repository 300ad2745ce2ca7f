import { type ReactNode, useEffect, useState } from '../framework';
import { apiBase } from '../http';
import * as css from './demoOutbox.css';
import { useT } from './hooks';
import * as ui from './ui.css';

export interface OutboxMessage {
  id: number;
  at: string;
  to: string;
  userNo: string;
  text: string;
  code?: string;
}

export interface DemoOutboxProps {
  /** `?kind=` of GET /demo/outbox: none for the account binding's codes, `reminder` for the inbox's reminders. */
  kind?: 'reminder';
  /** A new value reads the outbox again (after the page sent something). */
  version: number;
  /** The box's texts, already translated. */
  texts: { title: string; refresh: string; hint: string; empty: string; to: (to: string) => string };
  /** Which messages to list (the newest five of them). */
  show?: (message: OutboxMessage) => boolean;
  /** What a message offers beside its text (e.g. using its code). */
  action?: (message: OutboxMessage) => ReactNode;
  /** Shows nothing at all when the outbox cannot be read, instead of an error. */
  quiet?: boolean;
  testId: string;
  itemTestId: string;
}

/**
 * The demo server's outbox (GET /demo/outbox): what it would have mailed, texted or sent through the messaging
 * app. Shown only on the demo host; a real deployment has no such endpoint.
 */
export function DemoOutbox({ kind, version, texts, show, action, quiet, testId, itemTestId }: DemoOutboxProps) {
  const t = useT();
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    try {
      const query = kind ? `?kind=${kind}` : '';
      const res = await fetch(`${apiBase()}/demo/outbox${query}`, { cache: 'no-store', referrerPolicy: 'no-referrer' });
      const list = res.ok ? ((await res.json()) as unknown) : null;
      if (!Array.isArray(list)) throw new Error('no outbox');
      setMessages(list as OutboxMessage[]);
      setFailed(false);
    } catch {
      setMessages(null);
      setFailed(true);
    }
  };
  // A new version is the signal to read again.
  useEffect(() => void load(), [version]);
  if (quiet && !messages) return null;
  const listed = (messages ?? []).filter((m) => !show || show(m)).slice(0, 5);
  const titleId = `${testId}-title`;
  return (
    <aside className={`${ui.card} ${css.outbox}`} aria-labelledby={titleId} data-testid={testId}>
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          {texts.title}
        </h2>
        <button type="button" className={css.link} onClick={() => void load()}>
          {texts.refresh}
        </button>
      </div>
      <p className={ui.muted}>{texts.hint}</p>
      {failed && <p className={ui.fieldError}>{t('error.getFailed')}</p>}
      {messages && listed.length === 0 && <p className={ui.muted}>{texts.empty}</p>}
      <ul className={css.list}>
        {listed.map((m) => (
          <li key={m.id} className={css.item} data-testid={itemTestId}>
            <span className={ui.muted}>
              {m.at} · {texts.to(m.to)}
            </span>
            <span className={ui.wrapAny}>{m.text}</span>
            {action?.(m)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

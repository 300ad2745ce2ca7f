import { DemoOutbox, useT } from '../../../src/ui';

/** The demo outbox of reminders; on a host without it, nothing shows. */
export function ReminderOutbox({ version }: { version: number }) {
  const t = useT();
  return (
    <DemoOutbox
      kind="reminder"
      version={version}
      quiet
      texts={{
        title: t('inbox.outbox.title'),
        refresh: t('inbox.outbox.refresh'),
        hint: t('inbox.outbox.hint'),
        empty: t('inbox.outbox.empty'),
        to: (to) => t('inbox.outbox.to', { to }),
      }}
      testId="reminder-outbox"
      itemTestId="reminder-message"
    />
  );
}

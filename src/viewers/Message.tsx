import { Icon } from '../ui/icons';
import * as css from './viewer.css';

/** A viewer's full-height message: unsupported type, damaged file. Never a blank page. */
export function ViewerMessage({ text, role = 'alert', testId, children }: { text: string; role?: 'alert' | 'status'; testId: string; children?: unknown }) {
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

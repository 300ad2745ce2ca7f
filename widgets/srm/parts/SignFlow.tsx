import type { SignStep } from '../../../src/api/srm';
import { ui, useT } from '../../../src/ui';
import * as css from '../srm.css';

/** The sign flow with the SPEC 6 role of each step, who signed, when, the result and the comment (server text). */
export function SignFlow({ steps }: { steps: SignStep[] }) {
  const t = useT();
  return (
    <ol className={css.flow} aria-label={t('srm.flow.title')}>
      {steps.map((s, i) => (
        <li key={i} className={css.step} data-state={s.state} data-role={s.role}>
          {i < steps.length - 1 && <span className={css.stepLine} aria-hidden="true" />}
          <span className={css.stepDot[s.state]} aria-hidden="true" />
          <div className={css.stepHead}>
            <span className={css.stepRole}>{t(`srm.role.${s.role}`)}</span>
            <span className={ui.wrapAny}>{s.userName}</span>
            {s.state === 'done' && s.result ? (
              <span className={`${ui.badge} ${ui.tone[s.result === 'pass' ? 'success' : s.result === 'return' ? 'danger' : 'warning']}`}>{t(`srm.flow.${s.result}`)}</span>
            ) : (
              <span className={`${ui.badge} ${ui.tone[s.state === 'current' ? 'info' : 'neutral']}`}>{t(`srm.flow.${s.state}`)}</span>
            )}
          </div>
          {s.at && <div className={ui.muted}>{s.at}</div>}
          {s.comment && <div className={`${css.stepComment} ${ui.wrapAny}`}>{s.comment}</div>}
        </li>
      ))}
    </ol>
  );
}

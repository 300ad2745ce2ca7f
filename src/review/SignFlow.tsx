import type { ReactNode } from '../framework';
import type { SignStep } from '../api/srm';
import { ui } from '../ui';
import { useReviewT } from './messages';
import * as css from './review.css';

/**
 * The sign flow with the SPEC 6 role of each step, who signed, when, the result and the comment (server text).
 * `extra` adds an area's own badge to a step (QMS: the judgment recorded there).
 */
export function SignFlow({ steps, extra }: { steps: SignStep[]; extra?: (step: SignStep) => ReactNode }) {
  const t = useReviewT();
  return (
    <ol className={css.flow} aria-label={t('review.flow.title')}>
      {steps.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a step has no id, and the flow's steps keep their order.
        <li key={i} className={css.step} data-state={s.state} data-role={s.role}>
          {i < steps.length - 1 && <span className={css.stepLine} aria-hidden="true" />}
          <span className={css.stepDot[s.state]} aria-hidden="true" />
          <div className={css.stepHead}>
            <span className={css.stepRole}>{t(`review.role.${s.role}`)}</span>
            <span className={ui.wrapAny}>{s.userName}</span>
            {s.state === 'done' && s.result ? (
              <span
                className={`${ui.badge} ${ui.tone[s.result === 'pass' ? 'success' : s.result === 'return' ? 'danger' : 'warning']}`}
              >
                {t(`review.flow.${s.result}`)}
              </span>
            ) : (
              <span className={`${ui.badge} ${ui.tone[s.state === 'current' ? 'info' : 'neutral']}`}>
                {t(`review.flow.${s.state}`)}
              </span>
            )}
            {extra?.(s)}
          </div>
          {s.byName && (
            <div className={`${ui.muted} ${ui.wrapAny}`} data-testid="signed-by">
              {t('review.flow.signedBy', { by: s.byName, name: s.userName })}
            </div>
          )}
          {s.at && <div className={ui.muted}>{s.at}</div>}
          {s.comment && <div className={`${css.stepComment} ${ui.wrapAny}`}>{s.comment}</div>}
        </li>
      ))}
    </ol>
  );
}

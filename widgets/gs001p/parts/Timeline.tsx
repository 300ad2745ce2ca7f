import type { GsDetail } from '../../../src/api/gs001p';
import * as formCss from '../../../src/forms/forms.css';
import { useT, ui } from '../../../src/ui';

const DOT: Record<string, string> = { return: formCss.dotReturned, current: formCss.dotCurrent };

/**
 * The case history: what happened (submit, approvals, returns, the final confirmation or close, the automatic
 * close, a move back into development). Who acts now and who comes after is the flow view's (src/flow).
 */
export function Timeline({ detail }: { detail: GsDetail }) {
  const t = useT();
  return (
    <section className={formCss.section} aria-labelledby="gs-history-title">
      <h2 id="gs-history-title" className={formCss.sectionTitle}>
        {t('gs001p.flow.history')}
      </h2>
      <ol className={formCss.timeline} data-testid="sign-history">
        {detail.history.map((h) => (
          <li key={h.seq} className={formCss.step} data-action={h.action}>
            <span className={`${formCss.dot} ${DOT[h.action] ?? formCss.dotDone}`} aria-hidden="true" />
            <div className={formCss.stepHead}>
              <span className={ui.muted}>{t(`gs001p.role.${h.role}`)}</span>
              <span className={`${formCss.stepName} ${ui.wrapAny}`}>
                {h.role === 'system' ? t('gs001p.systemName') : h.userName}
              </span>
              <span
                className={`${ui.badge} ${h.action === 'return' || h.action === 'close' || h.action === 'autoClose' ? ui.tone.danger : ui.tone.success}`}
              >
                {t(`gs001p.action.${h.action}`)}
              </span>
            </div>
            <div className={ui.muted}>{h.at}</div>
            {h.byName && (
              <div className={`${ui.muted} ${ui.wrapAny}`} data-testid="signed-by">
                {t('gs001p.flow.signedBy', { by: h.byName, name: h.userName })}
              </div>
            )}
            {h.comment && <p className={formCss.stepComment}>{h.comment}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

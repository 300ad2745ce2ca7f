import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import type { HistoryStep } from './types';
import * as css from './forms.css';

const DOT = { done: css.dotDone, returned: css.dotReturned, current: css.dotCurrent, waiting: '' } as const;
const TONE = {
  done: ui.tone.success,
  returned: ui.tone.danger,
  current: ui.tone.info,
  waiting: ui.tone.neutral,
} as const;

/** The sign history as a timeline: who (role and name), what state, when, and what they wrote. */
export function SignHistory({
  steps,
  titleKey = 'forms.history',
}: {
  steps: readonly HistoryStep[];
  titleKey?: string;
}) {
  const t = useT();
  return (
    <section className={css.section} aria-label={t(titleKey)}>
      <h2 className={css.sectionTitle}>{t(titleKey)}</h2>
      <ol className={css.timeline} data-testid="sign-history">
        {steps.map((s) => (
          <li key={s.id} className={css.step} data-state={s.state}>
            <span className={`${css.dot} ${DOT[s.state]}`} aria-hidden="true" />
            <div className={css.stepHead}>
              <span className={ui.muted}>{t(s.roleKey)}</span>
              <span className={`${css.stepName} ${ui.wrapAny}`}>{s.name}</span>
              <span className={`${ui.badge} ${TONE[s.state]}`}>{t(`forms.state.${s.state}`)}</span>
            </div>
            {s.by && (
              <div className={`${ui.muted} ${ui.wrapAny}`} data-testid="signed-by">
                {t('forms.signedBy', { by: s.by, name: s.name })}
              </div>
            )}
            {s.time && <div className={ui.muted}>{s.time}</div>}
            {s.comment && <p className={css.stepComment}>{s.comment}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

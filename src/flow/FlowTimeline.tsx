import type { FlowView } from '../api/flow';
import * as fcss from '../forms/forms.css';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import * as css from './flow.css';

type Step = FlowView['steps'][number];

const DOT: Record<string, string> = { approve: fcss.dotDone, submit: fcss.dotDone, return: fcss.dotReturned };
const TONE: Record<string, string> = {
  approve: ui.tone.success,
  submit: ui.tone.success,
  conclude: ui.tone.success,
  return: ui.tone.danger,
  withdraw: ui.tone.danger,
  sendBack: ui.tone.warning,
  transfer: ui.tone.info,
  current: ui.tone.info,
  waiting: ui.tone.neutral,
};

/** A role's name: the flow's own words for every area's roles, the raw role when a server sends a new one. */
function useRoleName() {
  const t = useT();
  return (role: string) => {
    const key = `flow.role.${role}`;
    const text = t(key);
    return text === key ? role : text;
  };
}

/** How an area names a judgment code (QMS: 挑选, 报废…); without one the code shows as sent. */
export type JudgmentText = (code: string) => string;

function StepItem({ step, judgmentText }: { step: Step; judgmentText?: JudgmentText }) {
  const t = useT();
  const role = useRoleName();
  const word = step.meaning ?? step.state;
  return (
    <li className={fcss.step} data-state={step.state} data-meaning={word} data-role={step.role} data-testid="flow-step">
      <span
        className={`${fcss.dot} ${step.state === 'current' ? fcss.dotCurrent : (DOT[word] ?? '')}`}
        aria-hidden="true"
      />
      <div className={fcss.stepHead}>
        <span className={ui.muted}>{role(step.role)}</span>
        <span className={`${fcss.stepName} ${ui.wrapAny}`}>{step.signerName}</span>
        <span className={`${ui.badge} ${TONE[word] ?? ui.tone.neutral}`}>{t(`flow.state.${word}`)}</span>
        {step.overdue && <span className={css.overdue}>{t('flow.overdue')}</span>}
      </div>
      {step.origin !== 'planned' && step.fromName && (
        <div className={css.note} data-testid="flow-from">
          {t(`flow.origin.${step.origin}`, { from: step.fromName, name: step.signerName })}
        </div>
      )}
      {step.byName && (
        <div className={css.note} data-testid="signed-by">
          {t('flow.onBehalf', { by: step.byName, name: step.signerName })}
        </div>
      )}
      {step.time && <div className={ui.muted}>{step.time}</div>}
      {!step.time && step.due && (
        <div className={step.overdue ? css.overdue : ui.muted}>{t('flow.due', { time: step.due })}</div>
      )}
      {step.judgment && (
        <div className={css.note}>
          {t('flow.judgment', { judgment: judgmentText?.(step.judgment) ?? step.judgment })}
        </div>
      )}
      {step.comment && <p className={fcss.stepComment}>{step.comment}</p>}
    </li>
  );
}

/** The flow of any area's record: who, role, state, time, comment, on behalf of, transferred from, and the CC reads. */
export function FlowTimeline({ view, judgmentText }: { view: FlowView; judgmentText?: JudgmentText }) {
  const t = useT();
  return (
    <section className={fcss.section} aria-label={t('flow.title')}>
      <h2 className={fcss.sectionTitle}>
        {t('flow.title')}
        {view.status === 'withdrawn' && <span className={`${ui.badge} ${ui.tone.danger}`}> {t('flow.withdrawn')}</span>}
      </h2>
      <ol className={fcss.timeline} data-testid="flow-timeline">
        {view.steps.map((s) => (
          <StepItem key={s.index} step={s} judgmentText={judgmentText} />
        ))}
      </ol>
      {view.cc.length > 0 && (
        <>
          <h3 className={fcss.sectionTitle}>{t('flow.ccTitle')}</h3>
          <ul className={fcss.timeline} data-testid="flow-cc">
            {view.cc.map((c) => (
              <li key={c.userNo} className={css.note}>
                {c.readAt
                  ? t('flow.ccRead', { name: c.userName, by: c.byName, time: c.readAt })
                  : t('flow.ccUnread', { name: c.userName, by: c.byName })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import type { DispatchLevel, Light, ReviewState, SignState } from '../../../src/api/srm';
import { ui, useT } from '../../../src/ui';
import * as css from '../srm.css';

const STATE_TONE: Record<ReviewState, keyof typeof ui.tone> = {
  underReview: 'info',
  closedCase: 'success',
  speciallyConcluded: 'warning',
  selfClosing: 'neutral',
  pendingSubmission: 'danger',
};

export function StateBadge({ state }: { state: ReviewState }) {
  const t = useT();
  return <span className={`${ui.badge} ${ui.tone[STATE_TONE[state]]}`} data-state={state}>{t(`srm.state.${state}`)}</span>;
}

/** SPEC 4 sign states 0/1/2, shown with the number users know from the desktop system. */
export function SignBadge({ sign }: { sign: SignState }) {
  const t = useT();
  return (
    <span className={`${ui.badge} ${ui.tone.neutral}`} data-sign={sign} title={t('srm.sign.label')}>
      {sign} · {t(`srm.sign.${sign}`)}
    </span>
  );
}

export function DispatchBadge({ level }: { level: DispatchLevel }) {
  const t = useT();
  const tone = level === 'extraUrgent' ? 'danger' : level === 'urgent' ? 'warning' : 'neutral';
  return <span className={`${ui.badge} ${ui.tone[tone]}`} title={t('srm.dispatch.label')}>{t(`srm.dispatch.${level}`)}</span>;
}

export function LightBadge({ light }: { light: Light }) {
  const t = useT();
  return (
    <span className={css.light} data-light={light}>
      <span className={css.lightDot[light]} aria-hidden="true" />
      {t(`srm.light.${light}`)}
    </span>
  );
}

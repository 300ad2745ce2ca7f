import type { DispatchLevel, Light } from '../../../src/api/srm';
import { ui, useT } from '../../../src/ui';
import * as css from '../srm.css';

/** SRM's own badges; review and sign states are the shared ones in src/review. */
export function DispatchBadge({ level }: { level: DispatchLevel }) {
  const t = useT();
  const tone = level === 'extraUrgent' ? 'danger' : level === 'urgent' ? 'warning' : 'neutral';
  return (
    <span className={`${ui.badge} ${ui.tone[tone]}`} title={t('srm.dispatch.label')}>
      {t(`srm.dispatch.${level}`)}
    </span>
  );
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

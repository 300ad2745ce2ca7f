import { scoreBand, type ScoreBand } from '../../../src/api/srm';
import { useT } from '../../../src/ui';
import * as css from '../srm.css';

const BANDS: ScoreBand[] = ['D', 'C', 'B', 'A'];

/**
 * SPEC 9 review bands drawn on the 0-100 scale: D under 65, C 65 to under 80, B 80 to under 90, A 90 and up,
 * with a marker at the score. The text says the same for screen readers.
 */
export function ScoreGauge({ score }: { score: number }) {
  const t = useT();
  const band = scoreBand(score);
  const clamped = Math.max(0, Math.min(100, score));
  const label = t('srm.band.gauge', { score, band, name: t(`srm.band.${band}`) });
  return (
    <div className={css.gauge} data-testid="score-gauge" data-band={band}>
      <div className={css.gaugeHead}>
        <span className={`${css.gaugeScore} ${css.bandColor[band]}`}>{score}</span>
        <span className={`${css.gaugeBand} ${css.bandColor[band]}`}>
          {band} · {t(`srm.band.${band}`)}
        </span>
        <span className={css.gaugeBand} style={{ fontWeight: 400, fontSize: '13px' }}>
          {t(`srm.band.range${band}`)}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native meter cannot draw the coloured bands and the marker inside it. */}
      <div
        className={css.gaugeTrack}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={label}
        aria-label={t('srm.band.label')}
      >
        {BANDS.map((b) => (
          <span key={b} className={css.gaugeSegment[b]} />
        ))}
        <span className={css.gaugeMarker} style={{ left: `${clamped}%` }} />
      </div>
      <div className={css.gaugeScale} aria-hidden="true">
        {[0, 65, 80, 90, 100].map((tick) => (
          <span key={tick} className={css.gaugeTick} style={{ left: `${tick}%` }}>
            {tick}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The small bar of a list row. */
export function MiniScore({ score }: { score: number }) {
  const t = useT();
  const band = scoreBand(score);
  return (
    <span
      className={`${css.miniGauge} ${css.bandColor[band]}`}
      title={t('srm.band.gauge', { score, band, name: t(`srm.band.${band}`) })}
      data-band={band}
    >
      <span className={css.miniTrack} aria-hidden="true">
        <span
          className={`${css.miniFill} ${css.bandFill[band]}`}
          style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
        />
      </span>
      {score} {band}
    </span>
  );
}

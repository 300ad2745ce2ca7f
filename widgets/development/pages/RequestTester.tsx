import type { ServiceName } from '../../../src/api/define';
import { useRef, useState } from '../../../src/framework';
import { Field, formatDateTime, useSingleFlight, useT, ui } from '../../../src/ui';
import { PROBES, probesOf, runProbe, SERVICES, verdict, type ProbeResult } from '../probes';
import { Section } from './InfoSections';
import * as css from '../development.css';

const TONE = { ok: ui.tone.success, reached: ui.tone.warning, failed: ui.tone.danger } as const;

export function ResultLine({ result }: { result: ProbeResult }) {
  const t = useT();
  const v = verdict(result);
  return (
    <li className={css.result} data-testid="probe-result" data-verdict={v}>
      <span className={`${ui.badge} ${TONE[v]}`}>{t(`development.result.${v}`)}</span>
      <span className={css.mono}>GET {result.url.replace(/^https?:\/\/[^/]+/, '')}</span>
      <span>
        {result.failure
          ? t(`development.result.${result.failure}`)
          : t('development.result.status', { status: result.status })}
      </span>
      {result.code !== undefined && <span>{t('development.result.code', { code: result.code })}</span>}
      <span data-testid="probe-time">{t('development.result.time', { ms: result.ms })}</span>
      {result.message && <span className={`${ui.muted} ${ui.wrapAny}`}>{result.message}</span>}
      <span className={ui.muted}>{formatDateTime(result.at)}</span>
    </li>
  );
}

/** Pick a configured service and a harmless GET, run it, read status, code and time. Newest result first. */
export function RequestTester() {
  const t = useT();
  const [service, setService] = useState<ServiceName>('main');
  const [probeId, setProbeId] = useState(probesOf('main')[0].id);
  // Each run gets its own number as a key: newest first means positions shift with every run.
  const runs = useRef(0);
  const [results, setResults] = useState<Array<{ n: number; result: ProbeResult }>>([]);
  const [run, running] = useSingleFlight(async () => {
    const probe = PROBES.find((p) => p.id === probeId) ?? probesOf(service)[0];
    const result = await runProbe(probe);
    runs.current += 1;
    const n = runs.current;
    setResults((prev) => [{ n, result }, ...prev].slice(0, 8));
  });
  return (
    <Section title={t('development.section.tester')} wide>
      <div className={css.controls}>
        <Field id="probe-service" label={t('development.service')}>
          {(field) => (
            <select
              {...field}
              className={ui.input}
              value={service}
              onChange={(e) => {
                const next = (e.target as HTMLSelectElement).value as ServiceName;
                setService(next);
                setProbeId(probesOf(next)[0].id);
              }}
            >
              {SERVICES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="probe-request" label={t('development.request')}>
          {(field) => (
            <select
              {...field}
              className={ui.input}
              value={probeId}
              onChange={(e) => setProbeId((e.target as HTMLSelectElement).value)}
            >
              {probesOf(service).map((p) => (
                <option key={p.id} value={p.id}>
                  {`GET ${p.path}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className={ui.button.primary} disabled={running} onClick={() => void run()}>
          {t(running ? 'development.running' : 'development.run')}
        </button>
      </div>
      {results.length > 0 && (
        <ul className={css.results} aria-label={t('development.history')} aria-live="polite">
          {results.map(({ n, result }) => (
            <ResultLine key={n} result={result} />
          ))}
        </ul>
      )}
    </Section>
  );
}

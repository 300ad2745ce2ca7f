import { evidenceApi, type EvidenceArea, type EvidenceEntry, type RecordEvidence } from '../api/evidence';
import { useEffect, useState } from '../framework';
import { request } from '../http/request';
import { formatDateTime } from '../ui/format';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { SealedPdf, saveSealed } from './SealedPdf';
import * as css from './signing.css';

/** A digest as people compare it: the first and last characters. */
export const shortDigest = (digest: string) => `${digest.slice(0, 8)}…${digest.slice(-8)}`;

function Step({ entry }: { entry: EvidenceEntry }) {
  const t = useT();
  const who = entry.onBehalfOfNo
    ? t('signing.evidence.onBehalf', { name: entry.signerName, principal: entry.onBehalfOfName })
    : t('signing.evidence.by', { name: entry.signerName });
  const meaning = t(`signing.evidence.meaning.${entry.meaning}`);
  return (
    <li className={`${css.entry} ${entry.valid ? '' : css.entryBroken}`} data-testid="evidence-step">
      <strong>{t('signing.evidence.step', { seq: entry.seq, meaning })}</strong>
      <span className={ui.wrapAny}>{who}</span>
      <span>
        {t('join.labelValue', { label: t('signing.evidence.time'), value: formatDateTime(entry.serverTime) })}
      </span>
      <span>
        {t('join.label', { label: t('signing.evidence.digest') })}
        <code className={css.digest} title={entry.contentDigest}>
          {shortDigest(entry.contentDigest)}
        </code>
      </span>
      <span>
        {t('join.labelValue', {
          label: t('signing.evidence.policyLabel'),
          value: t(`signing.evidence.policy.${entry.policy}`),
        })}
      </span>
      {entry.signatureImage.startsWith('data:image/png;base64,') && (
        <img
          className={css.signature}
          src={entry.signatureImage}
          alt={t('signing.evidence.signatureAlt', { name: entry.signerName })}
        />
      )}
      {!entry.valid && <span className={css.broken}>{t('signing.evidence.notVerified')}</span>}
    </li>
  );
}

/**
 * A record's signing evidence: whether its hash chain is intact (or the step where it breaks, and why), each
 * step's meaning, time, content digest and drawn signature, and the sealed PDF to open or download.
 */
export function EvidencePanel({ area, id, revision }: { area: EvidenceArea; id: string; revision?: unknown }) {
  const t = useT();
  const [evidence, setEvidence] = useState<RecordEvidence | null>(null);
  const [viewing, setViewing] = useState(false);
  useEffect(() => {
    // Areas and records without evidence answer 404: the panel then stays away.
    void request(evidenceApi.record, { area, id }, { silent: true }).then(setEvidence, () => setEvidence(null));
  }, [area, id, revision]);
  if (!evidence?.entries.length) return null;
  const { verification: v } = evidence;
  return (
    <section className={css.evidence} aria-label={t('signing.evidence.title')} data-testid="evidence">
      <h3 className={ui.sectionTitle}>{t('signing.evidence.title')}</h3>
      <p className={`${css.verdict} ${v.intact ? css.intact : css.broken}`} data-testid="evidence-verdict">
        {v.intact
          ? `✓ ${t('signing.evidence.intact')}`
          : `✗ ${t('signing.evidence.broken', { step: v.brokenAt, reason: t(`signing.evidence.${v.reason}`) })}`}
      </p>
      <ol className={css.entries}>
        {evidence.entries.map((e) => (
          <Step key={e.seq} entry={e} />
        ))}
      </ol>
      <div className={css.tools}>
        <button type="button" className={ui.button.secondary} onClick={() => setViewing(true)}>
          {t('signing.evidence.openPdf')}
        </button>
        <button type="button" className={ui.button.ghost} onClick={() => saveSealed(area, id)}>
          {t('signing.evidence.downloadPdf')}
        </button>
      </div>
      {viewing && <SealedPdf area={area} id={id} onClose={() => setViewing(false)} />}
    </section>
  );
}

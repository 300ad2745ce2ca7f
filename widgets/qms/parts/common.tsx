import type { ReactNode } from '../../../src/framework';
import type { CaseFile, ProblemClass, ReviewState, SignState, SignStep } from '../../../src/api/srm';
import { Link } from '../../../src/router';
import { Icon, ui, useT } from '../../../src/ui';
import { viewerRoute } from '../../../src/viewers';
import * as css from '../qms.css';

/** QMS's own badges, sign flow, file list and label rows (areas share no code; the shapes match SRM's). */

const STATE_TONE: Record<ReviewState, keyof typeof ui.tone> = {
  underReview: 'info',
  closedCase: 'success',
  speciallyConcluded: 'warning',
  selfClosing: 'neutral',
  pendingSubmission: 'danger',
};

export function StateBadge({ state }: { state: ReviewState }) {
  const t = useT();
  return <span className={`${ui.badge} ${ui.tone[STATE_TONE[state]]}`} data-state={state}>{t(`qms.state.${state}`)}</span>;
}

export function SignBadge({ sign }: { sign: SignState }) {
  const t = useT();
  return (
    <span className={`${ui.badge} ${ui.tone.neutral}`} data-sign={sign} title={t('qms.sign.label')}>
      {sign} · {t(`qms.sign.${sign}`)}
    </span>
  );
}

export function ProblemBadge({ cls }: { cls: ProblemClass }) {
  const t = useT();
  return <span className={`${ui.badge} ${ui.tone[cls === 'serious' ? 'danger' : cls === 'main' ? 'warning' : 'neutral']}`} title={t('qms.problem.label')}>{t(`qms.problem.${cls}`)}</span>;
}

export function SignFlow({ steps }: { steps: SignStep[] }) {
  const t = useT();
  return (
    <ol className={css.flow} aria-label={t('qms.flow.title')}>
      {steps.map((s, i) => (
        <li key={i} className={css.step} data-state={s.state} data-role={s.role}>
          {i < steps.length - 1 && <span className={css.stepLine} aria-hidden="true" />}
          <span className={css.stepDot[s.state]} aria-hidden="true" />
          <div className={css.stepHead}>
            <span className={css.stepRole}>{t(`qms.role.${s.role}`)}</span>
            <span className={ui.wrapAny}>{s.userName}</span>
            {s.state === 'done' && s.result ? (
              <span className={`${ui.badge} ${ui.tone[s.result === 'pass' ? 'success' : s.result === 'return' ? 'danger' : 'warning']}`}>{t(`qms.flow.${s.result}`)}</span>
            ) : (
              <span className={`${ui.badge} ${ui.tone[s.state === 'current' ? 'info' : 'neutral']}`}>{t(`qms.flow.${s.state}`)}</span>
            )}
            {s.judgment && <span className={`${ui.badge} ${ui.tone.info}`}>{t('qms.flow.judged', { judgment: t(`qms.judgment.${s.judgment}`) })}</span>}
          </div>
          {s.at && <div className={ui.muted}>{s.at}</div>}
          {s.comment && <div className={`${css.stepComment} ${ui.wrapAny}`}>{s.comment}</div>}
        </li>
      ))}
    </ol>
  );
}

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function FileList({ files }: { files: CaseFile[] }) {
  return (
    <ul className={css.files}>
      {files.map((f) => (
        <li key={f.name}>
          <Link href={viewerRoute('/pages/QMS/fileReview', f.name)} className={css.fileLink}>
            <Icon name="file" size={20} />
            <span className={ui.wrapAny}>{f.name}</span>
            <span className={css.fileSize}>{sizeOf(f.size)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Kv({ rows }: { rows: Array<[string, ReactNode] | false | null | undefined> }) {
  return (
    <dl className={css.kv}>
      {rows.filter((r): r is [string, ReactNode] => !!r).map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt className={css.kvKey}>{key}</dt>
          <dd className={`${css.kvValue} ${ui.wrapAny}`}>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const QMS_NAV = [
  ['home', '/pages/QMS/index/indexHome'],
  ['index', '/pages/QMS/index/index'],
  ['indexIdrPdr', '/pages/QMS/index/indexIdrPdr'],
  ['system', '/pages/SRM/selectSystem/selectSystem'],
] as const;

export function AreaNav({ current }: { current: string }) {
  const t = useT();
  const label = (key: string) => (key === 'home' ? t('qms.home.title') : key === 'system' ? t('qms.home.system') : t(`qms.list.${key}`));
  return (
    <nav className={css.areaNav} aria-label={t('qms.title')}>
      {QMS_NAV.map(([key, href]) => (
        <Link key={key} href={href} className={css.chip} aria-current={href === current ? 'page' : undefined}>
          {label(key)}
        </Link>
      ))}
    </nav>
  );
}

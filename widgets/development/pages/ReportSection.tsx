import { showToast, useT, ui } from '../../../src/ui';
import { reportText, type Diagnostics } from '../report';
import { Section } from './InfoSections';
import * as css from '../development.css';

/** The diagnostics as text for a support ticket, with a copy button. */
export function ReportSection({ d }: { d: Diagnostics }) {
  const t = useT();
  const text = reportText(d);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('development.copied');
    } catch {
      showToast('development.copyFailed');
    }
  };
  return (
    <Section title={t('development.section.report')} wide>
      <p className={ui.muted}>{t('development.reportHint')}</p>
      <textarea
        className={`${ui.textarea} ${css.report}`}
        readOnly
        value={text}
        aria-label={t('development.section.report')}
        data-testid="diag-report"
      />
      <div className={css.actions}>
        <button type="button" className={ui.button.secondary} onClick={() => void copy()}>
          {t('development.copy')}
        </button>
      </div>
    </Section>
  );
}

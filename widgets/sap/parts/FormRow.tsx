import type { SapFormSummary } from '../../../src/api/sap';
import { memo } from '../../../src/framework';
import type { Locale } from '../../../src/i18n';
import { formatMoney, ui, type useT } from '../../../src/ui';
import { typeTitleKey } from '../registry';
import { STATUS_KEYS, STATUS_TONE } from '../summary';
import * as css from '../sap.css';

type Translate = ReturnType<typeof useT>;

/**
 * One form of a list. Memoised with stable props (the translate function changes only with the language), so
 * appending a page of 30 renders 30 rows, not all of them again.
 */
export const FormRow = memo(function FormRow({
  form,
  t,
  locale,
  selected,
  current,
  onOpen,
}: {
  form: SapFormSummary;
  t: Translate;
  locale: Locale;
  selected?: boolean;
  current?: boolean;
  onOpen: (form: SapFormSummary) => void;
}) {
  return (
    <button
      type="button"
      className={css.row}
      onClick={() => onOpen(form)}
      aria-current={current || undefined}
      data-form-id={form.id}
      data-selected={selected || undefined}
    >
      <span className={css.rowMain}>
        <span className={css.rowHead}>
          <span className={css.rowNo}>{form.id}</span>
          <span className={`${ui.badge} ${STATUS_TONE[form.status]}`}>{t(STATUS_KEYS[form.status])}</span>
        </span>
        <span className={ui.muted}>{t(typeTitleKey(form.type, form.subType))}</span>
        <span className={`${css.rowTitle} ${ui.wrapAny}`}>{form.title}</span>
        <span className={css.rowMeta}>
          <span>{t('join.labelValue', { label: t('sap.applicant'), value: form.applicantName })}</span>
          {form.amount !== null && <span>{formatMoney(form.amount, form.currency, locale)}</span>}
          <span data-testid="row-updated">
            {t('join.labelValue', { label: t('sap.updated'), value: form.updatedAt })}
          </span>
          {form.assigneeName && (
            <span>{t('join.labelValue', { label: t('sap.signer'), value: form.assigneeName })}</span>
          )}
        </span>
      </span>
    </button>
  );
});

import { useStore, type ReactNode } from '../framework';
import { $locale } from '../i18n';
import { useT } from '../ui/hooks';
import { formatValue } from './format';
import { LineItems } from './LineItems';
import type { FormData, FormSpec, SectionSpec } from './types';
import { isWide } from './kinds';
import * as css from './forms.css';

/** One section of header fields as a definition grid. Values are server text: rendered as text, wrapping. */
export function FieldSection({
  section,
  data,
  currency,
}: {
  section: SectionSpec;
  data: FormData['header'];
  currency?: string;
}) {
  const t = useT();
  const locale = useStore($locale);
  const titleId = `sec-${section.titleKey.replace(/\W/g, '-')}`;
  return (
    <section className={css.fieldSection} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t(section.titleKey)}
      </h2>
      <dl className={css.grid}>
        {section.fields.map((f) => (
          <div key={f.key} className={isWide(f) ? `${css.cell} ${css.wide}` : css.cell} data-field={f.key}>
            <dt className={css.term}>{t(f.labelKey)}</dt>
            <dd className={css.value}>{formatValue(f, data[f.key], data, t, locale, currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Renders any form of a FormSpec: header sections, line items (cards on a phone, a table on a big screen) and
 * further tables. Attachments, sign history and actions are separate components the page places around it.
 */
export function DetailView({
  spec,
  data,
  currency,
  before,
  after,
}: {
  spec: FormSpec;
  data: FormData;
  currency?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  return (
    <div data-form-type={spec.type}>
      {before}
      {spec.sections.map((s) => (
        <FieldSection key={s.titleKey} section={s} data={data.header} currency={currency} />
      ))}
      {spec.items && (
        <section className={css.section} aria-label={t(spec.items.titleKey)}>
          <h2 className={css.sectionTitle}>
            {t(spec.items.titleKey)} ({data.items?.length ?? 0})
          </h2>
          <LineItems table={spec.items} rows={data.items ?? []} currency={currency} />
        </section>
      )}
      {spec.tables?.map((table) => (
        <section key={table.key} className={css.section} aria-label={t(table.titleKey)}>
          <h2 className={css.sectionTitle}>{t(table.titleKey)}</h2>
          <LineItems table={table} rows={data.tables?.[table.key] ?? []} currency={currency} />
        </section>
      ))}
      {after}
    </div>
  );
}

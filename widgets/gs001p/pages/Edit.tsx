import { gs001pApi, type GsDetail, type GsFields, type GsFile, type GsPerson } from '../../../src/api/gs001p';
import { type ReactNode, useEffect, useState, useStore } from '../../../src/framework';
import { clearDraft, EditForm, useActionKey, useDraft, validate, type Errors, type Values } from '../../../src/forms';
import * as formCss from '../../../src/forms/forms.css';
import { request } from '../../../src/http';
import { navigateTo, redirectTo, type PageProps } from '../../../src/router';
import { refreshMenu } from '../../../src/account/menu';
import { $session } from '../../../src/session';
import { confirm, Empty, ErrorView, Loading, Page, showToast, useSingleFlight, useT, ui } from '../../../src/ui';
import { Files } from '../parts/Files';
import { StatusBanner } from '../parts/StatusBanner';
import { evaluationSpec, isCaseId } from '../spec';
import { useCase } from './CaseView';
import * as css from '../gs001p.css';

/** Drafts are per user and case ('new' before the first save), so a shared phone never mixes two people's work. */
export const draftKey = (caseId: string | undefined, userNo: string) =>
  `gs001p.${caseId ?? 'new'}.${userNo || 'anonymous'}`;

/** Client checks before a submit: the spec's rules, the responsible engineer and a drawing. */
export function submitErrors(values: Values, files: readonly Pick<GsFile, 'kind'>[]): Errors {
  const errors = validate(evaluationSpec, values);
  if (!values.responsibleEngineer) errors.responsibleEngineer = { key: 'gs001p.engineerRequired' };
  if (!files.some((f) => f.kind === 'drawing')) errors.drawing = { key: 'gs001p.drawingRequired' };
  return errors;
}

function Editor({ detail, engineers }: { detail: GsDetail | null; engineers: GsPerson[] }) {
  const t = useT();
  const { userNo } = useStore($session);
  const caseId = detail?.id;
  // Every keystroke is written to this device at once: a reload, a 401 or a dropped network loses nothing.
  const draft = useDraft<Values>(draftKey(caseId, userNo), () => ({
    currency: 'CNY',
    ...(detail?.fields as Values | undefined),
  }));
  const [files, setFiles] = useState<GsFile[]>(detail?.files ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const actionKey = useActionKey();
  const values = draft.values;

  const change = (key: string, value: string) => {
    draft.set({ ...values, [key]: value });
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const [save, saving] = useSingleFlight(async () => {
    const next = await request(
      gs001pApi.save,
      { id: caseId, fields: values as GsFields },
      caseId ? {} : { idempotencyKey: actionKey.for('create') },
    ).catch(() => null);
    if (!next) return;
    draft.clear();
    showToast('gs001p.saved');
    if (!caseId) {
      clearDraft(draftKey(undefined, userNo));
      redirectTo(`/pages/GS001P/edit?id=${encodeURIComponent(next.id)}`);
    }
  });

  const [submit, submitting] = useSingleFlight(async () => {
    const found = submitErrors(values, files);
    setErrors(found);
    if (Object.keys(found).length) {
      showToast('forms.fixErrors');
      return;
    }
    if (!caseId || !(await confirm('confirm.submitSign'))) return;
    const next = await request(
      gs001pApi.submit,
      { id: caseId, fields: values as GsFields },
      { idempotencyKey: actionKey.for('submit') },
    ).catch(() => null);
    if (!next) return;
    draft.clear();
    showToast('gs001p.submitted');
    void refreshMenu().catch(() => undefined);
    redirectTo(`/pages/GS001P/detail?id=${encodeURIComponent(next.id)}`);
  });

  const engineerError = errors.responsibleEngineer;
  return (
    <>
      {detail && <StatusBanner detail={detail} />}
      {draft.restored && (
        <p className={formCss.draftNote} role="status">
          {t('forms.draftRestored')}
        </p>
      )}
      <EditForm spec={evaluationSpec} values={values} errors={errors} onChange={change} />
      <fieldset className={formCss.section}>
        <legend className={formCss.sectionTitle}>{t('gs001p.field.responsibleEngineer')}</legend>
        <div className={css.engineer}>
          <label className={ui.label} htmlFor="gs-engineer">
            {t('gs001p.field.responsibleEngineer')}
            <span className={formCss.required} aria-hidden="true">
              *
            </span>
          </label>
          <select
            id="gs-engineer"
            className={ui.input}
            value={values.responsibleEngineer ?? ''}
            aria-invalid={!!engineerError || undefined}
            aria-describedby={engineerError ? 'gs-engineer-error' : undefined}
            onChange={(e) => change('responsibleEngineer', (e.target as HTMLSelectElement).value)}
          >
            <option value="">{t('gs001p.chooseEngineer')}</option>
            {engineers.map((p) => (
              <option key={p.userNo} value={p.userNo}>{`${p.userName} (${p.userNo})`}</option>
            ))}
          </select>
          {engineerError && (
            <p id="gs-engineer-error" className={ui.fieldError}>
              {t(engineerError.key)}
            </p>
          )}
        </div>
      </fieldset>
      <Files
        caseId={caseId ?? null}
        files={files}
        editable
        onChange={(next) => (setFiles(next), setErrors(({ drawing: _d, ...rest }) => rest))}
      />
      {errors.drawing && (
        <p className={ui.fieldError} role="alert">
          {t(errors.drawing.key)}
        </p>
      )}
      <div className={css.footer}>
        <button
          type="button"
          className={ui.button.secondary}
          disabled={saving || submitting}
          onClick={() => void save()}
        >
          {t(saving ? 'gs001p.saving' : 'gs001p.tempSave')}
        </button>
        <button
          type="button"
          className={`${ui.button.primary} ${css.grow}`}
          disabled={saving || submitting}
          onClick={() => void submit()}
        >
          {t('gs001p.submit')}
        </button>
      </div>
    </>
  );
}

/** /pages/GS001P/edit: a new evaluation, or one business may still change (draft or returned). */
export function Edit({ query }: PageProps) {
  const t = useT();
  const wanted = query.id;
  const [engineers, setEngineers] = useState<GsPerson[] | null>(null);
  const { detail, error, reload } = useCase(wanted);
  useEffect(() => {
    request(gs001pApi.engineers).then(setEngineers, () => setEngineers([]));
  }, []);
  let body: ReactNode;
  if (wanted && !isCaseId(wanted)) body = <Empty messageKey="common.404" />;
  else if (error) body = <ErrorView messageKey={error.key || 'error.getFailed'} text={error.text} onRetry={reload} />;
  else if (!engineers || (wanted && !detail)) body = <Loading />;
  else if (detail && !detail.actions.includes('save')) {
    body = (
      <div className={ui.center}>
        <span>{t('gs001p.notEditable')}</span>
        <button
          type="button"
          className={ui.button.secondary}
          onClick={() => navigateTo(`/pages/GS001P/detail?id=${encodeURIComponent(detail.id)}`)}
        >
          {t('gs001p.detailTitle')}
        </button>
      </div>
    );
  } else body = <Editor detail={detail ?? null} engineers={engineers} />;
  return <Page titleKey={wanted ? 'gs001p.editTitle' : 'gs001p.newTitle'}>{body}</Page>;
}

import { sapApi, type ApplyRequest } from '../../../src/api/sap';
import { useState, useStore } from '../../../src/framework';
import {
  clearDraft,
  DetailView,
  EditForm,
  readDraft,
  useDraft,
  validate,
  type Errors,
  type FormSpec,
  type Values,
  useActionKey,
} from '../../../src/forms';
import { request } from '../../../src/http';
import { navigateBack, navigateTo, redirectTo, type PageProps } from '../../../src/router';
import { refreshMenu } from '../../../src/account/menu';
import { $session } from '../../../src/session';
import { confirm, Empty, Page, showToast, ui, useSingleFlight, useT } from '../../../src/ui';
import { accountPermissionsSpec, systemRequirementSpec } from '../registry';
import { processingRoute } from '../summary';
import * as css from '../sap.css';
import * as formCss from '../../../src/forms/forms.css';

type ApplyType = ApplyRequest['type'];
const SPECS: Record<ApplyType, FormSpec> = {
  accountPermissions: accountPermissionsSpec,
  SystemRequirement: systemRequirementSpec,
};

/** Drafts are per user and form, so a shared phone never shows one person's application to another. */
export const draftKey = (type: ApplyType, userNo: string) => `sap.${type}.${userNo || 'anonymous'}`;

/** What the applicant fills in: the sections with their input fields only. */
const inputOnly = (spec: FormSpec): FormSpec => ({
  ...spec,
  sections: spec.sections
    .map((s) => ({ ...s, fields: s.fields.filter((f) => f.input !== false) }))
    .filter((s) => s.fields.length),
});

/** Add: the edit form, kept as a local draft on every keystroke; the navigation bar's Preview checks it first. */
export function ApplyEdit({ type }: PageProps & { type: ApplyType }) {
  const t = useT();
  const { userNo } = useStore($session);
  const spec = SPECS[type];
  const draft = useDraft<Values>(draftKey(type, userNo), () => ({}));
  const [errors, setErrors] = useState<Errors>({});
  const preview = () => {
    const found = validate(spec, draft.values);
    setErrors(found);
    if (Object.keys(found).length) {
      showToast('forms.fixErrors');
      return;
    }
    navigateTo(`/pages/SAP/${type}/preview`);
  };
  return (
    <Page
      titleKey={`sap.apply.${type}`}
      right={
        <button type="button" className={ui.navPill} onClick={preview}>
          {t('sap.apply.preview')}
        </button>
      }
    >
      {draft.restored && (
        <p className={formCss.draftNote} role="status">
          {t('forms.draftRestored')}
        </p>
      )}
      <EditForm
        spec={spec}
        values={draft.values}
        errors={errors}
        onChange={(key, value) => {
          draft.patch({ [key]: value });
          if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
        }}
      />
    </Page>
  );
}

/** Preview: the draft as the signers will see it; submitting asks for confirmation, then clears the draft. */
export function ApplyPreview({ type }: PageProps & { type: ApplyType }) {
  const t = useT();
  const { userNo } = useStore($session);
  const spec = inputOnly(SPECS[type]);
  const key = draftKey(type, userNo);
  const values = readDraft<Values>(key);
  const actionKey = useActionKey();
  const valid = !!values && Object.keys(validate(spec, values)).length === 0;
  const [submit, busy] = useSingleFlight(async () => {
    if (!values || !(await confirm('confirm.submitSign'))) return;
    const idempotencyKey = actionKey.for(values);
    const form = await request(sapApi.apply, { type, fields: values }, { idempotencyKey }).catch(() => null);
    if (!form) return;
    actionKey.done();
    clearDraft(key);
    showToast('sap.apply.submitted');
    void refreshMenu().catch(() => undefined);
    redirectTo(processingRoute(type, form.id));
  });
  return (
    <Page titleKey="sap.apply.preview">
      {!valid ? (
        <Empty messageKey="sap.apply.noDraft" />
      ) : (
        <>
          <DetailView spec={spec} data={{ header: values! }} />
          <div className={css.footerBar}>
            <button type="button" className={ui.button.secondary} onClick={navigateBack}>
              {t('sap.apply.edit')}
            </button>
            <button
              type="button"
              className={`${ui.button.primary} ${css.grow}`}
              disabled={busy}
              onClick={() => void submit()}
            >
              {t('sap.apply.submit')}
            </button>
          </div>
        </>
      )}
    </Page>
  );
}

export const applyEditPage = (type: ApplyType) => (props: PageProps) => <ApplyEdit {...props} type={type} />;
export const applyPreviewPage = (type: ApplyType) => (props: PageProps) => <ApplyPreview {...props} type={type} />;

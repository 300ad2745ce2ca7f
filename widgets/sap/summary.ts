import type { SapFormDetail, SignStatus } from '../../src/api/sap';
import type { Locale } from '../../src/i18n/locale';
import { formatMoney } from '../../src/ui/numbers';
import { tone } from '../../src/ui/ui.css';

/**
 * What a form's summary shows, without the framework: the processing-info page renders it (./parts/FormDetail.tsx)
 * and so does the paint of a form opened from a chat link before the framework has arrived (./paint.ts).
 */

/** SPEC 4 sign status: the core `sign.*` labels and a badge tone each. */
export const STATUS_KEYS: Record<SignStatus, string> = {
  underApproval: 'sign.underApproval',
  approvedPass: 'sign.approvedPass',
  approvedReturn: 'sign.approvedReturn',
};
export const STATUS_TONE: Record<SignStatus, string> = {
  underApproval: tone.warning,
  approvedPass: tone.success,
  approvedReturn: tone.danger,
};

/** The route that opens a form (ROUTES.md), with its id. */
export function processingRoute(type: string, id: string): string {
  const q = `?id=${encodeURIComponent(id)}`;
  if (type === 'accountPermissions' || type === 'SystemRequirement') return `/pages/SAP/${type}/processingInfo${q}`;
  return `/pages/SAP/processingInfo/${type}${q}`;
}

/** The summary's two links: the sign flow and the attachments. */
export const flowRoute = (id: string) => `/pages/SAP/processPreview/processPreview?id=${encodeURIComponent(id)}`;
export const filesRoute = (id: string) => `/pages/SAP/file/fileList?id=${encodeURIComponent(id)}`;

/** The summary's label keys and values, in order. */
export function summaryItems(form: SapFormDetail, locale: Locale): Array<[string, string]> {
  return [
    ['sap.applicant', `${form.applicantName} (${form.applicantNo})`],
    ['sap.department', form.department || '-'],
    ['sap.created', form.createdAt],
    // The list card shows the last change under the same label, so the two pages agree.
    ['sap.updated', form.updatedAt],
    ...(form.amount !== null
      ? [['sap.amount', formatMoney(form.amount, form.currency, locale)] as [string, string]]
      : []),
    ...(form.assigneeName ? [['sap.signer', form.assigneeName] as [string, string]] : []),
  ];
}

import { sapApi, type SapFormSummary, type SignStep } from '../../src/api/sap';
import { requestEarly } from '../../src/http';
import type { HistoryStep } from '../../src/forms';
import { alertMessage } from '../../src/ui';
import { navigateTo } from '../../src/router';
import { findSpec } from './registry';
import { processingRoute } from './summary';

/** SPEC 5: a form type this client cannot show sends the user to the electronic signature system. */
export function unsupported(): void {
  void alertMessage({ titleKey: 'sap.unsupportedTitle', messageKey: 'error.formTypeUnsupported' });
}

/** Opens a form's processing info, or explains why it cannot. The form is asked for as the page mounts. */
export function openForm(
  row: Pick<SapFormSummary, 'type' | 'subType' | 'id'>,
  place: 'page' | 'pane' = 'page',
): boolean {
  if (!findSpec(row.type, row.subType)) {
    unsupported();
    return false;
  }
  requestEarly(sapApi.detail, { id: row.id });
  if (place === 'page') navigateTo(processingRoute(row.type, row.id));
  return true;
}

export function historySteps(steps: readonly SignStep[]): HistoryStep[] {
  return steps.map((s) => ({
    id: String(s.seq),
    roleKey: `sap.role.${s.role}`,
    name: s.signerName,
    state: s.state,
    time: s.time,
    comment: s.comment,
    ...(s.byName ? { by: s.byName } : {}),
  }));
}

/** Only a known id shape reaches the server or the address (values from the address are untrusted). */
export function safeId(value: string | undefined): string {
  return /^[A-Za-z0-9-]{1,40}$/.test(value ?? '') ? value! : '';
}

import { sapApi } from '../../../src/api/sap';
import { useState } from '../../../src/framework';
import { useActionKey } from '../../../src/forms';
import { ApiError, request } from '../../../src/http';
import { report } from '../../../src/http/events';
import { useSigning } from '../../../src/signing';
import { t as translate } from '../../../src/i18n';
import { refreshMenu } from '../../../src/account/menu';
import { alertMessage, confirm, showToast, useSingleFlight } from '../../../src/ui';

/** "2 approved, 1 not approved:" and one line per failed form with its reason, in the user's language. */
export function batchReport(results: Array<{ id: string; ok: boolean; code?: number }>): string {
  const failed = results.filter((r) => !r.ok);
  const reason = (code?: number) =>
    code === 5104 || code === 5103
      ? translate(code === 5104 ? 'signing.batchDrawn' : 'signing.batchPin')
      : translate(`sap.batchReason.${code === 403 || code === 404 || code === 409 ? code : 'other'}`);
  return [
    translate('sap.batchReport', { ok: results.length - failed.length, failed: failed.length }),
    ...failed.map((r) => translate('join.labelValue', { label: r.id, value: reason(r.code) })),
  ].join('\n');
}

/**
 * Batch approval of a PDS list: the forms chosen, approved in one request; those that ask for the signing PIN
 * are sent again together with the PIN asked once. Ends with a report of any form not approved.
 */
export function useBatchApprove(titleKey: string, refresh: () => Promise<void>) {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const batchKey = useActionKey();
  const signing = useSigning();
  const [approveChosen, busy] = useSingleFlight(async () => {
    const ids = [...new Set(chosen)];
    if (!ids.length || !(await confirm('sap.confirmBatch', { params: { count: ids.length } }))) return;
    let results = await request(sapApi.batchApprove, { ids }, { idempotencyKey: batchKey.for(ids) }).catch(() => null);
    if (!results) return;
    // Forms that ask for the signing PIN came back 5103: the PIN is asked once, for all of them together.
    const asks = results.filter((r) => r.code === 5103).map((r) => r.id);
    const signed = asks.length
      ? await signing
          .sign('confirm', ({ pin }) =>
            request(sapApi.batchApprove, { ids: asks, pin }, { idempotencyKey: batchKey.for({ asks }), silent: true }),
          )
          .catch((e: unknown) => void (e instanceof ApiError && !e.isUnauthorized && report(e)))
      : [];
    if (signed) results = results.map((r) => signed.find((s) => s.id === r.id) ?? r);
    batchKey.done();
    const failed = results.filter((r) => !r.ok);
    if (failed.length) await alertMessage({ titleKey, text: batchReport(results) });
    else showToast('sap.batchDone', { count: results.length });
    setChosen([]);
    setSelecting(false);
    void refreshMenu().catch(() => undefined);
    await refresh();
  });

  return { selecting, setSelecting, chosen, setChosen, approveChosen, busy, signing };
}

import { PIN_LOCKED, SIGNING_CODES } from '../../../src/api/signing';
import { sapApi } from '../../../src/api/sap';
import type { ActionKey } from '../../../src/forms';
import { ApiError, request } from '../../../src/http';
import { t as translate } from '../../../src/i18n';
import { useSigning } from '../../../src/signing';
import { errorText } from '../util';

/** One item of a batch: done, or why not, in the user's language. */
export interface BatchOutcome {
  id: string;
  ok: boolean;
  reason: string;
}

/** Answers the PIN dialog shows itself (wrong PIN, lock, no PIN yet, dropped network): the rest wait for a retry. */
function pinDialogShows(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const codes: number[] = [SIGNING_CODES.wrongPin, SIGNING_CODES.pinNotSet, PIN_LOCKED];
  return codes.includes(error.code) || error.kind === 'network' || error.kind === 'timeout';
}

/** Why an item was not done; the signing refusals in words of this client, never the server's text. */
function reasonOf(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 0;
  if (code === SIGNING_CODES.drawingRequired) return translate('signing.batchDrawn');
  if (code === SIGNING_CODES.pinRequired) return translate('signing.batchPin');
  return errorText(translate, error);
}

/**
 * The inbox's batch approve or return under each record's signing policy: every form is sent once as it is;
 * those that ask for the signing PIN (5103) are sent again together after the PIN is asked once; a form that
 * asks for a drawing (5108) is refused with its own message, as it is signed on its own page. One idempotency
 * key per form and pass, so a retry of the same form is done once. Render `element` where the page is.
 */
export function useBatchSigning(actionKey: ActionKey) {
  const signing = useSigning();
  const run = async (
    action: 'approve' | 'return',
    ids: string[],
    comment: string,
    onProgress: (done: number) => void,
  ): Promise<BatchOutcome[]> => {
    const send = (id: string, pin?: string) =>
      request(
        action === 'approve' ? sapApi.approve : sapApi.reject,
        { id, comment, ...(pin ? { pin } : {}) },
        { silent: true, idempotencyKey: actionKey.for([action, id, comment, pin ? 'pin' : '']) },
      );
    const out = new Map<string, BatchOutcome>();
    const settle = (id: string, reason = '') => {
      out.set(id, { id, ok: !reason, reason });
      onProgress(out.size);
    };
    const asks: string[] = [];
    for (const id of ids) {
      await send(id).then(
        () => settle(id),
        (error: unknown) =>
          error instanceof ApiError && error.code === SIGNING_CODES.pinRequired
            ? asks.push(id)
            : settle(id, reasonOf(error)),
      );
    }
    if (asks.length) {
      await signing
        .sign('confirm', async ({ pin }) => {
          for (const id of asks.filter((a) => !out.has(a))) {
            try {
              await send(id, pin);
              settle(id);
            } catch (error) {
              if (pinDialogShows(error)) throw error;
              settle(id, reasonOf(error));
            }
          }
        })
        .catch(() => undefined);
      // The PIN dialog was closed: the forms left still ask for it.
      for (const id of asks) if (!out.has(id)) settle(id, translate('signing.batchPin'));
    }
    return ids.map((id) => out.get(id)!);
  };
  return { run, element: signing.element };
}

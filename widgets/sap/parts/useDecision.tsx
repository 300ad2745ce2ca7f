import { sapApi, type SapFormDetail } from '../../../src/api/sap';
import { ApiError, request } from '../../../src/http';
import { report } from '../../../src/http/events';
import { changedParts, SigningCancelled, useSigning } from '../../../src/signing';
import { alertMessage } from '../../../src/ui';
import { t as translate } from '../../../src/i18n';

/** 409 code 5101: the form changed after it was opened (docs/API.md, "Signing evidence"). */
const CONTENT_CHANGED = 5101;

/**
 * Approve and return under the form's signing policy: the PIN or the drawing first when it asks for them, the
 * content digest of the form as shown, and on 5101 the form reloaded and the user told what changed. Rejects
 * whenever nothing was signed, so the approve bar keeps the comment.
 */
export function useDecision(form: SapFormDetail | null | undefined, reload: () => Promise<SapFormDetail | null>) {
  const signing = useSigning();
  const decide = async (action: 'approve' | 'return', comment: string, key: string) => {
    if (!form) throw new SigningCancelled();
    const shown = form;
    try {
      return await signing.sign(shown.signing.policy, (credentials) =>
        request(
          action === 'approve' ? sapApi.approve : sapApi.reject,
          { id: shown.id, comment, contentDigest: shown.signing.contentDigest, ...credentials },
          { idempotencyKey: key, silent: true },
        ),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === CONTENT_CHANGED) {
        const fresh = await reload();
        const what = changedParts(shown, fresh ?? shown).map((k) => translate(k));
        void alertMessage({
          messageKey: 'signing.changed',
          params: { what: what.join(translate('join.list')) },
        });
      } else if (error instanceof ApiError && !error.isUnauthorized) void report(error);
      throw error;
    }
  };
  return { decide, element: signing.element };
}

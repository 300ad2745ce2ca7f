import type { RecordSigning } from '../api/evidence';
import { ApiError } from '../http/errors';
import { report } from '../http/events';
import { t as translate } from '../i18n';
import { alertMessage } from '../ui/dialogs';
import { changedParts, type SignedView } from './changes';
import { SigningCancelled, useSigning, type Credentials } from './useSigning';

/** 409 code 5101: the record changed after it was opened (docs/api/signing.md, "Signing evidence"). */
export const CONTENT_CHANGED = 5101;

/** What a signed decision sends besides its own fields: the digest the signer saw and the policy's credentials. */
export type SignedFields = Credentials & { contentDigest: string };

/**
 * A decision on a record of any area under the policy it came with: the PIN or the drawing first when it asks for
 * them, the content digest as shown, and on 5101 the record reloaded and the user told what changed (`view` says
 * what of a record the signer sees). Rejects whenever nothing was signed, so the caller keeps the comment; send
 * with `silent`: other errors are reported here. Render `element` where the page is.
 */
export function useRecordSigning<V extends { signing: RecordSigning }>(
  record: V | null | undefined,
  reload: () => Promise<V | null>,
  view: (record: V) => SignedView,
) {
  const signing = useSigning();
  const sign = async <R,>(send: (fields: SignedFields) => Promise<R>): Promise<R> => {
    if (!record) throw new SigningCancelled();
    const shown = record;
    try {
      return await signing.sign(shown.signing.policy, (credentials) =>
        send({ contentDigest: shown.signing.contentDigest, ...credentials }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === CONTENT_CHANGED) {
        const fresh = await reload().catch(() => null);
        const what = changedParts(view(shown), view(fresh ?? shown)).map((k) => translate(k));
        void alertMessage({ messageKey: 'signing.changed', params: { what: what.join(translate('join.list')) } });
      } else if (error instanceof ApiError && !error.isUnauthorized) void report(error);
      throw error;
    }
  };
  return { sign, element: signing.element };
}

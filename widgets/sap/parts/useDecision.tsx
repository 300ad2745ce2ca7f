import { sapApi, type SapFormDetail } from '../../../src/api/sap';
import { request } from '../../../src/http';
import { useRecordSigning } from '../../../src/signing';

/**
 * Approve and return under the form's signing policy (src/signing useRecordSigning): the PIN or the drawing
 * first when it asks for them, the content digest of the form as shown, and on 5101 the form reloaded and the
 * user told what changed. Rejects whenever nothing was signed, so the approve bar keeps the comment.
 */
export function useDecision(form: SapFormDetail | null | undefined, reload: () => Promise<SapFormDetail | null>) {
  const signing = useRecordSigning(form, reload, (f) => f);
  const decide = (action: 'approve' | 'return', comment: string, key: string) =>
    signing.sign((fields) =>
      request(
        action === 'approve' ? sapApi.approve : sapApi.reject,
        { id: form?.id ?? '', comment, ...fields },
        { idempotencyKey: key, silent: true },
      ),
    );
  return { decide, element: signing.element };
}

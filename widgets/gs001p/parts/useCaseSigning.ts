import { gs001pApi, type GsDetail } from '../../../src/api/gs001p';
import { request } from '../../../src/http';
import { type SignedFields, type SignedView, useRecordSigning } from '../../../src/signing';

/** Sends a signed act: the fields a policy adds (digest, PIN, drawing) go with it. */
export type SignCase = <R>(send: (fields: SignedFields) => Promise<R>) => Promise<R>;

/** What a signer of an evaluation sees, to say what changed when it changed under an open page. */
const signedView = (d: GsDetail): SignedView => ({ header: d.fields, files: d.files });

/**
 * The evaluation's signing (src/signing): the approve bar and the final confirmation sign through `sign`; a
 * case changed under the page is reloaded into `setDetail`.
 */
export function useCaseSigning(detail: GsDetail | null | undefined, setDetail: (next: GsDetail) => void) {
  const reload = () =>
    request(gs001pApi.detail, { id: detail?.id ?? '' }).then((next) => {
      setDetail(next);
      return next;
    });
  const signing = useRecordSigning(detail, reload, signedView);
  return { sign: signing.sign as SignCase, element: signing.element };
}

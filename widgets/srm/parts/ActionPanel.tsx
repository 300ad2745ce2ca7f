import { afterQueueAction } from '../../../src/router/queue';
import { srmApi, type SrmAction, type SrmCase } from '../../../src/api/srm';
import { SignedComment } from '../../../src/forms/SignedComment';
import { useSignedAction } from '../../../src/forms/useSignedAction';
import { request } from '../../../src/http';
import { useRecordSigning, type SignedView } from '../../../src/signing';
import { confirm, showToast, ui, useT } from '../../../src/ui';
import * as rcss from '../../../src/review/review.css';

const CONFIRM: Record<SrmAction, string> = {
  approve: 'srm.action.confirmApprove',
  return: 'srm.action.confirmReturn',
  specialConclude: 'srm.action.confirmSpecial',
};

/** What a signer of a case sees, to say what changed when it changed under an open page. */
const signedView = (c: SrmCase): SignedView => ({
  header: [
    c.title,
    c.supplierCode,
    c.supplierName,
    c.factoryCode,
    c.reviewType,
    c.nature,
    c.reasons,
    c.methods,
    c.products,
  ],
  items: c.scoreItems,
  tables: [c.problems, c.pay && { current: c.pay.currentTerm, requested: c.pay.requestedTerm }],
  amount: c.pay?.annualAmount,
  currency: c.pay?.currency,
  files: c.files,
});

/**
 * The signer's actions, signed under the case's policy (the PIN or a drawing first when it asks for them). Every action asks for confirmation; returning and concluding specially need a comment.
 * One idempotency key per user action, kept for retries of that action, so a repeated tap is done once. The
 * comment is a draft of this case until the action is done: a reload or a new sign-in keeps it.
 */
export function ActionPanel({ item, onDone }: { item: SrmCase; onDone: (next: SrmCase) => void }) {
  const t = useT();
  const reload = () =>
    request(srmApi.detail, { id: item.id }).then((next) => {
      onDone(next);
      return next;
    });
  const signing = useRecordSigning(item, reload, signedView);
  const signed = useSignedAction<SrmAction, SrmCase>({
    draftKey: `srm.case.${item.id}`,
    check: (action, comment) => action !== 'approve' && !comment && 'srm.action.commentRequired',
    confirm: (action) => confirm(CONFIRM[action], { danger: action !== 'approve' }),
    send: (action, comment, idempotencyKey) =>
      signing.sign((fields) =>
        request(srmApi.act, { id: item.id, action, comment, ...fields }, { idempotencyKey, silent: true }),
      ),
    onDone: (next) => {
      showToast('srm.action.done');
      // Opened from the inbox: the next waiting item opens instead.
      if (afterQueueAction(item.id)) return;
      onDone(next);
    },
  });
  const { busy, run } = signed;
  return (
    <section className={rcss.section}>
      <div className={rcss.actions}>
        <SignedComment
          id="srm-comment"
          label={t('srm.action.comment')}
          hint={signed.error ? undefined : t('srm.action.commentHint')}
          error={signed.error ? t(signed.error.key) : undefined}
          signed={signed}
        />
        <div className={rcss.actionButtons}>
          {item.actions.includes('return') && (
            <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => void run('return')}>
              {t('srm.action.return')}
            </button>
          )}
          {item.actions.includes('specialConclude') && (
            <button
              type="button"
              className={ui.button.secondary}
              disabled={busy}
              onClick={() => void run('specialConclude')}
            >
              {t('srm.action.specialConclude')}
            </button>
          )}
          {item.actions.includes('approve') && (
            <button type="button" className={ui.button.primary} disabled={busy} onClick={() => void run('approve')}>
              {t('srm.action.approve')}
            </button>
          )}
        </div>
      </div>
      {signing.element}
    </section>
  );
}

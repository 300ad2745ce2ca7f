import { afterQueueAction } from '../../../src/router/queue';
import { useState } from '../../../src/framework';
import { SignedComment } from '../../../src/forms/SignedComment';
import { useSignedAction } from '../../../src/forms/useSignedAction';
import { request } from '../../../src/http';
import { useRecordSigning, type SignedView } from '../../../src/signing';
import { JUDGMENTS, RECOGNITIONS, qmsApi, type Judgment, type QmsCase, type Recognition } from '../../../src/api/qms';
import { confirm, showToast, ui, useT } from '../../../src/ui';
import * as rcss from '../../../src/review/review.css';
import * as css from '../qms.css';

interface Judge {
  action: 'approve' | 'return';
  judgment: Judgment | '';
  recognition: Recognition | '';
}

/** What a signer of a case sees, to say what changed when it changed under an open page. */
const signedView = (c: QmsCase): SignedView => ({
  header: [c.title, c.supplierCode, c.supplierName, c.partNo, c.partName, c.factoryCode, c.problemClass, c.description],
  items: [c.lotQty, c.defectQty, c.unit],
  files: c.files,
});

/** One required choice among `options` as radio buttons, with the message when none was picked. */
function ChoiceGroup<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T | '';
  onPick: (value: T) => void;
  label: (value: T) => string;
  error?: string;
}) {
  return (
    <>
      <fieldset className={css.judgeGroup} aria-invalid={!!props.error || undefined}>
        <legend className={css.legend}>{props.legend}</legend>
        {props.options.map((o) => (
          <label key={o} className={css.choice}>
            <input
              type="radio"
              name={props.name}
              value={o}
              checked={props.value === o}
              onChange={() => props.onPick(o)}
            />
            {props.label(o)}
          </label>
        ))}
      </fieldset>
      {props.error && (
        <p className={ui.fieldError} role="alert">
          {props.error}
        </p>
      )}
    </>
  );
}

/**
 * The signer records a judgment (SPEC 4 options) and, on the last step, the recognition category; or returns
 * the case with a comment. Every submission is confirmed first and sent once (idempotency key per action); the
 * comment is a draft of this case until it is sent.
 */
export function JudgePanel({ item, onDone }: { item: QmsCase; onDone: (next: QmsCase) => void }) {
  const t = useT();
  const [judgment, setJudgment] = useState<Judgment | ''>('');
  const [recognition, setRecognition] = useState<Recognition | ''>('');
  const reload = () =>
    request(qmsApi.detail, { id: item.id }).then((next) => {
      onDone(next);
      return next;
    });
  const signing = useRecordSigning(item, reload, signedView);
  // The choices are part of the action: a retry with other choices is another action, with its own key.
  const signed = useSignedAction<Judge, QmsCase>({
    draftKey: `qms.case.${item.id}`,
    check: ({ action }, comment) => {
      if (action === 'approve' && !judgment) return { field: 'judgment', key: 'qms.judge.pickJudgment' };
      if (action === 'approve' && item.finalStep && !recognition)
        return { field: 'recognition', key: 'qms.judge.pickRecognition' };
      if (action === 'return' && !comment) return 'qms.judge.commentRequired';
      return null;
    },
    confirm: ({ action }) => {
      const judged = judgment ? t(`qms.judgment.${judgment}`) : '';
      const message =
        action === 'return'
          ? 'qms.judge.confirmReturn'
          : item.finalStep
            ? 'qms.judge.confirmFinal'
            : 'qms.judge.confirm';
      return confirm(message, {
        params: { judgment: judged, recognition: recognition ? t(`qms.recognition.${recognition}`) : '' },
        danger: action === 'return',
      });
    },
    send: ({ action }, comment, idempotencyKey) =>
      signing.sign((fields) =>
        request(
          qmsApi.judge,
          {
            id: item.id,
            action,
            judgment: action === 'approve' ? (judgment as Judgment) : undefined,
            recognition: action === 'approve' && item.finalStep ? (recognition as Recognition) : undefined,
            comment,
            ...fields,
          },
          { idempotencyKey, silent: true },
        ),
      ),
    onDone: (next, { action }) => {
      showToast(action === 'return' ? 'qms.judge.returned' : 'qms.judge.done');
      // Opened from the inbox: the next waiting item opens instead.
      if (afterQueueAction(item.id)) return;
      onDone(next);
    },
  });
  const { busy, error } = signed;
  const run = (action: Judge['action']) => signed.run({ action, judgment, recognition });

  return (
    <section className={rcss.section} aria-labelledby="qms-judge">
      <h2 id="qms-judge" className={rcss.sectionTitle}>
        {t('qms.judge.title')}
      </h2>
      <div className={rcss.actions}>
        {item.finalStep && (
          <p className={`${ui.badge} ${ui.tone.warning}`} style={{ whiteSpace: 'normal' }}>
            {t('qms.judge.finalHint')}
          </p>
        )}
        <ChoiceGroup
          name="qms-judgment"
          legend={t('qms.judge.judgment')}
          options={JUDGMENTS}
          value={judgment}
          onPick={setJudgment}
          label={(j) => t(`qms.judgment.${j}`)}
          error={error?.field === 'judgment' ? t(error.key) : undefined}
        />
        {item.finalStep && (
          <ChoiceGroup
            name="qms-recognition"
            legend={t('qms.judge.recognition')}
            options={RECOGNITIONS}
            value={recognition}
            onPick={setRecognition}
            label={(r) => t(`qms.recognition.${r}`)}
            error={error?.field === 'recognition' ? t(error.key) : undefined}
          />
        )}
        <SignedComment
          id="qms-comment"
          label={t('qms.judge.comment')}
          hint={error?.field === 'comment' ? undefined : t('qms.judge.commentHint')}
          error={error?.field === 'comment' ? t(error.key) : undefined}
          signed={signed}
        />
        <div className={rcss.actionButtons}>
          <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => void run('return')}>
            {t('qms.judge.return')}
          </button>
          <button type="button" className={ui.button.primary} disabled={busy} onClick={() => void run('approve')}>
            {t('qms.judge.submit')}
          </button>
        </div>
      </div>
      {signing.element}
    </section>
  );
}

import { flowApi, flowTransferApi, MAX_COMMENT_FILES, type FlowArea, type FlowView } from '../api/flow';
import { SignedComment } from '../forms/SignedComment';
import { useSignedAction } from '../forms/useSignedAction';
import { useEffect, useId, useState } from '../framework';
import { request } from '../http/request';
import { upload } from '../http/transfer';
import { Field } from '../ui/Field';
import { useT } from '../ui/hooks';
import { ModalDialog } from '../ui/ModalDialog';
import { input as inputCss } from '../ui/controls.css';
import * as ui from '../ui/ui.css';
import * as css from './flow.css';

export type SheetAction = 'transfer' | 'addBefore' | 'addAfter' | 'sendBack' | 'cc' | 'withdraw' | 'comment';

const NEEDS_PERSON: readonly SheetAction[] = ['transfer', 'addBefore', 'addAfter', 'cc'];
const NEEDS_COMMENT: readonly SheetAction[] = ['transfer', 'sendBack', 'comment'];

/** Employees to pick from, searched on the server as the user types. */
function PersonPicker({ value, onPick, label }: { value: string; onPick: (no: string) => void; label: string }) {
  const t = useT();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [people, setPeople] = useState<Array<{ userNo: string; userName: string }>>([]);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        void request(flowApi.people, { keyword }, { silent: true }).then(
          (rows) => setPeople(rows),
          () => undefined,
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [keyword]);
  return (
    <fieldset className={ui.stack}>
      <legend>{label}</legend>
      <label htmlFor={`${id}-q`} className={ui.muted}>
        {t('flow.search')}
      </label>
      <input
        id={`${id}-q`}
        className={inputCss}
        value={keyword}
        maxLength={60}
        onInput={(e) => setKeyword((e.target as HTMLInputElement).value)}
      />
      <ul className={css.people}>
        {people.map((p) => (
          <li key={p.userNo}>
            <label className={css.person}>
              <input type="radio" name={`${id}-p`} checked={value === p.userNo} onChange={() => onPick(p.userNo)} />
              <span className={ui.wrapAny}>{`${p.userName} (${p.userNo})`}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The one action sheet of every area: transfer, add a signer before or after, send back, CC, withdraw and comment.
 * What is typed stays a draft per user, record and action until the server has it (time-out, 401, 500 or a
 * dropped network keep it), and a retry sends the same idempotency key.
 */
export function ActionSheet({
  area,
  view,
  action,
  onClose,
  onDone,
}: {
  area: FlowArea;
  view: FlowView;
  action: SheetAction;
  onClose: () => void;
  onDone: (next: FlowView) => void;
}) {
  const t = useT();
  const id = useId();
  const [person, setPerson] = useState('');
  const [toStep, setToStep] = useState(view.sendBackTo.at(-1) ?? -1);
  const [files, setFiles] = useState<File[]>([]);
  const signed = useSignedAction<SheetAction, FlowView>({
    draftKey: `flow.${area}.${view.id}.${action}`,
    check: (a, comment) => {
      if (NEEDS_PERSON.includes(a) && !person) return { key: 'flow.pickPerson', field: 'person' };
      if (NEEDS_COMMENT.includes(a) && !comment) return 'flow.commentRequired';
      if (files.length > MAX_COMMENT_FILES) return { key: 'flow.tooManyFiles', field: 'files' };
      return null;
    },
    send: async (a, comment, key) => {
      const fileIds: string[] = [];
      for (const f of files)
        fileIds.push(
          (
            await upload<{ id: string }>(
              'bpm',
              flowTransferApi.upload.path.replace(':area', area).replace(':id', encodeURIComponent(view.id)),
              f,
              f.name,
              {},
            )
          ).id,
        );
      return request(
        flowApi.act,
        {
          area,
          id: view.id,
          action: a,
          comment,
          seenStep: view.currentIndex,
          ...(person ? (a === 'comment' ? { mentions: [person] } : { userNo: person }) : {}),
          ...(a === 'sendBack' ? { toStep } : {}),
          ...(fileIds.length ? { fileIds } : {}),
        },
        { idempotencyKey: key },
      );
    },
    onDone: (next) => onDone(next),
  });
  const title = t(`flow.action.${action}`);
  return (
    // Escape cancels like the cancel button, and not while the action is being sent; the draft stays either way.
    <ModalDialog labelledBy={`${id}-t`} testId="flow-sheet" onCancel={signed.busy ? undefined : onClose}>
      <div className={css.sheet}>
        <h2 id={`${id}-t`} className={css.sheetTitle}>
          {title}
        </h2>
        <p className={css.note}>{t(`flow.help.${action}`)}</p>
        {(NEEDS_PERSON.includes(action) || action === 'comment') && (
          <PersonPicker
            value={person}
            onPick={setPerson}
            label={t(action === 'comment' ? 'flow.mention' : 'flow.person')}
          />
        )}
        {signed.error?.field === 'person' && (
          <p role="alert" className={css.overdue}>
            {t(signed.error.key)}
          </p>
        )}
        {action === 'sendBack' && (
          <Field id={`${id}-step`} label={t('flow.toStep')}>
            {(field) => (
              <select
                {...field}
                className={inputCss}
                value={toStep}
                onChange={(e) => setToStep(Number((e.target as HTMLSelectElement).value))}
              >
                {view.sendBackTo.map((i) => (
                  <option key={i} value={i}>
                    {`${i + 1}. ${view.steps[i].signerName}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <SignedComment
          id={`${id}-comment`}
          label={t(NEEDS_COMMENT.includes(action) ? 'flow.commentRequiredLabel' : 'flow.commentLabel')}
          error={signed.error?.field === 'comment' ? t(signed.error.key) : undefined}
          alert
          maxLength={action === 'comment' ? 2000 : 500}
          signed={signed}
        />
        {action === 'comment' && (
          <Field
            id={`${id}-files`}
            label={t('flow.files', { max: MAX_COMMENT_FILES })}
            error={signed.error?.field === 'files' ? t(signed.error.key) : undefined}
          >
            {(field) => (
              <input
                {...field}
                type="file"
                multiple
                accept="image/*,application/pdf,.xlsx,.docx"
                onChange={(e) => setFiles(Array.from((e.target as HTMLInputElement).files ?? []))}
              />
            )}
          </Field>
        )}
        <div className={ui.row}>
          <button
            type="button"
            className={`${ui.button.secondary} ${ui.grow}`}
            onClick={onClose}
            disabled={signed.busy}
          >
            {t('flow.cancel')}
          </button>
          <button
            type="button"
            className={`${action === 'withdraw' ? ui.button.danger : ui.button.primary} ${ui.grow}`}
            disabled={signed.busy}
            onClick={() => void signed.run(action)}
          >
            {t('flow.send')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

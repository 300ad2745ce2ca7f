import { useEffect, useId, useRef, useState } from '../framework';
import { useT } from '../ui/hooks';
import { input } from '../ui/controls.css';
import * as ui from '../ui/ui.css';
import { SignaturePad } from './SignaturePad';
import { SignDialog } from './SignDialog';
import * as css from './signing.css';
import { isEmpty, signaturePng, type Stroke } from './strokes';

/** What the pad holds, kept by the caller so a cancelled PIN or a dropped network does not lose the drawing. */
export interface PadValue {
  strokes: Stroke[];
  typed: string;
}

/**
 * The drawn signature: draw with a finger, a pen or the mouse, clear and undo; or type a name instead (the
 * keyboard way). An empty pad is refused with a message; Next hands over the PNG.
 */
export function PadDialog({
  value,
  onChange,
  onDone,
  onCancel,
}: {
  value: PadValue;
  onChange: (value: PadValue) => void;
  onDone: (png: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [typing, setTyping] = useState(!!value.typed);
  const [error, setError] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // Choosing to type moves the keyboard to the name field at once.
  useEffect(() => {
    if (typing) nameRef.current?.focus();
  }, [typing]);
  const set = (next: Partial<PadValue>) => {
    setError(false);
    onChange({ ...value, ...next });
  };
  const submit = () => {
    const typed = typing ? value.typed : '';
    if (isEmpty(value.strokes, typed)) return setError(true);
    onDone(signaturePng(value.strokes, typed));
  };
  return (
    <SignDialog
      title={t('signing.padTitle')}
      testId="pad-dialog"
      onCancel={onCancel}
      onSubmit={submit}
      actions={
        <>
          <button type="button" className={`${ui.button.secondary} ${ui.grow}`} onClick={onCancel}>
            {t('signing.cancel')}
          </button>
          <button type="submit" className={`${ui.button.primary} ${ui.grow}`}>
            {t('signing.next')}
          </button>
        </>
      }
    >
      <p className={css.hint}>{t('signing.padHint')}</p>
      <SignaturePad
        strokes={value.strokes}
        typed={typing ? value.typed : ''}
        onChange={(strokes) => set({ strokes })}
      />
      <div className={css.tools}>
        <button
          type="button"
          className={ui.button.ghost}
          disabled={typing || !value.strokes.length}
          onClick={() => set({ strokes: value.strokes.slice(0, -1) })}
        >
          {t('signing.undo')}
        </button>
        <button type="button" className={ui.button.ghost} onClick={() => set({ strokes: [], typed: '' })}>
          {t('signing.clear')}
        </button>
        <button type="button" className={ui.button.ghost} onClick={() => setTyping(!typing)}>
          {t(typing ? 'signing.drawInstead' : 'signing.typeInstead')}
        </button>
      </div>
      {typing && (
        <div>
          <label className={ui.label} htmlFor={`${id}-name`}>
            {t('signing.typedLabel')}
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className={input}
            value={value.typed}
            maxLength={40}
            autoComplete="name"
            onInput={(e) => set({ typed: (e.target as HTMLInputElement).value })}
          />
        </div>
      )}
      {error && (
        <p role="alert" className={css.error}>
          {t('signing.padEmpty')}
        </p>
      )}
    </SignDialog>
  );
}

import type { Delegation } from '../../../src/api/inbox';
import { DatePicker, ui, useT } from '../../../src/ui';
import { delegationText, type DelegationForm as Form } from './useDelegation';
import * as css from '../inbox.css';

interface Props {
  mine: Delegation | null;
  form: Form;
  onSave: () => void;
  saving: boolean;
  onStop: () => void;
  stopping: boolean;
}

/** My delegation: what is set now, the substitute and the date range, save and end. */
export function DelegationForm({ mine, form, onSave, saving, onStop, stopping }: Props) {
  const t = useT();
  const { problem } = form;
  return (
    <form
      className={ui.panel}
      aria-labelledby="delegation-mine"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      noValidate
    >
      <h2 id="delegation-mine" className={ui.panelTitle}>
        {t('inbox.delegation.mineTitle')}
      </h2>
      {mine ? (
        <p className={`${ui.notice} ${ui.tone[mine.active ? 'success' : 'neutral']}`} data-testid="delegation-mine">
          {delegationText(t, mine, 'to')} · {t(mine.active ? 'inbox.delegation.active' : 'inbox.delegation.scheduled')}
        </p>
      ) : (
        <p className={ui.muted} data-testid="delegation-none">
          {t('inbox.delegation.none')}
        </p>
      )}
      <label className={css.field}>
        <span>{t('inbox.delegation.substitute')}</span>
        <input
          className={ui.input}
          value={form.substitute}
          maxLength={20}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('inbox.delegation.substitutePlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'delegation-problem' : undefined}
          onInput={(e) => form.setSubstitute((e.target as HTMLInputElement).value)}
        />
      </label>
      <div className={css.dates}>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: DatePicker is the input, inside this label. */}
        <label className={css.field}>
          <span>{t('inbox.delegation.start')}</span>
          <DatePicker id="delegation-start" value={form.start} onChange={form.setStart} />
        </label>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: DatePicker is the input, inside this label. */}
        <label className={css.field}>
          <span>{t('inbox.delegation.end')}</span>
          <DatePicker id="delegation-end" value={form.end} onChange={form.setEnd} />
        </label>
      </div>
      {problem && (
        <p id="delegation-problem" className={ui.fieldError} role="alert">
          {problem}
        </p>
      )}
      <div className={css.batchButtons}>
        <button type="submit" className={`${ui.button.primary} ${ui.grow}`} disabled={saving}>
          {t('inbox.delegation.save')}
        </button>
        {mine && (
          <button type="button" className={`${ui.button.danger} ${ui.grow}`} disabled={stopping} onClick={onStop}>
            {t('inbox.delegation.endNow')}
          </button>
        )}
      </div>
    </form>
  );
}

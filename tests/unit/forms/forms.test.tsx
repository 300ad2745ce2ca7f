import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { $modals } from '../../../src/ui/Modal';
import { closeModal } from '../../../src/ui/dialogs';
import { $locale, ensureMessages, registerMessages } from '../../../src/i18n';
import {
  ApproveBar,
  clearDraft,
  EditForm,
  formatValue,
  formsMessages,
  readDraft,
  useDraft,
  validate,
  type FormSpec,
  type Values,
} from '../../../src/forms';
import en from '../../../src/forms/i18n/en';
import ja from '../../../src/forms/i18n/ja';
import zhHans from '../../../src/forms/i18n/zh-Hans';
import zhHant from '../../../src/forms/i18n/zh-Hant';

const spec: FormSpec = {
  type: 'demo',
  titleKey: 'demo.title',
  sections: [
    {
      titleKey: 'demo.section',
      fields: [
        { key: 'name', labelKey: 'demo.name', required: true },
        { key: 'qty', labelKey: 'demo.qty', kind: 'number', min: 1, max: 10 },
        { key: 'day', labelKey: 'demo.day', kind: 'date' },
        { key: 'at', labelKey: 'demo.at', kind: 'time' },
        { key: 'kind', labelKey: 'demo.kind', kind: 'select', options: [{ value: 'a', labelKey: 'demo.optA' }] },
        { key: 'note', labelKey: 'demo.note', kind: 'textarea', maxLength: 5 },
        { key: 'reply', labelKey: 'demo.reply', input: false, required: true },
      ],
    },
  ],
  actions: ['approve', 'return'],
};

beforeAll(async () => {
  registerMessages(formsMessages);
  $locale.set('en');
  await ensureMessages('en');
});
afterEach(() => {
  cleanup();
  $modals.set([]);
});

/** Answers the open confirmation dialog. */
async function answer(ok: boolean) {
  await waitFor(() => expect($modals.get().length).toBe(1));
  act(() => closeModal($modals.get()[0], ok));
  // Let the action's promise chain run, as a user's next tap would come later.
  await new Promise((r) => setTimeout(r, 0));
}

const keys = (d: Record<string, unknown>, p = ''): string[] =>
  Object.entries(d).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${p}${k}`] : keys(v as Record<string, unknown>, `${p}${k}.`),
  );

describe('forms dictionaries', () => {
  it('have the same keys in all four languages', () => {
    for (const other of [ja, zhHans, zhHant]) expect(keys(other).sort()).toEqual(keys(en).sort());
  });
});

describe('validate', () => {
  it('reports required, numbers out of range, bad dates and times, unknown options and long text, skipping display-only fields', () => {
    expect(validate(spec, {})).toEqual({ name: { key: 'forms.required' } });
    const errors = validate(spec, { name: 'x', qty: '11', day: '2026-02-30x', at: '24:10', kind: 'z', note: '123456' });
    expect(errors.qty).toEqual({ key: 'forms.max', params: { max: 10 } });
    expect(errors.day?.key).toBe('forms.badDate');
    expect(errors.at?.key).toBe('forms.badTime');
    expect(errors.kind?.key).toBe('forms.badOption');
    expect(errors.note).toEqual({ key: 'forms.tooLong', params: { max: 5 } });
    expect(validate(spec, { name: 'x', qty: 'abc' }).qty?.key).toBe('forms.notNumber');
    expect(validate(spec, { name: 'x', qty: '3', day: '2026-11-22', at: '23:59', kind: 'a', note: 'ok' })).toEqual({});
  });
});

describe('formatValue', () => {
  const t = (k: string) => (k === 'demo.optA' ? 'Option A' : k);
  it('shows a dash for empty values, option labels, SPEC date format and money with its currency', () => {
    expect(formatValue({ key: 'x', labelKey: '' }, '', {}, t, 'en')).toBe('-');
    expect(formatValue(spec.sections[0].fields[4], 'a', {}, t, 'en')).toBe('Option A');
    expect(formatValue({ key: 'd', labelKey: '', kind: 'date' }, '2026-01-05', {}, t, 'en')).toBe('2026/01/05');
    expect(formatValue({ key: 'm', labelKey: '', kind: 'money' }, 1234.5, { currency: 'USD' }, t, 'en')).toBe(
      'USD 1,234.50',
    );
    expect(formatValue({ key: 'm', labelKey: '', kind: 'money' }, 10, {}, t, 'en', 'CNY')).toBe('CNY 10.00');
  });
});

function DraftForm({ storageKey }: { storageKey: string }) {
  const draft = useDraft<Values>(storageKey, () => ({}));
  return (
    <div>
      {draft.restored && <p>restored</p>}
      <EditForm
        spec={spec}
        values={draft.values}
        errors={validate(spec, draft.values)}
        onChange={(k, v) => draft.patch({ [k]: v })}
      />
    </div>
  );
}

describe('EditForm and drafts', () => {
  it('shows labels, a required mark, messages in the language, and keeps what was typed across a remount', async () => {
    const view = render(<DraftForm storageKey="t.1" />);
    expect(view.getByText('This field is required.')).toBeTruthy();
    expect(view.container.querySelector('[data-field="reply"]')).toBeNull();
    fireEvent.change(view.container.querySelector('[data-field="name"] input')!, { target: { value: '陳志明' } });
    // A real select fires "change" (testing-library's fireEvent.change sends "input" for Preact).
    const select = view.container.querySelector('[data-field="kind"] select') as HTMLSelectElement;
    select.value = 'a';
    act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    expect(readDraft<Values>('t.1')).toEqual({ name: '陳志明', kind: 'a' });
    cleanup();
    // A reload (or a 401 that sent the user to the login page) mounts the form again.
    const again = render(<DraftForm storageKey="t.1" />);
    expect(again.getByText('restored')).toBeTruthy();
    expect((again.container.querySelector('[data-field="name"] input') as HTMLInputElement).value).toBe('陳志明');
    expect(again.queryByText('This field is required.')).toBeNull();
    clearDraft('t.1');
    expect(readDraft('t.1')).toBeUndefined();
  });

  it('keeps what was typed when the stored draft arrives later (the key settles with the session)', async () => {
    localStorage.setItem('esign.draft.t.3', JSON.stringify({ name: '林美玲', kind: 'a' }));
    // First render without the user in the key, as before the session is read; the user types into one field.
    const view = render(<DraftForm storageKey="t.3-pending" />);
    fireEvent.change(view.container.querySelector('[data-field="name"] input')!, { target: { value: '陳志明' } });
    view.rerender(<DraftForm storageKey="t.3" />);
    await waitFor(() => expect(view.getByText('restored')).toBeTruthy());
    // The typed name stays; the field the user did not touch comes back from the draft, and both are stored.
    expect((view.container.querySelector('[data-field="name"] input') as HTMLInputElement).value).toBe('陳志明');
    expect((view.container.querySelector('[data-field="kind"] select') as HTMLSelectElement).value).toBe('a');
    expect(readDraft<Values>('t.3')).toEqual({ name: '陳志明', kind: 'a' });
  });

  it('offers constant options, a date picker within ±150 years and a time picker from 00:00 to 23:59', () => {
    const view = render(<DraftForm storageKey="t.2" />);
    const options = [...view.container.querySelectorAll('[data-field="kind"] option')].map((o) => o.textContent);
    expect(options).toEqual(['Please choose', 'demo.optA']);
    const date = view.container.querySelector('[data-field="day"] input') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(Number(date.max.slice(0, 4)) - Number(date.min.slice(0, 4))).toBe(300);
    const time = view.container.querySelector('[data-field="at"] input') as HTMLInputElement;
    expect([time.min, time.max]).toEqual(['00:00', '23:59']);
  });
});

describe('ApproveBar', () => {
  it('refuses to return without a comment and sends nothing', async () => {
    const onReturn = vi.fn(() => Promise.resolve());
    const view = render(<ApproveBar actions={['approve', 'return']} onReturn={onReturn} onApprove={vi.fn()} />);
    fireEvent.click(view.getByRole('button', { name: 'Return' }));
    await waitFor(() =>
      expect(view.getByRole('alert').textContent).toBe('Please enter a comment to return this form.'),
    );
    expect($modals.get()).toHaveLength(0);
    expect(onReturn).not.toHaveBeenCalled();
  });

  it('asks for confirmation, sends once while in flight, and reuses the idempotency key on a retry', async () => {
    let fail = true;
    const calls: Array<[string, string]> = [];
    const onApprove = vi.fn((comment: string, key: string) => {
      calls.push([comment, key]);
      return new Promise<void>((resolve, reject) =>
        setTimeout(() => (fail ? reject(new Error('network')) : resolve()), 20),
      );
    });
    const view = render(<ApproveBar actions={['approve', 'return']} onApprove={onApprove} />);
    fireEvent.change(view.getByLabelText('Comment'), { target: { value: 'OK' } });
    const approve = view.getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    await answer(false);
    expect(onApprove).not.toHaveBeenCalled();
    fireEvent.click(approve);
    await answer(true);
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect((approve as HTMLButtonElement).disabled).toBe(false));
    expect(onApprove).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(approve);
    await answer(true);
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(2));
    expect(calls[1]).toEqual(calls[0]);
    await waitFor(() => expect((view.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(''));
  });
});

import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { useSignedAction, type SignedActionOptions } from '../../../src/forms/useSignedAction';
import { readDraft } from '../../../src/forms/draft';
import { $session } from '../../../src/session';

/** A comment box and two buttons on the hook, as the signing panels use it. */
function Panel(
  props: Partial<SignedActionOptions<'approve' | 'return', string>> & {
    send: SignedActionOptions<'approve' | 'return', string>['send'];
  },
) {
  const signed = useSignedAction<'approve' | 'return', string>({
    draftKey: 'case.7',
    check: (a, c) => a === 'return' && !c && 'need.comment',
    ...props,
  });
  return (
    <div>
      <textarea
        aria-label="comment"
        ref={signed.commentRef}
        value={signed.comment}
        onInput={(e) => signed.setComment((e.target as HTMLTextAreaElement).value)}
      />
      {signed.error && <p role="alert">{`${signed.error.field}:${signed.error.key}`}</p>}
      <button type="button" disabled={signed.busy} onClick={() => void signed.run('approve')}>
        approve
      </button>
      <button type="button" disabled={signed.busy} onClick={() => void signed.run('return')}>
        return
      </button>
    </div>
  );
}

const type = (view: ReturnType<typeof render>, text: string) =>
  fireEvent.input(view.getByLabelText('comment'), { target: { value: text } });
const box = (view: ReturnType<typeof render>) => view.getByLabelText('comment') as HTMLTextAreaElement;

beforeEach(() => {
  act(() => $session.set({ ...$session.get(), userNo: '10001' }));
});
afterEach(cleanup);

describe('useSignedAction', () => {
  it('keeps the comment as a draft of the user and case: it survives a reload until the action is done', async () => {
    const first = render(<Panel send={() => Promise.reject(new Error('offline'))} />);
    type(first, 'Checked the samples');
    expect(readDraft('approve.10001.case.7')).toEqual({ comment: 'Checked the samples' });
    fireEvent.click(first.getByText('approve'));
    await waitFor(() => expect((first.getByText('approve') as HTMLButtonElement).disabled).toBe(false));
    first.unmount();

    // The page opens again (a reload, a new sign-in): the comment is back; another case has none.
    const again = render(<Panel send={() => Promise.resolve('ok')} />);
    expect(box(again).value).toBe('Checked the samples');
    const other = render(<Panel draftKey="case.8" send={() => Promise.resolve('ok')} />);
    expect((other.getAllByLabelText('comment')[1] as HTMLTextAreaElement).value).toBe('');
    other.unmount();

    fireEvent.click(again.getByText('approve'));
    await waitFor(() => expect(box(again).value).toBe(''));
    expect(readDraft('approve.10001.case.7')).toBeUndefined();
  });

  it('checks before sending and names the field; typing clears a comment error', async () => {
    const send = vi.fn(() => Promise.resolve('ok'));
    const view = render(<Panel send={send} />);
    fireEvent.click(view.getByText('return'));
    await waitFor(() => expect(view.getByRole('alert').textContent).toBe('comment:need.comment'));
    expect(document.activeElement).toBe(box(view));
    expect(send).not.toHaveBeenCalled();
    type(view, 'Wrong supplier');
    await waitFor(() => expect(view.queryByRole('alert')).toBeNull());
  });

  it('sends nothing when the user does not confirm', async () => {
    const send = vi.fn(() => Promise.resolve('ok'));
    const view = render(<Panel send={send} confirm={() => Promise.resolve(false)} />);
    fireEvent.click(view.getByText('approve'));
    await new Promise((r) => setTimeout(r, 10));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once while in flight, retries with the same key, and a changed comment gets a new key', async () => {
    const keys: string[] = [];
    let fail = true;
    const send = vi.fn((_: string, __: string, key: string) => {
      keys.push(key);
      return new Promise<string>((resolve, reject) =>
        setTimeout(() => (fail ? reject(new Error('network')) : resolve('done')), 10),
      );
    });
    const onDone = vi.fn();
    const view = render(<Panel send={send} onDone={onDone} />);
    type(view, 'fine');
    const approve = view.getByText('approve') as HTMLButtonElement;
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(approve.disabled).toBe(false));
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.click(approve);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(approve.disabled).toBe(false));
    expect(keys[1]).toBe(keys[0]);
    type(view, 'fine, with a remark');
    fail = false;
    fireEvent.click(approve);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('done', 'approve'));
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(/\S{8,}/);
  });
});

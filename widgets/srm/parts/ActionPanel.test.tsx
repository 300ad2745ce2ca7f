import { cleanup, fireEvent, render } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import type { SrmCase } from '../../../src/api/srm';
import { $session } from '../../../src/session';
import { ActionPanel } from './ActionPanel';

const item = (id: string) => ({ id, actions: ['approve', 'return', 'specialConclude'] }) as unknown as SrmCase;
const comment = (view: ReturnType<typeof render>) =>
  (view.container as HTMLElement).querySelector('#srm-comment') as HTMLTextAreaElement;

beforeEach(() => act(() => $session.set({ ...$session.get(), userNo: '10001' })));
afterEach(cleanup);

describe('SRM actions', () => {
  it('keep the comment of a case through a reload, per case', () => {
    const first = render(<ActionPanel item={item('EV-1')} onDone={() => undefined} />);
    fireEvent.input(comment(first), { target: { value: 'Delivery records checked' } });
    first.unmount();
    const again = render(<ActionPanel item={item('EV-1')} onDone={() => undefined} />);
    expect(comment(again).value).toBe('Delivery records checked');
    again.unmount();
    expect(comment(render(<ActionPanel item={item('EV-2')} onDone={() => undefined} />)).value).toBe('');
  });

  it('tie the comment to its label and hint', () => {
    const view = render(<ActionPanel item={item('EV-1')} onDone={() => undefined} />);
    const box = comment(view);
    expect(view.container.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
    expect(box.getAttribute('aria-describedby')).toBe('srm-comment-hint');
  });
});

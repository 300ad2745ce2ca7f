import { cleanup, fireEvent, render } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import type { QmsCase } from '../../../src/api/qms';
import { $session } from '../../../src/session';
import { JudgePanel } from './JudgePanel';

const item = (id: string) => ({ id, finalStep: false }) as unknown as QmsCase;
const comment = (view: ReturnType<typeof render>) =>
  (view.container as HTMLElement).querySelector('#qms-comment') as HTMLTextAreaElement;

beforeEach(() => act(() => $session.set({ ...$session.get(), userNo: '10001' })));
afterEach(cleanup);

describe('QMS judgment', () => {
  it('keeps the comment of a case through a reload, per case', () => {
    const first = render(<JudgePanel item={item('IDR-1')} onDone={() => undefined} />);
    fireEvent.input(comment(first), { target: { value: 'Lot 7 re-inspected' } });
    first.unmount();
    const again = render(<JudgePanel item={item('IDR-1')} onDone={() => undefined} />);
    expect(comment(again).value).toBe('Lot 7 re-inspected');
    again.unmount();
    expect(comment(render(<JudgePanel item={item('IDR-2')} onDone={() => undefined} />)).value).toBe('');
  });
});

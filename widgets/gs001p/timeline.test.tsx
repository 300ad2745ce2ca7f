import { cleanup, render } from '@testing-library/preact';
import type { GsDetail } from '../../src/api/gs001p';
import { $locale, ensureMessages, registerMessages } from '../../src/i18n';
import gs001p from './index';
import { Timeline } from './parts/Timeline';

const detail = {
  status: 'signing',
  step: 'supervisor',
  creatorName: '林美玲',
  flow: [],
  history: [
    {
      seq: 1,
      role: 'business',
      userNo: '10002',
      userName: '林美玲',
      action: 'submit',
      comment: '',
      at: '2025-06-02 09:00:00',
    },
    {
      seq: 2,
      role: 'engineer',
      userNo: '10003',
      userName: '王建國',
      action: 'approve',
      comment: '',
      at: '2025-06-03 10:00:00',
      byNo: '10001',
      byName: '陳志明',
    },
  ],
} as unknown as GsDetail;

beforeAll(async () => {
  registerMessages(gs001p.messages!);
  $locale.set('en');
  await ensureMessages('en');
});
afterEach(cleanup);

describe('GS001P sign history', () => {
  it('records a substitute\'s step as "signed by B on behalf of A", and only that step', () => {
    const view = render(<Timeline detail={detail} />);
    const notes = view.getAllByTestId('signed-by');
    expect(notes.map((n) => n.textContent)).toEqual(['Signed by 陳志明 on behalf of 王建國']);
  });
});

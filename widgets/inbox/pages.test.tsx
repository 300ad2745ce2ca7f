import { cleanup, render, waitFor } from '@testing-library/preact';
import { findRoute } from '../../src/router/routes';
import { answer, loadMessages } from '../../tests/unit/pages';
import { login, logout } from '../../src/session';
import type { Application } from '../../src/api/inbox';
import { Applications } from './pages/Applications';
import { Delegation } from './pages/Delegation';
import { Received } from './pages/Received';
import type { FlowReceivedItem } from '../../src/api/flow';
import inbox from './index';

/**
 * The inbox's own pages against stubbed server answers. My applications as the page maps the server's rows: only a waiting application shows a current signer, a
 * waiting time and Remind. A finished one shows its final status and when it finished, even when a server still
 * sends the signer its area keeps (as servers before the finished fields did).
 */
const NOW = Date.UTC(2026, 10, 23, 6);
const base: Application = {
  key: '',
  area: 'gs001p',
  id: '',
  kind: 'evaluation',
  title: 'Board-to-board 0.4mm 60P',
  status: 'waiting',
  areaStatus: 'signing',
  signerNo: '10001',
  signerName: '陳志明',
  waitingSince: '',
  waitingSinceMs: NOW - 2 * 86_400_000,
  finishedAt: '',
  finishedAtMs: 0,
  route: '/pages/GS001P/detail?id=x',
  remindedAtMs: 0,
  nextRemindAtMs: 0,
};
const rows: Application[] = [
  { ...base, key: 'gs001p:GS20260002', id: 'GS20260002' },
  // Finished, yet its area still names the confirmer and a time: the page must not show them.
  {
    ...base,
    key: 'gs001p:GS20260011',
    id: 'GS20260011',
    status: 'approved',
    areaStatus: 'confirming',
    signerNo: '10002',
    signerName: '林美玲',
    finishedAtMs: NOW - 3_600_000,
  },
  {
    ...base,
    key: 'sap:1020000071',
    area: 'sap',
    id: '1020000071',
    status: 'returned',
    areaStatus: 'approvedReturn',
    signerNo: '',
    signerName: '',
    waitingSinceMs: 0,
    finishedAtMs: NOW - 86_400_000,
  },
  {
    ...base,
    key: 'gs001p:GS20260001',
    id: 'GS20260001',
    status: 'draft',
    areaStatus: 'draft',
    signerNo: '',
    signerName: '',
    waitingSinceMs: 0,
  },
];

/** What was copied to 10002: one unread with a hostile title, one read. */
const received: FlowReceivedItem[] = [
  {
    area: 'qms',
    id: 'QA2026001',
    title: '<img src=x onerror="alert(1)">',
    route: '/pages/QMS/processingInfo/processingInfo?id=QA2026001',
    byName: '陳志明',
    at: '2026-11-23 09:30:00',
    readAt: '',
  },
  {
    area: 'sap',
    id: '1020000071',
    title: 'Purchase order',
    route: '/pages/SAP/processingInfo/purchaseOrder?id=1020000071',
    byName: '林美玲',
    at: '2026-11-22 08:00:00',
    readAt: '2026-11-22 10:15:00',
  },
];

/** A day no device running this test is on: the delegation form must take it from the server. */
const SERVER_DAY = '2031-03-04';

beforeAll(() => loadMessages([inbox.messages!], ['en']));

beforeEach(() => {
  login({ token: 'tok', userNo: '10002' });
  vi.stubGlobal('fetch', (url: string) => {
    const u = new URL(String(url), location.origin);
    const data = u.pathname.endsWith('/inbox/applications')
      ? { rows, total: rows.length, page: 1, pageSize: 30 }
      : u.pathname.endsWith('/flow/received')
        ? received
        : u.pathname.endsWith('/inbox/delegation')
          ? { mine: null, toMe: [], today: SERVER_DAY }
          : [];
    return answer(data);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  logout();
});

const rowOf = (container: Element, key: string) => container.querySelector<HTMLElement>(`[data-app="${key}"]`)!;

describe('my applications: waiting and finished rows', () => {
  it('shows signer, waiting time and Remind only for what waits; a finished one says when it finished', async () => {
    const { container } = render(<Applications query={{}} route={findRoute('/pages/inbox/applications')!} />);
    await waitFor(() => expect(container.querySelectorAll('[data-app]')).toHaveLength(4));

    const waiting = rowOf(container, 'gs001p:GS20260002');
    expect(waiting.textContent).toContain('With 陳志明');
    expect(waiting.textContent).toMatch(/Waiting \d+ d/);
    expect(waiting.querySelector('button')?.textContent).toBe('Remind');

    for (const [key, word] of [
      ['gs001p:GS20260011', 'Approved'],
      ['sap:1020000071', 'Returned'],
    ]) {
      const row = rowOf(container, key);
      expect(row.textContent, key).not.toMatch(/With |Waiting \d/);
      expect(row.querySelector('button'), key).toBeNull();
      expect(row.querySelector('[data-testid="finished-at"]')?.textContent, key).toMatch(
        new RegExp(`^${word} .*\\d{4}`),
      );
    }

    const draft = rowOf(container, 'gs001p:GS20260001');
    expect(draft.textContent).not.toMatch(/With |Waiting \d|Approved |Returned /);
    expect(draft.querySelector('button')).toBeNull();
  });
});

describe('delegation: the range proposed', () => {
  // The server checks dates in company time (UTC+8); a device a day behind (late evening in UTC, a supplier
  // abroad) would otherwise propose a range the server refuses as past.
  it('is the server’s day, not the device’s, as start and end', async () => {
    const { container } = render(<Delegation query={{}} route={findRoute('/pages/inbox/delegation')!} />);
    const value = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)?.value;
    await waitFor(() => expect(value('delegation-start')).toBe(SERVER_DAY));
    expect(value('delegation-end')).toBe(SERVER_DAY);
  });
});

describe('copied to me', () => {
  it('lists each copy as a link to its record: unread marked in words, read with its time, titles as text', async () => {
    const { container, getByRole } = render(<Received query={{}} route={findRoute('/pages/inbox/received')!} />);
    await waitFor(() => expect(container.querySelectorAll('[data-received]')).toHaveLength(2));
    const list = getByRole('list', { name: 'Records copied to you' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    const [unread, read] = [...container.querySelectorAll<HTMLAnchorElement>('[data-received]')];
    expect(unread.getAttribute('href')).toContain('/pages/QMS/processingInfo/processingInfo?id=QA2026001');
    expect(unread.textContent).toContain('Unread');
    expect(unread.textContent).toContain('From 陳志明');
    expect(unread.textContent).toContain('Copied 2026-11-23 09:30');
    expect(unread.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('img')).toBeNull();
    expect(read.textContent).toContain('Read 2026-11-22 10:15');
    expect(read.textContent).not.toContain('Unread');
  });
});

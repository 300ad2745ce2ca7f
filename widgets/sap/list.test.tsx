import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { findRoute } from '../../src/router/routes';
import { $locale } from '../../src/i18n';
import { answer, loadMessages } from '../../tests/unit/pages';
import { login, logout } from '../../src/session';
import { FormList } from './pages/FormList';
import sap from './index';

/**
 * The SAP list as the user drives it, with the requests it really sends: SPEC 9's page size 30, debounce 300 ms
 * and record length 60 are written here literally and observed at the call site, not read from the code.
 */
let urls: URL[];

beforeAll(() => loadMessages([sap.messages!], ['en', 'zh-Hans']));

beforeEach(() => {
  urls = [];
  login({ token: 'tok', userNo: '10001' });
  vi.stubGlobal('fetch', (url: string) => {
    const u = new URL(String(url), location.origin);
    urls.push(u);
    const page = Number(u.searchParams.get('page'));
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: `10200${String((page - 1) * 30 + i).padStart(5, '0')}`,
      type: 'purchaseRequisition',
      subType: '',
      status: 'underApproval',
      title: 'row',
      applicantName: '林美玲',
      amount: null,
      currency: '',
      createdAt: '2026-01-15 11:10:33',
      updatedAt: '2026-01-15 14:10:33',
      assigneeName: '',
      canApprove: false,
    }));
    return answer({ rows, total: 95, page, pageSize: 30 });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  logout();
});

const route = findRoute('/pages/SAP/PDSProcessing/PDSProcessing')!;
const listCalls = () => urls.filter((u) => u.pathname.endsWith('/sap/forms'));

describe('SAP form list requests', () => {
  it('asks the server for pages of 30', async () => {
    render(<FormList query={{}} route={route} config={{ list: 'pds', titleKey: 'sap.list.pds' }} />);
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0].searchParams.get('page')).toBe('1');
    expect(listCalls()[0].searchParams.get('pageSize')).toBe('30');
  });

  it('searches 300 ms after the last keystroke, not before, and takes at most 60 characters', async () => {
    vi.useFakeTimers();
    const { getByRole } = render(
      <FormList query={{}} route={route} config={{ list: 'pds', titleKey: 'sap.list.pds' }} />,
    );
    // Time moves inside act(), so the page's effects run as they would after a paint: what is measured is the
    // debounce alone.
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));
    await wait(0);
    expect(listCalls()).toHaveLength(1);
    const box = getByRole('searchbox') as HTMLInputElement;
    expect(box.maxLength).toBe(60);
    fireEvent.input(box, { target: { value: '林' } });
    await wait(100);
    fireEvent.input(box, { target: { value: '林美玲' } });
    await wait(299);
    expect(listCalls()).toHaveLength(1);
    await wait(1);
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1].searchParams.get('keyword')).toBe('林美玲');
    expect(listCalls()[1].searchParams.get('pageSize')).toBe('30');
  });

  it('labels the time on each card as the last update, with the punctuation of the language', async () => {
    const view = render(<FormList query={{}} route={route} config={{ list: 'pds', titleKey: 'sap.list.pds' }} />);
    await waitFor(() => expect(view.getAllByTestId('row-updated').length).toBe(30));
    expect(view.getAllByTestId('row-updated')[0].textContent).toBe('Updated: 2026-01-15 14:10:33');
    expect(view.getAllByText('Applicant: 林美玲')).toHaveLength(30);
    $locale.set('zh-Hans');
    await waitFor(() =>
      expect(view.getAllByTestId('row-updated')[0].textContent).toBe('更新时间：2026-01-15 14:10:33'),
    );
    $locale.set('en');
  });
});

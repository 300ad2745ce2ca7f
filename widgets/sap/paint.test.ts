import { formOf, paintForm, PAINT_WAIT_MS } from './paint';
import { releaseFirstPaint, takeFirstPaint } from '../../src/account/firstPaint';
import { LAUNCH_SLOT, slot, type LaunchAnswer } from '../../src/http/launchRead';

/**
 * A form opened from a chat link, painted before the framework from the launch read (./paint.ts): the summary as
 * the page draws it, in the user's language, server text as text only; nothing for an answer that is not a good
 * one for this route, so the page alone reports it; the page's hand-over and a framework that cannot be loaded.
 */
const ROUTE = '#/pages/SAP/processingInfo/purchaseOrder?id=4500012345';
const FORM = {
  id: '4500012345',
  type: 'purchaseOrder',
  subType: '',
  title: 'Frame order, 200 lines',
  applicantNo: '10104',
  applicantName: 'Wu Jiaying',
  department: 'Purchasing',
  status: 'underApproval',
  assignee: '10001',
  assigneeName: 'Chen Zhiming',
  amount: 55769.53,
  currency: 'CNY',
  createdAt: '2026-11-28 15:11:22',
  updatedAt: '2026-11-28 18:11:22',
  canApprove: true,
  files: [{ id: 'f1' }, { id: 'f2' }],
};
const JSON_HEADERS = new Headers({ 'content-type': 'application/json' });
const answer = (body: unknown, status = 200): LaunchAnswer => ({
  status,
  headers: JSON_HEADERS,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const launch = (result: Promise<LaunchAnswer>) => {
  slot[LAUNCH_SLOT] = { url: '/gateway/bpm/sap/forms/4500012345', token: 'tok', answer: result };
};

let element: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>';
  element = document.getElementById('app')!;
  localStorage.setItem('isSetDefaultLang', 'true');
  localStorage.setItem('Locale', 'en');
  location.hash = ROUTE;
});
afterEach(() => {
  if (element.shadowRoot) releaseFirstPaint(element.shadowRoot);
  delete slot[LAUNCH_SLOT];
  vi.useRealTimers();
});

const root = () => element.shadowRoot!;
const painted = () => root()?.querySelector('[data-first-paint]') ?? null;

describe('a form from a chat link, painted before the framework', () => {
  it('shows the summary as the page does: number, status, applicant, amount, signer and its two links', async () => {
    launch(Promise.resolve(answer({ success: 1, data: FORM })));
    expect(await paintForm(element, {}, ROUTE)).toBeDefined();
    expect(painted()).not.toBeNull();
    expect(root().querySelector('h1')?.textContent).toBe('Purchase order');
    expect(root().querySelector('h2')?.textContent).toBe('4500012345');
    expect(root().querySelector('[data-testid="form-status"]')?.textContent).toBe('Under approval');
    const pairs = [...root().querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Applicant', 'Wu Jiaying (10104)'],
      ['Department', 'Purchasing'],
      ['Submitted', '2026-11-28 15:11:22'],
      ['Updated', '2026-11-28 18:11:22'],
      ['Amount', 'CNY 55,769.53'],
      ['Now with', 'Chen Zhiming'],
    ]);
    const links = [...root().querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Sign flow', '#/pages/SAP/processPreview/processPreview?id=4500012345'],
      ['Attachments (2)', '#/pages/SAP/file/fileList?id=4500012345'],
    ]);
    // Back, by its name; opened from a chat message there is no page before: it goes home, as the page's does.
    const back = root().querySelector<HTMLButtonElement>('header button')!;
    expect(back.getAttribute('aria-label')).toBe('Back');
    back.click();
    expect(location.hash).toBe('#/pages/index/index');
    // Leaving the form's route ends the paint: the framework shows the page the address names.
    await vi.waitFor(() => expect(painted()).toBeNull());
  });

  it("shows the server's text as text, never as markup", async () => {
    const hostile = '<img src=x onerror="alert(1)">Order';
    launch(Promise.resolve(answer({ success: 1, data: { ...FORM, title: hostile, department: hostile } })));
    await paintForm(element, {}, ROUTE);
    expect(root().querySelector('img')).toBeNull();
    expect(root().querySelector('p')?.textContent).toBe(hostile);
  });

  it.each([
    ['a refused read', answer({ success: 0, message: 'no' }, 403)],
    ['a body that is not JSON', answer('<html>proxy error</html>')],
    ['an envelope that reports a failure', answer({ type: 'error', message: 'gone', data: FORM })],
    ['another form type than the route names', answer({ success: 1, data: { ...FORM, type: 'salesOrder' } })],
    ['an unknown status', answer({ success: 1, data: { ...FORM, status: '<b>x</b>' } })],
    ['a field of the wrong type', answer({ success: 1, data: { ...FORM, amount: '55769' } })],
    ['no form at all', answer({ success: 1, data: null })],
  ])('paints nothing for %s: the page reports it', async (_what, bad) => {
    launch(Promise.resolve(bad));
    expect(await paintForm(element, {}, ROUTE)).toBeUndefined();
    expect(painted()).toBeNull();
  });

  it('paints nothing for a dropped network, a dark scheme or a launch without a read', async () => {
    launch(Promise.reject(new TypeError('Failed to fetch')));
    expect(await paintForm(element, {}, ROUTE)).toBeUndefined();
    launch(Promise.resolve(answer({ success: 1, data: FORM })));
    expect(await paintForm(element, { theme: { scheme: 'dark' } }, ROUTE)).toBeUndefined();
    delete slot[LAUNCH_SLOT];
    expect(await paintForm(element, {}, ROUTE)).toBeUndefined();
    expect(painted()).toBeNull();
  });

  it('leaves the page to the framework when the read is slower than PAINT_WAIT_MS', async () => {
    vi.useFakeTimers();
    launch(new Promise<LaunchAnswer>(() => undefined));
    const result = paintForm(element, {}, ROUTE);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(await result).toBeUndefined();
  });

  it('gives way to the page in one step, and says in the user’s language when the framework cannot load', async () => {
    launch(Promise.resolve(answer({ success: 1, data: FORM })));
    const control = (await paintForm(element, {}, ROUTE))!;
    const retry = vi.fn();
    control.failed(retry);
    const alert = root().querySelector('[role="alert"]')!;
    expect(alert.hasAttribute('hidden')).toBe(false);
    expect(alert.textContent).toContain('Try again');
    alert.querySelector('button')!.click();
    expect(retry).toHaveBeenCalledOnce();
    // The page's node, rendered in the same host, takes the paint's place.
    const page = root().appendChild(document.createElement('div'));
    takeFirstPaint(page);
    expect(painted()).toBeNull();
  });
});

describe('formOf', () => {
  it('takes a form in a success envelope only (SPEC 7), with or without an amount', () => {
    expect(formOf(answer(FORM))).toBeUndefined();
    expect(formOf(answer({ type: 'success', data: FORM }))?.id).toBe('4500012345');
    expect(formOf(answer({ success: 1, data: { ...FORM, amount: null } }))?.amount).toBeNull();
  });
});

import { sapApi } from '../../src/api/sap';
import { answer } from '../../tests/unit/pages';
import { request } from '../../src/http';
import { login, logout } from '../../src/session';
import { openForm } from './util';

/**
 * Opening a form from a list starts its read with the tap, before the page's code runs; the page's own request
 * then takes that answer over, so the form is on its way while the page mounts and is asked for once.
 */
let calls: string[];
beforeEach(() => {
  calls = [];
  login({ token: 'tok', userNo: '10001' });
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(new URL(String(url), location.origin).pathname);
    return answer({ id: '4500012345' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  logout();
  location.hash = '';
});

it('the tap asks for the form at once, and the page that mounts takes that answer over', async () => {
  expect(openForm({ type: 'purchaseOrder', subType: '', id: '4500012345' })).toBe(true);
  await Promise.resolve();
  expect(calls.filter((p) => p.endsWith('/sap/forms/4500012345'))).toHaveLength(1);
  await expect(request(sapApi.detail, { id: '4500012345' })).resolves.toMatchObject({ id: '4500012345' });
  expect(calls.filter((p) => p.endsWith('/sap/forms/4500012345'))).toHaveLength(1);
});

import { gs001pApi } from '../../../src/api/gs001p';
import { qmsApi } from '../../../src/api/qms';
import { sapApi } from '../../../src/api/sap';
import { srmApi } from '../../../src/api/srm';
import { serviceBase } from '../../../src/api/services';
import { launchPayload, request, setErrorSink, setUnauthorizedHandler } from '../../../src/http';
import type { ApiError } from '../../../src/http/errors';
import { $apiUrl, login, logout, setClock } from '../../../src/session';
import { recordReadUrl, startLaunchRead, startLocale } from '../../../loader/deepLink';

/** The read a deep-linked launch starts in the loader, and the page's request that takes it over. */
let calls: string[];
let responses: (() => Response | Promise<Response>)[];
let shown: ApiError[];
const ok = (id: string) => () =>
  new Response(JSON.stringify({ type: 'success', success: 1, data: { id } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  calls = [];
  responses = [];
  shown = [];
  setClock(() => 1_000_000);
  logout();
  $apiUrl.set('');
  setErrorSink((e) => void shown.push(e));
  setUnauthorizedHandler(() => logout());
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(String(url));
    const next = responses.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('no response'));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const launch = (id: string, token = 'tok-1') =>
  startLaunchRead(recordReadUrl(`#/pages/SAP/processingInfo/purchaseOrder?id=${id}`, location.origin)!, token);

describe('the launch read (a deep link’s record, asked for by the loader)', () => {
  it('the page’s read of the record takes it over: one call to the server, and only once', async () => {
    login({ token: 'tok-1' });
    responses.push(ok('PO-1'));
    launch('PO-1');
    await expect(request(sapApi.detail, { id: 'PO-1' })).resolves.toEqual({ id: 'PO-1' });
    expect(calls).toHaveLength(1);
    responses.push(ok('PO-1 again'));
    await expect(request(sapApi.detail, { id: 'PO-1' })).resolves.toEqual({ id: 'PO-1 again' });
    expect(calls).toHaveLength(2);
  });

  it('another session, another record, an answer older than 10 s or a write since: asked for afresh', async () => {
    login({ token: 'tok-2' });
    responses.push(ok('early'), ok('fresh'));
    launch('PO-1', 'tok-1');
    await expect(request(sapApi.detail, { id: 'PO-1' })).resolves.toEqual({ id: 'fresh' });

    responses.push(ok('early'), ok('fresh'));
    launch('PO-1', 'tok-2');
    await expect(request(sapApi.detail, { id: 'PO-2' })).resolves.toEqual({ id: 'fresh' });

    responses.push(ok('early'), ok('fresh'));
    launch('PO-1', 'tok-2');
    await flush();
    const answeredAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(answeredAt + 10_001);
    await expect(request(sapApi.detail, { id: 'PO-1' })).resolves.toEqual({ id: 'fresh' });
    vi.restoreAllMocks();

    responses.push(ok('early'), ok('written'), ok('fresh'));
    launch('PO-1', 'tok-2');
    await request(sapApi.approve, { id: 'PO-1' } as never, { silent: true }).catch(() => undefined);
    await expect(request(sapApi.detail, { id: 'PO-1' })).resolves.toEqual({ id: 'fresh' });
    expect(calls).toHaveLength(9);
  });

  it('a read still on its way when the page asks is taken over however long it takes', async () => {
    login({ token: 'tok-1' });
    let answer!: (r: Response) => void;
    responses.push(() => new Promise<Response>((r) => (answer = r)));
    launch('PO-1');
    await flush();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 30_000);
    const page = request(sapApi.detail, { id: 'PO-1' });
    answer(ok('late')());
    await expect(page).resolves.toEqual({ id: 'late' });
    expect(calls).toHaveLength(1);
  });

  it('a rejected token: the page’s request fails with it, shown once, and the session ends', async () => {
    login({ token: 'tok-1' });
    responses.push(() => new Response(JSON.stringify({ message: 'expired' }), { status: 401 }));
    launch('PO-1');
    await expect(request(sapApi.detail, { id: 'PO-1' })).rejects.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(1);
    await flush();
    expect(shown).toHaveLength(1);
  });

  it('an answer already in hand is the page’s first render: no request, taken once; a failure is left to the request', async () => {
    login({ token: 'tok-1' });
    responses.push(ok('PO-1'));
    launch('PO-1');
    // Still on its way: the page shows its spinner and takes the read over as usual.
    expect(launchPayload(sapApi.detail, { id: 'PO-1' })).toBeUndefined();
    await flush();
    expect(launchPayload(sapApi.detail, { id: 'PO-2' })).toBeUndefined();
    expect(launchPayload(sapApi.detail, { id: 'PO-1' })).toEqual({ id: 'PO-1' });
    expect(launchPayload(sapApi.detail, { id: 'PO-1' })).toBeUndefined();
    expect(calls).toHaveLength(1);

    responses.push(ok('theirs'));
    launch('PO-1', 'tok-other');
    await flush();
    expect(launchPayload(sapApi.detail, { id: 'PO-1' })).toBeUndefined();

    responses.push(ok('old'));
    launch('PO-1');
    await flush();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_001);
    expect(launchPayload(sapApi.detail, { id: 'PO-1' })).toBeUndefined();
    vi.restoreAllMocks();

    responses.push(() => new Response(JSON.stringify({ message: 'down' }), { status: 503 }));
    launch('PO-3');
    await flush();
    expect(launchPayload(sapApi.detail, { id: 'PO-3' })).toBeUndefined();
    await expect(request(sapApi.detail, { id: 'PO-3' })).rejects.toMatchObject({ code: 500 });
    expect(calls).toHaveLength(4);
    await flush();
    expect(shown).toHaveLength(1);
  });

  it('a launch read that never reached the server: the page asks again itself', async () => {
    login({ token: 'tok-1' });
    responses.push(() => Promise.reject(new TypeError('offline')), ok('retried'));
    launch('PO-1');
    await expect(request(sapApi.detail, { id: 'PO-1' })).resolves.toEqual({ id: 'retried' });
    expect(calls).toHaveLength(2);
    expect(shown).toHaveLength(0);
  });
});

describe('which launches read a record early (loader/deepLink.ts)', () => {
  const base = 'https://api.example.test';
  // The loader's table must name exactly what each page asks for, or the page would ask a second time.
  it.each([
    ['/pages/SAP/processingInfo/purchaseOrder', sapApi.detail],
    ['/pages/SAP/processingInfo/feeApplication', sapApi.detail],
    ['/pages/SAP/accountPermissions/processingInfo', sapApi.detail],
    ['/pages/SAP/SystemRequirement/processingInfo', sapApi.detail],
    ['/pages/SRM/processingInfo/processingInfo', srmApi.detail],
    ['/pages/SRM/processingInfo/processingInfoNsr', srmApi.detail],
    ['/pages/SRM/processingInfo/processingInfoPay', srmApi.detail],
    ['/pages/QMS/processingInfo/processingInfoIdr', qmsApi.detail],
    ['/pages/QMS/processingInfo/processingInfoMqp', qmsApi.detail],
    ['/pages/GS001P/detail', gs001pApi.detail],
    ['/pages/GS001P/processingInfo', gs001pApi.detail],
  ])('%s reads the record the page reads', (route, ep) => {
    expect(recordReadUrl(`#${route}?id=A-1`, base)).toBe(
      `${serviceBase(ep.service, base)}${ep.path.replace(':id', 'A-1')}`,
    );
  });

  it.each([
    '#/pages/SAP/processingInfo/purchaseOrder',
    '#/pages/SAP/processingInfo/purchaseOrder?id=',
    '#/pages/SAP/processingInfo/purchaseOrder?id=../../api/user/me',
    '#/pages/SAP/processingInfo/purchaseOrder?id=a%20b',
    '#/pages/GS001P/detail?id=A-1&file=F-1',
    '#/pages/SAP/index?id=A-1',
    '#/pages/index/index',
    '',
  ])('%s reads nothing early', (hash) => {
    expect(recordReadUrl(hash, base)).toBeUndefined();
  });
});

describe('the locale whose dictionaries a deep link asks for (loader/deepLink.ts)', () => {
  afterEach(() => localStorage.clear());
  it('a first launch is zh-Hans; a stored or host-given locale is that one; the browser’s own is left to the shell', () => {
    expect(startLocale(undefined)).toBe('zh-Hans');
    localStorage.setItem('isSetDefaultLang', '1');
    localStorage.setItem('Locale', 'ja');
    expect(startLocale(undefined)).toBe('ja');
    expect(startLocale('en')).toBe('en');
    localStorage.setItem('Locale', 'auto');
    expect(startLocale(undefined)).toBe('');
  });
});

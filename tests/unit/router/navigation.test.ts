import { sharedDoc } from '../shared-docs';
import {
  $route,
  currentStep,
  leavePage,
  listenToAddress,
  navigateBack,
  navigateTo,
  openStep,
  reLaunch,
  redirectTo,
  switchTab,
} from '../../../src/router/navigation';
import { parseHash, parseQuery } from '../../../src/router/location';
import { findRoute, ROUTES } from '../../../src/router/routes';

describe('route table (ROUTES.md)', () => {
  const documented = [...sharedDoc('ROUTES.md').matchAll(/^\| [\w ]+ \| `(\/[^`]*)` \|/gm)].map((m) => m[1]);

  /** Routes added after ROUTES.md was fixed: new paths only, so every documented link keeps working. */
  const ADDED = ['/pages/inbox/inbox', '/pages/inbox/applications', '/pages/inbox/delegation', '/pages/inbox/received'];

  it('registers every route of ROUTES.md unchanged, plus the inbox routes, and nothing else', () => {
    expect(documented.length).toBeGreaterThan(70);
    expect(ADDED.filter((p) => documented.includes(p))).toEqual([]);
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...documented, ...ADDED].sort());
  });

  it('marks the two tab pages and the pull-to-refresh pages as ROUTES.md does', () => {
    expect(findRoute('/pages/index/index')?.tab).toBe(0);
    expect(findRoute('/pages/my/my')?.tab).toBe(1);
    const md = sharedDoc('ROUTES.md');
    const ptr = [...md.matchAll(/^\| [\w ]+ \| `(\/[^`]*)` \| ([^|]*)\|/gm)]
      .filter((m) => /\bptr\b/.test(m[2]) && !/no ptr/.test(m[2]))
      .map((m) => m[1]);
    // The inbox, my applications and the received list are lists: they pull to refresh as well.
    expect(
      ROUTES.filter((r) => r.ptr)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...ptr, '/pages/inbox/inbox', '/pages/inbox/applications', '/pages/inbox/received'].sort());
  });

  it('makes the modal and app update pages transparent overlays', () => {
    expect(findRoute('/pages/modal/modal')?.overlay).toBe(true);
    expect(findRoute('/pages/appUpdateModel/appUpdateModel')?.overlay).toBe(true);
  });
});

describe('navigation rules (SPEC 2)', () => {
  beforeEach(() => reLaunch('/pages/SAP/index'));

  it('refuses to open a tab page by ordinary navigation', () => {
    expect(navigateTo('/pages/index/index')).toEqual({ ok: false, reason: 'tab' });
    expect(redirectTo('/pages/my/my')).toEqual({ ok: false, reason: 'tab' });
  });

  it('refuses to switch to a page that is not a tab', () => {
    expect(switchTab('/pages/SAP/index')).toEqual({ ok: false, reason: 'notTab' });
    expect(switchTab('/pages/my/my')).toEqual({ ok: true });
    expect($route.get().path).toBe('/pages/my/my');
  });

  it('reports an unknown page as not found', () => {
    expect(navigateTo('/pages/nowhere/nowhere')).toEqual({ ok: false, reason: 'notFound' });
    expect(switchTab('/pages/nowhere')).toEqual({ ok: false, reason: 'notFound' });
  });

  it('does not open the same page twice in a row', () => {
    expect(navigateTo('/pages/SAP/processingInfo/purchaseOrder?id=1')).toEqual({ ok: true });
    expect(navigateTo('/pages/SAP/processingInfo/purchaseOrder?id=1')).toEqual({ ok: false, reason: 'duplicate' });
    expect(navigateTo('/pages/SAP/processingInfo/purchaseOrder?id=2')).toEqual({ ok: true });
  });

  it('puts the route in the hash, with the page query after it', () => {
    navigateTo('/pages/SAP/file/fileList?id=4500012345');
    expect(location.hash).toBe('#/pages/SAP/file/fileList?id=4500012345');
    expect($route.get()).toEqual({ path: '/pages/SAP/file/fileList', query: { id: '4500012345' } });
  });
});

describe('steps inside a page (the inbox pane on a big screen)', () => {
  let stop = () => {};
  beforeAll(() => {
    stop = listenToAddress();
  });
  afterAll(() => stop());
  beforeEach(() => reLaunch('/pages/SAP/index'));
  const popped = () => new Promise<void>((resolve) => addEventListener('popstate', () => resolve(), { once: true }));

  it('an open step is one history entry at the same address; Back closes it and the page stays', async () => {
    navigateTo('/pages/inbox/inbox');
    const entries = history.length;
    openStep('sap:1');
    expect(currentStep()).toBe('sap:1');
    expect(location.hash).toBe('#/pages/inbox/inbox');
    expect(history.length).toBe(entries + 1);
    // Another item replaces the open step: one Back still closes the pane.
    openStep('srm:2');
    expect(currentStep()).toBe('srm:2');
    expect(history.length).toBe(entries + 1);
    const back = popped();
    navigateBack();
    await back;
    expect(currentStep()).toBe('');
    expect($route.get().path).toBe('/pages/inbox/inbox');
  });

  it("the page's own Back leaves the page past its open step", async () => {
    navigateTo('/pages/inbox/inbox');
    openStep('sap:1');
    const back = popped();
    leavePage();
    await back;
    expect($route.get().path).toBe('/pages/SAP/index');
    expect(currentStep()).toBe('');
  });

  it('a page opened first leaves for home, with or without a step', () => {
    reLaunch('/pages/inbox/inbox');
    openStep('sap:1');
    leavePage();
    expect($route.get().path).toBe('/pages/index/index');
    expect(currentStep()).toBe('');
  });
});

describe('hash parsing never throws', () => {
  it('reads malformed escapes as text', () => {
    expect(parseHash('#/pages/%E0%A4%A/x?a=%ZZ')).toEqual({ path: '/pages/%E0%A4%A/x', query: { a: '%ZZ' } });
  });
  it('drops prototype keys', () => {
    const q = parseQuery('__proto__=x&constructor=y&ok=1');
    expect(Object.keys(q)).toEqual(['ok']);
  });
  it('treats an empty hash as the entry page', () => {
    expect(parseHash('').path).toBe('/');
  });
});

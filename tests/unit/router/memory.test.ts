import {
  $route,
  currentStep,
  leavePage,
  listenToAddress,
  navigateBack,
  navigateTo,
  openStep,
  setRouteHistory,
  switchTab,
} from '../../../src/router/navigation';
import { memoryHistory } from '../../../src/router/memory';

/** `routing: 'memory'`: the widget's routes live in the widget; the host's address and history are never touched. */
describe('memory routing', () => {
  const flush = () => new Promise((done) => setTimeout(done, 0));
  let stop: () => void;
  let writes: ReturnType<typeof vi.spyOn>[];

  beforeEach(() => {
    history.replaceState({ host: 'state' }, '', '/portal/orders#host-anchor');
    writes = [
      vi.spyOn(history, 'pushState'),
      vi.spyOn(history, 'replaceState'),
      vi.spyOn(history, 'back'),
      vi.spyOn(history, 'go'),
    ];
    setRouteHistory(memoryHistory('/pages/index/index'));
    stop = listenToAddress();
    $route.set({ path: '/pages/index/index', query: {} });
  });
  afterEach(() => {
    stop();
    setRouteHistory();
    vi.restoreAllMocks();
  });

  it('opens pages and goes back without writing the host history or reading its address', async () => {
    expect(navigateTo('/pages/SAP/index').ok).toBe(true);
    expect(navigateTo('/pages/SAP/processingInfo/purchaseOrder?id=PO-1').ok).toBe(true);
    expect($route.get()).toEqual({ path: '/pages/SAP/processingInfo/purchaseOrder', query: { id: 'PO-1' } });
    navigateBack();
    await flush();
    expect($route.get().path).toBe('/pages/SAP/index');
    navigateBack();
    await flush();
    expect($route.get().path).toBe('/pages/index/index');
    // The first page: Back goes home (SPEC 2) inside the widget, still not through the host.
    expect(switchTab('/pages/my/my').ok).toBe(true);
    navigateBack();
    expect($route.get().path).toBe('/pages/index/index');
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    expect(location.pathname + location.hash).toBe('/portal/orders#host-anchor');
    expect(history.state).toEqual({ host: 'state' });
  });

  it('a host hash change or popstate does not move the widget', () => {
    navigateTo('/pages/SAP/index');
    location.hash = '#/pages/my/my';
    dispatchEvent(new PopStateEvent('popstate'));
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect($route.get().path).toBe('/pages/SAP/index');
  });

  it('a step inside a page has its own entry: the page Back closes it, then leaves the page', async () => {
    navigateTo('/pages/inbox/inbox');
    openStep('item-7');
    expect(currentStep()).toBe('item-7');
    navigateBack();
    await flush();
    expect(currentStep()).toBe('');
    expect($route.get().path).toBe('/pages/inbox/inbox');
    openStep('item-8');
    leavePage();
    await flush();
    expect($route.get().path).toBe('/pages/index/index');
    for (const write of writes) expect(write).not.toHaveBeenCalled();
  });
});

import { createHandle, type Controller } from '../../../loader/handle';
import { optionsFromData } from '../../../loader/options';

/** The thin handle of the loader and embed.js: calls wait for the shell, events reach listeners and the DOM. */
function controller(): Controller & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    unmount: () => calls.push('unmount'),
    navigate: (route) => calls.push(`navigate ${route}`),
    setLocale: (locale) => calls.push(`setLocale ${locale}`),
    logout: () => calls.push('logout'),
    update: (options) => calls.push(`update ${JSON.stringify(options)}`),
  };
}

describe('the mount handle', () => {
  it('queues calls made before the shell arrived and replays them in order', () => {
    const { handle, connect } = createHandle(document.createElement('div'));
    handle.navigate('/pages/SAP/index');
    handle.setLocale('en');
    handle.logout();
    const shell = controller();
    connect(shell);
    expect(shell.calls).toEqual(['navigate /pages/SAP/index', 'setLocale en', 'logout']);
    handle.navigate('/pages/my/my');
    expect(shell.calls.at(-1)).toBe('navigate /pages/my/my');
  });

  it('calling the handle unmounts (as the old unmount function did), once; a shell arriving later is unmounted at once', () => {
    const a = createHandle(document.createElement('div'));
    const shell = controller();
    a.connect(shell);
    a.handle();
    a.handle.unmount();
    expect(shell.calls).toEqual(['unmount']);
    const b = createHandle(document.createElement('div'));
    b.handle.navigate('/x');
    b.handle();
    const late = controller();
    b.connect(late);
    expect(late.calls).toEqual(['unmount']);
  });

  it('sends each event to its listeners and as esign:<event> on the element; off stops one listener', () => {
    const element = document.createElement('div');
    const { handle, emit } = createHandle(element);
    const first = vi.fn();
    const second = vi.fn();
    const dom = vi.fn();
    const off = handle.on('todo', first);
    handle.on('todo', second);
    element.addEventListener('esign:todo', (e) => dom((e as CustomEvent).detail));
    const detail = { total: 3, byArea: { sap: 1, srm: 2, qms: 0, gs001p: 0 } };
    emit('todo', detail);
    off();
    emit('todo', { ...detail, total: 4 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(dom.mock.calls.map(([d]) => d.total)).toEqual([3, 4]);
  });

  it('a throwing host listener is reported and does not stop the others or the DOM event; nothing is emitted after unmount', () => {
    const element = document.createElement('div');
    const { handle, emit } = createHandle(element);
    const seen = vi.fn();
    const dom = vi.fn();
    handle.on('ready', () => {
      throw new Error('host bug');
    });
    handle.on('ready', seen);
    element.addEventListener('esign:ready', dom);
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    emit('ready', {});
    vi.unstubAllGlobals();
    expect(reported.mock.calls[0][0].message).toBe('host bug');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(dom).toHaveBeenCalledTimes(1);
    handle();
    emit('ready', {});
    expect(seen).toHaveBeenCalledTimes(1);
    expect(dom).toHaveBeenCalledTimes(1);
  });
});

describe('data attributes of an auto-mounted element', () => {
  it('read every option: services per name, messaging login, asset base, locale and theme', () => {
    const element = document.createElement('div');
    element.innerHTML = `<div data-esign-mount data-api-base="https://api.example.com" data-service-main="https://a.example.com/api"
      data-service-qms-bpm="https://q.example.com/bpm" data-messaging-login-url="https://sso.example.com/wx" data-asset-base="https://cdn.example.com/esign/"
      data-locale="ja" data-theme-primary="#7a1fa2" data-theme-radius="4" data-theme-scheme="auto" data-route="/pages/SAP/index" data-owns-title></div>`;
    const options = optionsFromData((element.firstElementChild as HTMLElement).dataset);
    expect(options).toEqual({
      apiBase: 'https://api.example.com',
      services: { main: 'https://a.example.com/api', qmsBpm: 'https://q.example.com/bpm' },
      messagingLoginUrl: 'https://sso.example.com/wx',
      assetBase: 'https://cdn.example.com/esign/',
      locale: 'ja',
      theme: { primary: '#7a1fa2', radius: 4, scheme: 'auto' },
      route: '/pages/SAP/index',
      ownsTitle: true,
      demo: false,
    });
  });
});

describe('the declared public API', () => {
  it('declares mount exactly as the loader implements it', () => {
    // A compile-time check (npm run typecheck): the package's declarations (loader/public.ts) and the loader agree.
    type Declared = typeof import('../../../loader/public').mount;
    type Actual = typeof import('../../../loader/index').mount;
    const same: [Declared] extends [Actual] ? ([Actual] extends [Declared] ? true : false) : false = true;
    expect(same).toBe(true);
  });
});

describe('the handle for framework hosts', () => {
  it('`ready` settles with the first ready event, and rejects when the client cannot load', async () => {
    const a = createHandle(document.createElement('div'));
    let settled = false;
    void a.handle.ready.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    a.emit('ready', {});
    await a.handle.ready;
    expect(settled).toBe(true);
    const b = createHandle(document.createElement('div'));
    b.fail(new Error('no network'));
    await expect(b.handle.ready).rejects.toThrow('no network');
  });

  it('`route` is the last route the widget showed, with its query; `update` waits for the shell like every call', () => {
    const { handle, emit, connect } = createHandle(document.createElement('div'));
    expect(handle.route).toBe('');
    emit('route', { path: '/pages/SAP/index', url: '/pages/SAP/index?tab=2' });
    expect(handle.route).toBe('/pages/SAP/index?tab=2');
    handle.update({ locale: 'ja' });
    const shell = controller();
    connect(shell);
    expect(shell.calls).toEqual(['update {"locale":"ja"}']);
  });
});

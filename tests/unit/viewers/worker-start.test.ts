import { setAssetBase } from '../../../src/viewers/assetBase';
import { startWorker, workerUrl } from '../../../src/viewers/assets';

/**
 * Starting a viewer's worker (src/viewers/assets.ts): from the page's origin by URL, from another origin as a
 * blob: copy of the fetched script; started only once the worker speaks; a worker the page's policy blocks,
 * or one that fails to load, rejects (the viewer then offers a retry) instead of waiting forever.
 */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    public url: string,
    public options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('viewer workers', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAssetBase(undefined);
  });

  it('on the page origin: the URL itself, started when the worker says ready', async () => {
    setAssetBase(`${location.origin}/esign/`);
    const started = startWorker('sheet.worker.js', 'sheet');
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    expect(FakeWorker.made[0].url).toBe(`${location.origin}/esign/sheet.worker.js`);
    FakeWorker.made[0].dispatchEvent(new MessageEvent('message', { data: { type: 'ready' } }));
    expect(await started).toBe(FakeWorker.made[0]);
  });

  it('from a CDN origin: a blob: copy of the fetched script, fetched once for every start', async () => {
    setAssetBase('https://cdn.example.com/esign/1.1.0');
    expect(workerUrl('pdf.worker.js')).toBe('https://cdn.example.com/esign/1.1.0/pdf.worker.js');
    const fetched = vi.fn(async () => new Response('self.postMessage(1)', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:copy' }));
    for (let i = 0; i < 2; i++) {
      const started = startWorker('pdf.worker.js', 'pdf');
      await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(i + 1));
      FakeWorker.made[i].dispatchEvent(new MessageEvent('message'));
      await started;
    }
    expect(FakeWorker.made.map((w) => w.url)).toEqual(['blob:copy', 'blob:copy']);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('a policy violation or a load error rejects and terminates; it never waits forever', async () => {
    setAssetBase(`${location.origin}/`);
    const blocked = startWorker('sheet.worker.js', 'sheet');
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    const violation = new Event('securitypolicyviolation') as Event & { effectiveDirective: string };
    violation.effectiveDirective = 'worker-src';
    document.dispatchEvent(violation);
    await expect(blocked).rejects.toThrow('worker-src');
    expect(FakeWorker.made[0].terminated).toBe(true);

    const broken = startWorker('sheet.worker.js', 'sheet');
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(2));
    FakeWorker.made[1].dispatchEvent(new Event('error'));
    await expect(broken).rejects.toBeDefined();

    vi.useFakeTimers();
    const silent = startWorker('sheet.worker.js', 'sheet');
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(3));
    vi.advanceTimersByTime(60_000);
    await expect(silent).rejects.toThrow('timed out');
    vi.useRealTimers();
  });

  it('a script the CDN does not serve rejects, and the next attempt fetches again', async () => {
    setAssetBase('https://cdn.example.com/');
    const fetched = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetched);
    await expect(startWorker('sheet.worker.js', 'sheet')).rejects.toThrow('404');
    await expect(startWorker('sheet.worker.js', 'sheet')).rejects.toThrow('404');
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});

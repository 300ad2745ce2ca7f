import { afterPageLoads, lazyPage } from '../../../src/router/lazyPage';

/**
 * The shell's idle work (the warm-up of error paths) waits for the first page's own chunk: on a phone network it
 * would otherwise share the line with the page the user is waiting for.
 */
describe('afterPageLoads', () => {
  it('runs at once when no page is downloading, and after the download when one is', async () => {
    const ran: string[] = [];
    afterPageLoads(() => ran.push('idle'));
    expect(ran).toEqual(['idle']);

    let arrive!: (mod: { Page: () => null }) => void;
    const Page = lazyPage(() => new Promise<{ Page: () => null }>((done) => (arrive = done)), 'Page');
    (Page as unknown as { preload(): void }).preload();
    afterPageLoads(() => ran.push('after page'));
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual(['idle']);

    // biome-ignore lint/correctness/noComponentHookFactories: a stand-in page module for the test, never rendered.
    arrive({ Page: () => null });
    await expect.poll(() => ran).toEqual(['idle', 'after page']);
  });

  it('a failed download releases the waiting work too', async () => {
    const ran: string[] = [];
    let fail!: (error: Error) => void;
    const Page = lazyPage(() => new Promise<{ Page: () => null }>((_, no) => (fail = no)), 'Page');
    (Page as unknown as { preload(): void }).preload();
    afterPageLoads(() => ran.push('after failure'));
    fail(new Error('offline'));
    await expect.poll(() => ran).toEqual(['after failure']);
  });
});

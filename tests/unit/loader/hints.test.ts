import { preloadHints } from '../../../loader/hints';

/** The loader turns the page's hints for one stage of a launch into module preloads, same-origin paths only. */
describe('preloadHints', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const hrefs = () => Array.from(document.head.querySelectorAll('link')).map((l) => [l.rel, l.getAttribute('href')]);

  it('preloads the files the page names for that stage and route, and nothing for another route', () => {
    document.head.innerHTML =
      '<meta name="esign-preload" data-route="/pages/index/index" data-stage="page" content="/chunks/Home-A1.js /chunks/chunk-B2.js">' +
      '<meta name="esign-preload" data-route="/pages/my/my" data-stage="page" content="/chunks/My-C3.js">';
    preloadHints('page', '/pages/index/index');
    expect(hrefs()).toEqual([
      ['modulepreload', '/chunks/Home-A1.js'],
      ['modulepreload', '/chunks/chunk-B2.js'],
    ]);
  });

  it("keeps the stages apart: the framework, what home's paint needs, and the framework's home", () => {
    document.head.innerHTML =
      '<meta name="esign-preload" data-stage="shell" content="/chunks/shell-S1.js">' +
      '<meta name="esign-preload" data-route="/pages/index/index" data-stage="paint" content="/chunks/homePaint-P1.js">' +
      '<meta name="esign-preload" data-route="/pages/index/index" data-stage="page" content="/chunks/Home-A1.js">';
    const names = () => hrefs().map(([, href]) => href);
    preloadHints('paint', '/pages/index/index');
    expect(names()).toEqual(['/chunks/homePaint-P1.js']);
    preloadHints('shell');
    expect(names()).toEqual(['/chunks/homePaint-P1.js', '/chunks/shell-S1.js']);
    preloadHints('page', '/pages/index/index');
    expect(names()).toEqual(['/chunks/homePaint-P1.js', '/chunks/shell-S1.js', '/chunks/Home-A1.js']);
  });

  it('ignores a hint that names another origin or something that is not a script path', () => {
    document.head.innerHTML =
      '<meta name="esign-preload" data-stage="shell" content="https://evil.example/x.js //evil.example/y.js javascript:alert(1) /chunks/ok-D4.js">';
    preloadHints('shell');
    expect(hrefs()).toEqual([['modulepreload', '/chunks/ok-D4.js']]);
  });
});

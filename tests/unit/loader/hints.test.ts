import { preloadRoute } from '../../../loader/hints';

/** The loader turns the page's hints for one route into module preloads, same-origin paths only. */
describe('preloadRoute', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the files the page names for that route, and nothing for another route", () => {
    document.head.innerHTML =
      '<meta name="esign-preload" data-route="/pages/index/index" content="/chunks/Home-A1.js /chunks/chunk-B2.js">' +
      '<meta name="esign-preload" data-route="/pages/my/my" content="/chunks/My-C3.js">';
    preloadRoute('/pages/index/index');
    const links = Array.from(document.head.querySelectorAll('link')).map((l) => [l.rel, l.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', '/chunks/Home-A1.js'],
      ['modulepreload', '/chunks/chunk-B2.js'],
    ]);
  });

  it("keeps the stages apart: what the paint before the framework needs, and the framework's page", () => {
    document.head.innerHTML =
      '<meta name="esign-preload" data-route="/pages/index/index" data-stage="paint" content="/chunks/homePaint-P1.js">' +
      '<meta name="esign-preload" data-route="/pages/index/index" content="/chunks/Home-A1.js">';
    const hrefs = () => Array.from(document.head.querySelectorAll('link')).map((l) => l.getAttribute('href'));
    preloadRoute('/pages/index/index', 'paint');
    expect(hrefs()).toEqual(['/chunks/homePaint-P1.js']);
    preloadRoute('/pages/index/index');
    expect(hrefs()).toEqual(['/chunks/homePaint-P1.js', '/chunks/Home-A1.js']);
  });

  it('ignores a hint that names another origin or something that is not a script path', () => {
    document.head.innerHTML =
      '<meta name="esign-preload" data-route="/pages/index/index" content="https://evil.example/x.js //evil.example/y.js javascript:alert(1) /chunks/ok-D4.js">';
    preloadRoute('/pages/index/index');
    expect(Array.from(document.head.querySelectorAll('link')).map((l) => l.getAttribute('href'))).toEqual(['/chunks/ok-D4.js']);
  });
});

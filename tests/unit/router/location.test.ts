import { buildUrl, parseHash, parseQuery } from '../../../src/router/location';

// Hash addresses (ROUTES.md): the route, then the page's query. Malformed input never throws.
describe('parseQuery', () => {
  it('reads key=value pairs, decoding percent escapes and + as a space', () => {
    expect(parseQuery('?id=4500012345&q=a+b%20c')).toEqual({ id: '4500012345', q: 'a b c' });
    expect(parseQuery('id=1')).toEqual({ id: '1' });
  });
  it('keeps a question mark inside a value, skips empty parts, and reads a bare key as empty', () => {
    expect(parseQuery('q=a?b&&flag&')).toEqual({ q: 'a?b', flag: '' });
    expect(parseQuery('=x')).toEqual({ '': 'x' });
    expect(parseQuery('')).toEqual({});
  });
  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(parseQuery('q=100%&%zz=1')).toEqual({ q: '100%', '%zz': '1' });
  });
  it('never writes __proto__, constructor or prototype', () => {
    const query = parseQuery('__proto__=x&constructor=y&prototype=z&id=1');
    expect(Object.keys(query)).toEqual(['id']);
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(query.constructor).toBe(Object);
  });
});

describe('parseHash', () => {
  it('splits the route from the query', () => {
    expect(parseHash('#/pages/SAP/processingInfo/purchaseOrder?id=4500012345')).toEqual({
      path: '/pages/SAP/processingInfo/purchaseOrder',
      query: { id: '4500012345' },
    });
    expect(parseHash('#/pages/inbox/inbox')).toEqual({ path: '/pages/inbox/inbox', query: {} });
  });
  it('an empty hash, a bare # and a bare query are the root', () => {
    expect(parseHash('')).toEqual({ path: '/', query: {} });
    expect(parseHash('#')).toEqual({ path: '/', query: {} });
    expect(parseHash('#/')).toEqual({ path: '/', query: {} });
    expect(parseHash('#?id=1')).toEqual({ path: '/', query: { id: '1' } });
  });
  it('adds a missing leading slash, drops trailing slashes, decodes the path', () => {
    expect(parseHash('#pages/inbox/inbox')).toEqual({ path: '/pages/inbox/inbox', query: {} });
    expect(parseHash('#/pages/inbox/inbox//?tab=2')).toEqual({ path: '/pages/inbox/inbox', query: { tab: '2' } });
    expect(parseHash('#/pages/a%20b')).toEqual({ path: '/pages/a b', query: {} });
  });
  it('only the leading # is the hash sign', () => {
    expect(parseHash('/pages/a#b').path).toBe('/pages/a#b');
    expect(parseHash('#/pages/a#b').path).toBe('/pages/a#b');
  });
});

describe('buildUrl', () => {
  it('leaves out empty and missing values and encodes keys and values', () => {
    expect(buildUrl('/pages/x', { a: undefined, b: '', c: 0, 'k y': 'a&b=c' })).toBe('/pages/x?c=0&k%20y=a%26b%3Dc');
    expect(buildUrl('/pages/x', { id: 4500012345, tab: 'open' })).toBe('/pages/x?id=4500012345&tab=open');
  });
  it('is the bare path without a query', () => {
    expect(buildUrl('/pages/x')).toBe('/pages/x');
    expect(buildUrl('/pages/x', { a: undefined })).toBe('/pages/x');
  });
  it('round-trips through parseHash', () => {
    const url = buildUrl('/pages/SAP/file/fileList', { id: '45 00&1', q: '中文' });
    expect(parseHash(`#${url}`)).toEqual({ path: '/pages/SAP/file/fileList', query: { id: '45 00&1', q: '中文' } });
  });
});

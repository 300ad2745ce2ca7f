import { abortError, ApiError, fromResponse, networkError, serverText, timeoutError } from '../../../src/http/errors';

// Every field of the SPEC 8 mapping the modal and the session read: code, kind (network vs server vs business),
// the message key or the server's text, and the HTTP status.
describe('error table (SPEC 8), field by field', () => {
  it('401 and a 500 with code 100 log the user out with the not-logged-in message; code 100 elsewhere does not', () => {
    expect(fromResponse(401, {})).toMatchObject({
      code: 401,
      kind: 'http',
      key: 'error.notLoggedIn',
      text: '',
      status: 401,
    });
    expect(fromResponse(500, { code: 100 })).toMatchObject({
      code: 401,
      kind: 'http',
      key: 'error.notLoggedIn',
      status: 500,
    });
    expect(fromResponse(200, { code: 100 })).toMatchObject({ code: 100, kind: 'business', key: 'error.getFailed' });
    expect(fromResponse(200, { code: 100 }).isUnauthorized).toBe(false);
  });
  it('a business code 401, even on a server error, is the not-logged-in message too', () => {
    const e = fromResponse(200, { code: 401, message: 'token expired' });
    expect(e).toMatchObject({ code: 401, kind: 'business', key: 'error.notLoggedIn', text: '' });
    expect(e.isUnauthorized).toBe(true);
    expect(fromResponse(502, { code: 401 })).toMatchObject({ code: 401, key: 'error.notLoggedIn' });
  });
  it('404 is an HTTP error with common.404', () => {
    expect(fromResponse(404, { message: 'nope' })).toMatchObject({
      code: 404,
      kind: 'http',
      key: 'common.404',
      text: '',
    });
  });
  it('203 in the status, the code or the type shows the non-authoritative message, even on a 500', () => {
    const expected = { code: 203, kind: 'business', key: 'error.nonAuthoritative', text: '' };
    expect(fromResponse(203, {})).toMatchObject(expected);
    expect(fromResponse(203, null)).toMatchObject(expected);
    expect(fromResponse(200, { type: 'Non_AuthoritativeInformation' })).toMatchObject(expected);
    expect(fromResponse(500, { code: 203, message: 'no rights' })).toMatchObject(expected);
    expect(fromResponse(500, { code: 'Non_AuthoritativeInformation' })).toMatchObject(expected);
  });
  it('a server error shows the server text when there is one, else the get-failed message, whatever the code', () => {
    expect(fromResponse(500, { code: 1001, message: 'Disk full' })).toMatchObject({
      code: 500,
      kind: 'http',
      key: '',
      text: 'Disk full',
      status: 500,
    });
    expect(fromResponse(502, null)).toMatchObject({ code: 500, kind: 'http', key: 'error.getFailed', text: '' });
    expect(fromResponse(503, 'Service Unavailable')).toMatchObject({ code: 500, key: 'error.getFailed' });
  });
  it('other answers keep the server code, or the status when there is none', () => {
    expect(fromResponse(200, { code: 7001, msg: 'Budget closed' })).toMatchObject({
      code: 7001,
      kind: 'business',
      key: '',
      text: 'Budget closed',
      status: 200,
    });
    expect(fromResponse(400, {})).toMatchObject({ code: 400, kind: 'http', key: 'error.getFailed', text: '' });
    expect(fromResponse(418, null)).toMatchObject({ code: 418, kind: 'http', key: 'error.getFailed' });
    expect(fromResponse(399, {})).toMatchObject({ code: 399, kind: 'business' });
    expect(fromResponse(200, { code: 1001, message: 'wrong' })).toMatchObject({
      code: 1001,
      kind: 'business',
      text: '',
    });
  });
  it('the server text is trimmed, blank fields are skipped, and anything that is not an object has none', () => {
    expect(serverText({ message: '  Budget closed \n' })).toBe('Budget closed');
    expect(serverText({ Message: '   ', message: '', msg: ' c ' })).toBe('c');
    expect(serverText({ Message: 42, message: 'b' } as Record<string, unknown>)).toBe('b');
    expect(serverText(null)).toBe('');
    expect(serverText(undefined)).toBe('');
    expect(serverText('plain text')).toBe('');
    expect(serverText({ message: 'x'.repeat(600) })).toHaveLength(500);
  });
  it('the client-side errors carry their key, no server text and no status', () => {
    expect(networkError()).toMatchObject({ text: '', status: 0 });
    expect(timeoutError()).toMatchObject({ code: 5, kind: 'timeout', key: 'error.timeout', text: '', status: 0 });
    expect(abortError()).toMatchObject({ code: 600003, kind: 'abort', key: 'error.aborted' });
  });
  it('is an Error named ApiError whose message is the key, the text, or the code', () => {
    const e = fromResponse(404, {});
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e.message).toBe('common.404');
    const serverOnly = new ApiError({ code: 7001, kind: 'business', text: 'Budget closed' });
    expect(serverOnly.message).toBe('Budget closed');
    // No key: the modal shows the server's text.
    expect(serverOnly.key).toBe('');
    expect(new ApiError({ code: 7001, kind: 'business' }).message).toBe('error 7001');
    expect(new ApiError({ code: 7001, kind: 'business', key: 'k', text: 't' }).message).toBe('k');
  });
});

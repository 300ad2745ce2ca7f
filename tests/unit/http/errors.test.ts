import { ERROR_CODES, fromResponse, networkError, serverText, timeoutError } from '../../../src/http/errors';
import { isSuccess, payloadOf } from '../../../src/http/success';

describe('success rules (SPEC 7)', () => {
  const json = 'application/json; charset=utf-8';
  it('type "success" in any case is a success', () => {
    expect(isSuccess({ type: 'SUCCESS' }, json)).toBe(true);
    expect(isSuccess({ type: 'Success', success: 0 }, json)).toBe(true);
  });
  it('success equal to 1 is a success', () => {
    expect(isSuccess({ success: 1 }, json)).toBe(true);
    expect(isSuccess({ success: '1' }, json)).toBe(true);
  });
  it('anything else with a JSON content type is rejected', () => {
    expect(isSuccess({ type: 'error', success: 0 }, json)).toBe(false);
    expect(isSuccess({}, json)).toBe(false);
    expect(isSuccess('not json{', json)).toBe(false);
  });
  it('a response that is not JSON is a success', () => {
    expect(isSuccess('%PDF-1.7', 'application/pdf')).toBe(true);
    expect(isSuccess('<html>', 'text/html')).toBe(true);
  });
  it('the payload is the envelope data', () => {
    expect(payloadOf({ type: 'success', data: { a: 1 } })).toEqual({ a: 1 });
  });
});

describe('error table (SPEC 8)', () => {
  it('404 is code 404 with message common.404', () => {
    expect(fromResponse(404, {})).toMatchObject({ code: 404, key: 'common.404' });
  });
  it('401 is code 401 with the not-logged-in message', () => {
    const e = fromResponse(401, { message: 'whatever' });
    expect(e).toMatchObject({ code: 401, key: 'error.notLoggedIn' });
    expect(e.isUnauthorized).toBe(true);
  });
  it('500 without a message is code 500 with the get-failed message', () => {
    expect(fromResponse(500, {})).toMatchObject({ code: 500, key: 'error.getFailed', text: '' });
    expect(fromResponse(500, 'oops')).toMatchObject({ code: 500, key: 'error.getFailed' });
  });
  it('500 with code 100 becomes 401', () => {
    expect(fromResponse(500, { code: 100 })).toMatchObject({ code: 401, key: 'error.notLoggedIn' });
  });
  it('code 203 or Non_AuthoritativeInformation shows its own message', () => {
    expect(fromResponse(200, { code: 203 })).toMatchObject({ code: 203, key: 'error.nonAuthoritative' });
    expect(fromResponse(200, { code: 'Non_AuthoritativeInformation' })).toMatchObject({ code: 203 });
    expect(fromResponse(203, {})).toMatchObject({ code: 203 });
  });
  it('takes the text from Message, message, msg, errMsg in that order', () => {
    expect(serverText({ errMsg: 'd', msg: 'c', message: 'b', Message: 'a' })).toBe('a');
    expect(serverText({ errMsg: 'd', msg: 'c', message: 'b' })).toBe('b');
    expect(serverText({ errMsg: 'd', msg: 'c' })).toBe('c');
    expect(serverText({ errMsg: 'd' })).toBe('d');
    expect(fromResponse(200, { code: 7001, msg: 'Budget closed' })).toMatchObject({ key: '', text: 'Budget closed' });
  });
  it('then falls back to the get-failed message', () => {
    expect(fromResponse(200, { code: 7001 })).toMatchObject({ key: 'error.getFailed' });
  });
  it('known business codes show our own translated message', () => {
    expect(fromResponse(200, { code: 1001, message: 'wrong' })).toMatchObject({ key: 'error.badCredentials' });
    expect(fromResponse(200, { code: 1002 })).toMatchObject({ key: 'error.userNotFound' });
  });
  it('uses the SPEC transport codes the client can produce: time-out 5, abort 600003, a network failure 500', () => {
    expect(ERROR_CODES).toMatchObject({ timeout: 5, network: 500, abort: 600003 });
    expect(networkError()).toMatchObject({ code: 500, kind: 'network', key: 'error.getFailed' });
    expect(timeoutError()).toMatchObject({ code: 5, kind: 'timeout' });
  });
  it('has no socket codes: the client opens no socket (docs/DECISIONS.md)', () => {
    expect(Object.values(ERROR_CODES)).not.toContain(600009);
    expect(Object.values(ERROR_CODES)).not.toContain(10002);
    expect(Object.values(ERROR_CODES)).not.toContain(602001);
  });
});

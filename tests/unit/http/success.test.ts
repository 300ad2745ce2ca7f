import { isJson, isSuccess, payloadOf } from '../../../src/http/success';

describe('success rules (SPEC 7), edge cases', () => {
  const json = 'application/json';
  it('a JSON body that is empty, null or not an object is rejected', () => {
    expect(isSuccess(null, json)).toBe(false);
    expect(isSuccess(undefined, json)).toBe(false);
    expect(isSuccess('success', json)).toBe(false);
    expect(isSuccess(1, json)).toBe(false);
  });
  it('JSON is recognised by its media type, with or without a suffix; no content type is not JSON', () => {
    expect(isJson('application/problem+json')).toBe(true);
    expect(isJson('APPLICATION/JSON')).toBe(true);
    expect(isJson(null)).toBe(false);
    expect(isJson(undefined)).toBe(false);
    expect(isSuccess({ type: 'error' }, null)).toBe(true);
  });
  it('the payload is data when there is an envelope, else the body itself', () => {
    expect(payloadOf({ type: 'success', data: 0 })).toBe(0);
    expect(payloadOf({ type: 'success', data: null })).toBeNull();
    expect(payloadOf({ a: 1 })).toEqual({ a: 1 });
    expect(payloadOf(null)).toBeNull();
    expect(payloadOf('%PDF-1.7')).toBe('%PDF-1.7');
    expect(payloadOf(undefined)).toBeUndefined();
  });
});

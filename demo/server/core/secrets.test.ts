// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashSecret, newToken, sameText, SCRYPT_PARAMS, tokenDigest, verifySecret } from './secrets';

describe('secrets', () => {
  it('stores a salted scrypt hash that verifies only the same secret', () => {
    const stored = hashSecret('salary123');
    expect(stored).not.toContain('salary123');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.log2N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(verifySecret('salary123', stored)).toBe(true);
    expect(verifySecret('salary124', stored)).toBe(false);
    expect(verifySecret('', stored)).toBe(false);
  });

  it('salts every hash, so equal secrets give different texts', () => {
    expect(hashSecret('demo')).not.toBe(hashSecret('demo'));
  });

  it('treats composed and decomposed accents as the same secret', () => {
    expect(verifySecret('Cafe\u0301', hashSecret('Café'))).toBe(true);
  });

  it('refuses malformed and too costly stored texts instead of throwing', () => {
    const good = hashSecret('x').split('$');
    for (const bad of [
      '',
      'demo',
      'scrypt$14$8$1$abc',
      ['scrypt', '30', ...good.slice(2)].join('$'),
      ['bcrypt', ...good.slice(1)].join('$'),
      [...good.slice(0, 5), 'short'].join('$'),
    ]) {
      expect(verifySecret('x', bad)).toBe(false);
    }
  });

  it('makes 256-bit tokens and keeps only their digest', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(tokenDigest(token)).not.toContain(token);
    expect(tokenDigest(token)).toBe(tokenDigest(token));
  });

  it('compares texts of any length', () => {
    expect(sameText('123456', '123456')).toBe(true);
    expect(sameText('123456', '123457')).toBe(false);
    expect(sameText('123456', '1234567')).toBe(false);
  });
});

import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Passwords (sign-in, salary, signing PIN) are stored only as salted scrypt hashes, in one self-describing
 * text: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`. The parameters travel with each hash, so
 * raising them later keeps every stored hash verifiable.
 *
 * Default: N = 2^14, r = 8, p = 1 (16 MiB of memory per hash), a 16-byte random salt and a 32-byte key.
 * That is Node's own scrypt default and the cost a two-core reference server can pay on every sign-in; a
 * production deployment raises N to 2^17 (OWASP's figure, 128 MiB) with the environment variable
 * SCRYPT_LOG2N=17 (10 to 20).
 */
export const SCRYPT_PARAMS = {
  log2N: Math.min(20, Math.max(10, Math.floor(Number(process.env.SCRYPT_LOG2N) || 14))),
  r: 8,
  p: 1,
  saltBytes: 16,
  keyBytes: 32,
} as const;

/** Stored hashes whose parameters ask for more than this are refused, so a tampered row cannot exhaust memory. */
const MAX_MEMORY = 256 * 1024 * 1024;

export function hashSecret(plain: string): string {
  const { log2N, r, p, saltBytes, keyBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = derive(plain, salt, log2N, r, p, keyBytes);
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `plain` is the secret `stored` was made from; false for any other input, malformed ones included. */
export function verifySecret(plain: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const sane = [log2N, r, p].every((n) => Number.isInteger(n) && n > 0) && log2N <= 20 && r <= 32 && p <= 16;
  if (!sane || salt.length < 8 || expected.length < 16 || 128 * r * 2 ** log2N > MAX_MEMORY) return false;
  return timingSafeEqual(derive(plain, salt, log2N, r, p, expected.length), expected);
}

function derive(plain: string, salt: Buffer, log2N: number, r: number, p: number, keyBytes: number): Buffer {
  const N = 2 ** log2N;
  return scryptSync(plain.normalize('NFC'), salt, keyBytes, { N, r, p, maxmem: 2 * 128 * r * N + 1024 * 1024 });
}

/** A fresh opaque token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the store keeps of a token: its SHA-256. Lookups by digest reveal nothing about the token through
 * timing, and a copy of the store holds no usable session.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Constant-time equality of two short texts (codes, tokens), independent of where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

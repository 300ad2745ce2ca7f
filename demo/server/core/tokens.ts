import { existsSync, readFileSync } from 'node:fs';
import { newToken, tokenDigest } from './secrets';
import { writeAtomically } from './store';

/** Lifetimes of the contract (SPEC section 4: one day by default). TokenGrant reports them in milliseconds. */
export const ACCESS_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const REFRESH_LIFETIME_MS = 7 * ACCESS_LIFETIME_MS;
/** After a rotation the replaced token keeps working this long, so requests already in flight still pass. */
export const ROTATION_GRACE_MS = 5 * 60 * 1000;

interface TokenRecord {
  userNo: string;
  kind: 'access' | 'refresh';
  expiresAt: number;
  /** Set once the token was rotated, so concurrent requests with the old token all get the same new one. */
  successor?: string;
}

export interface Grant {
  access: string;
  refresh: string;
}

/**
 * Random opaque tokens (256 bits), found by their SHA-256 digest so a lookup's timing says nothing about the
 * token. Kept apart from the area store: POST /demo/reset restores data, not sessions, so a browser under
 * test stays signed in across resets. With a file, the sessions survive a restart: it holds the digests,
 * written atomically on every change; successors are kept only in memory, so a restart never hands out
 * a stored token.
 */
export class TokenStore {
  private readonly tokens = new Map<string, TokenRecord>();

  constructor(
    private readonly now: () => number,
    private readonly file?: string,
  ) {
    if (file && existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Array<[string, TokenRecord]>;
        for (const [digest, record] of saved) if (record.expiresAt > now()) this.tokens.set(digest, record);
      } catch {
        // An unreadable sessions file only signs everyone out.
      }
    }
  }

  issue(userNo: string): Grant {
    const access = this.add(userNo, 'access', ACCESS_LIFETIME_MS);
    const refresh = this.add(userNo, 'refresh', REFRESH_LIFETIME_MS);
    return { access, refresh };
  }

  /** The user of a valid access token, or undefined when it is unknown, expired or a refresh token. */
  userOf(token: string): string | undefined {
    const record = this.tokens.get(tokenDigest(token));
    if (record?.kind !== 'access') return undefined;
    if (record.expiresAt <= this.now()) {
      this.tokens.delete(tokenDigest(token));
      this.save();
      return undefined;
    }
    return record.userNo;
  }

  /**
   * The fresh token to send in the `newtoken` header once less than half of the access lifetime remains,
   * else undefined. The old token then lives ROTATION_GRACE_MS longer at most.
   */
  rotateIfAging(token: string): string | undefined {
    const record = this.tokens.get(tokenDigest(token));
    if (record?.kind !== 'access') return undefined;
    const now = this.now();
    if (record.successor && this.userOf(record.successor)) return record.successor;
    if (record.expiresAt - now >= ACCESS_LIFETIME_MS / 2) return undefined;
    record.successor = this.add(record.userNo, 'access', ACCESS_LIFETIME_MS);
    record.expiresAt = Math.min(record.expiresAt, now + ROTATION_GRACE_MS);
    this.save();
    return record.successor;
  }

  revoke(token: string): void {
    if (this.tokens.delete(tokenDigest(token))) this.save();
  }

  private add(userNo: string, kind: TokenRecord['kind'], lifetime: number): string {
    const token = newToken();
    this.tokens.set(tokenDigest(token), { userNo, kind, expiresAt: this.now() + lifetime });
    this.save();
    return token;
  }

  private save(): void {
    if (!this.file) return;
    const now = this.now();
    const live = [...this.tokens]
      .filter(([, r]) => r.expiresAt > now)
      .map(([d, r]) => [d, { ...r, successor: undefined }]);
    writeAtomically(this.file, Buffer.from(JSON.stringify(live)));
  }
}

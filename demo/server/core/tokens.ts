import { randomBytes } from 'node:crypto';

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
 * Random opaque tokens kept in memory, not in the area store: POST /demo/reset restores data, not sessions,
 * so a browser under test stays signed in across resets.
 */
export class TokenStore {
  private readonly tokens = new Map<string, TokenRecord>();

  constructor(private readonly now: () => number) {}

  issue(userNo: string): Grant {
    const access = this.add(userNo, 'access', ACCESS_LIFETIME_MS);
    const refresh = this.add(userNo, 'refresh', REFRESH_LIFETIME_MS);
    return { access, refresh };
  }

  /** The user of a valid access token, or undefined when it is unknown, expired or a refresh token. */
  userOf(token: string): string | undefined {
    const record = this.tokens.get(token);
    if (!record || record.kind !== 'access') return undefined;
    if (record.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return record.userNo;
  }

  /**
   * The fresh token to send in the `newtoken` header once less than half of the access lifetime remains,
   * else undefined. The old token then lives ROTATION_GRACE_MS longer at most.
   */
  rotateIfAging(token: string): string | undefined {
    const record = this.tokens.get(token);
    if (!record || record.kind !== 'access') return undefined;
    const now = this.now();
    if (record.successor && this.userOf(record.successor)) return record.successor;
    if (record.expiresAt - now >= ACCESS_LIFETIME_MS / 2) return undefined;
    record.successor = this.add(record.userNo, 'access', ACCESS_LIFETIME_MS);
    record.expiresAt = Math.min(record.expiresAt, now + ROTATION_GRACE_MS);
    return record.successor;
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  private add(userNo: string, kind: TokenRecord['kind'], lifetime: number): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { userNo, kind, expiresAt: this.now() + lifetime });
    return token;
  }
}

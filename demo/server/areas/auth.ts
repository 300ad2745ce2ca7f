import { randomBytes, randomInt } from 'node:crypto';
import { authApi, AUTH_CODES, type BindMethod } from '../../../src/api/auth';
import { all, one, run, type Database } from '../core/db';
import { MINUTE_MS, dateTime } from '../core/dates';
import { ApiFailure } from '../core/envelope';
import { ACCESS_LIFETIME_MS, REFRESH_LIFETIME_MS } from '../core/tokens';
import type { AreaModule, SeedRecord } from '../core/types';
import { findUser } from '../core/users';
import { attemptSecret, LockedFailure, lockedUntil, MAX_WRONG } from '../core/lockout';
import { sameText } from '../core/secrets';

/**
 * Messaging-app account binding. Codes are "sent" into a demo outbox (GET /demo/outbox) instead of a mail or
 * SMS gateway, so a demo or a test can read them.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * MINUTE_MS;
export const RESEND_MS = 60_000;

/** Contacts on file for the employees who may bind. Suppliers never bind a messaging-app account. */
const CONTACTS: Array<{ userNo: string; mailbox: string; mobile: string }> = [
  { userNo: '10001', mailbox: 'chen.zhiming@example.com', mobile: '13800000001' },
  { userNo: '10002', mailbox: 'lin.meiling@example.com', mobile: '' },
];

export function maskMailbox(mailbox: string): string {
  const [name, domain] = mailbox.split('@');
  return `${name.slice(0, 2)}***@${domain ?? ''}`;
}

export function maskMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

const fail = (code: number, message: string) => new ApiFailure(200, code, message);

interface ChallengeRow {
  id: string;
  user_no: string;
  code: string;
  expires_at: number;
  used: number;
  wx_user_id: string;
}

export interface OutboxMessage {
  id: number;
  at: string;
  channel: BindMethod;
  to: string;
  userNo: string;
  text: string;
  code: string;
}

/** The demo outbox, newest first (served as GET /demo/outbox). */
export function demoOutbox(db: Database): OutboxMessage[] {
  return all<{ id: number; at: number; channel: BindMethod; target: string; user_no: string; code: string }>(
    db,
    'SELECT id, at, channel, target, user_no, code FROM auth_outbox ORDER BY id DESC LIMIT 20',
  ).map((row) => ({
    id: row.id,
    at: dateTime(row.at),
    channel: row.channel,
    to: row.target,
    userNo: row.user_no,
    code: row.code,
    text: `Your verification code is ${row.code}. It is valid for ${CODE_TTL_MS / MINUTE_MS} minutes.`,
  }));
}

export const authArea: AreaModule = {
  name: 'auth',

  schema(db) {
    db.run(`CREATE TABLE auth_contacts (
      user_no TEXT PRIMARY KEY REFERENCES users(user_no), mailbox TEXT NOT NULL, mobile TEXT NOT NULL
    )`);
    db.run(`CREATE TABLE auth_challenges (
      id TEXT PRIMARY KEY, user_no TEXT NOT NULL, code TEXT NOT NULL, expires_at INTEGER NOT NULL,
      sent_at INTEGER NOT NULL, used INTEGER NOT NULL, wx_user_id TEXT NOT NULL
    )`);
    db.run(`CREATE TABLE auth_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, channel TEXT NOT NULL, target TEXT NOT NULL,
      user_no TEXT NOT NULL, code TEXT NOT NULL
    )`);
    db.run(
      'CREATE TABLE auth_bindings (wx_user_id TEXT PRIMARY KEY, user_no TEXT NOT NULL, bound_at INTEGER NOT NULL)',
    );
  },

  seed(db) {
    for (const c of CONTACTS) run(db, 'INSERT INTO auth_contacts VALUES (?, ?, ?)', [c.userNo, c.mailbox, c.mobile]);
  },

  seedIndex(): SeedRecord[] {
    return [
      {
        area: 'auth',
        type: 'binding',
        id: '10002',
        status: 'unbound',
        assignee: '10002',
        route: '/pages/authentication/authenticationUserWX',
        title: 'Bind job id 10002 (mailbox only); codes in GET /demo/outbox',
      },
    ];
  },

  routes(api) {
    api.handle(
      authApi.sendCode,
      (req, { db, now, address }) => {
        const jobId = String(req.jobId ?? '').trim();
        const method: BindMethod | undefined =
          req.method === 'mobile' || req.method === 'mail' ? req.method : undefined;
        const user = /^[\w-]{1,32}$/.test(jobId) ? findUser(db, jobId) : undefined;
        const contact =
          user && !user.supplierCode
            ? one<{ mailbox: string; mobile: string }>(
                db,
                'SELECT mailbox, mobile FROM auth_contacts WHERE user_no = ?',
                [user.userNo],
              )
            : undefined;
        if (!user || !contact) throw fail(AUTH_CODES.invalidJobId, 'The job id is not valid.');
        // A new code does not reopen a locked binding: the lock belongs to the person, not to one code.
        const until = lockedUntil(db, { scope: 'bind', account: user.userNo, address }, now());
        if (until) throw new LockedFailure(until);
        const target = method === 'mail' ? contact.mailbox : method === 'mobile' ? contact.mobile : '';
        if (!method || !target) throw fail(AUTH_CODES.methodUnavailable, 'No contact of this kind is on file.');
        const at = now();
        const last = one<{ sent_at: number }>(
          db,
          'SELECT MAX(sent_at) AS sent_at FROM auth_challenges WHERE user_no = ?',
          [user.userNo],
        );
        if (last?.sent_at && at - last.sent_at < RESEND_MS)
          throw fail(AUTH_CODES.sendTooOften, 'A code was sent a moment ago, please wait.');
        // One live challenge per user: a new code replaces the old one.
        run(db, 'UPDATE auth_challenges SET used = 1 WHERE user_no = ?', [user.userNo]);
        const id = randomBytes(16).toString('base64url');
        const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
        const wxUserId = /^[\w.-]{1,64}$/.test(String(req.wxUserId ?? '')) ? String(req.wxUserId) : '';
        run(db, 'INSERT INTO auth_challenges VALUES (?, ?, ?, ?, ?, 0, ?)', [
          id,
          user.userNo,
          code,
          at + CODE_TTL_MS,
          at,
          wxUserId,
        ]);
        run(db, 'INSERT INTO auth_outbox (at, channel, target, user_no, code) VALUES (?, ?, ?, ?, ?)', [
          at,
          method,
          target,
          user.userNo,
          code,
        ]);
        return {
          challengeId: id,
          method,
          target: method === 'mail' ? maskMailbox(target) : maskMobile(target),
          expiresAt: at + CODE_TTL_MS,
          resendAt: at + RESEND_MS,
          maxAttempts: MAX_WRONG,
          codeLength: CODE_LENGTH,
          now: at,
        };
      },
      { public: true },
    );

    api.handle(
      authApi.verify,
      (req, { db, now, tokens, address }) => {
        const row = one<ChallengeRow>(db, 'SELECT * FROM auth_challenges WHERE id = ?', [
          String(req.challengeId ?? ''),
        ]);
        if (!row || row.used || row.expires_at <= now())
          throw fail(AUTH_CODES.codeExpired, 'The verification code has expired.');
        const outcome = attemptSecret(db, { scope: 'bind', account: row.user_no, address }, now(), () =>
          sameText(String(req.code ?? '').trim(), row.code),
        );
        if (outcome.kind === 'locked') throw new LockedFailure(outcome.lockedUntil);
        if (outcome.kind === 'wrong') throw fail(AUTH_CODES.wrongCode, 'The verification code is wrong.');
        run(db, 'UPDATE auth_challenges SET used = 1 WHERE id = ?', [row.id]);
        if (row.wx_user_id)
          run(db, 'INSERT OR REPLACE INTO auth_bindings VALUES (?, ?, ?)', [row.wx_user_id, row.user_no, now()]);
        const grant = tokens.issue(row.user_no);
        return {
          access_token: grant.access,
          refresh_token: grant.refresh,
          expires_in: ACCESS_LIFETIME_MS,
          expires_refresh_in: REFRESH_LIFETIME_MS,
          userNo: row.user_no,
        };
      },
      { public: true },
    );
  },
};

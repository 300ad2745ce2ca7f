import { endpoint } from './define';
import type { z } from 'zod';
import type { TokenGrant } from './main';
import type * as S from './schema/auth';

/**
 * Binding a messaging-app (WeCom) user to an employee account (main service, public: the user has no session
 * yet). The user gives a job id and a method; the server sends a one-time code to the mailbox or mobile on file;
 * the confirmed code binds the account and answers with the same token grant as a password login.
 */
export type BindMethod = z.infer<typeof S.BindMethod>;
export type BindCodeRequest = z.infer<typeof S.BindCodeRequest>;
/** Where the code went (masked), when it expires, when a new one may be sent (epoch ms, server clock). */
export type BindChallenge = z.infer<typeof S.BindChallenge>;
export type BindVerifyRequest = z.infer<typeof S.BindVerifyRequest>;

export const authApi = {
  sendCode: endpoint<BindCodeRequest, BindChallenge>('main', 'POST', '/wxwork/bind/code'),
  verify: endpoint<BindVerifyRequest, TokenGrant>('main', 'POST', '/wxwork/bind/verify'),
};

/** Envelope codes of the binding flow (docs/api/accounts.md). The client shows its own text for each. */
export const AUTH_CODES = {
  invalidJobId: 2101,
  wrongCode: 2102,
  codeExpired: 2103,
  tooManyAttempts: 2104,
  sendTooOften: 2105,
  methodUnavailable: 2106,
} as const;

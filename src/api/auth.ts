import { endpoint } from './define';
import type { TokenGrant } from './main';

/**
 * Binding a messaging-app (WeCom) user to an employee account (main service, public: the user has no session
 * yet). The user gives a job id and a method; the server sends a one-time code to the mailbox or mobile on file;
 * the confirmed code binds the account and answers with the same token grant as a password login.
 */
export type BindMethod = 'mail' | 'mobile';

export interface BindCodeRequest {
  jobId: string;
  method: BindMethod;
  /** The messaging app's user id when the app's login redirect supplied one; the binding is recorded for it. */
  wxUserId?: string;
}

export interface BindChallenge {
  challengeId: string;
  method: BindMethod;
  /** Where the code went, masked (e.g. "ch***@example.com", "138****0001"). */
  target: string;
  /** Epoch ms (server clock) after which the code no longer works. */
  expiresAt: number;
  /** Epoch ms before which no new code is sent. */
  resendAt: number;
  /** Wrong codes allowed before the challenge is spent. */
  maxAttempts: number;
  codeLength: number;
  now: number;
}

export interface BindVerifyRequest {
  challengeId: string;
  code: string;
}

export const authApi = {
  sendCode: endpoint<BindCodeRequest, BindChallenge>('main', 'POST', '/wxwork/bind/code'),
  verify: endpoint<BindVerifyRequest, TokenGrant>('main', 'POST', '/wxwork/bind/verify'),
};

/** Envelope codes of the binding flow (docs/API.md). The client shows its own text for each. */
export const AUTH_CODES = {
  invalidJobId: 2101,
  wrongCode: 2102,
  codeExpired: 2103,
  tooManyAttempts: 2104,
  sendTooOften: 2105,
  methodUnavailable: 2106,
} as const;

import { authApi, type BindChallenge, type BindMethod } from '../../../src/api/auth';
import { useEffect, useState } from '../../../src/framework';
import { ApiError, request } from '../../../src/http';
import { reLaunch } from '../../../src/router';
import { HOME_PATH } from '../../../src/router/paths';
import { $session, login } from '../../../src/session';
import { loadProfile } from '../../../src/account/actions';
import { safeReturn } from '../../../src/account/mode';
import { lockEndText } from '../../../src/account/lockEnd';
import { $locale } from '../../../src/i18n';
import { showToast, useSingleFlight, useT } from '../../../src/ui';
import { codeIsSpent, codeProblem, jobIdProblem, messageFor, safeWxUserId } from '../flow';

export interface Sent extends BindChallenge {
  /** Client time when the answer arrived: countdowns run on the server's clock shifted to ours. */
  receivedAt: number;
}

interface Problem {
  key: string;
  params?: Record<string, unknown>;
  text?: string;
}

function problemOf(error: unknown, extra?: Record<string, unknown>): Problem {
  if (error instanceof ApiError) {
    const key = messageFor(error.code);
    if (key) return { key, params: { ...extra, time: lockEndText(error.lockedUntil, $locale.get()) } };
    return { key: error.key, text: error.text };
  }
  return { key: 'error.getFailed' };
}

/**
 * Binding in two steps: send a one-time code for a job id, then confirm it and sign in. Countdowns run on the
 * server's clock; a wrong or spent code and the server's refusals become a problem in the user's language.
 */
export function useBind(query: Record<string, string>) {
  const t = useT();
  const [jobId, setJobId] = useState('');
  const [method, setMethod] = useState<BindMethod>('mail');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(0);
  const [spent, setSpent] = useState(false);
  const [jobError, setJobError] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [now, setNow] = useState(Date.now());
  const [outboxVersion, setOutboxVersion] = useState(0);

  useEffect(() => {
    if (!sent) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sent]);

  const serverNow = sent ? sent.now + (now - sent.receivedAt) : 0;
  const validMs = sent ? Math.max(0, sent.expiresAt - serverNow) : 0;
  const resendMs = sent ? Math.max(0, sent.resendAt - serverNow) : 0;
  const expired = !!sent && validMs <= 0;

  const [sendCode, sending] = useSingleFlight(async () => {
    const found = jobIdProblem(jobId);
    setJobError(found ?? '');
    if (found) return;
    setProblem(null);
    try {
      const challenge = await request(
        authApi.sendCode,
        { jobId: jobId.trim(), method, wxUserId: safeWxUserId(query.wxUserId) },
        { silent: true },
      );
      setSent({ ...challenge, receivedAt: Date.now() });
      setCode('');
      setWrong(0);
      setSpent(false);
      setNow(Date.now());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setOutboxVersion((n) => n + 1);
    }
  });

  const [confirmCode, confirming] = useSingleFlight(async () => {
    if (!sent) return;
    const found = codeProblem(code, sent.codeLength);
    if (found) {
      setProblem({ key: found, params: { length: sent.codeLength } });
      return;
    }
    setProblem(null);
    try {
      const grant = await request(
        authApi.verify,
        { challengeId: sent.challengeId, code: code.trim() },
        { silent: true },
      );
      login(grant);
      await loadProfile().catch(() => undefined);
      showToast('auth.bound', { name: $session.get().userName || grant.userNo });
      reLaunch(safeReturn(query.redirect) || HOME_PATH);
    } catch (error) {
      const failed = wrong + 1;
      if (error instanceof ApiError && codeIsSpent(error.code)) setSpent(true);
      if (error instanceof ApiError && messageFor(error.code) === 'auth.err.wrongCode') setWrong(failed);
      setProblem(problemOf(error, { remaining: Math.max(0, sent.maxAttempts - failed) }));
    }
  });

  const message = problem ? (problem.key ? t(problem.key, problem.params) : problem.text) : '';
  return {
    jobId,
    setJobId,
    method,
    setMethod,
    sent,
    code,
    setCode,
    spent,
    jobError,
    hasProblem: !!problem,
    message,
    validMs,
    resendMs,
    expired,
    sendCode,
    sending,
    confirmCode,
    confirming,
    outboxVersion,
    /** Back to the first step, for another job id or way. */
    change: () => {
      setSent(null);
      setProblem(null);
    },
  };
}

export type Bind = ReturnType<typeof useBind>;

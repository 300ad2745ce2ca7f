import { salaryApi, type SalaryLoginResult, type SalaryStatus } from '../../../src/api/salary';
import { useEffect, useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { redirectTo } from '../../../src/router';
import { loadProfile } from '../../../src/account/actions';
import { $session } from '../../../src/session';
import { useSingleFlight, useT } from '../../../src/ui';
import { lockGate, lockRemainingMs, openGate } from '../gate';

const INDEX = '/pages/salary/index';

type Problem =
  | { kind: 'required' }
  | { kind: 'wrong'; remaining: number; max: number }
  | { kind: 'noPassword' }
  | { kind: 'failed'; key: string; text: string };

/** A server lock, with the moment the answer arrived so the countdown follows the server's clock. */
interface Lock {
  lockedUntil: number;
  serverNow: number;
  receivedAt: number;
}

/** Ticks every second while a lock is shown, and clears it when it runs out. */
function useLockCountdown(lock: Lock | null, onEnd: () => void): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!lock) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (lockRemainingMs(lock.lockedUntil, lock.serverNow, lock.receivedAt, at) <= 0) onEnd();
    }, 1000);
    return () => clearInterval(timer);
  }, [lock]);
  return lock ? lockRemainingMs(lock.lockedUntil, lock.serverNow, lock.receivedAt, now) : 0;
}

/**
 * The salary password form's state and its one action: open the area, or say why not (nothing typed, wrong
 * password with tries left, no password set, locked until when, or the request's own failure).
 */
export function useSalaryLogin() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [lock, setLock] = useState<Lock | null>(null);
  const remainingMs = useLockCountdown(lock, () => setLock(null));

  const applyStatus = (status: SalaryStatus) => {
    if (!status.hasPassword) setProblem({ kind: 'noPassword' });
    setLock(
      status.lockedUntil > status.now
        ? { lockedUntil: status.lockedUntil, serverNow: status.now, receivedAt: Date.now() }
        : null,
    );
  };

  useEffect(() => {
    // Arriving here always means the area is closed: a token left from before is dropped.
    const left = lockGate();
    if (left) void request(salaryApi.logout, { salaryToken: left }, { silent: true }).catch(() => undefined);
    request(salaryApi.status, undefined, { silent: true }).then(applyStatus, () => undefined);
  }, []);

  const [submit, busy] = useSingleFlight(async () => {
    if (!password) {
      setProblem({ kind: 'required' });
      return;
    }
    setProblem(null);
    // The area opens for a named user only. A launch by token alone is named by its profile, asked again here
    // rather than awaited, so a profile that never came (a dropped network) ends in a message and a retry with
    // the password still typed, and no salary session is opened on the server for nobody.
    const failed = (error: unknown) => {
      const e = (error ?? {}) as { key?: string; text?: string };
      setProblem({ kind: 'failed', key: e.key || '', text: e.text || '' });
    };
    let userNo = $session.get().userNo;
    try {
      userNo ||= await loadProfile();
    } catch (error) {
      return failed(error);
    }
    if (!userNo) return failed(null);
    let result: SalaryLoginResult;
    try {
      result = await request(salaryApi.login, { password }, { silent: true });
    } catch (error) {
      return failed(error);
    }
    setPassword('');
    if (result.status === 'ok') {
      openGate(result.salaryToken, userNo, Date.now());
      redirectTo(INDEX);
    } else if (result.status === 'wrongPassword') {
      setProblem({ kind: 'wrong', remaining: result.remaining, max: result.maxAttempts });
    } else if (result.status === 'locked') {
      setLock({ lockedUntil: result.lockedUntil, serverNow: result.now, receivedAt: Date.now() });
    } else {
      setProblem({ kind: 'noPassword' });
    }
  });

  const locked = !!lock && remainingMs > 0;
  const message = (() => {
    if (!problem) return '';
    if (problem.kind === 'required') return t('salary.passwordRequired');
    if (problem.kind === 'wrong') return t('salary.wrongPassword', { remaining: problem.remaining, max: problem.max });
    if (problem.kind === 'noPassword') return t('salary.noPassword');
    return problem.key ? t(problem.key) : problem.text || t('error.getFailed');
  })();
  return { password, setPassword, reveal, setReveal, problem, lock, remainingMs, locked, message, submit, busy };
}

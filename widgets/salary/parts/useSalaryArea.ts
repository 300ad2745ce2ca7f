import { salaryApi, SALARY_CODES } from '../../../src/api/salary';
import { useEffect, useState } from '../../../src/framework';
import { ApiError, request } from '../../../src/http';
import { redirectTo } from '../../../src/router';
import { $salaryGate, closedReason, isOpen, lockGate, touchGate, type LockReason } from '../gate';

const LOGIN = '/pages/salary/login';
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Ends the salary token on the server too; the page never waits for it. */
function endOnServer(token: string | undefined): void {
  if (token) void request(salaryApi.logout, { salaryToken: token }, { silent: true }).catch(() => undefined);
}

/** Locks the area and opens the salary login, which says why (nothing when the area was never opened here). */
export function leave(reason: LockReason | ''): void {
  endOnServer(lockGate(reason || 'left'));
  redirectTo(reason ? `${LOGIN}?reason=${reason}` : LOGIN);
}

/** The area was found closed: the login says why, from the reason it was locked, not a guess. */
const closed = (userNo: string) => leave(closedReason($salaryGate.get(), userNo, Date.now()));

/**
 * Keeps the salary area open only while it is used: any activity renews the idle window, and leaving the page,
 * hiding the document for good (pagehide), idling too long or another user signing in locks it. Returns the
 * way to call the server inside the area and the clock the auto-lock countdown reads.
 */
export function useSalaryArea(userNo: string, onFailure: (error: ApiError) => void) {
  const [now, setNow] = useState(Date.now());
  /** Every salary call renews the idle window; a server answer of "locked" sends the user back to the password. */
  const call = async <T>(fn: (token: string) => Promise<T>): Promise<T | undefined> => {
    const open = $salaryGate.get();
    if (!isOpen(open, userNo, Date.now())) {
      closed(userNo);
      return undefined;
    }
    touchGate(Date.now());
    try {
      return await fn(open.token);
    } catch (error) {
      if (error instanceof ApiError && error.code === SALARY_CODES.salaryLocked) leave('idle');
      else if (error instanceof ApiError) onFailure(error);
      return undefined;
    }
  };

  useEffect(() => {
    if (!isOpen($salaryGate.get(), userNo, Date.now())) {
      closed(userNo);
      return undefined;
    }
    const onActivity = () => touchGate(Date.now());
    for (const name of ACTIVITY) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const onPageHide = () => endOnServer(lockGate('left'));
    window.addEventListener('pagehide', onPageHide);
    return () => {
      for (const name of ACTIVITY) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page (back, another route, logout) locks the area.
      endOnServer(lockGate('left'));
    };
  }, []);

  // The idle clock: checked every second, so the lock lands on time even when nothing else happens.
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if ($salaryGate.get() && !isOpen($salaryGate.get(), userNo, at)) leave('idle');
    }, 1000);
    return () => clearInterval(timer);
  }, [userNo]);

  // Another user signed in on this device: the slip of the previous one must not stay.
  useEffect(() => {
    const gateUser = $salaryGate.get()?.userNo;
    if (gateUser && gateUser !== userNo) leave('left');
  }, [userNo]);

  return { call, now };
}

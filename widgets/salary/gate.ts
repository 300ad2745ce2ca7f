import { atom } from 'nanostores';

/**
 * The open salary area: the short-lived salary token, whose it is, and when it was last used. Held in memory
 * only (never in localStorage, sessionStorage or a cache), so a reload, a closed tab or a crash locks the area.
 */
export interface Gate {
  token: string;
  userNo: string;
  lastUse: number;
}

/** Five minutes without use lock the area again (the server's salary token dies after the same idle time). */
export const IDLE_LOCK_MS = 5 * 60_000;

export const $salaryGate = atom<Gate | null>(null);

/** Why the open area was last locked: five minutes without use, or the user left it (back, another page, hidden). */
export type LockReason = 'idle' | 'left';
let lastLock: LockReason | null = null;

/** Pure rule: the gate lets `userNo` in at `now` only when it is theirs and used within the idle window. */
export function isOpen(gate: Gate | null, userNo: string, now: number): gate is Gate {
  return !!gate && !!gate.token && gate.userNo === userNo && now - gate.lastUse < IDLE_LOCK_MS;
}

/** Milliseconds until the idle lock; 0 when already locked. */
export function msUntilLock(gate: Gate | null, now: number): number {
  return gate ? Math.max(0, gate.lastUse + IDLE_LOCK_MS - now) : 0;
}

export function openGate(token: string, userNo: string, now: number): void {
  lastLock = null;
  $salaryGate.set({ token, userNo, lastUse: now });
}

/** A use of the open area (a tap, a key, a salary call) restarts the idle window. */
export function touchGate(now: number): void {
  const gate = $salaryGate.get();
  if (gate) $salaryGate.set({ ...gate, lastUse: now });
}

/**
 * Locks the area and returns the token that was open, so the caller can end it on the server too. `reason` is
 * remembered when an open area is locked, so coming back later says why it is closed.
 */
export function lockGate(reason: LockReason = 'left'): string | undefined {
  const token = $salaryGate.get()?.token;
  if (token) lastLock = reason;
  $salaryGate.set(null);
  return token;
}

/**
 * Why `userNo` finds the area closed at `now`: 'idle' when the open area went five minutes without use, the
 * reason of the last lock when it was locked before (leaving the pay slip is 'left'), '' when it was never
 * opened in this tab (a reload also lands here: nothing is kept).
 */
export function closedReason(gate: Gate | null, userNo: string, now: number): LockReason | '' {
  if (gate?.token && gate.userNo === userNo && now - gate.lastUse >= IDLE_LOCK_MS) return 'idle';
  return lastLock ?? '';
}

/**
 * What the salary login shows for a server lock: the remaining time counted on the server's clock (the
 * answer carries the server's `now`), so a phone whose clock is wrong still shows the right wait.
 */
export function lockRemainingMs(lockedUntil: number, serverNow: number, receivedAt: number, now: number): number {
  return Math.max(0, lockedUntil - serverNow - (now - receivedAt));
}

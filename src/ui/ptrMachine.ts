/**
 * The pull-to-refresh states of SPEC section 4 as a pure machine: pulling, reached, refreshing, restoring,
 * and aborting when the finger lets go before the threshold.
 */
export type PtrState = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'restoring' | 'aborting';
export type PtrEvent =
  | { type: 'move'; distance: number }
  | { type: 'release' }
  | { type: 'done' }
  | { type: 'settled' };

export const PTR_THRESHOLD = 64;

export function ptrNext(state: PtrState, event: PtrEvent, threshold = PTR_THRESHOLD): PtrState {
  switch (event.type) {
    case 'move':
      if (state === 'refreshing' || state === 'restoring') return state;
      if (event.distance <= 0) return state === 'idle' ? 'idle' : 'pulling';
      return event.distance >= threshold ? 'reached' : 'pulling';
    case 'release':
      if (state === 'reached') return 'refreshing';
      if (state === 'pulling') return 'aborting';
      return state;
    case 'done':
      return state === 'refreshing' ? 'restoring' : state;
    case 'settled':
      return state === 'restoring' || state === 'aborting' ? 'idle' : state;
  }
}

/** Finger travel is damped so the indicator moves slower than the finger, as users expect. */
export const damp = (distance: number) => Math.max(0, Math.min(120, distance * 0.5));

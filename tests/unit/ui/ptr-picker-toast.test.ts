import { clampDate, clampTime } from '../../../src/ui/pickerRange';
import { damp, ptrNext } from '../../../src/ui/ptrMachine';
import { $toast, showToast } from '../../../src/ui/Toast';

describe('pull to refresh states (SPEC 4), every state and event', () => {
  const move = (distance: number) => ({ type: 'move' as const, distance });
  it('moving while refreshing or restoring changes nothing', () => {
    expect(ptrNext('refreshing', move(100))).toBe('refreshing');
    expect(ptrNext('restoring', move(100))).toBe('restoring');
    expect(ptrNext('refreshing', move(-5))).toBe('refreshing');
  });
  it('no travel leaves an idle list idle; going back above the start while pulling stays pulling', () => {
    expect(ptrNext('idle', move(0))).toBe('idle');
    expect(ptrNext('idle', move(-10))).toBe('idle');
    expect(ptrNext('pulling', move(0))).toBe('pulling');
    expect(ptrNext('reached', move(-1))).toBe('pulling');
    expect(ptrNext('aborting', move(10))).toBe('pulling');
  });
  it('release, done and settled only act on their own states', () => {
    expect(ptrNext('idle', { type: 'release' })).toBe('idle');
    expect(ptrNext('refreshing', { type: 'release' })).toBe('refreshing');
    expect(ptrNext('pulling', { type: 'done' })).toBe('pulling');
    expect(ptrNext('idle', { type: 'done' })).toBe('idle');
    expect(ptrNext('refreshing', { type: 'settled' })).toBe('refreshing');
    expect(ptrNext('pulling', { type: 'settled' })).toBe('pulling');
    expect(ptrNext('aborting', { type: 'settled' })).toBe('idle');
    expect(ptrNext('restoring', { type: 'settled' })).toBe('idle');
  });
  it('the indicator moves half as far as the finger, between 0 and 120 px', () => {
    expect(damp(-40)).toBe(0);
    expect(damp(100)).toBe(50);
    expect(damp(240)).toBe(120);
    expect(damp(1000)).toBe(120);
  });
});

describe('picker ranges (SPEC 5)', () => {
  const range = { min: '1876-11-23', max: '2176-11-23' };
  it('a date inside the range is kept as is', () => {
    expect(clampDate('2026-11-23', range)).toBe('2026-11-23');
    expect(clampDate('1876-11-23', range)).toBe('1876-11-23');
    expect(clampDate('2176-11-23', range)).toBe('2176-11-23');
  });
  it('only a whole YYYY-MM-DD value is read; anything else becomes empty', () => {
    expect(clampDate('2026-1-5', range)).toBe('');
    expect(clampDate(' 2026-01-05', range)).toBe('');
    expect(clampDate('2026-01-05T10:00', range)).toBe('');
  });
  it('a time must start with hours and minutes', () => {
    expect(clampTime('x12:30')).toBe('');
    expect(clampTime('7:5')).toBe('07:05');
  });
});

describe('toast (SPEC 9: 2000 ms)', () => {
  afterEach(() => vi.useRealTimers());
  it('a toast closed early does not break its timer', () => {
    vi.useFakeTimers();
    showToast('common.saved');
    $toast.set(null);
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
    expect($toast.get()).toBeNull();
  });
});

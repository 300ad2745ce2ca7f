import { clampDate, clampTime, dateRange } from '../../../src/ui/pickerRange';
import { ptrNext, PTR_THRESHOLD } from '../../../src/ui/ptrMachine';
import { clampZoom, doubleTapZoom, ZOOM_MAX, ZOOM_MIN } from '../../../src/ui/zoom';
import { WATERMARK } from '../../../src/ui/watermarkTile';
import { debounce, DEBOUNCE_MS } from '../../../src/ui/timing';
import { $toast, showToast, TOAST_MS } from '../../../src/ui/Toast';
import { formatDate, formatDateTime } from '../../../src/ui/format';

describe('pull-to-refresh states (SPEC 4)', () => {
  it('goes pulling, reached, refreshing, restoring and back to idle', () => {
    let s = ptrNext('idle', { type: 'move', distance: 10 });
    expect(s).toBe('pulling');
    s = ptrNext(s, { type: 'move', distance: PTR_THRESHOLD });
    expect(s).toBe('reached');
    s = ptrNext(s, { type: 'release' });
    expect(s).toBe('refreshing');
    expect(ptrNext(s, { type: 'move', distance: 200 })).toBe('refreshing');
    s = ptrNext(s, { type: 'done' });
    expect(s).toBe('restoring');
    expect(ptrNext(s, { type: 'settled' })).toBe('idle');
  });
  it('aborts when released before the threshold', () => {
    const s = ptrNext(ptrNext('idle', { type: 'move', distance: 20 }), { type: 'release' });
    expect(s).toBe('aborting');
    expect(ptrNext(s, { type: 'settled' })).toBe('idle');
  });
  it('drops back from reached to pulling when the finger returns', () => {
    expect(ptrNext('reached', { type: 'move', distance: PTR_THRESHOLD - 1 })).toBe('pulling');
  });
});

describe('pickers clamp to their range (SPEC 5)', () => {
  const range = dateRange(new Date(2026, 10, 22));
  it('dates default to plus or minus 150 years', () => {
    expect(range).toEqual({ min: '1876-11-22', max: '2176-11-22' });
    expect(clampDate('1800-01-01', range)).toBe('1876-11-22');
    expect(clampDate('2300-01-01', range)).toBe('2176-11-22');
    expect(clampDate('2026-02-30x', range)).toBe('');
  });
  it('time runs from 00:00 to 23:59', () => {
    expect(clampTime('24:75')).toBe('23:59');
    expect(clampTime('7:5')).toBe('07:05');
    expect(clampTime('x')).toBe('');
  });
});

describe('constants of SPEC 9', () => {
  it('image zoom runs 1 to 4; double tap toggles', () => {
    expect([ZOOM_MIN, ZOOM_MAX]).toEqual([1, 4]);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(doubleTapZoom(1)).toBe(2);
    expect(doubleTapZoom(3)).toBe(1);
  });
  it('watermark 180x150, rotated 30 degrees, z-index 1000', () => {
    expect(WATERMARK).toEqual({ width: 180, height: 150, rotateDeg: 30, zIndex: 1000 });
  });
  it('toast shows 2000 ms', () => {
    vi.useFakeTimers();
    expect(TOAST_MS).toBe(2000);
    showToast('common.ok');
    vi.advanceTimersByTime(1999);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
    vi.useRealTimers();
  });
  it('debounce defaults to 300 ms', () => {
    vi.useFakeTimers();
    expect(DEBOUNCE_MS).toBe(300);
    const fn = vi.fn();
    const run = debounce(fn);
    run(1);
    run(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith(2);
    vi.useRealTimers();
  });
  it('date formats are YYYY/MM/DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate('2026-03-04T05:06:07')).toBe('2026/03/04');
    expect(formatDateTime('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDate('not a date')).toBe('-');
  });
});

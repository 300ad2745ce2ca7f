import { clampView, doubleTap, FIT, fitted, panBy, pinchTo, zoomAt } from '../../../src/viewers/image/pan';

const stage = { width: 400, height: 300 };
const base = { width: 400, height: 300 };

describe('a zoomed picture', () => {
  it('moves with the finger and stops at each edge, never showing a gap', () => {
    const at4 = { scale: 4, x: 0, y: 0 };
    // At 4x the picture is 1600 x 1200: 600 px of room to each side, 450 up and down.
    expect(panBy(at4, { x: 5000, y: 5000 }, base, stage)).toEqual({ scale: 4, x: 600, y: 450 });
    expect(panBy(at4, { x: -5000, y: -5000 }, base, stage)).toEqual({ scale: 4, x: -600, y: -450 });
    expect(panBy(at4, { x: 30, y: -20 }, base, stage)).toEqual({ scale: 4, x: 30, y: -20 });
  });

  it('does not move at fit, and a side smaller than the stage stays centred', () => {
    expect(panBy(FIT, { x: 50, y: 50 }, base, stage)).toEqual(FIT);
    const narrow = { width: 100, height: 300 };
    expect(clampView({ scale: 2, x: 80, y: 500 }, narrow, stage)).toEqual({ scale: 2, x: 0, y: 150 });
  });

  it('keeps the point under the fingers still while pinching, and zooms only between 1 and 4', () => {
    const start = { view: FIT, distance: 100, mid: { x: 100, y: 50 } };
    const v = pinchTo(start, 200, { x: 100, y: 50 }, base, stage);
    expect(v.scale).toBe(2);
    // The picture's point under the fingers (100, 50 from its centre at 1x) is on the screen at x + scale * point.
    expect(v.x + v.scale * 100).toBeCloseTo(100);
    expect(v.y + v.scale * 50).toBeCloseTo(50);
    expect(pinchTo(start, 10_000, { x: 0, y: 0 }, base, stage).scale).toBe(4);
    expect(pinchTo(start, 1, { x: 0, y: 0 }, base, stage).scale).toBe(1);
  });

  it('double tap zooms to 2x at the tapped point, and back to fit', () => {
    const v = doubleTap(FIT, { x: -150, y: 100 }, base, stage);
    expect(v).toEqual({ scale: 2, x: 150, y: -100 });
    expect(doubleTap(v, { x: 0, y: 0 }, base, stage)).toEqual(FIT);
    expect(zoomAt(FIT, 9, { x: 0, y: 0 }, base, stage).scale).toBe(4);
  });

  it('fits a large picture into the stage without enlarging a small one', () => {
    expect(fitted({ width: 1200, height: 800 }, stage)).toEqual({ width: 400, height: 400 * (800 / 1200) });
    expect(fitted({ width: 100, height: 50 }, stage)).toEqual({ width: 100, height: 50 });
  });
});

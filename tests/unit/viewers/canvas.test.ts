import { describe, expect, it } from 'vitest';
import {
  isPhone,
  MAX_CANVAS_PIXELS,
  MAX_CANVAS_PIXELS_PHONE,
  maxCanvasPixels,
  renderRatio,
} from '../../../src/viewers/pdf/canvas';

describe('PDF canvas size', () => {
  it('caps phones at 5,242,880 pixels and others at the iOS limit of 16,777,216', () => {
    expect(maxCanvasPixels(true)).toBe(5_242_880);
    expect(maxCanvasPixels(false)).toBe(16_777_216);
  });

  it('draws at the screen ratio while it fits', () => {
    expect(renderRatio(374, 529, 3, MAX_CANVAS_PIXELS_PHONE)).toBe(3);
  });

  it('lowers the ratio at 4x zoom on a phone so the canvas stays within the cap', () => {
    const w = 374 * 4;
    const h = 529 * 4;
    const ratio = renderRatio(w, h, 3, MAX_CANVAS_PIXELS_PHONE);
    expect(ratio).toBeLessThan(3);
    expect(w * ratio * h * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS_PHONE + 1);
    expect(w * ratio * h * ratio).toBeGreaterThan(MAX_CANVAS_PIXELS_PHONE * 0.99);
  });

  it('never exceeds the desktop cap either', () => {
    const ratio = renderRatio(4000, 5600, 2, MAX_CANVAS_PIXELS);
    expect(4000 * ratio * 5600 * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
  });

  it('a coarse pointer or a narrow window is a phone', () => {
    expect(isPhone({ innerWidth: 1280, matchMedia: () => ({ matches: true }) })).toBe(true);
    expect(isPhone({ innerWidth: 390, matchMedia: () => ({ matches: false }) })).toBe(true);
    expect(isPhone({ innerWidth: 1280, matchMedia: () => ({ matches: false }) })).toBe(false);
  });
});

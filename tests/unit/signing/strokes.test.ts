import { describe, expect, it } from 'vitest';
import { changedParts } from '../../../src/signing/changes';
import { follow, isEmpty, toPoint } from '../../../src/signing/strokes';

describe('signature strokes', () => {
  it('keeps points in the pad’s own 0..1 coordinates, clamped, so any size redraws the same signature', () => {
    const box = { left: 10, top: 20, width: 200, height: 80 };
    expect(toPoint(110, 60, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(toPoint(-50, 500, box)).toEqual({ x: 0, y: 1 });
    expect(toPoint(110, 60, { ...box, width: 400, height: 160 })).toEqual({ x: 0.25, y: 0.25 });
  });

  it('eases each new point toward the pointer, and starts a stroke where the pointer is', () => {
    expect(follow([], { x: 0.4, y: 0.4 })).toEqual({ x: 0.4, y: 0.4 });
    const next = follow([{ x: 0, y: 0 }], { x: 1, y: 1 });
    expect(next.x).toBeGreaterThan(0);
    expect(next.x).toBeLessThan(1);
  });

  it('is empty without a stroke and without a typed name', () => {
    expect(isEmpty([], '')).toBe(true);
    expect(isEmpty([[]], '  ')).toBe(true);
    expect(isEmpty([[{ x: 0, y: 0 }]], '')).toBe(false);
    expect(isEmpty([], '陳志明')).toBe(false);
  });
});

describe('what changed in a form', () => {
  const form = {
    header: { supplier: 'A' },
    items: [{ qty: 1 }],
    tables: {},
    amount: 100,
    currency: 'TWD',
    files: [{ name: 'a.pdf', size: 1 }],
  };
  it('names the parts that differ', () => {
    expect(changedParts(form, { ...form, files: [...form.files, { name: 'b.txt', size: 2 }] })).toEqual([
      'signing.part.files',
    ]);
    expect(changedParts(form, { ...form, amount: 200, items: [{ qty: 2 }] })).toEqual([
      'signing.part.lines',
      'signing.part.amount',
    ]);
    expect(changedParts(form, { ...form, header: { supplier: 'B' } })).toEqual(['signing.part.header']);
  });
  it('says "its content" when nothing it shows differs', () => {
    expect(changedParts(form, { ...form })).toEqual(['signing.part.content']);
  });
});

import { describe, expect, it } from 'vitest';
import { scoreBand } from '../../../src/api/srm';
import { lightOf } from '../../../demo/server/areas/srm-cases';

describe('SPEC 9 review bands', () => {
  it('A 90 to under 100, B 80 to under 90, C 65 to under 80, D under 65', () => {
    expect([99.9, 90, 89.9, 80, 79.9, 65, 64.9, 0].map(scoreBand)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
    expect(scoreBand(100)).toBe('A');
  });

  it('lights: A and B green (approval), C yellow (conditional approval), D red (prohibited)', () => {
    expect([95, 85, 70, 50].map(lightOf)).toEqual(['green', 'green', 'yellow', 'red']);
    expect(lightOf(null)).toBeNull();
  });
});

/** SPEC 9 review bands. */
export type ScoreBand = 'A' | 'B' | 'C' | 'D';

/** A 90 to under 100 excellent, B 80 to under 90 okay, C 65 to under 80 general, D under 65 unqualified (100 counts as A). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 65) return 'C';
  return 'D';
}

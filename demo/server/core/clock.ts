/**
 * The server clock: a base clock (Date.now, or one a test injects) plus an offset that POST /demo/clock moves
 * forward, so time rules such as token expiry and the GS001P 3-month auto close can be shown without waiting.
 */
export class Clock {
  private offset = 0;

  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): number => this.base() + this.offset;

  get offsetMs(): number {
    return this.offset;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('offsetMs must be a non-negative number');
    this.offset += ms;
  }

  resetOffset(): void {
    this.offset = 0;
  }
}

/** A small seeded generator (mulberry32): seeds look random yet every reset produces the same rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The paired comparison's statistics: Bonett–Price's paired interval against its formula's values, and
// the confidence sequence's error rate by simulation (fixed seeds): looking after every pair and
// stopping at the first exclusion of zero, a true difference of zero is declared in at most α of runs;
// a real difference is found, and early.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { confidenceSequence } from '../../src/lab/sequential';
import { pairedDifference } from '../../src/lab/stats';

/** Paired wins (x, y) with P(x) = px, P(y) = py, y copying x with probability `tie` when both can (same seed, same game). */
function simulate(seed: number, px: number, py: number, tie: number, pairs: number): number[] {
  const g = xoroshiro128plus(seed);
  const u = () => uniformInt(g, 0, 2 ** 30 - 1) / 2 ** 30;
  return Array.from({ length: pairs }, () => {
    const x = u() < px ? 1 : 0;
    const y = px === py && u() < tie ? x : u() < py ? 1 : 0;
    return y - x;
  });
}

/** The pair at which the sequence first excludes zero, or null (the budget spent). */
function stopAt(diffs: number[]): number | null {
  const cs = confidenceSequence(0.05);
  for (let k = 0; k < diffs.length; k++) {
    const c = cs.push(diffs[k]);
    if (c.low > 0 || c.high < 0) return k + 1;
  }
  return null;
}

describe('Bonett–Price paired interval', () => {
  it('p2 − p1 from the discordant pairs, adjusted as the formula says', () => {
    // n = 50, only1 = 5, only2 = 15: p̃ = 16/52, 6/52; half = z·√((p̃12 + p̃21 − (p̃12 − p̃21)²)/52)
    const d = pairedDifference(5, 15, 50);
    const a = 16 / 52, b = 6 / 52, half = 1.959963984540054 * Math.sqrt((a + b - (a - b) ** 2) / 52);
    expect(d.p).toBeCloseTo(0.2, 12);
    expect(d.low).toBeCloseTo(a - b - half, 12);
    expect(d.high).toBeCloseTo(a - b + half, 12);
    expect(d.low).toBeGreaterThan(0);
    expect(pairedDifference(0, 0, 0)).toEqual({ p: 0, low: -1, high: 1 });
  });
  it('is narrower than the unpaired interval when the pairs agree (same seeds)', () => {
    // 200 pairs, 180 agreeing: the paired interval uses only the 20 that differ
    const d = pairedDifference(5, 15, 200);
    expect(d.high - d.low).toBeLessThan(0.12);
  });
});

describe('the confidence sequence (sequential early stop)', () => {
  it('with no true difference, stops (wrongly) in at most 5 % of 400 runs of 600 pairs, looking after every pair', () => {
    const wrong = Array.from({ length: 400 }, (_, k) => stopAt(simulate(1000 + k, 0.5, 0.5, k % 2 ? 0.6 : 0, 600))).filter((s) => s !== null).length;
    expect(wrong / 400).toBeLessThanOrEqual(0.05);
  });
  it('the same looks at a fixed-n interval (Bonett–Price after every pair) are wrong far more often: why a sequence', () => {
    const wrong = Array.from({ length: 100 }, (_, k) => {
      let only1 = 0, only2 = 0;
      return simulate(1000 + k, 0.5, 0.5, 0, 600).some((d, n) => {
        if (d < 0) only1++;
        if (d > 0) only2++;
        const i = pairedDifference(only1, only2, n + 1);
        return n >= 10 && (i.low > 0 || i.high < 0);
      });
    }).filter(Boolean).length;
    expect(wrong / 100).toBeGreaterThan(0.2);
  });
  it('with a difference of 0.25, finds it in every run, most before 300 pairs', () => {
    const stops = Array.from({ length: 100 }, (_, k) => stopAt(simulate(5000 + k, 0.4, 0.65, 0, 600)));
    expect(stops.every((s) => s !== null)).toBe(true);
    const sorted = stops.map((s) => s!).sort((a, b) => a - b);
    expect(sorted[50]).toBeLessThan(300);
  });
  it('holds at every n: the true difference stays inside in at least 95 % of runs', () => {
    const missed = Array.from({ length: 200 }, (_, k) => {
      const cs = confidenceSequence(0.05);
      return simulate(9000 + k, 0.3, 0.45, 0, 400).some((d) => { const c = cs.push(d); return c.low > 0.15 || c.high < 0.15; });
    }).filter(Boolean).length;
    expect(missed / 200).toBeLessThanOrEqual(0.05);
  });
});

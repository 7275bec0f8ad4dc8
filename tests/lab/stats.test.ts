// The lab's statistics against published values: Wilson intervals and Newcombe's difference
// interval from Newcombe (1998), "Two-sided confidence intervals for the single proportion" (Table I)
// and "Interval estimation for the difference between independent proportions" (method 10).
import { describe, expect, it } from 'vitest';
import { differenceInterval, mean, percentile, spread, wilson } from '../../src/lab/stats';

describe('Wilson score interval', () => {
  it.each([
    // k, n, low, high (Newcombe 1998, Table I, method 3)
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i → [%f, %f]', (k, n, low, high) => {
    const w = wilson(k, n);
    expect(w.p).toBeCloseTo(k / n, 10);
    expect(w.low).toBeCloseTo(low, 4);
    expect(w.high).toBeCloseTo(high, 4);
  });
  it('no games: the whole range', () => expect(wilson(0, 0)).toEqual({ p: 0, low: 0, high: 1 }));
  it('all successes: the interval ends at 1 and is symmetric to none', () => {
    const all = wilson(10, 10), none = wilson(0, 10);
    expect(all.high).toBeCloseTo(1, 12);
    expect(all.low).toBeCloseTo(1 - none.high, 12);
  });
});

describe('Newcombe difference interval', () => {
  it.each([
    // k1, n1, k2, n2, low, high (Newcombe 1998b, Table II, method 10)
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.8090],
  ])('%i/%i − %i/%i → [%f, %f]', (k1, n1, k2, n2, low, high) => {
    const d = differenceInterval(k1, n1, k2, n2);
    expect(d.p).toBeCloseTo(k1 / n1 - k2 / n2, 10);
    expect(d.low).toBeCloseTo(low, 3);
    expect(d.high).toBeCloseTo(high, 3);
  });
});

describe('sample summaries', () => {
  it('mean and percentiles (linear between closest ranks)', () => {
    const xs = [5, 1, 4, 2, 3];
    expect(mean(xs)).toBe(3);
    expect(percentile(xs, 50)).toBe(3);
    expect(percentile(xs, 10)).toBeCloseTo(1.4, 10);
    expect(percentile(xs, 100)).toBe(5);
    expect(spread([])).toEqual({ mean: 0, p10: 0, p50: 0, p90: 0, min: 0, max: 0 });
  });
});

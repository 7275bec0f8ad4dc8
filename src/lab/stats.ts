// Small statistics for the balance lab, pure: the Wilson score interval of a proportion, Newcombe's
// interval for the difference of two proportions (built from the two Wilson intervals), the mean
// and percentiles of a sample.

export interface Interval { p: number; low: number; high: number }

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval for `k` successes out of `n` (n = 0: the whole [0, 1]). */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return { p: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Newcombe's hybrid score interval (method 10) for p1 − p2 of two independent proportions. */
export function differenceInterval(k1: number, n1: number, k2: number, n2: number, z = Z95): Interval {
  const a = wilson(k1, n1, z), b = wilson(k2, n2, z);
  const d = a.p - b.p;
  const low = d - Math.sqrt((a.p - a.low) ** 2 + (b.high - b.p) ** 2);
  const high = d + Math.sqrt((a.high - a.p) ** 2 + (b.p - b.low) ** 2);
  return { p: d, low: Math.max(-1, low), high: Math.min(1, high) };
}

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
}

/** The q-th percentile (0..100) by linear interpolation between closest ranks (0 for an empty sample). */
export function percentile(xs: readonly number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const at = (q / 100) * (s.length - 1);
  const lo = Math.floor(at), hi = Math.ceil(at);
  return s[lo] + (s[hi] - s[lo]) * (at - lo);
}

export interface Spread { mean: number; p10: number; p50: number; p90: number; min: number; max: number }
export function spread(xs: readonly number[]): Spread {
  return { mean: mean(xs), p10: percentile(xs, 10), p50: percentile(xs, 50), p90: percentile(xs, 90), min: xs.length ? Math.min(...xs) : 0, max: xs.length ? Math.max(...xs) : 0 };
}

/**
 * Bonett & Price (2012), "Adjusted Wald confidence interval for a difference of binomial proportions
 * based on paired data" (J. Educ. Behav. Stat. 37(4)): p2 − p1 for n pairs, `only2` of them a success
 * in the second only, `only1` in the first only. The estimate is the plain (only2 − only1) / n.
 */
export function pairedDifference(only1: number, only2: number, n: number, z = Z95): Interval {
  if (n === 0) return { p: 0, low: -1, high: 1 };
  const a = (only2 + 1) / (n + 2), b = (only1 + 1) / (n + 2);
  const half = z * Math.sqrt((a + b - (a - b) ** 2) / (n + 2));
  return { p: (only2 - only1) / n, low: Math.max(-1, a - b - half), high: Math.min(1, a - b + half) };
}

/** The MOVER interval (Zou & Donner 2008) for the mean of two independent proportions, from their Wilson intervals. */
export function meanOfTwo(k1: number, n1: number, k2: number, n2: number, z = Z95): Interval {
  const a = wilson(k1, n1, z), b = wilson(k2, n2, z);
  const m = (a.p + b.p) / 2;
  return { p: m, low: m - Math.sqrt((a.p - a.low) ** 2 + (b.p - b.low) ** 2) / 2, high: m + Math.sqrt((a.high - a.p) ** 2 + (b.high - b.p) ** 2) / 2 };
}

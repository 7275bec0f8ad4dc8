// A confidence sequence for the mean difference of paired outcomes: valid at every game at once, so a
// comparison may look after each pair and stop as soon as the sequence excludes zero, without the
// error rate growing with the looks (a fixed-n interval checked after each game would not be valid).
// Method: the predictable plug-in empirical-Bernstein confidence sequence (PrPl-EB), Theorem 2 of
// Waudby-Smith & Ramdas, "Estimating means of bounded random variables by betting", J. R. Stat. Soc. B
// 86(1), 2024, for values in [0, 1]; a paired difference d ∈ [−1, 1] enters as (d + 1) / 2. The running
// intersection is kept (also valid). Its error rate is checked by simulation in tests/lab/sequential.test.ts.
import type { Interval } from './stats';

export interface ConfidenceSequence {
  /** After `n` differences: their mean and the interval that holds at every n with probability ≥ 1 − alpha. */
  push(d: number): Interval & { n: number };
  readonly current: Interval & { n: number };
}

export function confidenceSequence(alpha = 0.05, cap = 0.5): ConfidenceSequence {
  const logTerm = Math.log(2 / alpha);
  let n = 0, sumX = 0, mu = 0.5, varSum = 0.25, sumL = 0, sumLX = 0, sumPsi = 0, sumD = 0;
  let low = -1, high = 1;
  const psi = (l: number) => (-Math.log(1 - l) - l) / 4;
  const at = () => ({ n, p: n ? sumD / n : 0, low, high });
  return {
    push(d: number) {
      const x = (d + 1) / 2;
      n++;
      const sigma2 = varSum / n; // σ̂²_{t−1} = (1/4 + Σ_{i<t} (x_i − μ̂_i)²) / t
      const lambda = Math.min(Math.sqrt((2 * logTerm) / (sigma2 * n * Math.log(1 + n))), cap);
      const v = 4 * (x - mu) ** 2; // μ̂_{t−1}
      sumL += lambda;
      sumLX += lambda * x;
      sumPsi += v * psi(lambda);
      sumX += x;
      sumD += d;
      mu = (0.5 + sumX) / (n + 1);
      varSum += (x - mu) ** 2;
      const centre = sumLX / sumL, half = (logTerm + sumPsi) / sumL;
      low = Math.max(low, 2 * (centre - half) - 1);
      high = Math.min(high, 2 * (centre + half) - 1);
      return at();
    },
    get current() {
      return at();
    },
  };
}

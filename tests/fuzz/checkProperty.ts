// How every property test runs its property. In `npm test`: once, with the seed fixed for all tests
// (tests/setup/loadOnDemand.ts), or with the seed a case pins (a seed that once failed, kept as a
// regression case). Under `npm run fuzz:properties` (PROPERTY_SEEDS=n): each unpinned property over n
// random seeds, every failure written to PROPERTY_REPORT (one JSON line each: file, test, seed, why)
// so the runner can count them; the test then fails naming its failing seeds.
import fc from 'fast-check';
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';

/** A property's run settings: fast-check's, a pinned `seed` included. */
export type PropertyRuns = Parameters<typeof fc.assert>[1];

const seedsWanted = (): number => {
  const n = Number(process.env.PROPERTY_SEEDS);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The first line of a failure (fast-check's report is long: the runner's summary wants one line). */
const firstLine = (error: unknown): string => String((error as Error)?.message ?? error).split('\n').find((l) => l.trim()) ?? '';

export function checkProperty<Ts>(property: fc.IProperty<Ts>, runs: PropertyRuns = {}): void {
  const seeds = seedsWanted();
  if (!seeds || runs.seed !== undefined) {
    fc.assert(property, runs);
    return;
  }
  const first = Number(process.env.PROPERTY_SEED_BASE ?? Math.floor(Math.random() * 2 ** 31));
  const failed: number[] = [];
  const { testPath, currentTestName } = expect.getState();
  for (let k = 0; k < seeds; k++) {
    const seed = (first + k) | 0;
    const details = fc.check(property, { ...runs, seed });
    if (!details.failed) continue;
    failed.push(seed);
    const why = firstLine(details.errorInstance) || 'failed';
    if (process.env.PROPERTY_REPORT)
      appendFileSync(process.env.PROPERTY_REPORT, `${JSON.stringify({ file: testPath, test: currentTestName, seed, why: why.slice(0, 300) })}\n`);
  }
  if (failed.length) throw new Error(`the property fails for ${failed.length} of ${seeds} seeds: ${failed.slice(0, 20).join(', ')}`);
}

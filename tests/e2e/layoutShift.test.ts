// Nothing moves under the pointer (issue 37, item 3): over a scripted hot-seat game with refusals, result
// banners, hand-over covers and "since your last turn" banners, the game screen's cumulative layout shift
// (PerformanceObserver 'layout-shift') stays ≤ 0.01 — at a laptop's size and at 800×600.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMap, startHarness, type Harness } from './harness';
import { layoutShiftGame } from '../../bench/layoutShift.mjs';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('layout shift', () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 800, height: 600 }]) {
    it(`a hot-seat game with refusals and banners shifts nothing at ${size.width}×${size.height}`, async () => {
      const { page, errors } = await h.newPage(size);
      await openMap(page, h.baseUrl, '/?scenario=open-sea&hide=1&seed=3');
      const shift = await layoutShiftGame(page, { actions: 30 });
      console.log(JSON.stringify(shift, null, 1));
      expect(shift.sum, JSON.stringify(shift.sources)).toBeLessThanOrEqual(0.01);
      expect(errors).toEqual([]);
    });
  }
});

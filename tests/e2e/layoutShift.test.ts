// Nothing moves under the pointer (issue 37, item 3): over a scripted hot-seat game with refusals, result
// banners, hand-over covers and "since your last turn" banners (bench/layoutShift.mjs, shared with
// bench:ui), nothing on the game screen shifts — neither the screen's frame (the map, the side columns,
// the top bar) nor anything in the panels (PerformanceObserver 'layout-shift', the cumulative layout
// shift ≤ 0.01, as bench:ui's `layout shift per game`). A failure names every element that moved.
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
  // the panels beside the map in one column, where most is stacked (bench:ui measures the same at 1366×768
  // on Great Archipelago); Open Sea has the most that changes in them (task forces, the start-of-round step)
  for (const size of [{ width: 1366, height: 768 }]) {
    it(`refusals, banners and hand-overs move nothing on the game screen at ${size.width}×${size.height}`, async () => {
      const { page, errors } = await h.newPage(size);
      await openMap(page, h.baseUrl, '/?scenario=open-sea&hide=1&seed=3');
      const shift = await layoutShiftGame(page, { actions: 10, refuseEvery: 3 });
      // the game did show what used to push things: a refusal and the result banners
      expect(shift.refusals).toBeGreaterThan(0);
      expect(shift.banners).toBeGreaterThan(0);
      expect(shift.frame, JSON.stringify(shift.frameSources)).toBeLessThanOrEqual(0.001);
      expect(shift.sum, `shifted: ${shift.shifted.join(' | ')}`).toBeLessThanOrEqual(0.01);
      expect(errors).toEqual([]);
    });
  }
});

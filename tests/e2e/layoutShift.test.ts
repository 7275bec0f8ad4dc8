// Nothing moves under the pointer (issue 37, item 3): over a scripted hot-seat game with refusals, result
// banners, hand-over covers and "since your last turn" banners (bench/layoutShift.mjs, shared with
// bench:ui), the screen's frame — the map, the side columns, the top bar — never shifts
// (PerformanceObserver 'layout-shift'), where the panels stand beside the map.
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
  for (const size of [{ width: 1366, height: 768 }, { width: 1024, height: 768 }]) {
    it(`refusals, banners and hand-overs never move the map, the columns or the top bar at ${size.width}×${size.height}`, async () => {
      const { page, errors } = await h.newPage(size);
      await openMap(page, h.baseUrl, '/?scenario=open-sea&hide=1&seed=3');
      const shift = await layoutShiftGame(page, { actions: 24 });
      // (the panels' own contents still reflow as the game changes them: the total is bench:ui's figure)
      console.log(`layout shift: total ${shift.sum.toFixed(3)}, frame ${shift.frame.toFixed(4)}`);
      expect(shift.frame, JSON.stringify(shift.frameSources)).toBeLessThanOrEqual(0.001);
      expect(errors).toEqual([]);
    });
  }
});

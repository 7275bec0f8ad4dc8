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

  // the drawer (below 900 px): open over the map while the game goes on in it — the sections in it change
  // height (the hand, the task forces, the start-of-round step, what happened), a refusal and the banners
  // unfold, the legend is opened and shut; nothing in it shifts and no section overlaps the next
  it('the open drawer shifts nothing and its sections never overlap at 800×600', async () => {
    const { page, errors } = await h.newPage({ width: 800, height: 600 });
    await openMap(page, h.baseUrl, '/?scenario=open-sea&hide=1&seed=3');
    // the player opens the drawer again where the game shut it (a decision answered in it)
    // and toggles its sections (the legend opened, shut…) as it goes
    let toggles = 0;
    const keepOpen = async () => {
      if (!(await page.getByTestId('panels-close').isVisible())) await page.getByTestId('panels-toggle').click({ timeout: 2000 });
      const legend = page.getByTestId('legend').locator('summary');
      if (await legend.isVisible()) { await legend.click({ timeout: 2000 }); toggles++; }
    };
    const shift = await layoutShiftGame(page, { actions: 8, refuseEvery: 3, beforeEach: keepOpen });
    if (await page.getByTestId('handover-confirm').isVisible()) await page.getByTestId('handover-confirm').click();
    await keepOpen();
    expect(toggles).toBeGreaterThan(1);
    const overlaps = await page.evaluate(() => {
      const side = document.querySelector('[data-testid="game-side"]')!;
      // in the drawer's own flow (its close bar is sticky: it lies over what scrolls under it by design)
      const parts = [...side.querySelectorAll('.game__left, .game__right-panels > *, .game__log')]
        .map((e) => ({ name: `${e.tagName.toLowerCase()}.${e.className}`, r: e.getBoundingClientRect() }))
        .filter((p) => p.r.height > 0);
      const out: string[] = [];
      for (let i = 1; i < parts.length; i++) if (parts[i].r.top < parts[i - 1].r.bottom - 0.5) out.push(`${parts[i - 1].name} / ${parts[i].name}`);
      return out;
    });
    expect(shift.refusals).toBeGreaterThan(0);
    expect(shift.banners).toBeGreaterThan(0);
    expect(shift.sum, `shifted: ${shift.shifted.join(' | ')}`).toBeLessThanOrEqual(0.01);
    expect(overlaps).toEqual([]);
    expect(errors).toEqual([]);
  });
});

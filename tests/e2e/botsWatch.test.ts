// Watch mode in a real Chromium: two bots play each other for a demo at the chosen speed, everything
// shown (demo mode: a spectator sees both sides' plans), no hand-over cover; pause stops them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { startWith, actionCount } from './botPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('watch mode', () => {
  it('watch mode: two bots play on at the chosen speed, everything shown; pause stops them', async () => {
    const { page, context, errors } = await h.newPage();
    await startWith(page, h.baseUrl, 'tutorial', { blue: 'easy', red: 'easy' });
    expect(await page.getByTestId('handover').count()).toBe(0);
    expect(await page.evaluate(() => window.__enb!.getState().session!.options.hideBetweenTurns)).toBe(false);
    expect(await page.getByTestId('demo-badge').count()).toBe(1);
    await page.getByTestId('watch-pace-fast').click();
    const start = await actionCount(page);
    await expect.poll(() => actionCount(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(start + 6);
    await page.getByTestId('watch-pause').click();
    await expect.poll(() => page.getByTestId('bot-thinking').count()).toBe(0);
    const paused = await actionCount(page);
    await page.waitForTimeout(800);
    expect(await actionCount(page)).toBe(paused);
    await page.getByTestId('watch-pause').click();
    await expect.poll(() => actionCount(page), { timeout: 20_000 }).toBeGreaterThan(paused);
    expect(await page.getByTestId('handover').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 800×600 a watched game keeps its map in view: the bots\' setup, draws and keeps never open the panels\' drawer; the demo badge sits in the bots\' line', async () => {
    const { page, context, errors } = await h.newPage({ width: 800, height: 600 });
    await startWith(page, h.baseUrl, 'open-sea', { blue: 'easy', red: 'easy' });
    await page.getByTestId('watch-pace-fast').click();
    // through both fleets' secret setup (decisions answered in the panels) and into the battle
    for (let k = 0; k < 40; k++) {
      expect(await page.getByTestId('panels-close').isVisible(), `after ${await actionCount(page)} actions`).toBe(false);
      if ((await page.evaluate(() => window.__enb!.state()!.phase)) === 'play' && (await actionCount(page)) > 30) break;
      await page.waitForTimeout(500);
    }
    expect(await page.evaluate(() => window.__enb!.state()!.phase)).toBe('play');
    // the demo-mode badge stands in the bots' line, in the flow: it covers none of that line's words
    expect(await page.locator('[data-testid="bot-bar"] [data-testid="demo-badge"]').count()).toBe(1);
    expect(await page.getByTestId('demo-badge').count()).toBe(1);
    // a person may still open it, and close it again
    await page.getByTestId('panels-toggle').click();
    await expect.poll(() => page.getByTestId('panels-close').isVisible()).toBe(true);
    await page.getByTestId('panels-close').click();
    await expect.poll(() => page.getByTestId('panels-close').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

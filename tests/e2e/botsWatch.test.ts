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
});

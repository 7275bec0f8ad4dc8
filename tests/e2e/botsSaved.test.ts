// A game against the bot, kept, in a real Chromium: the save holds the bot's seat (level and seed), so
// after a reload the same game comes back (under the cover, for the person) and the bot plays on; a
// stopped bot's side taken over by hand makes it a two-person game, with the hand-over cover again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { startWith, decider, actionCount, playBlueUntilBot } from './botPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('a game against the machine, kept', () => {
  it('a game against the bot is saved with its seat (level, seed): after a reload the bot plays on; a side may be taken over by hand', async () => {
    const { page, context, errors } = await h.newPage();
    await startWith(page, h.baseUrl, 'tutorial', { blue: 'human', red: 'normal' });
    await page.evaluate(() => window.__enb!.botTiming({ personPaceMs: 50 }));
    await playBlueUntilBot(page);
    await expect.poll(() => decider(page), { timeout: 20_000 }).toBe('blue');
    const seats = await page.evaluate(() => window.__enb!.getState().session!.options.bots);
    expect(seats?.red?.level).toBe('normal');
    expect(Number.isSafeInteger(seats?.red?.seed)).toBe(true);
    const log = await page.evaluate(() => window.__enb!.getState().session!.actions);
    await page.evaluate(() => window.__enb!.saved());
    await page.reload();
    // a reload comes back under the cover, for the person (never the bot's side)
    await expect.poll(() => page.getByTestId('handover-title').innerText(), { timeout: 20_000 }).toBe('Pass the device to Blue');
    await page.getByTestId('handover-confirm').click();
    expect(await page.evaluate(() => window.__enb!.getState().viewer)).toBe('blue');
    expect(await page.evaluate(() => window.__enb!.getState().session!.options.bots)).toEqual(seats);
    expect(await page.evaluate(() => window.__enb!.getState().session!.actions)).toEqual(log);
    // the bot plays on after the reload
    await page.evaluate(() => window.__enb!.botTiming({ personPaceMs: 50 }));
    await playBlueUntilBot(page);
    const n = await actionCount(page);
    await expect.poll(() => decider(page), { timeout: 20_000 }).toBe('blue');
    expect(await actionCount(page)).toBeGreaterThan(n);
    // stopped and taken over by hand: two people now, so the hand-over cover comes back between them
    await page.evaluate(() => window.__enb!.botTiming({ holdMs: 60_000 }));
    await playBlueUntilBot(page);
    await page.getByTestId('bot-cancel').click();
    await page.getByTestId('bot-by-hand').click();
    expect(await page.evaluate(() => window.__enb!.getState().session!.options.bots)).toBeUndefined();
    await expect.poll(() => page.getByTestId('handover-title').innerText()).toMatch(/Pass the device to Computer \(normal\)/);
    expect(await page.getByTestId('bot-bar').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

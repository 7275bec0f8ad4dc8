// Kiosk mode and the demo-mode mark, in a real Chromium: the organiser sets a PIN (a bad one refused),
// idle time and scenario; visitors see "Play against the computer" and "Play" (hot-seat) and no saved
// games (kiosk against the computer: bots.test.ts); an idle game is left for the kiosk start and stays in the library;
// leaving kiosk mode needs the right PIN. A game in demo mode (secrets shown) is marked on screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSaved, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('kiosk mode', () => {
  it('set up with a PIN; play; an idle game is saved and the kiosk resets; leaving needs the PIN', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    // (the kiosk's button comes with its code, loaded on demand: the dev server may first transform it)
    await page.getByTestId('kiosk-open').click({ timeout: 20_000 });
    await page.getByTestId('kiosk-pin').fill('12');
    await page.getByTestId('kiosk-enable').click();
    await expect.poll(() => page.getByTestId('kiosk-error').innerText()).toMatch(/4 to 8 digits/);
    await page.getByTestId('kiosk-pin').fill('2468');
    await page.getByTestId('kiosk-minutes').fill('1');
    await page.getByTestId('kiosk-scenario').selectOption('tutorial');
    await page.getByTestId('kiosk-enable').click();
    await expect.poll(() => page.getByTestId('kiosk-start').count()).toBe(1);
    expect(await page.getByTestId('kiosk-play-bot').innerText()).toMatch(/against the computer/);
    expect(await page.getByTestId('library').count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('enb.kiosk')!) as { idleSeconds: number; pinHash: string });
    expect(stored.idleSeconds).toBe(60);
    expect(stored.pinHash).not.toContain('2468');
    // the idle time cut to 8 seconds for the test (counted from when the game appears, however long it took
    // to load); kiosk mode survives the reload
    await page.evaluate(() => localStorage.setItem('enb.kiosk', JSON.stringify({ ...JSON.parse(localStorage.getItem('enb.kiosk')!), idleSeconds: 8 })));
    await reloadSaved(page);
    await page.getByTestId('kiosk-play').click();
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    expect(await page.evaluate(() => window.__enb!.getState().session!.scenarioId)).toBe('tutorial');
    // nobody touches it: back to the kiosk start, the game kept in the library
    await expect.poll(() => page.getByTestId('kiosk-start').count(), { timeout: 25_000 }).toBe(1);
    expect(await page.evaluate(async () => (await window.__enb!.getState().refreshLibrary()).length)).toBe(1);
    // leaving: a wrong PIN is refused, the right one leaves
    await page.getByTestId('kiosk-leave-open').click();
    await page.getByTestId('kiosk-leave-pin').fill('0000');
    await page.getByTestId('kiosk-leave-confirm').click();
    await expect.poll(() => page.getByTestId('kiosk-wrong-pin').count()).toBe(1);
    expect(await page.getByTestId('kiosk-start').count()).toBe(1);
    await page.getByTestId('kiosk-leave-pin').fill('2468');
    await page.getByTestId('kiosk-leave-confirm').click();
    await expect.poll(() => page.getByTestId('start-screen').count()).toBe(1);
    await expect.poll(() => page.getByTestId('library-item').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('enb.kiosk'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('demo mode is marked on the game screen at all times; a hidden game is not', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=tutorial&hide=0&lang=en`);
    await expect.poll(() => page.getByTestId('game-screen').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('demo-badge').innerText()).toBe('Demo mode: both sides’ secrets are shown');
    await page.goto(`${h.baseUrl}/?scenario=tutorial&hide=1&lang=en`);
    await expect.poll(() => page.getByTestId('handover').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    expect(await page.getByTestId('demo-badge').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

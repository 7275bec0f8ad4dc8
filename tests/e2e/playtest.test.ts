// The Playtest screen in a real Chromium: the balance lab runs a few easy-bot games of a scenario in
// Web Workers with a progress bar, then shows the win rates with their intervals and a histogram of
// game lengths; a game worth a look opens in the replay viewer. A rule variant that does not load is
// refused with the reason; Polish texts too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the Playtest screen', () => {
  it('runs a few games in workers, charts them, and opens an outlier in the replay viewer', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('playtest-open').click();
    await expect.poll(() => page.getByTestId('playtest-screen').count(), { timeout: 20_000 }).toBe(1);
    await page.getByTestId('playtest-scenario').selectOption('tutorial');
    // a variant that does not load: refused, with why
    await page.getByTestId('playtest-rules').fill('turnCost=banana');
    await page.getByTestId('playtest-run').click();
    await expect.poll(() => page.getByTestId('playtest-problem').innerText()).toMatch(/The rule variant does not load: .*turnCost/);
    await page.getByTestId('playtest-rules').fill('');
    await page.getByTestId('playtest-games').fill('4');
    await page.getByTestId('playtest-run').click();
    expect(await page.getByTestId('playtest-progress').getAttribute('max')).toBe('4');
    await expect.poll(() => page.getByTestId('playtest-report').count(), { timeout: 40_000 }).toBe(1);
    expect(await page.getByTestId('playtest-progress').getAttribute('value')).toBe('4');
    expect(await page.getByTestId('playtest-rate').count()).toBe(4);
    expect(await page.getByTestId('playtest-winrates').getAttribute('aria-label')).toMatch(/Blue wins: \d+\.\d % \[\d+\.\d %, \d+\.\d %\]/);
    expect(await page.getByTestId('playtest-bin').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('playtest-outlier').count()).toBeGreaterThan(0);
    // Polish
    await page.evaluate(() => window.__enb!.getState().setLanguage('pl'));
    await expect.poll(() => page.getByTestId('playtest-screen').locator('h2').innerText()).toMatch(/Testy gry/);
    await page.evaluate(() => window.__enb!.getState().setLanguage('en'));
    // the longest game in the replay viewer, the whole game shown; back to the report
    await page.getByTestId('playtest-open-replay').first().click();
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().screen), { timeout: 20_000 }).toBe('replay');
    const replay = await page.evaluate(() => ({ states: window.__enb!.getState().replay!.states.length, view: window.__enb!.getState().replayView }));
    expect(replay.states).toBeGreaterThan(1);
    expect(replay.view).toBe('full');
    await page.evaluate(() => window.__enb!.getState().leaveGame());
    await expect.poll(() => page.getByTestId('playtest-report').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// What the browser tests of games against the machine share: starting a game with seats from the start
// screen, counting hand-over covers, who decides now, and the person's side played on until the bot's turn.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { legalNow, submitAction } from './play';

/**
 * The page's `Math.random` made a fixed stream (from the next load on), so the seeds the app draws — the
 * game's, the bots' — are the same in every run: a test plays one known game (with drawn seeds, the bot
 * sometimes won before the test was done with the game).
 */
export async function fixedRandom(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let x = 0x2f6b_1d35; // xorshift32
    Math.random = () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) / 2 ** 32;
    };
  });
}

/** Start a game of a bundled scenario from the start screen (at `baseUrl`) with the given seats and fixed seeds. */
export async function startWith(page: Page, baseUrl: string, scenario: string, seats: { blue: string; red: string }): Promise<void> {
  await fixedRandom(page);
  await page.goto(`${baseUrl}/?lang=en`);
  await page.getByTestId(`scenario-option-${scenario}`).click();
  // (the seats come with their code, loaded just after the first screen)
  await page.getByTestId('seat-blue').selectOption(seats.blue, { timeout: 20_000 });
  await page.getByTestId('seat-red').selectOption(seats.red);
  // each computer seat says in a line what its level does (issue 36 item 6)
  for (const side of ['blue', 'red'] as const)
    if (seats[side] !== 'human') {
      await expect.poll(() => page.getByTestId(`seat-level-${side}`).textContent(), { timeout: 5_000 }).toMatch(new RegExp(`^${seats[side][0].toUpperCase()}${seats[side].slice(1)}: `));
      // the line goes under the picker, which keeps room to show its choice (beside it, the picker shrank to its arrow)
      const [picker, line] = [await page.getByTestId(`seat-${side}`).boundingBox(), await page.getByTestId(`seat-level-${side}`).boundingBox()];
      expect(picker!.width, 'the seat picker shows its choice').toBeGreaterThan(100);
      expect(line!.y, 'the level line is under its picker').toBeGreaterThanOrEqual(picker!.y + picker!.height - 1);
    }
  await page.getByTestId('start-game').click();
  await expect.poll(() => page.getByTestId('game-screen').count(), { timeout: 20_000 }).toBe(1);
}

/** Count every hand-over cover that ever shows up on the page (read with covers). */
export async function watchCovers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __covers: number };
    w.__covers = 0;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="handover"]')) w.__covers++;
    }).observe(document.body, { childList: true, subtree: true });
  });
}
export const covers = (page: Page) => page.evaluate(() => (window as unknown as { __covers: number }).__covers);
export const decider = (page: Page) => page.evaluate(() => { const st = window.__enb!.state()!; return st.pending?.player ?? st.toAct; });
export const actionCount = (page: Page) => page.evaluate(() => window.__enb!.getState().session!.actions.length);

/** As the person (blue): take legal actions (a pass when there is one) until the bot is to decide. */
export async function playBlueUntilBot(page: Page): Promise<void> {
  for (let k = 0; k < 60 && (await decider(page)) === 'blue'; k++) {
    const legal = await legalNow(page);
    const pass = legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'finishSetup') ?? legal[0];
    expect(await submitAction(page, pass)).toBe(true);
  }
  expect(await decider(page)).toBe('red');
}

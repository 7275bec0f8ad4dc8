// One game, one writer, in a real Chromium with two pages of one context (two tabs of one browser): tab A
// plays two actions; tab B opens the site, is told the game is open elsewhere and takes it over; A shows
// that the game moved and stops writing it; each plays a different third action and A two more — the
// fork that once stored A 1–2, B 3, A 4–5 and made the game unreadable. The library keeps B's game
// whole, a reload continues it, and a third tab can open a copy as a new game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { legalNow as legal, submitAction as submit } from './play';
import type { Action } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const actionsOf = (page: Page): Promise<Action[]> => page.evaluate(() => window.__enb!.getState().session?.actions ?? []);
const settledWrites = (page: Page) => page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
/** Play the legal action at `pick` (0: the first; -1: the last), so two tabs play different actions. */
async function playOne(page: Page, pick: 0 | -1): Promise<Action> {
  const options = await legal(page);
  const a = pick === 0 ? options[0] : options[options.length - 1];
  expect(await submit(page, a)).toBe(true);
  return a;
}

describe('two tabs on one game', () => {
  it('the second tab takes it over; the first stops writing; the fork is never stored; a copy opens as a new game', async () => {
    const { page: a, context, errors } = await h.newPage();
    try {
      await a.goto(`${h.baseUrl}/?lang=en&scenario=tutorial&hide=0&seed=3`);
      await expect.poll(() => a.evaluate(() => !!window.__enb?.legal && !!window.__enb.getState().session), { timeout: 20_000 }).toBe(true);
      await playOne(a, 0);
      await playOne(a, 0);
      await settledWrites(a);
      const b = await context.newPage();
      b.on('pageerror', (e) => errors.push(`B: ${e.message}`));
      await b.goto(`${h.baseUrl}/?lang=en`);
      await expect.poll(() => b.getByTestId('game-elsewhere').count(), { timeout: 20_000 }).toBe(1);
      expect(await b.getByTestId('game-elsewhere').innerText()).toMatch(/open in another tab/);
      await b.getByTestId('game-take-over').click();
      await expect.poll(() => actionsOf(b).then((x) => x.length), { timeout: 20_000 }).toBe(2);
      await expect.poll(() => a.getByTestId('game-moved').count(), { timeout: 10_000 }).toBe(1);
      expect(await a.getByTestId('game-moved').innerText()).toMatch(/moved to another tab/);
      // the fork: each a different third action, then A two more
      if ((await b.getByTestId('handover').count()) > 0) await b.getByTestId('handover-confirm').click();
      const third = await playOne(b, -1);
      await playOne(a, 0);
      await playOne(a, 0);
      await playOne(a, 0);
      await settledWrites(a);
      await settledWrites(b);
      // what is stored is B's game, whole: a reload of B continues it with its own third action
      await b.reload();
      await expect.poll(() => actionsOf(b).then((x) => x.length), { timeout: 20_000 }).toBe(3);
      expect((await actionsOf(b))[2]).toEqual(third);
      expect(await b.getByTestId('library-broken').count()).toBe(0);
      // a third tab opens a copy: a new game of the library with the same log
      const c = await context.newPage();
      await c.goto(`${h.baseUrl}/?lang=en`);
      await expect.poll(() => c.getByTestId('game-elsewhere').count(), { timeout: 20_000 }).toBe(1);
      await c.getByTestId('game-open-copy').click();
      await expect.poll(() => actionsOf(c).then((x) => x.length), { timeout: 20_000 }).toBe(3);
      await settledWrites(c);
      const ids = await c.evaluate(async () => (await window.__enb!.getState().refreshLibrary()).map((it) => `${it.kind}:${it.entry?.id}`));
      expect(ids).toHaveLength(2);
      expect(ids.every((x) => x.startsWith('ok:'))).toBe(true);
      expect(await c.evaluate(() => window.__enb!.getState().libraryId)).not.toBe(await b.evaluate(() => window.__enb!.getState().libraryId));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

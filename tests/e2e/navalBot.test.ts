// Naval Battle against the machine in a real Chromium: chosen on the start screen, the bot arranges its
// fleet in secret after the person, and answers the person's turns on the board (its line above the prompt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { engineState, legalNow } from './play';
import { startWith } from './botPlay';
import { actionCount, clickField, naval, navalMoves } from './navalPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('Naval Battle against the machine', () => {
  it('the bot arranges after the person and answers a turn on the board', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 768 });
    await startWith(page, h.baseUrl, 'naval-battle', { blue: 'human', red: 'normal' });
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('bot-bar').count()).toBe(1);
    await page.getByTestId('naval-arranged').click();
    // the bot's secret setup, then the battle: the person's turn again
    await expect.poll(async () => (await naval(page)).arranged.red, { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await engineState(page)).toAct, { timeout: 20_000 }).toBe('blue');
    const move = navalMoves(await legalNow(page))[0];
    await clickField(page, (await naval(page)).pieces.find((p) => p.id === move.shipId)!.node!);
    const before = await actionCount(page);
    await clickField(page, move.to);
    await expect.poll(() => actionCount(page)).toBe(before + 1);
    if ((await engineState(page)).toAct === 'blue') await page.getByTestId('naval-end-turn').click();
    // the bot's turn, played on the board; then the person's again
    await expect.poll(() => actionCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 2);
    await expect.poll(async () => (await engineState(page)).toAct, { timeout: 30_000 }).toBe('blue');
    expect(await page.getByTestId('bot-problem').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

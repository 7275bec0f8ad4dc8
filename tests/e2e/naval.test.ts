// Naval Battle (module N) in a real Chromium, hot-seat from the start screen: both secret setups with
// "random arrangement" behind the hand-over cover (which hides every token of the side that set up),
// then turns played by clicking the square board: a ship selected, a lit field clicked, the engine's
// reason for a field the ship cannot reach, End turn, and the enemy seen as generic tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, handOver, leaks, legalNow, toCover, watchLeaks } from './play';
import { actionCount, clickField, colourAt, naval, navalMoves, BLUE_TOKEN, RED_TOKEN } from './navalPlay';
import type { PlayerId } from '../../src/engine/index';
import type { NavalData } from '../../src/modules/navalBattle/rules/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const shipFields = async (page: Page, owner: PlayerId) => (await naval(page)).pieces.filter((p) => p.owner === owner && p.kind === 'ship' && p.node).map((p) => p.node!);

/** Arrange at random and hand the arrangement in; the cover then hides every token of that side. */
async function arrangeAtRandom(page: Page, side: PlayerId, next: string) {
  await expect.poll(() => page.getByTestId('naval-arrange').count()).toBe(1);
  await page.getByTestId('naval-random').click();
  await page.getByTestId('naval-arranged').click();
  await expect.poll(async () => (await naval(page)).arranged[side]).toBe(true);
  expect(await toCover(page)).toBe(true);
  await expect.poll(() => page.getByTestId('handover-title').innerText()).toBe(`Pass the device to ${next}`);
  for (const f of (await shipFields(page, side)).slice(0, 6)) expect(await colourAt(page, f)).not.toEqual(side === 'blue' ? BLUE_TOKEN : RED_TOKEN);
}

/** One turn by clicking: a ship that can move, a lit field, then End turn when the turn goes on. */
async function playTurn(page: Page) {
  const before = await actionCount(page);
  const data = await naval(page);
  const move = navalMoves(await legalNow(page))[0];
  const from = data.pieces.find((p) => p.id === move.shipId)!.node!;
  await clickField(page, from);
  await expect.poll(() => page.getByTestId('naval-selected').innerText()).toContain(`at ${from}`);
  await clickField(page, move.to);
  await expect.poll(() => actionCount(page)).toBe(before + 1);
  expect((await naval(page)).pieces.find((p) => p.id === move.shipId)?.node).toBe(move.to);
  if (await page.getByTestId('naval-end-turn').count()) await page.getByTestId('naval-end-turn').click();
}

describe('Naval Battle, hot-seat', () => {
  it('starts from the start screen, sets up both fleets in secret and plays turns on the board', async () => {
    const { page, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByTestId('scenario-option-naval-battle').click({ timeout: 30_000 });
    await page.getByTestId('name-blue').fill('Anna');
    await page.getByTestId('name-red').fill('Piotr');
    await page.getByTestId('start-game').click();
    await watchLeaks(page);

    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('arrange your fleet');
    await arrangeAtRandom(page, 'blue', 'Piotr');
    await handOver(page, 'Piotr');
    // N-SETUP-2: while Piotr arranges, nothing of Anna's arrangement is in his view or drawn for him
    const piecesSeen = async (owner: 'blue' | 'red') => {
      const view = await page.evaluate(() => window.__enb!.view()!);
      return (view.moduleState!.find((m) => m.module === 'navalBattle')!.data as NavalData).pieces.filter((p) => p.owner === owner);
    };
    expect(await piecesSeen('blue')).toEqual([]);
    const annas = (await naval(page)).pieces.find((p) => p.owner === 'blue' && p.kind === 'ship')!.node!;
    expect(await colourAt(page, annas)).not.toEqual(BLUE_TOKEN);
    await arrangeAtRandom(page, 'red', 'Anna');

    await handOver(page, 'Anna');
    // once both are arranged, Piotr's pieces stand in his port, drawn for Anna as tokens with no kind or class
    const tokens = await piecesSeen('red');
    expect(tokens.length).toBeGreaterThanOrEqual(16); // the scenario's 16 ships, and the mines laid in port
    expect(tokens.every((p) => p.kind === 'hidden' && p.class === null && p.node !== null)).toBe(true);
    await expect.poll(() => colourAt(page, tokens[0].node!)).toEqual(RED_TOKEN);
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('your turn');
    // the top bar counts the moves of the battle, then says whose turn it is (not "Turn 1 · Turn: Anna")
    expect(await page.getByTestId('top-bar').innerText()).toMatch(/Move 1\s+●?\s*Turn: Anna/);
    // a field the ship cannot reach: the engine's reason, in place
    const first = navalMoves(await legalNow(page))[0];
    await clickField(page, (await naval(page)).pieces.find((p) => p.id === first.shipId)!.node!);
    await clickField(page, 'F10');
    await expect.poll(() => page.getByTestId('notice').innerText()).toMatch(/^F10: /);
    await clickField(page, (await naval(page)).pieces.find((p) => p.id === first.shipId)!.node!); // deselect
    for (let turn = 0; turn < 4; turn++) {
      await playTurn(page);
      await handOver(page, turn % 2 === 0 ? 'Piotr' : 'Anna');
    }
    expect((await naval(page)).turns).toBe(4);
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});

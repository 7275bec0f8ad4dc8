// Cards in a real Chromium (tests/e2e/fixtures/card-duel.json: decks of Full speed! only): the hand
// shows name, type and rules text; playing a command card asks for its target on the map, starts the
// activation, and the ship then reaches more nodes (+2 MP); the card leaves the hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, handOver, passTurn } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('cards', () => {
  it('plays Full speed! on a destroyer: target on the map, more reachable nodes, the card leaves the hand', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=card-duel&seed=1&blue=Anna&red=Piotr`);
    await handOver(page, 'Anna');
    await page.getByTestId('draw').click();
    await page.getByTestId('keep-full-speed').click();
    await handOver(page, 'Piotr');
    await passTurn(page);
    await handOver(page, 'Anna');
    const card = page.getByTestId('card-full-speed');
    expect(await card.innerText()).toContain('Full speed!');
    expect(await card.textContent()).toContain('Command');
    expect(await card.innerText()).toContain('+2 MP');
    const before = await page.evaluate(() => window.__enb!.reachable('blue-DD-1'));
    await page.getByTestId('play-full-speed').click();
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Choose the target of “Full speed!”');
    expect(await page.getByTestId('targets-full-speed').innerText()).toContain('B-DD1');
    await clickNode(page, 'B5'); // the destroyer: the card starts its activation
    await expect.poll(async () => (await engineState(page)).activation?.awaitingMove).toBe(true);
    expect(await page.getByTestId('card-full-speed').count()).toBe(0);
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('Anna played “Full speed!”');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).toBe('blue-DD-1');
    const after = await page.evaluate(() => window.__enb!.reachable('blue-DD-1'));
    expect(after.length).toBeGreaterThan(before.length);
    // a node only the card makes reachable: the move goes there
    const farther = after.find((n) => !before.includes(n))!;
    await clickNode(page, farther);
    if (await page.evaluate(() => window.__enb!.getState().destination)) await clickHeading(page, farther, (await page.evaluate(() => window.__enb!.getState().headingCursor))!);
    await expect.poll(async () => (await engineState(page)).units['blue-DD-1'].node).toBe(farther);
    expect(errors).toEqual([]);
    await context.close();
  });
});

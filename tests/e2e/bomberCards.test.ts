// §8.2 "Command cards may be played when activating a bomber", in a real Chromium
// (tests/e2e/fixtures/bomber-card.json: a blue airfield whose bombers may enter at A2, a red destroyer
// at E2 one node beyond the reach of a bomber at A2 facing east, Blue's deck of Enemy ahead! only).
// The hand offers the card on the selected bomber; armed, it widens the bomber's zone on the map and
// in its choices; a click on the destroyer then attacks with the card, which is discarded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, handOver, leaks, nodeOnScreen, shapePixels, watchLeaks, passTurn } from './play';

const BOMBER = 'blue-airfield-1/bomber-1';
const CARD = 'enemy-ahead';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * Pixels the map's 'overlay' (under the tokens) or 'marks' (above them) draw in the square around a
 * node's centre (half side `reach` in map px) that are red (attack rings) or painted at all (zone fills).
 */
async function pixelsNear(page: Page, shape: 'overlay' | 'marks', node: string, reach: number, kind: 'red' | 'painted'): Promise<number> {
  const scale = await page.evaluate(() => window.__enb!.getState().camera.scale);
  const data = await shapePixels(page, shape, await nodeOnScreen(page, node), Math.round(reach * scale));
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (kind === 'red' ? data[i + 3] > 200 && data[i] > 200 && data[i + 1] < 100 && data[i + 2] < 100 : data[i + 3] > 0) n++;
  }
  return n;
}

const pickAt = (page: Page, node: string) =>
  page.evaluate((n) => (window.__enb!.getState().pick?.options ?? []).filter((o) => o.node === n).map((o) => o.action), node);

describe('command cards on a bomber (§8.2)', () => {
  it('arms Enemy ahead! on the selected bomber: the widened zone reaches the destroyer, a click attacks with the card', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=bomber-card&seed=1&blue=Anna&red=Piotr`);
    await watchLeaks(page);

    // round 1: an air operation (click the airfield, the entry node, then east) puts the bomber at A2
    await handOver(page, 'Anna');
    await clickNode(page, 'A5');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Air operation from B-AF1');
    await clickNode(page, 'A2');
    await clickHeading(page, 'A2', 0);
    await expect.poll(async () => (await engineState(page)).bombers?.[0]).toMatchObject({ id: BOMBER, node: 'A2', heading: 0 });
    await handOver(page, 'Piotr');
    await passTurn(page);
    // cleanup: Anna draws Enemy ahead! (the other copy is discarded)
    await handOver(page, 'Anna');
    await page.getByTestId('draw').click();
    await page.getByTestId(`keep-${CARD}`).first().click();
    // round 2: Piotr goes first and passes; the bomber is free to act
    await handOver(page, 'Piotr');
    await passTurn(page);
    await handOver(page, 'Anna');

    // no bomber selected: the card says it may ride on one (no ship could take it: the engine's reason too)
    const card = page.getByTestId(`card-${CARD}`);
    expect(await card.innerText()).toContain('Enemy ahead! Attack!');
    expect(await page.getByTestId(`bomber-hint-${CARD}`).innerText()).toBe('Can also be played when activating a bomber: select the bomber.');
    expect(await page.getByTestId(`why-${CARD}`).count()).toBe(1);
    expect(await page.getByTestId(`bomber-card-${CARD}`).count()).toBe(0);

    // select the bomber on the canvas: its own choices only, the destroyer at E2 is out of reach
    await clickNode(page, 'A2');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().bomberSelected)).toBe(BOMBER);
    expect(await page.getByTestId('prompt').innerText()).toMatch(/^Bomber B-AF1\/1: nothing to attack; choose a highlighted node/);
    expect(await pickAt(page, 'E2')).toEqual([]);
    expect(await pixelsNear(page, 'marks', 'E2', 26, 'red')).toBe(0);
    expect(await pixelsNear(page, 'overlay', 'E2', 8, 'painted')).toBe(0);
    expect(await page.getByTestId(`bomber-hint-${CARD}`).count()).toBe(0);
    expect(await page.getByTestId(`why-${CARD}`).count()).toBe(0);
    const arm = page.getByTestId(`bomber-card-${CARD}`);
    expect(await arm.innerText()).toBe('Play with this bomber');

    // arm the card: the prompt names bomber and card, the zone and a red ring reach E2
    const armed = async () => {
      await arm.click();
      await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Bomber B-AF1/1 with “Enemy ahead! Attack!”');
      expect(await arm.getAttribute('aria-pressed')).toBe('true');
      expect(await pickAt(page, 'E2')).toContainEqual({ type: 'bomberAttack', bomberId: BOMBER, targetId: 'red-DD-1', cardId: CARD });
      await expect.poll(() => pixelsNear(page, 'marks', 'E2', 26, 'red')).toBeGreaterThan(20);
      expect(await pixelsNear(page, 'overlay', 'E2', 8, 'painted')).toBeGreaterThan(50);
    };
    const disarmed = async () => {
      await expect.poll(() => page.getByTestId('prompt').innerText()).toMatch(/^Bomber B-AF1\/1: nothing to attack; choose a highlighted node/);
      expect(await page.evaluate(() => window.__enb!.getState().bomberCard)).toBeNull();
      expect(await pickAt(page, 'E2')).toEqual([]);
      await expect.poll(() => pixelsNear(page, 'marks', 'E2', 26, 'red')).toBe(0);
    };
    await armed();
    expect(await arm.innerText()).toBe('Activate the bomber without it');
    await arm.click(); // a second click disarms it
    await disarmed();
    await armed();
    await page.keyboard.press('Escape'); // so does Esc (and Cancel)
    await disarmed();
    await armed();

    // the attack on the canvas: the destroyer is gone, the card discarded, the log says so
    const before = await engineState(page);
    await clickNode(page, 'E2');
    await expect.poll(async () => (await engineState(page)).units['red-DD-1']).toBeUndefined();
    const after = await engineState(page);
    expect(after.bombers?.[0]).toMatchObject({ node: 'E2', activeRound: 2 });
    expect(after.cards.blue.hand).toEqual([]);
    expect(after.cards.blue.discard).toEqual([...before.cards.blue.discard, CARD]);
    expect(await page.evaluate(() => window.__enb!.getState().bomberCard)).toBeNull();
    const log = page.getByTestId('log');
    await expect.poll(() => log.innerText()).toContain('Anna played “Enemy ahead! Attack!” activating the Blue bomber B-AF1/1.');
    expect(await log.innerText()).toContain('Blue bomber B-AF1/1 destroyed Red destroyer R-DD1 at E2');
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

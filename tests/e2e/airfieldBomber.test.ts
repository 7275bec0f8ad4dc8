// §8.2 a bomber standing on its own airfield, in a real Chromium (tests/e2e/fixtures/airfield-bomber.json:
// a blue airfield at A5 that may also launch at A2, a red destroyer at C5 in the zone of a bomber at A5
// facing east). A click on the airfield opens its air operation while it can operate, with a button to
// activate the bomber there instead (and one back); once it has operated, the click selects the bomber,
// whose attack on the destroyer is then a click on the canvas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, handOver, leaks, promptText, watchLeaks, passTurn } from './play';

const AF = 'blue-airfield-1';
const B1 = `${AF}/bomber-1`;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ui = (page: Page) => page.evaluate(() => {
  const s = window.__enb!.getState();
  return { bomberSelected: s.bomberSelected, pick: s.pick?.prompt ?? null };
});

describe('a bomber over its own airfield (§8.2)', () => {
  it('is reached from the map: a button from the air operation, a click once the airfield has operated', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=airfield-bomber&seed=1&blue=Anna&red=Piotr`);
    await watchLeaks(page);

    // round 1: an air operation puts the bomber on the airfield's own node, facing east; no bomber to switch to yet
    await handOver(page, 'Anna');
    await clickNode(page, 'A5');
    await expect.poll(() => promptText(page)).toContain('Air operation from B-AF1');
    expect(await page.getByTestId('bomber-here').count()).toBe(0);
    await clickNode(page, 'A5');
    await clickHeading(page, 'A5', 0);
    await expect.poll(async () => (await engineState(page)).bombers?.[0]).toMatchObject({ id: B1, node: 'A5', heading: 0, activeRound: 1 });
    // both pass; Piotr, first in round 2, passes at once
    await handOver(page, 'Piotr');
    await passTurn(page);
    await handOver(page, 'Anna');
    await passTurn(page);
    await handOver(page, 'Piotr');
    await passTurn(page);
    await handOver(page, 'Anna');
    expect(await engineState(page)).toMatchObject({ round: 2, toAct: 'blue' });

    // the airfield can operate: its air operation, and a button for the bomber over it
    await clickNode(page, 'A5');
    await expect.poll(() => promptText(page)).toContain('Air operation from B-AF1');
    const bomberHere = page.getByTestId('bomber-here');
    const airOpHere = page.getByTestId('air-op-here');
    expect(await bomberHere.innerText()).toBe('Activate the bomber here');
    expect(await airOpHere.count()).toBe(0);
    await bomberHere.click();
    await expect.poll(() => ui(page)).toEqual({ bomberSelected: B1, pick: 'prompt.bomber' });
    expect(await promptText(page)).toMatch(/^Bomber B-AF1\/1: choose a ringed target/);
    expect(await bomberHere.count()).toBe(0);
    expect(await airOpHere.innerText()).toBe('Air operation');
    await airOpHere.click();
    await expect.poll(() => ui(page)).toEqual({ bomberSelected: null, pick: 'pick.airOperation' });
    expect(await promptText(page)).toContain('Air operation from B-AF1');
    expect(await bomberHere.count()).toBe(1);

    // the air operation goes to the entry node A2: the airfield has operated this round
    await clickNode(page, 'A2');
    await clickHeading(page, 'A2', 0);
    await expect.poll(async () => (await engineState(page)).bombers?.length).toBe(2);
    expect((await engineState(page)).units[AF].activated).toBe(true);

    // now a click on the airfield selects the bomber over it, with no way back to an air operation
    await clickNode(page, 'A5');
    await expect.poll(() => ui(page)).toEqual({ bomberSelected: B1, pick: 'prompt.bomber' });
    expect(await promptText(page)).toMatch(/^Bomber B-AF1\/1: choose a ringed target/);
    expect(await airOpHere.count()).toBe(0);
    expect(await bomberHere.count()).toBe(0);

    // its attack on the destroyer at C5, by a click on the canvas
    await clickNode(page, 'C5');
    await expect.poll(async () => (await engineState(page)).units['red-DD-1']).toBeUndefined();
    expect((await engineState(page)).bombers?.find((b) => b.id === B1)).toMatchObject({ node: 'C5', activeRound: 2 });
    expect(await ui(page)).toEqual({ bomberSelected: null, pick: null });
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('Blue bomber B-AF1/1 destroyed Red destroyer R-DD1 at C5');
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

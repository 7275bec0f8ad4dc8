// The play-test rulings of ENB-RULES §16 in a real Chromium, on the canvas: R-TF-6 (a bomber placed by
// an air operation forces the task force under its zone to deploy), R-SETUP-1 (the second player to set
// up sees none of the first one's placements; the cover sits between the two setups) and R-CARD-1 (a
// reaction card armed in its owner's turn cancels the enemy attack by itself — no question, no hand-over).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, handOver, leaks, submitAll, TF_DUEL_SETUP, toCover, watchLeaks } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const viewUnits = (page: import('playwright-core').Page) => page.evaluate(() => Object.values(window.__enb!.view()?.units ?? {}).map((u) => `${u.owner}:${u.node}`).sort());

describe('the rulings of §16 on screen', () => {
  it('R-TF-6: a bomber placed by an air operation with an enemy task force in its zone forces that task force to deploy', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=tf-bomber&seed=1&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    await handOver(page, 'Piotr');
    await submitAll(page, [
      { type: 'assignToTaskForce', unitId: 'red-DD-1', tf: 'A' },
      { type: 'assignToTaskForce', unitId: 'red-DD-2', tf: 'A' },
      { type: 'placeMarker', tf: 'A', node: 'C5' },
      { type: 'finishSetup' },
    ]);
    await expect.poll(async () => (await engineState(page)).pending?.kind ?? null).toBe('startOfRound');
    await submitAll(page, [{ type: 'endStartOfRound' }]);
    await handOver(page, 'Anna');
    // the air operation on the canvas: the airfield, its node, then the heading east (zone B5 C5 D5)
    await clickNode(page, 'A5');
    await clickNode(page, 'A5');
    await clickHeading(page, 'A5', 0);
    await expect.poll(async () => (await engineState(page)).pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', nodes: ['C5'] });
    // the owner deploys after the hand-over; the cover says why
    await toCover(page);
    await expect.poll(() => page.getByTestId('handover').innerText()).toMatch(/deploy/i);
    await handOver(page, 'Piotr');
    await page.getByTestId('deploy-as-suggested').click();
    await expect.poll(async () => Object.keys((await engineState(page)).taskForces?.markers ?? {}).length).toBe(0);
    const st = await engineState(page);
    expect(Object.values(st.units).filter((u) => u.owner === 'red').every((u) => u.activated)).toBe(true); // forced: no attacks
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('R-SETUP-1: the second player sets up without seeing the first one\'s placements; both show together', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=tf-duel&seed=1&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    await handOver(page, 'Anna');
    await submitAll(page, TF_DUEL_SETUP.slice(0, 3)); // Anna places her cruiser and destroyer, then finishes
    // the cover sits between the two setups
    await handOver(page, 'Piotr');
    expect((await engineState(page)).pending).toMatchObject({ kind: 'taskForceSetup', player: 'red' });
    expect(await viewUnits(page)).toEqual([]); // nothing of Anna's setup shows
    expect(await page.getByTestId('setup-panel').innerText()).not.toMatch(/B3|B5/);
    await submitAll(page, TF_DUEL_SETUP.slice(3));
    // both setups are revealed together
    await expect.poll(async () => (await engineState(page)).phase).toBe('play');
    const next = (await engineState(page)).toAct === 'blue' ? 'Anna' : 'Piotr';
    if (await toCover(page)) await handOver(page, next);
    await expect.poll(() => viewUnits(page)).toEqual(['blue:B3', 'blue:B5']);
    expect(await page.evaluate(() => Object.values(window.__enb!.view()!.taskForces!.markers).map((m) => m.node))).toEqual(['H5']);
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('R-CARD-1: a reaction card armed in its owner\'s turn cancels the attack by itself, with no question in the attacker\'s turn', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=reaction&seed=1&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    // Piotr draws his smoke screen; Anna moves her destroyer aside
    await handOver(page, 'Piotr');
    await submitAll(page, [{ type: 'draw' }, { type: 'keepCard', cardId: 'smoke-screen' }]);
    await handOver(page, 'Anna');
    await submitAll(page, [{ type: 'move', unitId: 'blue-DD-1', to: { node: 'C7', heading: 0 } }]);
    // Piotr activates his transport where it is and arms the card from his hand
    await handOver(page, 'Piotr');
    await submitAll(page, [{ type: 'move', unitId: 'red-AP-1', to: { node: 'F4', heading: 3 } }]);
    await expect.poll(() => page.getByTestId('play-smoke-screen').innerText()).toMatch(/Arm/);
    await page.getByTestId('play-smoke-screen').click();
    await expect.poll(async () => (await engineState(page)).armed).toEqual([{ cardId: 'smoke-screen', owner: 'red', unitId: 'red-AP-1' }]);
    // Anna sees that a card is armed, not which, and attacks on the canvas
    await handOver(page, 'Anna');
    expect(await page.getByTestId('armed-red-AP-1').getAttribute('title')).toBe('a card is armed here');
    expect(JSON.stringify(await page.evaluate(() => window.__enb!.view()))).not.toContain('smoke-screen');
    await submitAll(page, [{ type: 'move', unitId: 'blue-BB-1', to: { node: 'D4', heading: 0 } }]);
    await clickNode(page, 'F4');
    // cancelled at once: no pending decision, no hand-over to Piotr inside Anna's turn, the transport afloat
    await expect.poll(async () => (await engineState(page)).cards.red.discard).toEqual(['fog-bank', 'smoke-screen']);
    const st = await engineState(page);
    expect(st.pending).toBeNull();
    expect(st.units['red-AP-1']).toBeDefined();
    // Anna's turn is over; Piotr reads what happened
    await handOver(page, 'Piotr');
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('cancels the attack');
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

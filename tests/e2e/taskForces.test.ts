// Task forces in a real Chromium (tests/e2e/fixtures/tf-duel.json: two ships a side to set up): the
// setup through the UI (boards by click and by drag, markers and a loose ship on the canvas, Finish
// setup), hand-overs that never show the previous player's TF letters, boards or hand; a forced
// deployment through the cover with the suggested placement; demo mode showing both sides' boards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, handOver, leaks, submitAction, toCover, watchLeaks } from './play';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const URL = (extra = '') => `/?fixture=tf-duel&seed=1&blue=Anna&red=Piotr${extra}`;

/** Blue places both ships directly, Red puts both destroyers in TF A at `redNode` (through the store: setup is not under test here). */
const quickSetup = (redNode: string): Action[] => [
  { type: 'placeShip', unitId: 'blue-CA-1', node: 'B3', heading: 0 },
  { type: 'placeShip', unitId: 'blue-DD-1', node: 'B5', heading: 0 },
  { type: 'finishSetup' },
  { type: 'assignToTaskForce', unitId: 'red-DD-1', tf: 'A' },
  { type: 'assignToTaskForce', unitId: 'red-DD-2', tf: 'A' },
  { type: 'placeMarker', tf: 'A', node: redNode },
  { type: 'finishSetup' },
];

/** A Blue move after which (ending the activation if it stays open) Red must deploy: found by asking the engine. */
function forcingMove(state: GameState): Extract<Action, { type: 'move' }> | null {
  for (const a of legalActions(state)) {
    if (a.type !== 'move') continue;
    let r = applyAction(state, a);
    if (r.ok && r.state.activation) r = applyAction(r.state, { type: 'endActivation' });
    if (r.ok && r.state.pending?.kind === 'forcedDeployment') return a;
  }
  return null;
}

describe('task forces', () => {
  it('sets up both fleets through the UI; no hand-over shows the other side’s letters or boards', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(h.baseUrl + URL());
    await watchLeaks(page);
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Set up your fleet');
    expect(await page.getByTestId('finish-setup').isDisabled()).toBe(true);
    expect(await page.getByTestId('finish-why').innerText()).toMatch(/\w/); // the engine's reason
    // the cruiser onto board A by click, its marker on the map
    await page.getByTestId('setup-ship-blue-CA-1').click();
    await page.getByTestId('assign-A').click();
    await expect.poll(() => page.getByTestId('tf-board-A').getByTestId('setup-ship-blue-CA-1').count()).toBe(1);
    // a click anywhere on a board (not only on its button) assigns the picked ship; then back to the reserve
    await page.getByTestId('setup-ship-blue-DD-1').click();
    await page.getByTestId('tf-board-B').getByText(/empty/).click();
    await expect.poll(() => page.getByTestId('tf-board-B').getByTestId('setup-ship-blue-DD-1').count()).toBe(1);
    await page.getByTestId('setup-ship-blue-DD-1').click();
    await page.getByTestId('setup-to-reserve').click();
    await expect.poll(() => page.getByTestId('tf-board-B').getByTestId('setup-ship-blue-DD-1').count()).toBe(0);
    await page.getByTestId('place-marker-A').click();
    await clickNode(page, 'J3'); // outside the setup zone: explained in place, nothing changes
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain('J3');
    await clickNode(page, 'B3');
    await expect.poll(() => page.getByTestId('marker-at-A').innerText()).toBe('Marker at B3');
    // the destroyer directly on the map: node, then heading (SE)
    await page.getByTestId('setup-ship-blue-DD-1').click();
    await page.getByTestId('setup-place-ship').click();
    await clickNode(page, 'B5');
    await clickHeading(page, 'B5', 5);
    await expect.poll(async () => (await engineState(page)).units['blue-DD-1']?.heading).toBe(5);
    expect((await engineState(page)).units['blue-DD-1'].node).toBe('B5');
    await page.getByTestId('finish-setup').click();

    // Piotr: one destroyer dragged onto board B, the other clicked there, the marker placed
    await handOver(page, 'Piotr');
    expect(await page.evaluate(() => window.__enb!.letters())).toEqual({});
    await page.getByTestId('setup-ship-red-DD-1').dragTo(page.getByTestId('tf-board-B'));
    await expect.poll(() => page.getByTestId('tf-board-B').getByTestId('setup-ship-red-DD-1').count()).toBe(1);
    await page.getByTestId('setup-ship-red-DD-2').click();
    await page.getByTestId('assign-B').click();
    await page.getByTestId('place-marker-B').click();
    await clickNode(page, 'I4');
    await expect.poll(() => page.getByTestId('marker-at-B').innerText()).toBe('Marker at I4');
    await page.getByTestId('finish-setup').click();

    // the start-of-round step for each, then Anna's first turn: she sees her letter only, the enemy's TF anonymous
    await handOver(page, 'Anna');
    await page.getByTestId('sor-done').click();
    await handOver(page, 'Piotr');
    await page.getByTestId('sor-done').click();
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Select a ship');
    const st = await engineState(page);
    const blueMarker = st.taskForces!.boards.blue.A.markerId!;
    expect(await page.evaluate(() => window.__enb!.letters())).toEqual({ [blueMarker]: 'A' });
    expect(await page.getByTestId('tf-A').innerText()).toContain('B3');
    expect(await page.getByTestId('enemy-compositions').innerText()).toContain('DD');
    expect(await page.getByTestId('tf-panel').innerText()).not.toMatch(/\bB\b.*I4/);
    // selecting the TF shows its moves; a click moves it
    await page.getByTestId('tf-A').click();
    const moves = await page.evaluate(() => window.__enb!.getState().pick!.options.map((o) => o.node));
    expect(moves.length).toBeGreaterThan(3);
    const to = moves.find((n) => n !== 'B3')!;
    await clickNode(page, to);
    await expect.poll(async () => (await engineState(page)).taskForces!.markers[blueMarker]?.node).toBe(to);
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forced deployment: the enemy activation ends with the TF in its zone; the owner deploys through the cover', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(h.baseUrl + URL());
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    await watchLeaks(page);
    for (const a of quickSetup('H5')) expect(await submitAction(page, a)).toBe(true);
    // start-of-round step (Red has a marker), then Anna's turn
    await handOver(page, 'Piotr');
    await page.getByTestId('sor-done').click();
    await handOver(page, 'Anna');
    const move = forcingMove(await engineState(page));
    if (!move) throw new Error('no Blue move catches the Red task force');
    await page.getByTestId(`unit-${move.unitId}`).click();
    await clickNode(page, move.to.node);
    if (await page.evaluate(() => window.__enb!.getState().destination)) await clickHeading(page, move.to.node, move.to.heading);
    // the marker is a target: Anna ends the activation without attacking
    if ((await engineState(page)).activation) await page.getByTestId('end-activation').click();
    await expect.poll(async () => (await engineState(page)).pending?.kind).toBe('forcedDeployment');
    // Piotr sees the cover, then the placement
    await handOver(page, 'Piotr');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toMatch(/^Place [12] ships? of TF A \(forced deployment\) — Deployment panel: Deploy as suggested, or Place…$/);
    expect(await page.getByTestId('deploy-panel').textContent()).toContain('Forced deployment: TF A');
    await page.getByTestId('deploy-as-suggested').click();
    await expect.poll(async () => Object.keys((await engineState(page)).units).filter((id) => id.startsWith('red-DD')).length).toBeGreaterThan(0);
    const st = await engineState(page);
    expect(Object.values(st.taskForces!.markers).filter((m) => m.owner === 'red')).toEqual([]);
    // the placed ships appear in Piotr's fleet once it is his turn again (or now)
    if (await toCover(page)) await handOver(page, st.toAct === 'blue' ? 'Anna' : 'Piotr');
    await expect.poll(() => page.getByTestId(st.toAct === 'red' ? 'own-fleet' : 'enemy-fleet').innerText()).toContain('R-DD');
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('demo mode shows both sides’ boards and letters', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(h.baseUrl + URL('&hide=0'));
    await expect.poll(() => page.getByTestId('setup-panel').count()).toBe(1);
    for (const a of quickSetup('I4')) expect(await submitAction(page, a)).toBe(true);
    await page.getByTestId('sor-done').click();
    await expect.poll(() => page.getByTestId('enemy-boards').count()).toBe(1);
    const st = await engineState(page);
    expect(Object.values(await page.evaluate(() => window.__enb!.letters()))).toEqual(['A']);
    expect(Object.keys(await page.evaluate(() => window.__enb!.letters()))).toEqual([st.taskForces!.boards.red.A.markerId]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Setup and deployment rough edges (issue 15) in a real Chromium, on tests/e2e/fixtures/tf-duel.json:
// a picked ship goes where the map is clicked (no "Place on the map" first), also a loose ship moved
// again; a board's "Place marker" button never overlaps the ships or the assign button; "Use the
// suggested placement" asks before replacing ships placed by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, handOver, submitAction } from './play';
import { applyAction, legalActions, suggestedPlacement, type Action, type GameState } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const URL = '/?fixture=tf-duel&seed=1&blue=Anna&red=Piotr';

type Box = { x: number; y: number; width: number; height: number };
/** On a small screen the panels are a drawer over the map: open it for the panel, close it for the map. */
async function openPanels(page: Page): Promise<void> {
  if (await page.getByTestId('panels-toggle').isVisible() && !(await page.getByTestId('setup-panel').isVisible())) await page.getByTestId('panels-toggle').click();
  await expect.poll(() => page.getByTestId('setup-panel').isVisible()).toBe(true);
}
async function closePanels(page: Page): Promise<void> {
  if (await page.getByTestId('panels-close').isVisible()) await page.getByTestId('panels-close').click();
  await expect.poll(() => page.getByTestId('panels-close').isVisible()).toBe(false);
}

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

const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('setup and deployment', () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 800, height: 600 }]) {
    it(`a picked ship is placed and moved by clicking the map; the marker button overlaps nothing (${size.width}×${size.height})`, async () => {
      const { page, context, errors } = await h.newPage(size);
      await page.goto(h.baseUrl + URL);
      await handOver(page, 'Anna');
      await openPanels(page);
      await expect.poll(() => page.getByTestId('setup-panel').count()).toBe(1);
      // the destroyer: picked, then a click on the map at B5 and its heading (no "Place on the map")
      await page.getByTestId('setup-ship-blue-DD-1').click();
      await closePanels(page);
      await clickNode(page, 'B5');
      await clickHeading(page, 'B5', 5);
      await expect.poll(async () => (await engineState(page)).units['blue-DD-1']?.node).toBe('B5');
      expect((await engineState(page)).units['blue-DD-1'].heading).toBe(5);
      // the loose ship picked again and moved by a click
      await openPanels(page);
      await page.getByTestId('setup-ship-blue-DD-1').click();
      await closePanels(page);
      await clickNode(page, 'B7');
      await clickHeading(page, 'B7', 0);
      await expect.poll(async () => (await engineState(page)).units['blue-DD-1']?.node).toBe('B7');
      // the cruiser on board A with the other ship picked: the marker button clear of the ships and the assign button
      await openPanels(page);
      await page.getByTestId('setup-ship-blue-CA-1').click();
      await page.getByTestId('assign-A').click();
      await expect.poll(() => page.getByTestId('tf-board-A').getByTestId('setup-ship-blue-CA-1').count()).toBe(1);
      await page.getByTestId('setup-ship-blue-CA-1').click();
      const marker = (await page.getByTestId('place-marker-A').boundingBox())!;
      const others = [page.getByTestId('assign-A'), page.getByTestId('setup-to-reserve'), page.getByTestId('tf-board-A').getByTestId('setup-ship-blue-CA-1'), page.getByTestId('assign-B')];
      for (const o of others) expect(overlap(marker, (await o.boundingBox())!)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('"Use the suggested placement" asks before replacing ships placed by hand', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(h.baseUrl + URL);
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    for (const a of quickSetup('H5')) expect(await submitAction(page, a)).toBe(true);
    await handOver(page, 'Piotr');
    await page.getByTestId('sor-done').click();
    await handOver(page, 'Anna');
    const move = forcingMove(await engineState(page));
    if (!move) throw new Error('no Blue move catches the Red task force');
    expect(await submitAction(page, move)).toBe(true);
    if ((await engineState(page)).activation) expect(await submitAction(page, { type: 'endActivation' })).toBe(true);
    await expect.poll(async () => (await engineState(page)).pending?.kind).toBe('forcedDeployment');
    await handOver(page, 'Piotr');
    // Piotr places the first ship himself (the pick starts with it), then asks for the suggestion
    await page.getByTestId('deploy-myself').click();
    const nodes = await page.evaluate(() => [...new Set(window.__enb!.getState().pick!.options.map((o) => o.node))]);
    await clickNode(page, nodes[0]);
    if (await page.evaluate(() => window.__enb!.getState().pick?.node)) await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().deploy?.placements.length)).toBe(1);
    const mine = await page.evaluate(() => window.__enb!.getState().deploy!.placements);
    await page.getByTestId('deploy-suggest').click();
    await expect.poll(() => page.getByTestId('deploy-suggest-question').innerText()).toContain('This replaces the ship you placed.');
    await page.getByTestId('deploy-suggest-keep').click();
    expect(await page.evaluate(() => window.__enb!.getState().deploy!.placements)).toEqual(mine);
    await page.getByTestId('deploy-suggest').click();
    await page.getByTestId('deploy-suggest-confirm').click();
    const suggested = await page.evaluate(() => window.__enb!.getState().deploy!.placements);
    const st = await engineState(page);
    const marker = Object.values(st.taskForces!.markers).find((m) => m.owner === 'red')!.id;
    expect(suggested).toEqual(suggestedPlacement(st, marker));
    expect(errors).toEqual([]);
    await context.close();
  });
});

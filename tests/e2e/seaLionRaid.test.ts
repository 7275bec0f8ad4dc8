// Module L in a real Chromium: the bundled "Sea Lion raid". The start screen names the module and its
// options; blue's bombers fly to Dover (moves planned with the engine, taken through the store); then
// on the canvas a bomber is clicked and Dover clicked: the bombs fall (logged with the gun's d6), the
// VP track shows blue's +3; blue passes, and in red's turn a click on the AA gun and on the bomber
// over it fires (logged with the d6 and what it needed) — a click on an empty node in between shows the
// engine's reason why the gun cannot fire there; a second click on the spent gun shows why not. The
// game rolled what the engine rolls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, confirmCover, engineState, legalNow, submitAction, toCover, takeAction as take, actionCount } from './play';
import { applyAction, type Action } from '../../src/engine/index';
import { DOVER, planRaid } from './seaLionPlan';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const SEED = 5; // Dover's gun survives the bombs (a 3 on the d6), so it may fire at the bomber over it

describe('module L in the browser: Sea Lion raid', () => {
  it('the start screen lists Sea Lion raid with module L and its options', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    await expect.poll(() => page.getByText('Sea Lion raid').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByText('Sea Lion raid').first().click();
    await expect.poll(() => page.locator('body').innerText()).toMatch(/Air defence and victory points \(module L\): 4 AA guns, 3 strategic targets; VP to win: blue 10, red 11/);
    expect(await page.locator('body').innerText()).toMatch(/the sun at the east edge/);
    // the objectives say what decides this game: the VP targets, not ENB's "higher score wins"
    expect(await page.getByTestId('objectives-vp').innerText()).toBe('Victory points decide (ENB points do not): Blue wins at 10 VP, Red at 11; after round 8 the side nearer its target wins');
    expect(await page.getByTestId('objectives-sandbox').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('Sea Lion raid: bombs dropped and an AA gun fired by clicking the canvas; the VP track and the log follow', async () => {
    const plan = planRaid(SEED);
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=sea-lion-raid&seed=${SEED}&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('handover').count(), { timeout: 40_000 }).toBe(1);
    await confirmCover(page);
    await expect.poll(() => page.getByTestId('vp-panel').innerText()).toMatch(/Victory points/i);
    for (const a of plan.actions) await take(page, a);
    // the bomb run on the canvas: the bomber, then Dover (the gun's node, a strategic target)
    const bomber = plan.state.bombers!.find((b) => b.id === (plan.run as { params: { bomber: string } }).params.bomber)!;
    await clickNode(page, bomber.node);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().bomberSelected)).toBe(bomber.id);
    const before = await actionCount(page);
    await clickNode(page, DOVER);
    await expect.poll(() => actionCount(page)).toBe(before + 1);
    const bombed = applyAction(plan.state, plan.run);
    if (!bombed.ok) throw new Error(bombed.error.message);
    expect((await engineState(page)).moduleState).toEqual(bombed.state.moduleState); // rolled as the engine rolls
    const log = await page.getByTestId('log').innerText();
    expect(log).toMatch(/bomber .+ drops its bombs on H2\./);
    expect(log).toMatch(/Bombs on AA gun Dover: 3 on a d6, needs 4\+ — the gun survives\./);
    await expect.poll(() => page.getByTestId('vp-blue').innerText()).toMatch(/3\s*\/ 10/);
    expect(await page.getByTestId('vp-history').innerText()).toMatch(/\+3 — a target bombed/);
    // blue passes; on to red's turn with the gun able to fire at the bomber over it
    for (let k = 0; k < 30; k++) {
      if (await toCover(page)) await confirmCover(page);
      const legal = await legalNow(page);
      if (legal.some((a) => a.type === 'module' && a.action === 'fireGun')) break;
      const next = ['pass', 'declineDraw', 'endStartOfRound', 'endActivation'].map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? legal.find((a) => a.type !== 'module')!;
      await take(page, next);
    }
    expect((await engineState(page)).toAct).toBe('red');
    // the fire on the canvas: the gun (a pick of the bombers it may fire at), then the bomber over it
    const fired = await actionCount(page);
    await clickNode(page, DOVER);
    await expect.poll(() => page.getByTestId('prompt').innerText()).toMatch(/AA gun Dover: choose the enemy bomber to fire at\./);
    // a node with no bomber on it is not an option: the engine says why, and the pick goes on
    const now = await engineState(page);
    const empty = ['J5', 'H5', 'K6', 'G6'].find((n) => !Object.values(now.units).some((u) => u.node === n) && !(now.bombers ?? []).some((b) => b.node === n))!;
    await clickNode(page, empty);
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain(`There is no enemy bomber at ${empty} for the AA gun at ${DOVER} to fire at.`);
    expect(await page.getByTestId('prompt').innerText()).toMatch(/AA gun Dover: choose the enemy bomber to fire at\./);
    expect(await actionCount(page)).toBe(fired);
    await clickNode(page, DOVER);
    await expect.poll(() => actionCount(page)).toBe(fired + 1);
    expect(await page.getByTestId('log').innerText()).toMatch(/AA gun Dover fires at .+ \(overhead\): \d on a d6, needs 4\+ — (hit|miss)\./);
    // once a round: a second click on the gun shows the engine's reason
    await clickNode(page, DOVER);
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain('The AA gun at H2 has already fired this round (once a round).');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

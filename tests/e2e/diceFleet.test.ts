// Module D's fleet turn in a real Chromium (D-FLEET-2..4): the bundled "Gun duel: fleet turns". The
// prompt names the step; a ship is moved on the map and a side finishes moving with its button; then
// the first declarer declares two attacks by clicks on the map, sees them listed, withdraws one and
// declares it again, and finishes; the second declarer sees them listed as the other side's, finishes,
// and all the attacks resolve at once: their rolls are log lines, and the browser's game is the
// engine's from the same seed and actions. The hand says the game is played without cards (D-FLEET-6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { actionCount, clickHeading, clickNode, confirmCover, engineState, takeAction, toCover } from './play';
import { applyAction, type Action, type GameState } from '../../src/engine/index';
import { fleetPlan } from './fleetPlan';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const SEED = 3;
const WAIT = { timeout: 15_000 };
const LOAD = { timeout: 60_000 }; // a page's first load on a busy shared machine
const label = (id: string): string => { const m = /^(blue|red)-([A-Za-z]+)-(\d+)$/.exec(id)!; return `${m[1] === 'blue' ? 'B' : 'R'}-${m[2]}${m[3]}`; };
const after = (s: GameState, a: Action): GameState => { const r = applyAction(s, a); if (!r.ok) throw new Error(r.error.message); return r.state; };

/** After an action the page took (a click), wait for it and pass the cover if the decision changed hands. */
async function taken(page: Page, before: number): Promise<void> {
  await expect.poll(() => actionCount(page), WAIT).toBe(before + 1);
  if (await toCover(page)) await confirmCover(page);
}
const promptIs = (page: Page, re: RegExp) => expect.poll(() => page.getByTestId('prompt').innerText(), WAIT).toMatch(re);

describe('module D in the browser: fleet turns', () => {
  it('D-FLEET: moves on the map, two attacks declared by clicks, one withdrawn and declared again, the other side sees them, and all resolve at once', async () => {
    const plan = fleetPlan(SEED);
    if (!plan) throw new Error('no plan for this seed');
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=gun-duel-fleet&seed=${SEED}&blue=Anna&red=Piotr&lang=en`);
    await page.getByTestId('handover').waitFor(LOAD);
    await confirmCover(page);
    await promptIs(page, /You won the initiative for round 1/);
    // D-FLEET-6: no cards in a fleet turn, and the hand says so (no deck of cards that never comes)
    expect(await page.getByTestId('no-cards').innerText()).toBe('No cards in this game.');
    expect(await page.getByTestId('deck-info').count()).toBe(0);
    // the fleets close in: one ship moved on the map, the first side's moves finished with the button, the rest through the store
    let st = (await engineState(page));
    let byMap = false, byButton = false;
    for (const a of plan.actions) {
      const before = await actionCount(page);
      const p = a.type === 'module' ? (a.params as { unitId?: string; to?: { node: string; heading: number } }) : {};
      if (!byMap && a.type === 'module' && a.action === 'fleetMove' && p.to!.node !== st.units[p.unitId!].node) {
        byMap = true;
        await promptIs(page, /fleet turn — move all your ships/);
        await clickNode(page, st.units[p.unitId!].node);
        await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection), WAIT).toBe(p.unitId);
        await clickNode(page, p.to!.node);
        if ((await actionCount(page)) === before) {
          await expect.poll(() => page.evaluate(() => window.__enb!.getState().destination), WAIT).toBe(p.to!.node);
          await clickHeading(page, p.to!.node, p.to!.heading);
        }
        await taken(page, before);
      } else if (!byButton && a.type === 'module' && a.action === 'endMoves') {
        byButton = true;
        await page.getByTestId('module-action-dice-endMoves').click();
        await taken(page, before);
      } else await takeAction(page, a);
      st = after(st, a);
    }
    expect(byMap && byButton).toBe(true);
    expect((await engineState(page)).units).toEqual(plan.state.units);
    // the first declarer (Anna) declares two attacks on the map
    await promptIs(page, /fleet turn — declare attacks/);
    const declare = async (unitId: string, targetId: string) => {
      const before = await actionCount(page);
      await clickNode(page, plan.state.units[unitId].node);
      await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection), WAIT).toBe(unitId);
      await clickNode(page, plan.state.units[targetId].node);
      await expect.poll(() => actionCount(page), WAIT).toBe(before + 1);
    };
    const [one, two] = plan.attacks.map((a) => a.params as { unitId: string; targetId: string });
    await declare(one.unitId, one.targetId);
    await declare(two.unitId, two.targetId);
    const mine = page.getByTestId('fleet-declared-mine');
    await expect.poll(() => mine.innerText(), WAIT).toContain(`${label(one.unitId)} → ${label(one.targetId)}`);
    expect(await mine.innerText()).toContain(`${label(two.unitId)} → ${label(two.targetId)}`);
    // withdraw the first before finishing, then declare it again
    let before = await actionCount(page);
    await page.getByTestId(`fleet-withdraw-${one.unitId}`).click();
    await expect.poll(() => actionCount(page), WAIT).toBe(before + 1);
    await expect.poll(() => page.getByTestId(`fleet-declared-${one.unitId}`).count(), WAIT).toBe(0);
    await declare(one.unitId, one.targetId);
    await expect.poll(() => page.getByTestId(`fleet-declared-${one.unitId}`).count(), WAIT).toBe(1);
    before = await actionCount(page);
    await page.getByTestId('module-action-dice-finishDeclaring').click();
    await taken(page, before);
    // the second declarer (Piotr) sees Anna's declarations as the other side's
    await promptIs(page, /fleet turn — declare attacks/);
    const theirs = page.getByTestId('fleet-declared-theirs');
    await expect.poll(() => theirs.innerText(), WAIT).toContain(`${label(one.unitId)} → ${label(one.targetId)}`);
    expect(await theirs.innerText()).toContain(`${label(two.unitId)} → ${label(two.targetId)}`);
    const declared = await engineState(page);
    before = await actionCount(page);
    await page.getByTestId('module-action-dice-finishDeclaring').click();
    await expect.poll(() => actionCount(page), WAIT).toBe(before + 1);
    // all declared attacks resolved at once: the rolls in the log, the same as the engine's
    await expect.poll(() => page.getByTestId('log').innerText(), WAIT).toMatch(/All 2 declared attacks resolve at once/);
    expect(await page.getByTestId('log').innerText()).toMatch(/rolls to hit: \d+ on a d10, needs \d\+ \(no modifiers\) — (hit|miss)\./);
    const expected = after(declared, { type: 'module', module: 'dice', action: 'finishDeclaring', params: {} });
    const now = await engineState(page);
    expect(now.units).toEqual(expected.units);
    expect(now.moduleState).toEqual(expected.moduleState);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('the start screen lists Gun duel: fleet turns with its fleet-turn option and its tie-break (D-TIE)', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('scenario-option-gun-duel-fleet').click(LOAD);
    await expect.poll(() => page.getByTestId('modules').innerText(), WAIT).toMatch(/Dice combat \(module D\): .*fleet turns: all moves, then all declared attacks at once.*equal at the round limit: the side whose hits stand on more of the enemy’s hull wins/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

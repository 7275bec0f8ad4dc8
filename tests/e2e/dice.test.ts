// Module D in a real Chromium: the bundled "Gun duel" (Open Sea with dice). The start screen names the
// module and its options; the initiative winner answers in the prompt bar; the fleets close in (moves
// planned with the engine, taken through the store), and then a dice attack is played on the canvas:
// its rolls appear over the map as die faces (skipped by a click) and in the log with die, need and
// outcome; damage, if any, shows in the hover card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, confirmCover, engineState, nodeOnScreen, submitAction, toCover, takeAction as take } from './play';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../src/engine/index';
import { damageMarks } from '../../src/modules/dice/rules/dice';
import gunDuel from '../../src/scenarios/gun-duel.json';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const SEED = 11; // its first attack damages a destroyer (1 of 2): the pips and the hover card show it
const colOf = (node: string): number => [...node.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
const rowOf = (node: string): number => Number(node.replace(/^[A-Z]+/, ''));

/** From the start, the actions that bring one side to a move after which it may attack: the initiative answered "first", each turn the move that closes in most. */
function approach(): { actions: Action[]; move: Extract<Action, { type: 'move' }>; attack: Extract<Action, { type: 'attack' }>; state: GameState } {
  const g = createGame(gunDuel, SEED);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let st = g.state;
  const actions: Action[] = [];
  for (let k = 0; k < 40; k++) {
    const legal = legalActions(st);
    const choose = legal.find((a) => a.type === 'module' && (a.params as { go: string }).go === 'first');
    const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    const shot = moves.map((m) => ({ m, r: applyAction(st, m) })).find(({ r }) => r.ok && legalActions(r.state).some((a) => a.type === 'attack'));
    if (shot && shot.r.ok) {
      const attack = legalActions(shot.r.state).find((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack')!;
      return { actions, move: shot.m, attack, state: shot.r.state };
    }
    const enemies = Object.values(st.units).filter((u) => u.owner !== st.toAct);
    const gap = (node: string) => Math.min(...enemies.map((u) => Math.abs(colOf(u.node) - colOf(node)) + Math.abs(rowOf(u.node) - rowOf(node)) / 2));
    const next: Action = choose ?? (moves.length ? moves.reduce((a, b) => (gap(b.to.node) < gap(a.to.node) ? b : a)) : legal.find((x) => x.type === 'pass') ?? legal[0]); // no move: pass, or the cleanup's first answer
    const r = applyAction(st, next);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(next);
    st = r.state;
  }
  throw new Error('the fleets never met');
}

interface DiceSeen { text: string; faces: number; goneAfter: number }
/** Watch for the dice over the map: record them as they appear, click them away at once (the skip), and time how soon they went. */
async function watchDice(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __dice: DiceSeen };
    w.__dice = { text: '', faces: 0, goneAfter: Infinity };
    let shownAt = 0;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="dice-rolls"]') as HTMLElement | null;
      if (el && !shownAt && /to hit/.test(el.innerText)) { // an attack's dice (not a later round's initiative roll)
        shownAt = performance.now();
        w.__dice.text = el.innerText;
        w.__dice.faces = el.querySelectorAll('[data-testid="die"]').length;
        el.click();
      } else if (!el && shownAt && w.__dice.goneAfter === Infinity) w.__dice.goneAfter = performance.now() - shownAt;
    }).observe(document.body, { childList: true, subtree: true });
  });
}


describe('module D in the browser: Gun duel', () => {
  it('Gun duel: the initiative is chosen in the prompt bar; a dice attack on the canvas shows its dice and logs every roll', async () => {
    const plan = approach();
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=gun-duel&seed=${SEED}&blue=Anna&red=Piotr`);
    // the hot-seat game opens behind the cover, for the initiative winner
    await expect.poll(() => page.getByTestId('handover').count(), { timeout: 15_000 }).toBe(1);
    await confirmCover(page);
    // the initiative: rolled and logged, the winner answers in the prompt bar
    await expect.poll(() => page.getByTestId('prompt').innerText()).toMatch(/You won the initiative for round 1/);
    expect(await page.getByTestId('log').innerText()).toMatch(/Initiative for round 1: Anna rolls \d+, Piotr rolls \d+/);
    await page.getByTestId('module-action-dice-chooseOrder-first').click();
    await expect.poll(async () => (await engineState(page)).pending).toBeNull();
    if (await toCover(page)) await confirmCover(page);
    expect(await page.getByTestId('log').innerText()).toMatch(/has the initiative and goes first in round 1/);
    // the fleets close in (the plan's first action was the initiative, answered above)
    for (const a of plan.actions.slice(1)) {
      if (a.type === 'module') {
        await page.getByTestId(`module-action-dice-chooseOrder-${(a.params as { go: string }).go}`).click();
        await expect.poll(async () => (await engineState(page)).pending?.kind ?? null).not.toBe('moduleSetup');
        if (await toCover(page)) await confirmCover(page);
      } else await take(page, a);
    }
    // the move that brings a target into the zone, then the attack by a click on the target
    expect(await submitAction(page, plan.move)).toBe(true);
    await expect.poll(async () => (await engineState(page)).activation?.unitId ?? null).toBe(plan.move.unitId);
    const target = plan.state.units[plan.attack.targetId];
    await watchDice(page);
    await clickNode(page, target.node);
    await expect.poll(async () => (await engineState(page)).activation ?? null).toBeNull();
    // the dice over the map: at least the roll to hit, with what it needed; a click skipped them at once
    await expect.poll(() => page.evaluate(() => (window as unknown as { __dice: DiceSeen }).__dice.text)).toMatch(/to hit\s+\d+\+/);
    const seen = await page.evaluate(() => (window as unknown as { __dice: DiceSeen }).__dice);
    expect(seen.faces).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('dice-rolls').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __dice: DiceSeen }).__dice.goneAfter)).toBeLessThan(1_500); // the dice stay 1.8 s unless skipped
    // every roll in the log: die, need, outcome
    const log = await page.getByTestId('log').innerText();
    expect(log).toMatch(/rolls to hit: \d+ on a d10, needs \d\+ \(no modifiers\) — (hit|miss)\./);
    // the game in the browser rolled what the engine rolls from the same seed and log (D-LOG)
    const expected = applyAction(plan.state, plan.attack);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(damageMarks(await engineState(page))).toEqual(damageMarks(expected.state));
    // D-HULL: a damaged target shows its damage in the hover card
    const marks = damageMarks(expected.state).filter((m) => m.unitId === plan.attack.targetId);
    expect(marks).toHaveLength(1);
    const p = await nodeOnScreen(page, target.node);
    await page.mouse.move(p.x, p.y);
    await expect.poll(() => page.getByTestId('hover-damage').innerText()).toBe(`Damage ${marks[0].damage} of ${marks[0].hull}`);
    // the same rolls in Polish
    await page.getByTestId('lang-pl').click();
    await expect.poll(() => page.getByTestId('log').innerText()).toMatch(/rzut na trafienie: \d+ na k10, potrzeba \d\+ \(bez modyfikatorów\)/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the start screen lists dice combat with its initiative option', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('scenario-option-gun-duel').click();
    await expect.poll(() => page.getByTestId('modules').innerText()).toMatch(/Dice combat \(module D\): initiative rolled on a d10 each round/);
    expect(await page.getByTestId('rule-value-combat').innerText()).toMatch(/dice/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

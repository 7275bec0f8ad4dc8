// Keyboard-only play in a real Chromium (issue 20): the secret fleet setup of Open Sea and a hot-seat
// game of the duel, every step with keys alone, focus never left on the page itself after a transition,
// and the key presses counted: `keys per setup side` and `keys per turn` (select, move, attack, end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, nodeOnScreen } from './play';
import { applyAction, legalActions, reachableMoves, type Action, type GameState } from '../../src/engine/index';

type Move = Extract<Action, { type: 'move' }>;
const store = <T,>(page: Page, read: string): Promise<T> => page.evaluate((r) => new Function('s', `return ${r}`)(window.__enb!.getState()), read) as Promise<T>;

/** The moves of the player to act after which it may attack (asked of the engine in Node). */
function attackingMoves(state: GameState): Move[] {
  return legalActions(state).filter((a): a is Move => {
    if (a.type !== 'move') return false;
    const r = applyAction(state, a);
    return r.ok && !!r.state.activation;
  });
}
const attackingMove = (state: GameState): Move | null => attackingMoves(state)[0] ?? null;

/**
 * The attacking move a keyboard player would take: the heading offered first at its stop (no turning
 * through the headings), the nearest stop in MP, the ship N reaches first.
 */
function handyAttack(state: GameState): Move | null {
  const order = [...new Set(legalActions(state).filter((a) => a.type === 'move').map((a) => (a as Move).unitId))];
  const keysOf = (m: Move) => {
    const here = reachableMoves(state, m.unitId).filter((o) => o.node === m.to.node).sort((x, y) => x.cost - y.cost);
    const option = here.find((o) => o.heading === m.to.heading);
    return (here[0]?.heading === m.to.heading ? 0 : 10) + (option?.cost ?? 10) + order.indexOf(m.unitId);
  };
  return attackingMoves(state).sort((x, y) => keysOf(x) - keysOf(y))[0] ?? null;
}

/** A move after which the other side has an attacking move (so the duel is decided by an attack). */
function offeringMove(state: GameState): Move | null {
  for (const a of legalActions(state)) {
    if (a.type !== 'move' || a.to.node === state.units[a.unitId].node) continue;
    const r = applyAction(state, a);
    if (r.ok && !r.state.activation && attackingMove(r.state)) return a;
  }
  return null;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** What has focus: a test id, a tag, or BODY when focus fell to the page. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return el.getAttribute('data-testid') ?? el.tagName;
  });

/** Key presses, counted; after each, focus settles somewhere other than the page itself. */
class Keys {
  count = 0;
  constructor(private page: Page) {}
  log: string[] = [];
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.count += 1;
    this.log.push(key);
    await expect.poll(() => focused(this.page), { timeout: 3_000, message: `focus after ${key}` }).not.toBe('BODY');
  }
}

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));

/** Set up the fleet of the player at the screen with keys alone: ships to boards A, B, C in turn, the markers, Finish. */
async function setUpSide(page: Page, keys: Keys): Promise<void> {
  const letters = ['a', 'b', 'c'];
  for (let k = 0; (await page.locator('[data-testid="setup-reserve"] button').count()) > 0; k++) {
    await expect.poll(() => focused(page)).toMatch(/^setup-ship-/);
    await keys.press('Enter');
    await keys.press(letters[k % letters.length]);
    await frames(page);
  }
  while ((await page.locator('[data-testid^="place-marker-"].primary').count()) > 0) {
    await expect.poll(() => focused(page)).toMatch(/^place-marker-/);
    await keys.press('Enter');
    await expect.poll(() => focused(page)).toBe('map-view');
    await keys.press('Enter');
    await frames(page);
  }
  await expect.poll(() => focused(page)).toBe('finish-setup');
  await keys.press('Enter');
}

/** Walk the map cursor to a node with the arrow keys (the one nearest the node's direction each time). */
async function cursorTo(page: Page, keys: Keys, node: string): Promise<void> {
  for (let k = 0; k < 16; k++) {
    const at = await store<string | null>(page, 's.cursorNode');
    if (at === node) return;
    const from = await nodeOnScreen(page, at!);
    const to = await nodeOnScreen(page, node);
    const dx = to.x - from.x, dy = to.y - from.y;
    await keys.press(Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`the cursor did not reach ${node}`);
}

/** One activation with keys alone: N to the ship, the cursor to its stop, Enter (the heading), a target with X and Enter, E. */
async function turnByKeys(page: Page, keys: Keys, move: Move, target: string | null): Promise<void> {
  for (let k = 0; k < 6 && (await store<string | null>(page, 's.selection')) !== move.unitId; k++) await keys.press('n');
  expect(await store<string | null>(page, 's.selection')).toBe(move.unitId);
  expect(await focused(page)).toBe('map-view');
  await cursorTo(page, keys, move.to.node);
  const before = (await engineState(page)).units[move.unitId];
  await keys.press('Enter');
  if (await store<string | null>(page, 's.destination')) {
    for (let k = 0; k < 6 && (await store<number | null>(page, 's.headingCursor')) !== move.to.heading; k++) await keys.press('ArrowLeft');
    await keys.press('Enter');
  }
  await expect.poll(async () => (await engineState(page)).units[move.unitId]?.node ?? '').toBe(move.to.node);
  expect(before).toBeDefined();
  if (target) {
    const node = (await engineState(page)).units[target].node;
    for (let k = 0; k < 6 && (await store<string | null>(page, 's.cursorNode')) !== node; k++) await keys.press('x');
    await keys.press('Enter');
    await expect.poll(async () => (await engineState(page)).units[target]).toBeUndefined();
  }
  if ((await engineState(page)).activation) await keys.press('e');
  await expect.poll(async () => (await engineState(page)).activation ?? null).toBeNull();
}

/** After an action in hot-seat: Enter on "Pass the device", then Enter on the cover's confirm (focus is there each time). */
async function handOverByKeys(page: Page, keys: Keys, name: string): Promise<void> {
  // (the cover also comes up by itself after a few seconds: then there is no button left to press)
  await expect.poll(() => focused(page)).toMatch(/^(hand-over-now|handover-confirm)$/);
  if ((await focused(page)) === 'hand-over-now') await keys.press('Enter');
  await expect.poll(() => focused(page)).toBe('handover-confirm');
  expect(await page.getByTestId('handover-title').innerText()).toBe(`Pass the device to ${name}`);
  await keys.press('Enter');
  await expect.poll(() => page.getByTestId('handover').count()).toBe(0);
  // the new player's first prompt is read out, and focus is on the map (or the decision in the panels)
  await expect.poll(() => page.getByTestId('announcer').innerText()).not.toBe('');
  await expect.poll(() => focused(page)).not.toBe('BODY');
}

describe('keyboard-only play', () => {
  it('Open Sea: each side sets up its fleet with keys alone, focus always on the next step', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=open-sea&seed=1&hide=1&blue=Anna&red=Piotr`);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('handover-confirm');
    const counts: number[] = [];
    for (const side of ['blue', 'red']) {
      await expect.poll(() => focused(page)).toBe('handover-confirm');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.__enb!.getState().viewer)).toBe(side);
      await expect.poll(() => focused(page)).toMatch(/^setup-ship-/);
      const keys = new Keys(page);
      await setUpSide(page, keys);
      counts.push(keys.count);
    }
    await expect.poll(async () => (await engineState(page)).pending?.kind ?? 'none').not.toBe('taskForceSetup');
    console.log(`keys per setup side: ${Math.max(...counts)}`);
    for (const n of counts) expect(n).toBeLessThanOrEqual(40);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the duel from the first cover to the end screen with keys alone; a turn with an attack is counted', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=1&blue=Anna&red=Piotr`);
    const keys = new Keys(page);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('handover-confirm');
    await handOverByKeys(page, keys, 'Anna');
    expect(await focused(page)).toBe('map-view');
    // Anna: any move to another node
    let st = await engineState(page);
    const first = legalActions(st).find((a): a is Move => a.type === 'move' && a.to.node !== st.units[a.unitId].node && applyAction(st, a).ok)!;
    await turnByKeys(page, keys, first, null);
    await handOverByKeys(page, keys, 'Piotr');
    // Piotr: a move after which Anna can attack
    st = await engineState(page);
    const offer = offeringMove(st);
    if (!offer) throw new Error('no Red move that gives Blue a target');
    await turnByKeys(page, keys, offer, null);
    await handOverByKeys(page, keys, 'Anna');
    // Anna: select, move, attack, end: the keys of one turn
    st = await engineState(page);
    const attack = handyAttack(st)!;
    const after = applyAction(st, attack);
    if (!after.ok) throw new Error('the attacking move was refused');
    const target = (legalActions(after.state).find((a) => a.type === 'attack') as { targetId: string }).targetId;
    const turn = new Keys(page);
    await turnByKeys(page, turn, attack, target);
    console.log(`keys per turn: ${turn.count}`);
    console.log(`  (${turn.log.join(' ')} for ${attack.unitId} to ${attack.to.node})`);
    expect(turn.count).toBeLessThanOrEqual(8);
    // then both pass (P, and P again confirms while tokens are left) until the end screen
    for (let k = 0; k < 12 && (await engineState(page)).phase !== 'over'; k++) {
      if (await page.getByTestId('handover').count() || (await store<string | null>(page, 's.resultOf'))) {
        const s = await engineState(page);
        await handOverByKeys(page, keys, (s.pending?.player ?? s.toAct) === 'blue' ? 'Anna' : 'Piotr');
        continue;
      }
      const s = await engineState(page);
      if (s.pending) {
        // a decision in the panels: focus is on its first control
        await expect.poll(() => focused(page)).not.toBe('map-view');
        await keys.press('Enter');
        continue;
      }
      await keys.press('p');
      if (await page.getByTestId('pass-confirm').count()) {
        await expect.poll(() => focused(page)).toBe('pass-confirm');
        await keys.press('p');
      }
      await frames(page);
    }
    await expect.poll(() => page.getByTestId('end-screen').count()).toBe(1);
    await expect.poll(() => focused(page)).toBe('play-again');
    // Tab stays inside the end screen
    for (let k = 0; k < 12; k++) {
      await keys.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="end-screen"]'))).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

// A complete hot-seat game in a real Chromium, played through the UI (canvas clicks and panels) on the
// test-only "duel" scenario (tests/e2e/fixtures/duel.json, loaded with the dev-only ?fixture= param):
// hand-over covers that never show the previous player's secrets, drawing and keeping a card, the
// engine's reason for an illegal move, an attack, passes, the cleanup decision through the cover,
// the end screen and the replay; plus the start screen, help and keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reloadSaved, startHarness, type Harness } from './harness';
import { clickNode, engineState, handOver, leaks, watchLeaks, passTurn, toCover } from './play';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine/index';

const SEED = 1;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


/** A move of the player to act after which they can attack (found by asking the engine in Node). */
function attackingMove(state: GameState): Extract<Action, { type: 'move' }> | null {
  for (const a of legalActions(state)) {
    if (a.type !== 'move') continue;
    const r = applyAction(state, a);
    if (r.ok && r.state.activation) return a;
  }
  return null;
}

describe('hot-seat game', () => {
  it('plays the duel from the first cover to the end screen and the replay', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=${SEED}&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    // round 1 starts with Anna (Blue) behind the cover
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Select a ship');
    expect(await page.getByTestId('turn').innerText()).toBe('Turn: Anna');

    // an illegal move: the engine's reason is shown in place
    await page.getByTestId('unit-blue-CA-1').click();
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Choose where B-CA1 stops');
    await clickNode(page, 'J7');
    await expect.poll(() => page.getByTestId('notice').innerText()).toMatch(/^J7: The cruiser cannot reach J7/);
    await page.keyboard.press('Escape');

    // Anna draws two cards and keeps one (a card decision in the hand panel)
    await page.getByTestId('draw').click();
    const keep = page.locator('[data-testid^="keep-"]:not([data-testid="keep-choice"])');
    await expect.poll(() => keep.count()).toBe(2);
    const keepId = (await keep.first().getAttribute('data-testid'))!.slice('keep-'.length);
    await keep.first().click();

    // hand-over to Piotr: no frame shows Anna's hand
    await handOver(page, 'Piotr');
    expect(await page.locator(`[data-testid="card-${keepId}"]`).count()).toBe(0);
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('Anna kept one card.');
    expect(await page.getByTestId('log').innerText()).not.toContain(`You kept`);

    // Piotr (Red) moves a ship through the canvas, choosing the heading with a second click if asked
    let st = await engineState(page);
    // a Red move after which Blue can attack (so the game can be decided in round 1)
    const redMove = legalActions(st).find((a): a is Extract<Action, { type: 'move' }> => {
      if (a.type !== 'move' || a.to.node === st.units[a.unitId].node) return false;
      const r = applyAction(st, a);
      return r.ok && !r.state.activation && attackingMove(r.state) !== null;
    });
    if (!redMove) throw new Error('no Red move that gives Blue a target');
    await page.getByTestId(`unit-${redMove.unitId}`).click();
    await clickNode(page, redMove.to.node);
    if (await page.evaluate(() => window.__enb!.getState().destination)) {
      // the heading arrows: click toward the wanted heading
      const a = (-redMove.to.heading * Math.PI) / 3;
      const scale = await page.evaluate(() => window.__enb!.getState().camera.scale);
      await clickNode(page, redMove.to.node, { x: Math.cos(a) * 24 * scale, y: Math.sin(a) * 24 * scale });
    }
    await expect.poll(async () => (await engineState(page)).units[redMove.unitId].node).toBe(redMove.to.node);
    expect((await engineState(page)).units[redMove.unitId].heading).toBe(redMove.to.heading);

    // Anna: a move that brings a target into her zone, then the attack on the canvas
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('log').innerText()).toMatch(/R-(CA|DD)1 moved/);
    st = await engineState(page);
    const move = attackingMove(st);
    if (!move) throw new Error('no attacking move for Blue in this position');
    await page.getByTestId(`unit-${move.unitId}`).click();
    await clickNode(page, move.to.node);
    if (await page.evaluate(() => window.__enb!.getState().destination)) {
      for (let k = 0; k < 6 && (await page.evaluate(() => window.__enb!.getState().headingCursor)) !== move.to.heading; k++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Choose a target');
    st = await engineState(page);
    const targetId = (legalActions(st).find((a) => a.type === 'attack') as { targetId: string }).targetId;
    await clickNode(page, st.units[targetId].node);
    await expect.poll(async () => (await engineState(page)).units[targetId]).toBeUndefined();
    // Piotr sees what happened after the hand-over
    await handOver(page, 'Piotr');
    await expect.poll(() => page.getByTestId('log').innerText()).toMatch(/B-(CA|DD)1 destroyed Red (cruiser|destroyer) R-/);
    await expect.poll(async () => Number(await page.getByTestId('score-blue').locator('.score__points').innerText())).toBeGreaterThanOrEqual(2);

    // both end their round: Piotr passes, Anna passes (whoever is to act)
    for (let k = 0; k < 6; k++) {
      st = await engineState(page);
      if (st.phase !== 'play' || st.pending) break;
      const name = st.toAct === 'blue' ? 'Anna' : 'Piotr';
      if (await toCover(page)) await handOver(page, name);
      await passTurn(page);
    }
    // the cleanup draw decisions go through the cover too
    for (let k = 0; k < 4; k++) {
      st = await engineState(page);
      if (st.phase === 'over') break;
      expect(st.pending?.kind).toBe('cleanupDraw');
      const name = st.toAct === 'blue' ? 'Anna' : 'Piotr';
      if (await toCover(page)) await handOver(page, name);
      await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Round over');
      await page.getByTestId('decline-draw').click();
    }
    // the end screen: the round limit (the duel has one round), Anna is closer to her target (R-WIN-1)
    await expect.poll(() => page.getByTestId('end-winner').innerText()).toBe('Anna (Blue) wins!');
    expect(await page.getByTestId('end-reason').innerText()).toContain('closer to their target');
    expect(await page.getByTestId('end-side-red').innerText()).toContain('Losses: 1');
    expect(await leaks(page)).toEqual([]);

    // the replay steps through the game
    await page.getByTestId('watch-replay').click();
    await expect.poll(() => page.getByTestId('replay-step').innerText()).toMatch(/action 0 of \d+/);
    await page.getByTestId('replay-last').click();
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('Game over: Anna wins.');
    await page.getByTestId('replay-exit').click();
    await expect.poll(() => page.getByTestId('start-screen').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the start screen starts a game and the autosave continues it after a reload, under the cover', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    await expect.poll(() => page.getByTestId('start-screen').count()).toBe(1);
    await page.getByTestId('scenario-option-open-sea').click();
    expect(await page.getByTestId('scenario-details').innerText()).toContain('Round limit: 8');
    await page.getByTestId('name-blue').fill('Ola');
    await page.getByTestId('name-red').fill('Jan');
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.getByTestId('handover-title').innerText()).toBe('Pass the device to Ola');
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    // a reload comes back to the same state, under the hand-over cover (whoever is at the screen now)
    const before = await page.evaluate(() => JSON.stringify(window.__enb!.state()));
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('handover-title').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('handover-title').innerText()).toBe('Pass the device to Ola');
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('turn').innerText()).toBe('Turn: Ola');
    expect(await page.evaluate(() => JSON.stringify(window.__enb!.state()))).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keyboard: Tab to a ship, Enter, arrows and Enter move it; Polish at any time; ? opens help', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=duel&hide=0&blue=Ola&red=Jan`);
    await expect.poll(() => page.getByTestId('turn').innerText()).toBe('Turn: Ola');
    expect(await page.getByTestId('handover').count()).toBe(0); // demo mode
    await page.getByTestId('unit-blue-DD-1').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).toBe('blue-DD-1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    if (await page.evaluate(() => window.__enb!.getState().destination)) await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBe(1);
    await expect.poll(() => page.getByTestId('turn').innerText()).toBe('Turn: Jan');
    await page.getByTestId('lang-pl').click();
    await expect.poll(() => page.getByTestId('turn').innerText()).toBe('Tura: Jan');
    expect(await page.getByTestId('pass').innerText()).toBe('Pas (koniec mojej rundy)');
    await page.keyboard.press('?');
    await expect.poll(() => page.getByTestId('help').count()).toBe(1);
    expect(await page.getByTestId('help').innerText()).toContain('Jak grać w ENB');
    expect(Number(await page.getByTestId('zone-BB').getAttribute('data-zone-size'))).toBe(14);
    expect(Number(await page.getByTestId('zone-DD').getAttribute('data-zone-size'))).toBe(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('help').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});


// §9 task-force effects: force an enemy TF to deploy (R-TF-3) and reveal a TF's composition.
import { describe, expect, it } from 'vitest';
import { legalActions, playableCards, viewFor, type GameState } from '../../src/engine/index';
import { edit, play, refusedWith } from './fixtures/tiny';
import { markerOf, skipStartOfRound, tfGame, type ReserveSpec } from './fixtures/tf';
import { cardGame, ok, types } from './cardsFixture';

const reserve: ReserveSpec[] = [['blue', 'BB', 'bbb'], ['blue', 'DD', 'bdd'], ['red', 'CA', 'rca'], ['red', 'DD', 'rdd'], ['red', 'DD', 'rdd2']];

/** Blue: TF A (BB + DD) at B4; red: TF C (CA + DD) at K4, TF D (DD) at J2. Blue to act, holding `hand`. */
function start(hand: string[]): GameState {
  const s = skipStartOfRound(tfGame({ reserve, decks: { blue: 'default', red: 'default' } },
    { tfs: { A: { ships: ['bbb', 'bdd'], node: 'B4' } } },
    { tfs: { C: { ships: ['rca', 'rdd'], node: 'K4' }, D: { ships: ['rdd2'], node: 'J2' } } }));
  return edit(s, (x) => { x.cards.blue.hand = [...hand]; x.toAct = 'blue'; x.order = ['blue', 'red']; });
}

describe('§9 forceDeploy and revealTf', () => {
  it('with no enemy task force on the map there is nothing to target', () => {
    const s = cardGame(['air-reconnaissance']);
    expect(refusedWith(s, { type: 'playCard', cardId: 'air-reconnaissance' })).toBe('card/no-target');
    expect(playableCards(s)[0]).toMatchObject({ playable: false, reason: { code: 'card/no-target' } });
  });
  it('the target must be an enemy marker on the map', () => {
    const s = start(['air-reconnaissance']);
    expect(refusedWith(s, { type: 'playCard', cardId: 'air-reconnaissance' })).toBe('card/target-required');
    expect(refusedWith(s, { type: 'playCard', cardId: 'air-reconnaissance', target: { tf: markerOf(s, 'blue', 'A') } })).toBe('card/invalid-target');
    const offered = legalActions(s).filter((a) => a.type === 'playCard');
    expect(offered).toHaveLength(2); // one per enemy marker
  });
  it('R-TF-3 by an event: the enemy TF must deploy at once; then the turn passes on', () => {
    const s = start(['air-reconnaissance']);
    const tf = markerOf(s, 'red', 'C');
    const r = ok(s, { type: 'playCard', cardId: 'air-reconnaissance', target: { tf } });
    expect(types(r.events)).toContain('deploymentForced');
    expect(r.state.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', resume: 'blue' });
    expect(r.state.cards.blue.discard).toEqual(['air-reconnaissance']);
    const deploy = legalActions(r.state).find((a) => a.type === 'deploy');
    expect(deploy).toBeDefined();
    const after = play(r.state, deploy!);
    expect(after.taskForces!.markers[tf]).toBeUndefined();
    expect(after.units.rca).toBeDefined();
    expect(after.pending).toBeNull();
  });
  it('revealTf: the player learns the composition behind one enemy marker', () => {
    const s = start(['radio-intercept']);
    const tf = markerOf(s, 'red', 'C');
    const r = ok(s, { type: 'playCard', cardId: 'radio-intercept', target: { tf } });
    expect(r.state.intel).toEqual([{ player: 'blue', markerId: tf, round: 1, ships: [expect.objectContaining({ id: 'rca' }), expect.objectContaining({ id: 'rdd' })] }]);
    expect(types(r.events)).toContain('taskForceRevealed');
    expect(viewFor(r.state, 'blue').intel?.[0].ships.map((x) => x.class)).toEqual(['CA', 'DD']);
    expect(r.state.toAct).toBe('red');
  });
});

// §8.4 submarines (dive, the submerged marker, surfacing with a heading choice and the fallback node)
// and §8.5 depth charges spending mine tokens (forced surfacing destroys the boat).
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, poolSize, validTargets, type GameState } from '../../src/engine/index';
import { edit, play, refusedWith, run, tinyScenario, type TinyOptions } from './fixtures/tiny';

const game = (o: TinyOptions, mines: { blue?: number; red?: number } = {}): GameState => {
  const g = createGame({ ...tinyScenario(o), mines }, 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
};
const passBoth = (s: GameState): GameState => play(play(s, { type: 'pass' }), { type: 'pass' });
// red submarine at E4 facing E, blue destroyer at B4 facing E
const duel = (mines = 2) => game({ units: [['red', 'SS', 'E4', 'E', 'rss'], ['red', 'CA', 'L7', 'W', 'rca'], ['blue', 'DD', 'B4', 'E', 'bdd'], ['blue', 'CA', 'A7', 'E', 'bca']], firstPlayer: 'red', rounds: 5 }, { blue: mines });
const dived = (rounds: number, mines = 2) => play(play(duel(mines), { type: 'move', unitId: 'rss', to: { node: 'E4', heading: 0 } }), { type: 'dive', unitId: 'rss', rounds });

describe('§8.4 submarines', () => {
  it('§8.4 dive: as its activation\'s end the submarine goes on the round track d fields ahead (1 ≤ d ≤ maxDive)', () => {
    const a = play(duel(), { type: 'move', unitId: 'rss', to: { node: 'E4', heading: 0 } });
    expect(a.activation?.unitId).toBe('rss'); // no target, but it may dive
    expect(legalActions(a).filter((x) => x.type === 'dive')).toEqual([1, 2, 3].map((rounds) => ({ type: 'dive', unitId: 'rss', rounds })));
    expect(refusedWith(a, { type: 'dive', unitId: 'rss', rounds: 4 })).toBe('dive/too-deep');
    const r = run(a, { type: 'dive', unitId: 'rss', rounds: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.rss).toBeUndefined();
    expect(r.state.track).toEqual([{ kind: 'submarine', round: 3, unit: { id: 'rss', owner: 'red', kind: 'ship', class: 'SS', node: 'E4', heading: 0, activated: false } }]);
    expect(r.events.map((e) => e.type)).toEqual(['dived', 'tokenLost', 'activationEnded', 'turnStarted']);
    // submerged it brings no token (R-CMD-1): the one spent on it is gone
    expect(r.state.tokens.red.pool + r.state.tokens.red.spent).toBe(poolSize(r.state, 'red'));
    expect(poolSize(r.state, 'red')).toBe(1);
  });
  it('§8.4: only a class that can dive dives', () => {
    const s = edit(duel(), (x) => { x.toAct = 'blue'; x.activation = { player: 'blue', unitId: 'bdd' }; x.units.bdd.activated = true; });
    expect(refusedWith(s, { type: 'dive', unitId: 'bdd', rounds: 1 })).toBe('dive/cannot-dive');
  });
  it('§8.4 submerged: it does not block, has no zone and cannot be attacked', () => {
    const s = dived(2);
    const legal = legalActions(s);
    expect(legal).toContainEqual({ type: 'move', unitId: 'bdd', to: { node: 'F4', heading: 0 } }); // through and past its node
    expect(legal).toContainEqual({ type: 'move', unitId: 'bdd', to: { node: 'E4', heading: 0 } }); // or onto it
    const a = play(s, { type: 'move', unitId: 'bca', to: { node: 'B5', heading: 0 } });
    expect(validTargets(a, 'bca').map((t) => t.id)).not.toContain('rss');
  });
  it('§8.4 surfacing: when its field comes the owner picks a heading, before the start-of-round step', () => {
    let s = dived(1);
    s = passBoth(s);
    expect(s.round).toBe(2);
    expect(s.pending).toEqual({ kind: 'arrival', player: 'red', unitId: 'rss', as: 'surfacing', nodes: ['E4'], headings: [0, 1, 2, 3, 4, 5] });
    expect(legalActions(s)).toHaveLength(6);
    expect(refusedWith(s, { type: 'pass' })).toBe('decision/pending');
    expect(refusedWith(s, { type: 'arrive', unitId: 'rss', node: 'E5', heading: 0 })).toBe('arrival/bad-node');
    const r = run(s, { type: 'arrive', unitId: 'rss', node: 'E4', heading: 'W' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.rss).toMatchObject({ node: 'E4', heading: 3, activated: false });
    expect(r.state.track).toEqual([]);
    expect(r.events[0]).toMatchObject({ type: 'surfaced', unitId: 'rss', node: 'E4', heading: 3 });
    expect(r.state.tokens.red.pool).toBe(2); // it brings its token again
    expect(r.state.phase).toBe('play');
  });
  it('§8.4 surfacing: on an occupied node it comes up on a free adjacent navigable node; with none it stays down a round', () => {
    const s = edit(dived(1), (x) => { x.units.bdd.node = 'E4'; });
    const up = passBoth(s);
    expect(up.pending?.kind === 'arrival' && up.pending.nodes).toEqual(['F4', 'F3', 'E3', 'D4', 'E5', 'F5']);
    const boxed = edit(s, (x) => { x.setup = { ...x.setup, map: { ...x.setup.map, terrain: ['............', '............', '....##......', '...#.#......', '....##......', '............', '............'] } }; x.units.bdd.node = 'E4'; x.units.bdd.class = 'DD'; });
    const r = run(boxed, { type: 'pass' });
    const r2 = r.ok ? run(r.state, { type: 'pass' }) : r;
    expect(r2.ok && r2.state.units.rss).toBeUndefined();
    expect(r2.ok && r2.state.track).toEqual([expect.objectContaining({ kind: 'submarine', round: 3 })]);
    expect(r2.ok && r2.events.find((e) => e.type === 'arrivalDelayed')).toMatchObject({ unitId: 'rss', as: 'surfacing', round: 3 });
  });
});

describe('§8.5 depth charges and mines', () => {
  it('§8.5: a destroyer ending next to a submerged enemy submarine spends a mine token: the boat moves one field toward the current round', () => {
    const s = dived(3);
    const a = play(s, { type: 'move', unitId: 'bdd', to: { node: 'D4', heading: 0 } });
    expect(a.activation?.unitId).toBe('bdd');
    expect(legalActions(a)).toContainEqual({ type: 'depthCharge', unitId: 'bdd', targetId: 'rss' });
    const r = run(a, { type: 'depthCharge', unitId: 'bdd', targetId: 'rss' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.track?.[0]).toMatchObject({ kind: 'submarine', round: 3 });
    expect(r.state.resources?.blue.mines).toBe(1);
    expect(r.events[0]).toMatchObject({ type: 'depthCharged', surfacesIn: 3, minesLeft: 1 });
  });
  it('§8.5: with its zone on the submarine (not adjacent) the destroyer may also depth-charge it', () => {
    const a = play(dived(3), { type: 'move', unitId: 'bdd', to: { node: 'C4', heading: 0 } }); // E4 is 2 ahead: in the torpedo zone
    expect(legalActions(a)).toContainEqual({ type: 'depthCharge', unitId: 'bdd', targetId: 'rss' });
  });
  it('§8.5: put on the current round\'s field, the submarine is forced to surface and destroyed', () => {
    const a = play(dived(1), { type: 'move', unitId: 'bdd', to: { node: 'D4', heading: 0 } });
    const r = run(a, { type: 'depthCharge', unitId: 'bdd', targetId: 'rss' });
    expect(r.ok && r.state.track).toEqual([]);
    expect(r.ok && r.state.score.blue).toBe(2);
    expect(r.ok && r.events.find((e) => e.type === 'destroyed')).toMatchObject({ by: 'bdd', scorer: 'blue', points: 2 });
    expect(r.ok && r.state.tokens.red.pool + r.state.tokens.red.spent).toBe(1); // a submerged boat brought no token
  });
  it('§8.5: no mine token, out of reach, not a submerged enemy, no depth charges: refused', () => {
    const open = (s: GameState, unitId: string, node: string) => edit(s, (x) => { x.units[unitId].node = node; x.units[unitId].activated = true; x.activation = { player: 'blue', unitId }; });
    expect(refusedWith(open(dived(2, 0), 'bdd', 'D4'), { type: 'depthCharge', unitId: 'bdd', targetId: 'rss' })).toBe('depth-charge/no-mines');
    expect(legalActions(open(dived(2, 0), 'bdd', 'D4')).some((x) => x.type === 'depthCharge')).toBe(false);
    expect(refusedWith(open(dived(2), 'bdd', 'D6'), { type: 'depthCharge', unitId: 'bdd', targetId: 'rss' })).toBe('depth-charge/out-of-reach');
    expect(refusedWith(open(dived(2), 'bdd', 'D4'), { type: 'depthCharge', unitId: 'bdd', targetId: 'rca' })).toBe('depth-charge/not-submerged');
    expect(refusedWith(open(dived(2), 'bca', 'D4'), { type: 'depthCharge', unitId: 'bca', targetId: 'rss' })).toBe('depth-charge/no-depth-charges');
  });
});

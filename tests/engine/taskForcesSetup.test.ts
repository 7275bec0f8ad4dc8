import { describe, expect, it } from 'vitest';
import openSea from '../../src/scenarios/open-sea.json';
import { applyAction, createGame, legalActions, poolSize, type GameState } from '../../src/engine/index';
import { legalMarkerNodes } from '../../src/engine/rules/taskForces/tfSetup';
import { play, refusedWith } from './fixtures/tiny';
import { markerOf, setUpSide, tfGame, tfNew, type ReserveSpec } from './fixtures/tf';

const fleets: ReserveSpec[] = [
  ['blue', 'BB', 'bbb'], ['blue', 'CA', 'bca'], ['blue', 'DD', 'bdd'],
  ['red', 'BB', 'rbb'], ['red', 'DD', 'rdd'],
];
// a shallow column (C) in blue's zone
const shallowC = ['..~.........', '..~.........', '..~.........', '..~.........', '..~.........', '..~.........', '..~.........'];

describe('§7.1 setting up task forces', () => {
  it('R-TF-1: a scenario with a reserve starts in setup; the first player sets up first, then the other; round 1 follows', () => {
    let s = tfNew({ reserve: fleets, units: [['red', 'CA', 'L7', 'W', 'rca']] });
    expect(s.phase).toBe('setup');
    expect(s.pending).toEqual({ kind: 'taskForceSetup', player: 'blue' });
    expect(s.taskForces!.reserve.blue.map((x) => x.id)).toEqual(['bbb', 'bca', 'bdd']);
    s = setUpSide(s, { tfs: { A: { ships: ['bbb', 'bca'], node: 'B2' } }, ships: { bdd: ['C5', 0] } });
    expect(s.pending).toEqual({ kind: 'taskForceSetup', player: 'red' });
    expect(s.units.bdd).toMatchObject({ node: 'C5', heading: 0, kind: 'ship', owner: 'blue' });
    expect(Object.values(s.taskForces!.markers)).toEqual([{ id: markerOf(s, 'blue', 'A'), owner: 'blue', node: 'B2', activated: false }]);
    s = setUpSide(s, { tfs: { B: { ships: ['rbb'], node: 'K2' }, D: { ships: ['rdd'], node: 'K4' } } });
    expect(s.phase).toBe('play');
    expect(s.round).toBe(1);
    // R-CMD-1: a token per own ship on the map and per own TF marker
    expect(s.tokens.blue.pool).toBe(2);
    expect(s.tokens.red.pool).toBe(3);
    expect(poolSize(s, 'red')).toBe(3);
  });

  it('marker ids are opaque: they never contain the board letter or the owner', () => {
    const s = tfGame({ reserve: fleets }, { tfs: { A: { ships: ['bbb'], node: 'B2' }, B: { ships: ['bca', 'bdd'], node: 'B4' } } }, { tfs: { C: { ships: ['rbb', 'rdd'], node: 'K3' } } });
    for (const id of Object.keys(s.taskForces!.markers)) {
      expect(id).toMatch(/^tf-[0-9a-z]{6}$/);
      expect(id).not.toMatch(/blue|red/);
    }
  });

  it('assigning, placing and taking back: every step may be changed until the player finishes', () => {
    let s = tfNew({ reserve: fleets });
    s = play(s, { type: 'assignToTaskForce', unitId: 'bbb', tf: 'A' });
    s = play(s, { type: 'placeMarker', tf: 'A', node: 'B2' });
    s = play(s, { type: 'placeMarker', tf: 'A', node: 'B3' }); // moved
    expect(Object.values(s.taskForces!.markers).map((m) => m.node)).toEqual(['B3']);
    s = play(s, { type: 'placeShip', unitId: 'bca', node: 'D4', heading: 'E' });
    s = play(s, { type: 'assignToTaskForce', unitId: 'bca', tf: 'A' }); // off the map, into A
    expect(s.units.bca).toBeUndefined();
    const r = applyAction(s, { type: 'assignToTaskForce', unitId: 'bbb', tf: null });
    const r2 = r.ok ? applyAction(r.state, { type: 'assignToTaskForce', unitId: 'bca', tf: 'B' }) : r;
    // A emptied: its marker leaves the map
    expect(r2.ok && r2.state.taskForces!.boards.blue.A).toEqual({ ships: [], markerId: null });
    expect(r2.ok && r2.events.map((e) => e.type)).toEqual(['markerWithdrawn', 'shipAssigned']);
    expect(r2.ok && r2.state.taskForces!.markers).toEqual({});
    // the pools follow the map during setup (tokens stay conserved)
    expect(s.tokens.blue).toEqual({ pool: poolSize(s, 'blue'), spent: 0 });
  });

  it('tfMaxShips: 1 to tfMaxShips ships per task force (rule option)', () => {
    let s = tfNew({ reserve: fleets, rules: { tfMaxShips: 2 } });
    s = play(s, { type: 'assignToTaskForce', unitId: 'bbb', tf: 'A' });
    s = play(s, { type: 'assignToTaskForce', unitId: 'bca', tf: 'A' });
    expect(refusedWith(s, { type: 'assignToTaskForce', unitId: 'bdd', tf: 'A' })).toBe('tf/board-full');
    expect(refusedWith(s, { type: 'placeMarker', tf: 'B', node: 'B2' })).toBe('tf/board-empty');
  });

  it('markers and ships go on navigable, empty nodes of the own setup zone', () => {
    let s = tfNew({ reserve: fleets, terrain: shallowC, units: [['blue', 'AP', 'A7', 'E', 'bap']] });
    s = play(s, { type: 'assignToTaskForce', unitId: 'bbb', tf: 'A' });
    expect(refusedWith(s, { type: 'placeMarker', tf: 'A', node: 'J2' })).toBe('placement/outside-zone');
    expect(refusedWith(s, { type: 'placeMarker', tf: 'A', node: 'C2' })).toBe('placement/not-navigable'); // a battleship in the shallows
    expect(refusedWith(s, { type: 'placeMarker', tf: 'A', node: 'A7' })).toBe('placement/occupied');
    expect(refusedWith(s, { type: 'placeMarker', tf: 'A', node: 'Z9' })).toBe('move/off-map');
    expect(legalMarkerNodes(s, 'blue', 'A')).not.toContain('C2');
    s = play(s, { type: 'placeShip', unitId: 'bdd', node: 'C2', heading: 0 }); // a destroyer may be in the shallows
    s = play(s, { type: 'placeMarker', tf: 'A', node: 'B2' });
    expect(refusedWith(s, { type: 'placeShip', unitId: 'bca', node: 'B2', heading: 0 })).toBe('placement/occupied'); // R-TF-2: not on an own marker
    expect(refusedWith(s, { type: 'placeShip', unitId: 'bap', node: 'B3', heading: 0 })).toBe('setup/not-in-fleet'); // a scenario unit
    expect(refusedWith(s, { type: 'placeShip', unitId: 'rbb', node: 'B3', heading: 0 })).toBe('setup/not-in-fleet');
    // a deep-draft ship cannot join a TF whose marker stands in the shallows
    s = play(s, { type: 'assignToTaskForce', unitId: 'bdd', tf: 'B' });
    s = play(s, { type: 'placeMarker', tf: 'B', node: 'C4' });
    expect(refusedWith(s, { type: 'assignToTaskForce', unitId: 'bca', tf: 'B' })).toBe('placement/not-navigable');
  });

  it('finishSetup needs every fleet ship in a task force or on the map, and every used board\'s marker out', () => {
    let s = tfNew({ reserve: fleets });
    s = play(s, { type: 'assignToTaskForce', unitId: 'bbb', tf: 'A' });
    expect(refusedWith(s, { type: 'finishSetup' })).toBe('setup/incomplete');
    s = play(s, { type: 'placeShip', unitId: 'bca', node: 'D1', heading: 0 });
    s = play(s, { type: 'placeShip', unitId: 'bdd', node: 'D2', heading: 0 });
    expect(refusedWith(s, { type: 'finishSetup' })).toBe('setup/incomplete'); // A's marker is not out
    s = play(s, { type: 'placeMarker', tf: 'A', node: 'A1' });
    s = play(s, { type: 'finishSetup' });
    expect(s.pending).toEqual({ kind: 'taskForceSetup', player: 'red' });
    expect(refusedWith(s, { type: 'assignToTaskForce', unitId: 'bbb', tf: 'B' })).toBe('setup/not-in-fleet'); // blue is done
    expect(refusedWith(s, { type: 'pass' })).toBe('decision/pending');
  });

  it('with firstPlayer "roll" the chosen first player sets up first; scenarios without a reserve start in play as before', () => {
    let s = tfNew({ reserve: fleets, rules: { firstPlayer: 'roll' } });
    expect(s.pending?.kind).toBe('chooseFirstPlayer');
    s = play(s, { type: 'chooseFirstPlayer', first: 'red' });
    expect(s.pending).toEqual({ kind: 'taskForceSetup', player: 'red' });
    const plain = tfNew({ units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] });
    expect(plain.phase).toBe('play');
    expect(plain.taskForces).toBeUndefined();
  });

  it('Open Sea: each side sets up nine ships; coastal artillery stays; the offered setup steps get through to round 1', () => {
    const g = createGame(openSea, 3);
    if (!g.ok) throw new Error('setup');
    let s: GameState = g.state;
    expect(s.phase).toBe('setup');
    expect(s.taskForces!.reserve.blue).toHaveLength(9);
    expect(s.taskForces!.reserve.red).toHaveLength(9);
    expect(s.taskForces!.reserve.blue.find((x) => x.class === 'CV')).toMatchObject({ id: 'blue-CV-1', planes: 3 });
    expect(Object.values(s.units).map((u) => u.id).sort()).toEqual(['blue-coastalArtillery-1', 'red-coastalArtillery-1']);
    for (let k = 0; k < 100 && s.phase === 'setup'; k++) {
      const legal = legalActions(s);
      s = play(s, legal[(k * 37) % legal.length]);
    }
    expect(s.phase).toBe('play');
    expect(s.tokens.blue.pool).toBe(poolSize(s, 'blue'));
  });

  it('a refused setup step leaves the state as it was; setup steps outside setup are refused', () => {
    const s = tfNew({ reserve: fleets });
    const before = JSON.stringify(s);
    expect(refusedWith(s, { type: 'placeMarker', tf: 'A', node: 'B2' })).toBe('tf/board-empty');
    expect(JSON.stringify(s)).toBe(before);
    const playing = tfNew({ units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] });
    expect(refusedWith(playing, { type: 'finishSetup' })).toBe('decision/none');
    expect(refusedWith(playing, { type: 'placeShip', unitId: 'x', node: 'A2', heading: 0 })).toBe('decision/none');
  });
});

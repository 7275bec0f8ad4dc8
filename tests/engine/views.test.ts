// §12 hidden information with task forces (R-TF-1, R-TF-5): views hide which marker is which, and the
// legal actions computed from a view are those of the full state.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import openSea from '../../src/scenarios/open-sea.json';
import { applyAction, createGame, eventsFor, legalActions, viewFor, type Action, type GameState, type PlayerId } from '../../src/engine/index';
import { edit, play, refusedWith } from './fixtures/tiny';
import { parseScenario } from '../../src/scenarios/schema';
import { markerOf, setUpSide, skipStartOfRound, tfGame, tfScenario, type ReserveSpec, type SideSetup } from './fixtures/tf';
import { checkProperty } from '../fuzz/checkProperty';

const reserve: ReserveSpec[] = [
  ['blue', 'BB', 'b1'], ['blue', 'CA', 'b2'], ['blue', 'DD', 'b3'], ['blue', 'DD', 'b4'], ['blue', 'CV', 'b5'],
  ['red', 'BB', 'r1'], ['red', 'CA', 'r2'], ['red', 'DD', 'r3'], ['red', 'DD', 'r4'], ['red', 'SS', 'r5'],
];
const start = (): GameState => tfGame({ reserve },
  { tfs: { A: { ships: ['b1', 'b2'], node: 'B2' }, B: { ships: ['b3'], node: 'B5' }, D: { ships: ['b4', 'b5'], node: 'C6' } } },
  { tfs: { A: { ships: ['r1'], node: 'K2' }, C: { ships: ['r2', 'r3', 'r4'], node: 'K5' } }, ships: { r5: ['J7', 3] } });
const other = (p: PlayerId): PlayerId => (p === 'blue' ? 'red' : 'blue');

/** The same state with the opponent's secrets shuffled: letters rotated, and two markers' TFs swapped. */
function shuffledSecrets(s: GameState, owner: PlayerId): GameState {
  return edit(s, (x) => {
    const b = x.taskForces!.boards[owner];
    x.taskForces!.boards[owner] = { A: b.D, B: b.A, C: b.B, D: b.C };
    const placed = (['A', 'B', 'C', 'D'] as const).filter((l) => x.taskForces!.boards[owner][l].markerId);
    if (placed.length >= 2) {
      const [p, q] = placed;
      const bb = x.taskForces!.boards[owner];
      [bb[p].markerId, bb[q].markerId] = [bb[q].markerId, bb[p].markerId];
    }
  });
}

describe('§12 views with task forces', () => {
  it('R-TF-1: the opponent\'s markers are anonymous; their compositions are listed without letters or markers', () => {
    const s = skipStartOfRound(start());
    const v = viewFor(s, 'blue');
    const tf = v.taskForces!;
    expect(Object.values(tf.markers).filter((m) => m.owner === 'red').map((m) => m.node).sort()).toEqual(['K2', 'K5']);
    expect(tf.enemy.compositions.map((c) => c.map((x) => x.id))).toEqual([['r1'], ['r2', 'r3', 'r4']]);
    expect(tf.enemy.revealed).toEqual([]);
    expect(tf.boards.A.ships.map((x) => x.id)).toEqual(['b1', 'b2']); // own boards, in full
    const text = JSON.stringify(v);
    for (const l of ['A', 'C'] as const) expect(text).not.toContain(`"markerId":"${markerOf(s, 'red', l)}"`);
    expect(viewFor(shuffledSecrets(s, 'red'), 'blue')).toEqual(v);
  });

  it('R-TF-5: a player\'s last marker on the map is revealed', () => {
    let s = skipStartOfRound(start());
    s = edit(s, (x) => { // red's TF A leaves the map (as if deployed)
      delete x.taskForces!.markers[markerOf(x, 'red', 'A')];
      x.taskForces!.boards.red.A = { ships: [], markerId: null };
    });
    const tf = viewFor(s, 'blue').taskForces!;
    expect(tf.enemy.revealed).toEqual([{ markerId: markerOf(s, 'red', 'C'), ships: s.taskForces!.boards.red.C.ships }]);
    expect(viewFor(s, 'red').taskForces!.enemy.revealed).toEqual([]); // blue still has three
  });

  it('events: the opponent sees "?" for TF letters; the owner sees them', () => {
    const s = start();
    const r = applyAction(s, { type: 'splitTaskForce', tf: 'A', into: 'C', unitIds: ['b2'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsFor(r.events, 'red')[0]).toMatchObject({ type: 'taskForceSplit', tf: '?', into: '?' });
    expect(eventsFor(r.events, 'blue')[0]).toMatchObject({ tf: 'A', into: 'C' });
    const g = createGame(tfScenario({ reserve }), 1);
    if (!g.ok) throw new Error('setup');
    const a = applyAction(g.state, { type: 'assignToTaskForce', unitId: 'b1', tf: 'B' });
    const b = a.ok ? applyAction(a.state, { type: 'placeMarker', tf: 'B', node: 'A1' }) : a;
    // R-TF-1: the opponent does not even see the placement steps (their order would tell the letters)
    expect(b.ok && eventsFor(b.events, 'red')).toEqual([]);
    expect(b.ok && eventsFor(b.events, 'blue')).toMatchObject([{ type: 'markerPlaced', tf: 'B', node: 'A1' }]);
    expect(a.ok && eventsFor(a.events, 'red')).toEqual([]); // R-SETUP-1: nor the assignments
  });

  it('legalActions from a view: those of the full state for the player to act; none for the other player', () => {
    const s = start();
    expect(legalActions(viewFor(s, s.toAct))).toEqual(legalActions(s));
    expect(legalActions(viewFor(s, other(s.toAct)))).toEqual([]);
  });
});

// ---- properties over random play -------------------------------------------------------------

const skirmish = tfScenario({
  terrain: ['............', '.....~~.....', '....c##c....', '.....#c..x..', '....~~......', '............', '............', '..........~.', '............'],
  features: [{ kind: 'coastalArtillery', node: 'F3', owner: 'blue' }, { kind: 'coastalArtillery', node: 'G3', owner: 'red' }],
  zones: { blue: ['A1:E9'], red: ['H1:L9'] },
  reserve,
  rounds: 4,
  decks: { blue: ['full-speed', 'hard-rudder', 'radar'], red: ['enemy-ahead', 'fog-bank'] },
});

function pick(legal: Action[], n: number): Action {
  const attacks = legal.filter((a) => a.type === 'attack' || a.type === 'moveTaskForce' || a.type === 'deploy');
  if (attacks.length && n % 3 !== 0) return attacks[n % attacks.length];
  return legal[n % legal.length];
}

// (compared as JSON text: deep equality of whole views on every step would be slow)
function checkViews(s: GameState): void {
  expect(JSON.stringify(legalActions(viewFor(s, s.toAct)))).toBe(JSON.stringify(legalActions(s)));
  for (const viewer of ['blue', 'red'] as const) {
    const opp = other(viewer);
    const v = viewFor(s, viewer);
    const text = JSON.stringify(v);
    const revealed = new Set(v.taskForces?.enemy.revealed.map((r) => r.markerId) ?? []);
    for (const l of ['A', 'B', 'C', 'D'] as const) {
      const m = s.taskForces?.boards[opp][l].markerId;
      if (m && !revealed.has(m)) expect(text).not.toContain(`"markerId":"${m}"`);
    }
    expect(v).not.toHaveProperty('rng');
    if (s.taskForces) expect(JSON.stringify(viewFor(shuffledSecrets(s, opp), viewer))).toBe(text);
  }
}

function randomPlay(scenario: unknown, seed: number, choices: number[]): void {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let s = g.state;
  checkViews(s);
  for (const n of choices) {
    if (s.phase === 'over') break;
    const legal = legalActions(s);
    s = play(s, pick(legal, n));
    checkViews(s);
  }
}

describe('§12 properties: views leak no TF secret, and legal actions from a view equal those of the state', () => {
  it('a TF skirmish', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 20, maxLength: 120 }), (seed, cs) => {
      randomPlay(skirmish, seed, cs);
    }), { numRuns: 12 });
  });
  it('Open Sea', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 20, maxLength: 80 }), (seed, cs) => {
      randomPlay(openSea, seed, cs);
    }), { numRuns: 3 });
  });
});

describe('R-SETUP-1 secret setup', () => {
  const both = [['blue', 'CA', 'b1'], ['blue', 'DD', 'b2'], ['blue', 'DD', 'b3'], ['red', 'CA', 'r1'], ['red', 'DD', 'r2']] as ReserveSpec[];
  const first = () => {
    const g = createGame(tfScenario({ reserve: both }), 1);
    if (!g.ok) throw new Error('setup');
    return g.state;
  };
  it('R-SETUP-1: the second player sees none of the first player\'s placements; both show together at the end', () => {
    let s = first();
    const p1 = s.pending!.player, p2 = p1 === 'blue' ? 'red' : 'blue';
    const mine = (p: string): SideSetup => (p === 'blue' ? { tfs: { A: { ships: ['b1', 'b2'], node: 'B2' } }, ships: { b3: ['C5', 0] as [string, number] } } : { tfs: { C: { ships: ['r1'], node: 'J2' } }, ships: { r2: ['K5', 3] as [string, number] } });
    s = setUpSide(s, mine(p1));
    expect(s.pending).toMatchObject({ kind: 'taskForceSetup', player: p2 });
    const v = viewFor(s, p2);
    expect(Object.values(v.units).filter((u) => u.owner === p1)).toEqual([]);
    expect(Object.values(v.taskForces!.markers).filter((m) => m.owner === p1)).toEqual([]);
    expect(v.taskForces!.enemy.compositions).toEqual([]);
    expect(v.taskForces!.enemy.reserve.map((x) => x.id)).toEqual(p1 === 'blue' ? ['b1', 'b2', 'b3'] : ['r1', 'r2']); // the fleet is public
    expect(JSON.stringify(v)).not.toContain(p1 === 'blue' ? '"C5"' : '"K5"');
    // the first player still sees their own
    expect(Object.values(viewFor(s, p1).units).some((u) => u.owner === p1)).toBe(true);
    s = setUpSide(s, mine(p2));
    expect(s.phase).toBe('play');
    for (const p of ['blue', 'red'] as const) {
      const w = viewFor(s, p);
      expect(Object.values(w.taskForces!.markers).map((m) => m.owner).sort()).toEqual(['blue', 'red']);
      expect(Object.values(w.units).map((u) => u.owner).sort()).toEqual(['blue', 'red']);
    }
  });
  it('R-SETUP-1: own markers never share a node in setup; a marker moved onto its own node is fine', () => {
    let s = first();
    const me = s.pending!.player;
    const [a, b] = me === 'blue' ? ['b1', 'b2'] : ['r1', 'r2'];
    const node = me === 'blue' ? 'B2' : 'J2';
    s = play(play(play(s, { type: 'assignToTaskForce', unitId: a, tf: 'A' }), { type: 'assignToTaskForce', unitId: b, tf: 'B' }), { type: 'placeMarker', tf: 'A', node });
    expect(refusedWith(s, { type: 'placeMarker', tf: 'B', node })).toBe('placement/occupied');
    expect(legalActions(s).some((x) => x.type === 'placeMarker' && x.node === node)).toBe(false);
    expect(play(s, { type: 'placeMarker', tf: 'A', node }).taskForces!.markers).toBeDefined();
  });
  it('R-SETUP-2: a scenario whose two fleets would set up in overlapping zones is refused; disjoint zones, or one fleet to set up, are fine', () => {
    const r = parseScenario(tfScenario({ reserve: both, zones: { blue: ['A1:F7'], red: ['F1:L7'] } }));
    expect(r.ok ? [] : r.errors).toEqual([{ path: 'map.setupZones', message: 'the blue and red setup zones share 7 nodes: both fleets are set up in secret (R-SETUP-2), so each side needs a zone of its own' }]);
    expect(parseScenario(tfScenario({ reserve: both, zones: { blue: ['A1:E7'], red: ['F1:L7'] } })).ok).toBe(true);
    expect(parseScenario(tfScenario({ reserve: both.filter((x) => x[0] === 'blue'), zones: { blue: ['A1:F7'], red: ['F1:L7'] } })).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, poolSize, type GameState } from '../../src/engine/index';
import { legalDeploymentNodes, suggestedPlacement } from '../../src/engine/rules/taskForces/placement';
import { edit, play, refusedWith } from './fixtures/tiny';
import { markerOf, skipStartOfRound, tfGame, type ReserveSpec, type SideSetup, type TfOptions } from './fixtures/tf';

const zones = { blue: ['A1:G7'], red: ['I1:L7'] };
const conserved = (s: GameState) => {
  for (const p of ['blue', 'red'] as const) expect(s.tokens[p].pool + s.tokens[p].spent).toBe(poolSize(s, p));
};
const game = (o: TfOptions, blue: SideSetup): GameState => tfGame({ zones, ...o }, blue, {});
const fleet: ReserveSpec[] = [['blue', 'BB', 'bbb'], ['blue', 'CA', 'bca'], ['blue', 'DD', 'bdd']];

describe('§7.4 deploying a task force', () => {
  it('in the owner\'s turn: the TF\'s token, the ships placed, each may attack (any order), then all are activated', () => {
    const units: TfOptions['units'] = [['red', 'AP', 'G4', 'W', 'rap'], ['red', 'AP', 'G5', 'W', 'rap2'], ['red', 'DD', 'L1', 'W', 'rdd']];
    let s = skipStartOfRound(game({ reserve: fleet, units }, { tfs: { A: { ships: ['bbb', 'bca', 'bdd'], node: 'D4' } } }));
    expect(s.tokens.blue).toEqual({ pool: 1, spent: 0 });
    const a = markerOf(s, 'blue', 'A');
    const r = applyAction(s, { type: 'deploy', markerId: a, placements: [
      { unitId: 'bbb', node: 'E4', heading: 'E' }, { unitId: 'bca', node: 'E5', heading: 'E' }, { unitId: 'bdd', node: 'D3', heading: 'W' },
    ] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.taskForces!.markers[a]).toBeUndefined();
    expect(s.units.bbb).toMatchObject({ node: 'E4', heading: 0, activated: true });
    // §7.4 tokens: the marker's token gives way to one per placed ship, all on the ships
    expect(s.tokens.blue).toEqual({ pool: 0, spent: 3 });
    conserved(s);
    expect(s.activation).toMatchObject({ player: 'blue', group: ['bbb', 'bca'] });
    expect(legalActions(s).filter((x) => x.type === 'attack').map((x) => x.type === 'attack' && `${x.unitId}>${x.targetId}`)).toEqual(['bbb>rap', 'bca>rap2']);
    s = play(s, { type: 'attack', unitId: 'bca', targetId: 'rap2' }); // any order
    expect(s.activation).toMatchObject({ unitId: 'bbb', group: ['bbb'] });
    expect(refusedWith(s, { type: 'attack', unitId: 'bca', targetId: 'rap' })).toBe('activation/other-unit');
    s = play(s, { type: 'attack', unitId: 'bbb', targetId: 'rap' });
    expect(s.activation).toBeNull();
    expect(s.score.blue).toBe(8); // two transports with their cargo (2 + 2 each)
    expect(s.toAct).toBe('red');
  });

  it('at the start of the round (§7.6): free, and the ships act normally this round', () => {
    let s = game({ reserve: fleet, units: [['red', 'DD', 'L1', 'W', 'rdd']] }, { tfs: { A: { ships: ['bbb', 'bdd'], node: 'D4' } }, ships: { bca: ['A1', 0] } });
    expect(s.pending).toEqual({ kind: 'startOfRound', player: 'blue' });
    expect(s.tokens.blue.pool).toBe(2);
    const a = markerOf(s, 'blue', 'A');
    expect(legalActions(s)).toContainEqual({ type: 'deploy', markerId: a, placements: suggestedPlacement(s, a) });
    s = play(s, { type: 'deploy', markerId: a, placements: [{ unitId: 'bbb', node: 'D4', heading: 0 }, { unitId: 'bdd', node: 'C4', heading: 0 }] });
    expect(s.pending).toEqual({ kind: 'startOfRound', player: 'blue' }); // the step goes on
    expect(s.tokens.blue).toEqual({ pool: 3, spent: 0 });
    conserved(s);
    s = play(s, { type: 'endStartOfRound' });
    expect(s.pending).toBeNull();
    expect(s.toAct).toBe('blue');
    expect(legalActions(s).some((x) => x.type === 'move' && x.unitId === 'bdd')).toBe(true);
  });

  it('R-TF-3 / R-ATK-4: attacking a TF marker spends the attack and forces the TF to deploy at once, in the middle of the enemy\'s turn', () => {
    // red cruiser at I4 facing W moves to G4: its zone then covers F4 and E4, where blue's TF stands
    let s = skipStartOfRound(game({ reserve: fleet, units: [['red', 'CA', 'I4', 'W', 'rca']], firstPlayer: 'red' }, { tfs: { A: { ships: ['bbb', 'bdd'], node: 'E4' } }, ships: { bca: ['A7', 0] } }));
    const a = markerOf(s, 'blue', 'A');
    s = play(s, { type: 'move', unitId: 'rca', to: { node: 'G4', heading: 'W' } });
    expect(s.activation).toMatchObject({ unitId: 'rca' });
    expect(legalActions(s)).toContainEqual({ type: 'attack', unitId: 'rca', targetId: a });
    const r = applyAction(s, { type: 'attack', unitId: 'rca', targetId: a });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(r.events.map((e) => e.type)).toEqual(['attacked', 'activationEnded', 'deploymentForced']);
    expect(s.score.red).toBe(0); // nothing destroyed
    expect(s.pending).toEqual({ kind: 'forcedDeployment', player: 'blue', nodes: ['E4'], resume: 'red', by: 'rca' });
    expect(s.toAct).toBe('blue');
    expect(refusedWith(s, { type: 'pass' })).toBe('decision/pending');
    // the engine suggests a placement: outside the cruiser's zone (not E4 nor F4)
    const legal = legalActions(s);
    expect(legal).toHaveLength(1);
    const suggestion = suggestedPlacement(s, a);
    expect(suggestion.map((p) => p.node).some((n) => n === 'E4' || n === 'F4')).toBe(false);
    expect(legalDeploymentNodes(s, a).map((n) => n.node).sort()).toEqual(['D4', 'E3', 'E5', 'F3', 'F5']);
    expect(refusedWith(s, { type: 'deploy', markerId: a, placements: [{ unitId: 'bbb', node: 'E4', heading: 0 }, { unitId: 'bdd', node: 'D4', heading: 0 }] })).toBe('placement/in-enemy-zone');
    s = play(s, legal[0]);
    // forced: the placed ships are activated at once; the marker's unspent token goes
    expect(s.units.bbb.activated && s.units.bdd.activated).toBe(true);
    expect(s.tokens.blue).toEqual({ pool: 1, spent: 2 });
    conserved(s);
    expect(s.pending).toBeNull();
    expect(s.toAct).toBe('blue'); // red's turn is over; the turns go on
  });

  it('R-TF-3: the deployment is forced even when the enemy ends the activation without attacking', () => {
    let s = skipStartOfRound(game({ reserve: fleet, units: [['red', 'CA', 'I4', 'W', 'rca']], firstPlayer: 'red' }, { tfs: { A: { ships: ['bbb'], node: 'E4' }, B: { ships: ['bca', 'bdd'], node: 'B2' } } }));
    s = play(s, { type: 'move', unitId: 'rca', to: { node: 'G4', heading: 'W' } });
    s = play(s, { type: 'endActivation' });
    expect(s.pending?.kind).toBe('forcedDeployment');
    expect(refusedWith(s, { type: 'deploy', markerId: markerOf(s, 'blue', 'B'), placements: [] })).toBe('deploy/wrong-task-force');
  });

  it('R-TF-4: a forced deployment hits the whole stack; ships beyond the free nodes are lost and scored', () => {
    const big: ReserveSpec[] = [['blue', 'BB', 'b1'], ['blue', 'CA', 'b2'], ['blue', 'CA', 'b3'], ['blue', 'DD', 'b4'], ['blue', 'DD', 'b5'], ['blue', 'AP', 'b6']];
    // R-SETUP-1: markers are set up on nodes of their own; B joins A on E4 later (as a move would)
    const set = game({ reserve: big, units: [['red', 'CA', 'I4', 'W', 'rca'], ['red', 'DD', 'L1', 'W', 'rdd']], firstPlayer: 'red' },
      { tfs: { A: { ships: ['b1', 'b2', 'b3'], node: 'E4' }, B: { ships: ['b4', 'b5', 'b6'], node: 'E3' } } });
    let s = skipStartOfRound(edit(set, (x) => { x.taskForces!.markers[markerOf(set, 'blue', 'B')].node = 'E4'; }));
    expect(s.tokens.blue.pool).toBe(2);
    s = play(s, { type: 'move', unitId: 'rca', to: { node: 'G4', heading: 'W' } });
    s = play(s, { type: 'endActivation' });
    const a = markerOf(s, 'blue', 'A');
    const suggestion = suggestedPlacement(s, a);
    expect(suggestion).toHaveLength(5); // five free nodes for six ships
    expect(suggestion.map((p) => p.unitId)).not.toContain('b5'); // a destroyer (2 points) is the cheapest; ties go by id
    const r = applyAction(s, { type: 'deploy', markerId: a, placements: suggestion.slice(0, 4) });
    expect(!r.ok && r.error.code).toBe('deploy/too-few');
    const done = applyAction(s, { type: 'deploy', markerId: a, placements: suggestion });
    if (!done.ok) throw new Error(done.error.message);
    s = done.state;
    const lost = done.events.find((e) => e.type === 'taskForceDeployed');
    expect(lost).toMatchObject({ how: 'forced', node: 'E4', lost: ['b5'] });
    expect(s.score.red).toBe(2);
    expect(s.taskForces!.markers).toEqual({});
    expect(s.tokens.blue).toEqual({ pool: 0, spent: 5 });
    conserved(s);
  });

  it('§7.4 placement rules: the 7 nodes, navigable, empty, each ship once, as many as fit', () => {
    const shallow = ['............', '............', '............', '..~.........', '............', '............', '............'];
    const s = skipStartOfRound(game({ terrain: shallow, reserve: fleet, units: [['red', 'DD', 'L1', 'W', 'rdd'], ['blue', 'AP', 'D3', 'E', 'bap']] },
      { tfs: { A: { ships: ['bbb', 'bca'], node: 'D4' }, B: { ships: ['bdd'], node: 'A1' } } }));
    const a = markerOf(s, 'blue', 'A');
    const place = (...p: [string, string][]) => ({ type: 'deploy', markerId: a, placements: p.map(([unitId, node]) => ({ unitId, node, heading: 0 })) });
    expect(refusedWith(s, place(['bbb', 'F4'], ['bca', 'D4']))).toBe('placement/not-adjacent');
    expect(refusedWith(s, place(['bbb', 'C4'], ['bca', 'D4']))).toBe('placement/not-navigable'); // shallow C4
    expect(refusedWith(s, place(['bbb', 'D3'], ['bca', 'D4']))).toBe('placement/occupied'); // the transport
    expect(refusedWith(s, place(['bbb', 'D4'], ['bca', 'D4']))).toBe('placement/occupied'); // two on one node
    expect(refusedWith(s, place(['bbb', 'D4'], ['bbb', 'E4']))).toBe('deploy/duplicate-ship');
    expect(refusedWith(s, place(['bdd', 'D4']))).toBe('tf/ship-not-in-task-force');
    expect(refusedWith(s, place(['bbb', 'D4']))).toBe('deploy/too-few');
    expect(refusedWith(s, place(['bbb', 'Z99']))).toBe('move/off-map');
    expect(refusedWith(s, { type: 'deploy', markerId: 'tf-zzzzzz', placements: [] })).toBe('tf/unknown-marker');
    expect(refusedWith(edit(s, (x) => { x.tokens.blue.pool = 0; }), place(['bbb', 'D4'], ['bca', 'E4']))).toBe('tokens/none');
  });

  it('suggestedPlacement saves the most points: shallow-draft ships take the shallow-only nodes', () => {
    // around D4 only D4 and E4 are deep; the rest is shallow or land
    const t = ['............', '............', '...~~.......', '..~..#......', '...~~.......', '............', '............'];
    const s = skipStartOfRound(game({ terrain: t, reserve: [['blue', 'BB', 'bb'], ['blue', 'CA', 'ca'], ['blue', 'CA', 'ca2'], ['blue', 'DD', 'dd']], units: [['red', 'DD', 'L1', 'W', 'rdd']] },
      { tfs: { A: { ships: ['bb', 'ca', 'ca2', 'dd'], node: 'D4' } } }));
    const p = suggestedPlacement(s, markerOf(s, 'blue', 'A'));
    expect(p.map((x) => x.unitId).sort()).toEqual(['bb', 'ca', 'dd']); // two deep nodes: the battleship and a cruiser; the destroyer in the shallows
    expect(p.find((x) => x.unitId === 'dd')!.node).not.toMatch(/^(D4|E4)$/);
  });

  it('a deployment in one\'s turn whose ships cover an enemy marker forces that TF in turn (R-TF-3)', () => {
    const both: ReserveSpec[] = [['blue', 'BB', 'bbb'], ['red', 'DD', 'rdd'], ['red', 'AP', 'rap']];
    let s = skipStartOfRound(tfGame({ zones: { blue: ['A1:F7'], red: ['G1:L7'] }, reserve: both }, { tfs: { A: { ships: ['bbb'], node: 'D4' } } }, { tfs: { C: { ships: ['rdd'], node: 'G4' } }, ships: { rap: ['L7', 3] } }));
    const a = markerOf(s, 'blue', 'A');
    s = play(s, { type: 'deploy', markerId: a, placements: [{ unitId: 'bbb', node: 'E4', heading: 'E' }] });
    expect(s.activation?.group).toEqual(['bbb']); // the red marker at G4 is a target (R-ATK-4)
    s = play(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', nodes: ['G4'], resume: 'blue' });
    conserved(s);
  });
});

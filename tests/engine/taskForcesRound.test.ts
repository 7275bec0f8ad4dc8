import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, poolSize, type GameState } from '../../src/engine/index';
import { edit, play, refusedWith } from './fixtures/tiny';
import { markerOf, tfGame, type ReserveSpec } from './fixtures/tf';

const reserve: ReserveSpec[] = [
  ['blue', 'BB', 'b1'], ['blue', 'CA', 'b2'], ['blue', 'DD', 'b3'], ['blue', 'DD', 'b4'],
  ['red', 'CA', 'r1'], ['red', 'DD', 'r2'],
];
/** Blue: A (b1 b2 b3) at B2, B (b4) at B5; red: C (r1) at K2, r2 placed. Round 1's start-of-round step. */
const start = (firstPlayer: 'blue' | 'red' = 'blue'): GameState => tfGame({ reserve, firstPlayer },
  { tfs: { A: { ships: ['b1', 'b2', 'b3'], node: 'B2' }, B: { ships: ['b4'], node: 'B5' } } },
  { tfs: { C: { ships: ['r1'], node: 'K2' } }, ships: { r2: ['K6', 3] } });
const conserved = (s: GameState) => { for (const p of ['blue', 'red'] as const) expect(s.tokens[p].pool + s.tokens[p].spent).toBe(poolSize(s, p)); };

describe('§7.5–7.6 the start-of-round step: splitting and regrouping', () => {
  it('§7.6: in the round\'s order each player with markers takes the step, then the turns begin', () => {
    let s = start('red');
    expect(s.pending).toEqual({ kind: 'startOfRound', player: 'red' });
    expect(legalActions(s)[0]).toEqual({ type: 'endStartOfRound' });
    s = play(s, { type: 'endStartOfRound' });
    expect(s.pending).toEqual({ kind: 'startOfRound', player: 'blue' });
    expect(refusedWith(s, { type: 'pass' })).toBe('decision/pending');
    s = play(s, { type: 'endStartOfRound' });
    expect(s.pending).toBeNull();
    expect(s.toAct).toBe('red');
    expect(refusedWith(s, { type: 'endStartOfRound' })).toBe('decision/none');
    expect(refusedWith(s, { type: 'splitTaskForce', tf: 'A', into: 'C', unitIds: ['b3'] })).toBe('decision/none');
  });

  it('§7.5 split: ships go onto a free board whose marker joins on the same node; every marker there gets a fresh id', () => {
    let s = start();
    const oldA = markerOf(s, 'blue', 'A');
    const r = applyAction(s, { type: 'splitTaskForce', tf: 'A', into: 'C', unitIds: ['b3'] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const boards = s.taskForces!.boards.blue;
    expect(boards.A.ships.map((x) => x.id)).toEqual(['b1', 'b2']);
    expect(boards.C.ships.map((x) => x.id)).toEqual(['b3']);
    expect(s.taskForces!.markers[markerOf(s, 'blue', 'C')].node).toBe('B2');
    expect(s.taskForces!.markers[oldA]).toBeUndefined(); // A's marker was re-issued
    expect(r.events[0]).toMatchObject({ type: 'taskForceSplit', node: 'B2', unitIds: ['b3'], markerIds: [markerOf(s, 'blue', 'A'), markerOf(s, 'blue', 'C')].sort() });
    expect(s.tokens.blue.pool).toBe(3); // R-CMD-1: a marker more
    conserved(s);
    expect(s.pending).toEqual({ kind: 'startOfRound', player: 'blue' }); // the step goes on
  });

  it('split errors: a free board, ships of that TF, both keep 1..tfMaxShips', () => {
    const s = start();
    expect(refusedWith(s, { type: 'splitTaskForce', tf: 'A', into: 'B', unitIds: ['b3'] })).toBe('tf/board-in-use');
    expect(refusedWith(s, { type: 'splitTaskForce', tf: 'A', into: 'A', unitIds: ['b3'] })).toBe('tf/board-in-use');
    expect(refusedWith(s, { type: 'splitTaskForce', tf: 'A', into: 'C', unitIds: ['b4'] })).toBe('tf/ship-not-in-task-force');
    expect(refusedWith(s, { type: 'splitTaskForce', tf: 'A', into: 'C', unitIds: ['b1', 'b2', 'b3'] })).toBe('tf/size');
    expect(refusedWith(s, { type: 'splitTaskForce', tf: 'D', into: 'C', unitIds: ['b1'] })).toBe('tf/board-empty');
  });

  it('§7.5 regroup: TFs on one node get new compositions, 1..tfMaxShips each', () => {
    let s = start();
    s = play(s, { type: 'splitTaskForce', tf: 'A', into: 'C', unitIds: ['b2', 'b3'] });
    expect(refusedWith(s, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1', 'b2'] }, { tf: 'B', unitIds: ['b3', 'b4'] }] })).toBe('tf/not-stacked'); // B is at B5
    expect(refusedWith(s, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1'] }, { tf: 'A', unitIds: ['b2', 'b3'] }] })).toBe('tf/not-stacked');
    expect(refusedWith(s, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1', 'b2'] }, { tf: 'C', unitIds: [] }] })).toBe('tf/ship-not-in-task-force'); // b3 missing
    expect(refusedWith(s, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1', 'b2', 'b3'] }, { tf: 'C', unitIds: [] }] })).toBe('tf/size');
    expect(refusedWith(s, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1', 'b1'] }, { tf: 'C', unitIds: ['b2', 'b3'] }] })).toBe('tf/ship-not-in-task-force');
    const before = Object.keys(s.taskForces!.markers).sort();
    s = play(s, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1', 'b3'] }, { tf: 'C', unitIds: ['b2'] }] });
    expect(s.taskForces!.boards.blue.A.ships.map((x) => x.id)).toEqual(['b1', 'b3']);
    expect(s.taskForces!.boards.blue.C.ships.map((x) => x.id)).toEqual(['b2']);
    const after = Object.keys(s.taskForces!.markers).sort();
    expect(after.filter((id) => before.includes(id))).toHaveLength(2); // the others (red's, blue's B) keep theirs
    conserved(s);
    // the offered regroup deals the ships round the stacked boards
    expect(legalActions(s).filter((a) => a.type === 'regroup')).toHaveLength(1);
  });

  it('tfMaxShips bounds regrouping (rule option)', () => {
    // R-SETUP-1: set up apart, then B stacks on A (as a move would)
    const set = tfGame({ reserve, rules: { tfMaxShips: 2 } },
      { tfs: { A: { ships: ['b1', 'b2'], node: 'B2' }, B: { ships: ['b3', 'b4'], node: 'B3' } } },
      { tfs: { C: { ships: ['r1'], node: 'K2' } }, ships: { r2: ['K6', 3] } });
    const t = edit(set, (x) => { x.taskForces!.markers[markerOf(set, 'blue', 'B')].node = 'B2'; });
    expect(refusedWith(t, { type: 'regroup', groups: [{ tf: 'A', unitIds: ['b1', 'b2', 'b3'] }, { tf: 'B', unitIds: ['b4'] }] })).toBe('tf/size');
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, poolSize, reachableMoves, type GameState } from '../../src/engine/index';
import { taskForceMoves } from '../../src/engine/rules/taskForces/tfMove';
import { edit, play, refusedWith } from './fixtures/tiny';
import { markerOf, skipStartOfRound, tfGame, type ReserveSpec } from './fixtures/tf';

const reserve: ReserveSpec[] = [['blue', 'BB', 'bbb'], ['blue', 'DD', 'bdd'], ['blue', 'DD', 'bdd2'], ['red', 'CA', 'rca'], ['red', 'DD', 'rdd']];
const dist = (a: string, b: string) => {
  const ax = { q: a.charCodeAt(0) - 65 - Math.floor((Number(a.slice(1)) - 1) / 2), r: Number(a.slice(1)) - 1 };
  const bx = { q: b.charCodeAt(0) - 65 - Math.floor((Number(b.slice(1)) - 1) / 2), r: Number(b.slice(1)) - 1 };
  const dq = ax.q - bx.q, dr = ax.r - bx.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

/** Blue: TF A (BB + DD) at B4, TF B (DD) at C2; red: TF C (CA) at K4, DD placed at L7. Play begins (blue). */
function start(o: Parameters<typeof tfGame>[0] = {}): GameState {
  return skipStartOfRound(tfGame({ reserve, ...o },
    { tfs: { A: { ships: ['bbb', 'bdd'], node: 'B4' }, B: { ships: ['bdd2'], node: 'C2' } } },
    { tfs: { C: { ships: ['rca'], node: 'K4' } }, ships: { rdd: ['L7', 3] } }));
}

describe('§7.3 moving a task force', () => {
  it('R-CMD-1: one token per own TF marker; moving one spends it and marks the marker (R-CMD-2)', () => {
    let s = start();
    expect(s.tokens.blue.pool).toBe(2);
    const a = markerOf(s, 'blue', 'A');
    s = play(s, { type: 'moveTaskForce', markerId: a, to: 'D4' });
    expect(s.taskForces!.markers[a]).toMatchObject({ node: 'D4', activated: true });
    expect(s.tokens.blue).toEqual({ pool: 1, spent: 1 });
    expect(s.toAct).toBe('red');
    s = play(s, { type: 'pass' });
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: a, to: 'D5' })).toBe('tf/already-activated');
    expect(s.tokens.blue.pool + s.tokens.blue.spent).toBe(poolSize(s, 'blue'));
  });

  it('§7.3: up to the MP of its slowest ship, one MP a step to any neighbour, no heading', () => {
    const s = start();
    const moves = taskForceMoves(s, markerOf(s, 'blue', 'A')); // BB 3 MP, DD 5 MP: 3
    expect(Math.max(...moves.map((m) => m.cost))).toBe(3);
    for (const m of moves) expect(m.cost).toBe(dist('B4', m.node));
    expect(moves.map((m) => m.node)).toContain('B1'); // straight "up" 3 rows: no heading, no turns
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: markerOf(s, 'blue', 'A'), to: 'F4' })).toBe('tf/out-of-reach');
    expect(taskForceMoves(s, markerOf(s, 'blue', 'B')).some((m) => m.cost === 5)).toBe(true); // a lone destroyer: 5
    expect(taskForceMoves(s, 'nope')).toEqual([]);
    const legal = legalActions(s).filter((x) => x.type === 'moveTaskForce');
    expect(legal.length).toBe(moves.length + taskForceMoves(s, markerOf(s, 'blue', 'B')).length);
  });

  it('R-MOVE-7: a TF marker entering a node with an enemy plane marker destroys the plane, scored by the mover', () => {
    const s = edit(start(), (x) => {
      x.planes = [{ id: 'rcv/plane-1', owner: 'red', carrierId: 'rcv', node: 'C4' }, { id: 'rcv/plane-2', owner: 'red', carrierId: 'rcv', node: 'H8' }];
      x.planesLaunched = 2;
    });
    const a = markerOf(s, 'blue', 'A');
    const r = applyAction(s, { type: 'moveTaskForce', markerId: a, to: 'D4' }); // B4 → C4 → D4
    expect(r.ok && r.state.planes.map((p) => p.id)).toEqual(['rcv/plane-2']);
    expect(r.ok && r.state.score.blue).toBe(1);
    expect(r.ok && r.events.find((e) => e.type === 'planeDestroyed')).toMatchObject({ planeId: 'rcv/plane-1', by: a, node: 'C4' });
  });
  it('R-TF-2: own markers pass through and stack on each other; ships and enemy markers block', () => {
    let s = start();
    const a = markerOf(s, 'blue', 'A');
    const b = markerOf(s, 'blue', 'B');
    expect(taskForceMoves(s, b).map((m) => m.node)).toContain('B4'); // stack on A
    s = play(s, { type: 'moveTaskForce', markerId: b, to: 'B4' });
    expect(s.taskForces!.markers[b].node).toBe('B4');
    s = play(s, { type: 'pass' });
    // red's TF at K4 and destroyer at L7 block
    const far = edit(s, (x) => { x.taskForces!.markers[a].node = 'I4'; });
    expect(refusedWith(far, { type: 'moveTaskForce', markerId: a, to: 'K4' })).toBe('move/occupied');
    expect(taskForceMoves(far, a).map((m) => m.node)).not.toContain('K4');
  });

  it('R-TF-2: a ship may neither pass through nor end on its own TF marker; enemy markers block like ships', () => {
    // a one-row channel: row 4 is sea, everything else land
    const channel = ['############', '############', '############', '............', '############', '############', '############'];
    let s = skipStartOfRound(tfGame({ terrain: channel, reserve: [['blue', 'DD', 'bdd'], ['blue', 'CA', 'bca'], ['red', 'DD', 'rdd']], zones: { blue: ['A4:D4'], red: ['I4:L4'] } },
      { tfs: { A: { ships: ['bca'], node: 'C4' } }, ships: { bdd: ['A4', 0] } },
      { tfs: { D: { ships: ['rdd'], node: 'J4' } } }));
    expect(reachableMoves(s, 'bdd').every((m) => m.node === 'A4' || m.node === 'B4')).toBe(true);
    expect(refusedWith(s, { type: 'move', unitId: 'bdd', to: { node: 'C4', heading: 0 } })).toBe('move/occupied');
    expect(refusedWith(s, { type: 'move', unitId: 'bdd', to: { node: 'D4', heading: 0 } })).toBe('move/out-of-reach');
    // the enemy marker blocks the way east too
    s = edit(s, (x) => { x.taskForces!.markers[markerOf(x, 'blue', 'A')].node = 'A4'; x.units.bdd.node = 'G4'; });
    expect(reachableMoves(s, 'bdd').some((m) => m.node === 'K4' || m.node === 'J4')).toBe(false);
  });

  it('a TF may not end in an enemy zone (it may pass through), nor enter nodes its ships cannot', () => {
    const shallow = ['............', '............', '............', '...~........', '............', '............', '............'];
    let s = start({ terrain: shallow, units: [['red', 'BB', 'G4', 'W', 'rbb']] });
    const a = markerOf(s, 'blue', 'A');
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: a, to: 'D4' })).toBe('move/not-navigable'); // a battleship in the shallows
    const b = markerOf(s, 'blue', 'B');
    // the red battleship at G4 facing W covers E4 and F4 (ray 0, 1–2)
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: b, to: 'E4' })).toBe('tf/ends-in-enemy-zone');
    expect(taskForceMoves(s, b).map((m) => m.node)).not.toContain('E4');
    s = play(s, { type: 'moveTaskForce', markerId: b, to: 'E5' }); // off the battleship's rays
    expect(s.taskForces!.markers[b].node).toBe('E5');
  });

  it('error codes of TF moves', () => {
    const s = start();
    const red = markerOf(s, 'red', 'C');
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: 'tf-nope', to: 'B5' })).toBe('tf/unknown-marker');
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: red, to: 'K5' })).toBe('tf/not-yours');
    expect(refusedWith(s, { type: 'moveTaskForce', markerId: markerOf(s, 'blue', 'A'), to: 'Q99' })).toBe('move/off-map');
    expect(refusedWith(edit(s, (x) => { x.tokens.blue = { pool: 0, spent: 2 }; }), { type: 'moveTaskForce', markerId: markerOf(s, 'blue', 'A'), to: 'B5' })).toBe('tokens/none');
    const r = applyAction(s, { type: 'moveTaskForce', markerId: markerOf(s, 'blue', 'A'), to: 'B4' });
    expect(r.ok && r.events.find((e) => e.type === 'taskForceMoved')).toMatchObject({ cost: 0, path: ['B4'] }); // staying is an activation too
  });

  it('R-CMD-2: the token on a marker goes back at the end of the round', () => {
    let s = start();
    const a = markerOf(s, 'blue', 'A');
    s = play(s, { type: 'moveTaskForce', markerId: a, to: 'C4' });
    s = play(s, { type: 'pass' });
    s = play(s, { type: 'pass' });
    while (s.pending?.kind === 'cleanupDraw') s = play(s, { type: 'declineDraw' });
    expect(s.round).toBe(2);
    expect(s.taskForces!.markers[a].activated).toBe(false);
  });
});

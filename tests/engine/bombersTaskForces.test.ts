// Bombers meet task forces: R-ATK-4 and R-TF-3 for a bomber's activation (§8.2 with §7.4), and
// arrivals (§10) never landing on a TF marker.
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../src/engine/index';
import { edit, play } from './fixtures/tiny';
import { markerOf, skipStartOfRound, tfGame } from './fixtures/tf';

const terrain = ['............', '............', '............', '#...........', '............', '............', '............'];
const AF = 'blue-airfield-1';
const B1 = `${AF}/bomber-1`;

/** Blue: an airfield at A4 with bomber B1 at A4 facing E (zone B4 C4 D4). Red: TF A (a destroyer) at `node`. */
function game(node: string): GameState {
  let s = tfGame(
    { terrain, features: [{ kind: 'airfield', node: 'A4', owner: 'blue' }], zones: { blue: ['A1:L7'], red: ['A1:L7'] }, reserve: [['red', 'DD', 'rdd'], ['red', 'CA', 'rca']], units: [['blue', 'DD', 'L1', 'W', 'bdd']] },
    {},
    { tfs: { A: { ships: ['rdd'], node } }, ships: { rca: ['L7', 3] } },
  );
  s = skipStartOfRound(s);
  return edit(s, (x) => {
    x.units[AF].bombers = 2;
    x.bombers = [{ id: B1, owner: 'blue', airfieldId: AF, chain: B1, node: 'A4', heading: 0, activeRound: 0 }];
    x.bombersPlaced = 1;
    x.toAct = 'blue';
  });
}

describe('bombers and task forces', () => {
  it('R-ATK-4: a bomber may attack a TF marker in its zone; the attack is spent and R-TF-3 forces the deployment', () => {
    const s = game('D4');
    const marker = markerOf(s, 'red', 'A');
    expect(legalActions(s)).toContainEqual({ type: 'bomberAttack', bomberId: B1, targetId: marker });
    const t = play(s, { type: 'bomberAttack', bomberId: B1, targetId: marker });
    expect(t.score.blue).toBe(s.score.blue); // nothing destroyed: the attack is spent on the marker
    expect(t.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', nodes: ['D4'], resume: 'blue' });
    expect(t.toAct).toBe('red');
  });
  it('R-TF-3: a bomber re-positioning so that a TF marker lies in its zone forces that TF to deploy', () => {
    const s = game('F4'); // out of the zone B4–D4; after moving to C4 the zone is D4–F4
    const t = play(s, { type: 'bomberMove', bomberId: B1, to: { node: 'C4', heading: 0 } });
    expect(t.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', nodes: ['F4'] });
  });
  it('R-TF-3: a bomber ending its activation with no marker in its zone just passes the turn on', () => {
    const s = game('J2');
    const t = play(s, { type: 'bomberMove', bomberId: B1, to: { node: 'C4', heading: 0 } });
    expect(t.pending?.kind).not.toBe('forcedDeployment');
  });
});

describe('R-TF-6: forced deployment after any enemy action, by any zone', () => {
  it('R-TF-6: a bomber placed by an air operation with a marker in its zone forces the deployment', () => {
    const s = edit(game('C1'), (x) => { x.bombers = []; x.bombersPlaced = 0; x.units[AF].bombers = 3; });
    const t = play(s, { type: 'airOperation', unitId: AF, node: 'A4', heading: 0 }); // zone B4 C4 D4
    expect(s.taskForces!.markers[markerOf(s, 'red', 'A')].node).toBe('C1');
    expect(t.pending).toBeNull(); // C1 is out of the new zone
    const u = play(edit(s, (x) => { x.taskForces!.markers[markerOf(s, 'red', 'A')].node = 'C4'; }), { type: 'airOperation', unitId: AF, node: 'A4', heading: 0 });
    expect(u.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', nodes: ['C4'], resume: 'blue' });
  });
  it('R-TF-6: any zone, after any action: a marker in the zone of a unit that did not act deploys when the enemy passes', () => {
    // blue's destroyer at L1 faces W: its zone is K1 J1 I1; red's marker put at J1 (as a start-of-round deployment could leave it)
    const s = edit(game('C1'), (x) => { x.taskForces!.markers[markerOf(game('C1'), 'red', 'A')].node = 'J1'; });
    const t = play(s, { type: 'pass' });
    expect(t.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red', nodes: ['J1'], by: 'bdd', resume: 'blue' });
  });
  it('R-TF-6: several markers deploy in the order their owner picks', () => {
    const g = tfGame(
      { terrain, zones: { blue: ['A1:L7'], red: ['A1:L7'] }, reserve: [['red', 'DD', 'rdd'], ['red', 'CA', 'rca']], units: [['blue', 'BB', 'F4', 'E', 'bbb']] },
      {},
      { tfs: { A: { ships: ['rdd'], node: 'G4' }, B: { ships: ['rca'], node: 'J7' } } },
    );
    let s = edit(skipStartOfRound(g), (x) => { x.toAct = 'blue'; x.taskForces!.markers[markerOf(g, 'red', 'B')].node = 'H4'; });
    s = play(s, { type: 'move', unitId: 'bbb', to: { node: 'F4', heading: 0 } }); // ray 0 reaches G4 and H4
    if (s.activation) s = play(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'forcedDeployment', player: 'red' });
    const nodes = (s.pending as { nodes: string[] }).nodes;
    expect([...nodes].sort()).toEqual(['G4', 'H4']);
    const deploys = legalActions(s).filter((a) => a.type === 'deploy');
    expect(deploys).toHaveLength(2);
    const second = deploys.find((a) => a.type === 'deploy' && s.taskForces!.markers[a.markerId].node === nodes[1])!;
    s = play(s, second); // the owner picks the later node first
    expect(s.pending).toMatchObject({ kind: 'forcedDeployment', nodes: [nodes[0]] });
    s = play(s, legalActions(s).find((a) => a.type === 'deploy')!);
    expect(s.pending).toBeNull();
    expect(s.toAct).toBe('red');
  });
});

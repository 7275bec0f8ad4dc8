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

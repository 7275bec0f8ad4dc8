// Issue 36 item 1 (normal > easy on Convoy): how the bots read an exitByEdge objective and a ship
// that cannot strike. Positions built from Convoy's opening, where the old bot went wrong.
import { describe, expect, it } from 'vitest';
import '../../src/modules/registry';
import convoy from '../../src/scenarios/convoy.json';
import { createGame, legalActions, type GameState, type Unit } from '../../src/engine/index';
import { evaluate } from '../../src/bots/evaluate';
import { exitShips } from '../../src/bots/objectives';
import { greedyAction } from '../../src/bots/policy';
import { topWeighed } from '../../src/bots/weigh';
import { botRandom } from '../../src/bots/random';
import { seaDistances } from '../../src/bots/seaDistance';

function start(): GameState {
  const g = createGame(convoy, 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

describe('an exitByEdge objective pulls only the ships it still needs', () => {
  it('Convoy: the two ships to leave by the east edge are transports (they do not fight), not the escorts', () => {
    const s = start();
    const out = [...exitShips(s, 'blue')];
    expect(out).toHaveLength(2); // count: 2
    expect(out.every((id) => s.units[id].class === 'AP')).toBe(true);
    expect(exitShips(s, 'red').size).toBe(0); // red has no exit objective
  });

  it('Convoy: an escort ahead of the convoy turns back on the cruiser behind it instead of racing to the exit edge', () => {
    // red's last ship, its cruiser, comes up behind the transports; blue's destroyer has run ahead
    const s0 = start();
    const cruiser: Unit = { id: 'red-CA-1', owner: 'red', kind: 'ship', class: 'CA', node: 'G9', heading: 0, activated: false };
    const units: Record<string, Unit> = { 'red-CA-1': cruiser };
    const at: Record<string, string> = { 'blue-AP-1': 'I9', 'blue-AP-2': 'K9', 'blue-AP-3': 'K11', 'blue-DD-1': 'N7' };
    for (const [id, u] of Object.entries(s0.units)) if (at[id]) units[id] = { ...u, node: at[id], activated: id !== 'blue-DD-1' };
    const s: GameState = { ...s0, round: 4, units };
    const move = greedyAction(s, botRandom(7), 1, legalActions(s));
    expect(move?.type).toBe('move');
    const to = (move as { to: { node: string } }).to.node;
    const sea = seaDistances(s, true);
    expect(sea(to, 'G9')).toBeLessThan(sea('N7', 'G9')); // the old bot moved it east, to the edge
  });
});

describe('a ship that cannot strike is not drawn to the enemy', () => {
  it('an empty transport with its side’s exits made is worth no more nearer the enemy (the old evaluation pulled it 0.3 a node)', () => {
    const s0 = start();
    const gone = (id: string) => ({ unit: { ...s0.units['blue-DD-1'], id }, edge: 'east' as const, points: 2, round: 1 });
    const empty = Object.fromEntries(Object.entries(s0.units).map(([id, u]) => [id, u.class === 'AP' ? { ...u, cargo: 0 } : u]));
    const s: GameState = { ...s0, units: empty, exited: [gone('blue-DD-8'), gone('blue-DD-9')] };
    expect(exitShips(s, 'blue').size).toBe(0); // met: no ship is pulled to the edge
    const nearer: GameState = { ...s, units: { ...empty, 'blue-AP-1': { ...empty['blue-AP-1'], node: 'E7' } } };
    expect(evaluate(nearer, 'blue')).toBe(evaluate(s, 'blue'));
  });
});

describe('a search’s roots are not one ship’s move under every heading', () => {
  it('topWeighed keeps one heading per end and leaves room for the other ships’ moves (the old list was the transport’s move six times over)', () => {
    const move = (unitId: string, node: string, heading: number) => ({ type: 'move' as const, unitId, to: { node, heading: heading as 0 } });
    const ws = [
      ...[0, 1, 2, 3, 4, 5].flatMap((h) => [{ action: move('blue-AP-2', 'K9', h), value: 12 }, { action: move('blue-AP-2', 'J10', h), value: 12 }]),
      { action: move('blue-DD-1', 'F11', 2), value: 8 }, // the escort's strike on the cruiser
      { action: move('blue-AP-1', 'I7', 0), value: 6 }, // the other transport stepping out of reach
    ];
    const roots = topWeighed(ws, 10);
    expect(roots).toHaveLength(10);
    expect(roots).toContainEqual(move('blue-DD-1', 'F11', 2));
    expect(roots).toContainEqual(move('blue-AP-1', 'I7', 0));
    expect(roots.slice(0, 2).map((a) => (a as { to: { node: string } }).to.node).sort()).toEqual(['J10', 'K9']); // the best two ends first, one heading each
  });
});

// Module N: a whole scripted game on the bundled scenario, from the secret arrangements to a landing
// win (N-SETUP, N-BATTERY-4, N-PORT-2, N-WIN-1): blue's missile ship removes the two batteries of red's
// western entrance, and blue's landing ship sails in. Red shuttles a torpedo boat in its port.
import { describe, expect, it } from 'vitest';
import { applyAction, registerModule, viewFor, type GameState } from '../../../engine';
import { dataOf, naval, newGame, ok } from './navalFixture';


const fields = (cols: string, rows: number[]) => rows.flatMap((r) => [...cols].map((c) => `${c}${r}`));

/** An arrangement with the named ships where the script wants them, the rest on the other free fields in order. */
function arrangement(s: GameState, player: 'blue' | 'red', fixed: Record<string, string>, free: string[], batteries: string[]) {
  const ships = dataOf(s).pieces.filter((p) => p.owner === player && p.kind === 'ship');
  const used = new Set<string>();
  const placed = ships.map((p) => {
    const want = Object.entries(fixed).find(([cls, node]) => cls.split('#')[0] === p.class && !used.has(node))?.[1];
    if (want) { used.add(want); return { id: p.id, node: want }; }
    return { id: p.id, node: '' };
  });
  const rest = free.filter((f) => !Object.values(fixed).includes(f));
  for (const x of placed) if (!x.node) x.node = rest.shift()!;
  return { ships: placed, batteries, mines: [] };
}

describe('a scripted game of Naval Battle', () => {
  it('from the arrangements to blue\'s landing in red\'s port', () => {
    let s = newGame();
    const blueFree = fields('ABCDEFGHIJKL', [1, 2, 3]).filter((f) => !['C3', 'E3', 'H3', 'J3'].includes(f));
    s = ok(s, naval('arrange', arrangement(s, 'blue', { missileShip: 'D3', landingShip: 'D2' }, blueFree, ['C3', 'E3', 'H3', 'J3'])));
    const redFree = fields('ABCDEFGHIJKL', [16, 17, 18]).filter((f) => !['C16', 'E16', 'H16', 'J16', 'D16', 'L18', 'A18'].includes(f));
    s = ok(s, naval('arrange', arrangement(s, 'red', { torpedoBoat: 'L17' }, redFree, ['C16', 'E16', 'H16', 'J16'])));
    const idOf = (player: string, cls: string, node: string) => dataOf(s).pieces.find((p) => p.owner === player && p.class === cls && p.node === node)!.id;
    const M = idOf('blue', 'missileShip', 'D3'), L = idOf('blue', 'landingShip', 'D2'), T = idOf('red', 'torpedoBoat', 'L17');
    let shuttle = 'L18';
    const red = () => { s = ok(s, naval('move', { shipId: T, to: shuttle })); shuttle = shuttle === 'L18' ? 'L17' : 'L18'; };
    const blue = (ship: string, to: string) => { s = ok(s, naval('move', { shipId: ship, to })); };
    const battery = (node: string) => dataOf(s).batteries.find((b) => b.node === node)!.id;

    blue(M, 'D6'); red();
    blue(L, 'D4'); red();
    blue(M, 'F9'); red();
    blue(L, 'F6'); red();
    blue(M, 'F12'); red();
    blue(L, 'F8'); red();
    blue(M, 'E14'); red();
    blue(L, 'F10'); red();
    blue(M, 'E15'); // next to the battery at E16: a missile ship survives it, and its turn stays open
    expect(s.toAct).toBe('blue');
    s = ok(s, naval('removeBattery', { shipId: M, batteryId: battery('E16') })); red();
    blue(L, 'F12'); red();
    blue(M, 'C15');
    s = ok(s, naval('removeBattery', { shipId: M, batteryId: battery('C16') })); red();
    blue(L, 'E14'); red();
    expect(viewFor(s, 'red').moduleState!.find((m) => m.module === 'navalBattle')!.data).toMatchObject({
      pieces: expect.arrayContaining([expect.objectContaining({ id: M, class: 'missileShip' }), expect.objectContaining({ id: L, class: null })]),
    });
    const landing = applyAction(s, naval('move', { shipId: L, to: 'D16' }));
    expect(landing.ok).toBe(true);
    if (!landing.ok) return;
    expect(landing.events.map((e) => (e.type === 'module' ? e.name : e.type))).toEqual(['moved', 'landed', 'gameEnded']); // the game ends at once
    expect(landing.state.phase).toBe('over');
    expect(landing.state.result).toMatchObject({ winner: 'blue', reason: 'module', module: 'navalBattle' });
  });
});

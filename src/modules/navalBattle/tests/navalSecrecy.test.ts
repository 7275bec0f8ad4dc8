// Module N's secrets (src/engine/modules/naval/README.md): the secret arrangement (N-SETUP-2), mines
// set up in port as hidden tokens (N-MINE-2), what a token may be aimed at (N-MINE-3, -5, -6) and ids
// that tell neither class nor kind (N-HIDDEN-3). Blue's port is A1:L3, red's A16:L18.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, eventsFor, legalActions, viewFor, type GameState } from '../../../engine';
import { randomArrangement, type NavalData, type NavalPiece } from '../rules/index';
import { battleGame, dataOf, naval, newGame, ok, optionsOf, staged } from './navalFixture';

let base: GameState;
beforeAll(() => { base = battleGame(1); });

const viewData = (s: GameState, viewer: 'blue' | 'red') => viewFor(s, viewer).moduleState!.find((m) => m.module === 'navalBattle')!.data as NavalData;
const code = (s: GameState, a: unknown) => { const r = applyAction(s, a); return r.ok ? 'ok' : `${r.error.code} ${String(r.error.details?.rule ?? '')}`.trim(); };
/** A staged board where red's `rm` is a mine set up in port (not revealed), with spare ships for both. */
function withPortMine(ships: [string, 'blue' | 'red', string, string][], mineAt: string): GameState {
  const s = staged(base, [...ships, ['b-spare', 'blue', 'torpedoBoat', 'L7'], ['r-spare', 'red', 'torpedoBoat', 'L12']]);
  const data = dataOf(s);
  const mine: NavalPiece = { id: 'red-30', owner: 'red', kind: 'mine', class: 'mine', node: mineAt, revealed: false };
  data.pieces = [...data.pieces, mine].sort((a, b) => (a.id < b.id ? -1 : 1));
  return s;
}

describe('N-SETUP-2: the arrangement is secret', () => {
  it('while the second side arranges, its view holds nothing of the first side\'s arrangement', () => {
    const s0 = newGame(undefined, 4);
    const o = optionsOf(s0);
    const first = s0.toAct, second = first === 'blue' ? 'red' : 'blue';
    const a = ok(s0, naval('arrange', randomArrangement(s0, o, first, 1, 0)));
    const b = ok(s0, naval('arrange', randomArrangement(s0, o, first, 2, o.mines)));
    for (const s of [a, b]) {
      const d = viewData(s, second);
      expect(d.pieces.every((p) => p.owner === second)).toBe(true);
      expect(d.batteries.every((x) => x.owner === second)).toBe(true);
      expect(d.supply[first]).toBe(o.mines);
    }
    expect(viewFor(a, second)).toEqual(viewFor(b, second)); // two arrangements, one view
    const events = (s: GameState) => { const r = applyAction(s0, naval('arrange', randomArrangement(s0, o, first, s === a ? 1 : 2, s === a ? 0 : o.mines))); return r.ok ? eventsFor(r.events, second) : []; };
    expect(events(a)).toEqual(events(b)); // the "arranged" event says only that it is done
    expect(legalActions(a)).toEqual(legalActions(b)); // and the second side's choices do not depend on it
  });
  it('once both have arranged, the tokens\' fields and the batteries show; a ship\'s class and a port mine do not', () => {
    const s0 = newGame(undefined, 4);
    const o = optionsOf(s0);
    let s = ok(s0, naval('arrange', randomArrangement(s0, o, s0.toAct, 1, 3)));
    s = ok(s, naval('arrange', randomArrangement(s, o, s.toAct, 2, 3)));
    const d = viewData(s, 'blue');
    const red = d.pieces.filter((p) => p.owner === 'red');
    expect(red).toHaveLength(29 + 3);
    expect(red.every((p) => p.kind === 'hidden' && p.class === null && p.node !== null)).toBe(true);
    expect(d.batteries.filter((x) => x.owner === 'red')).toHaveLength(o.batteries);
  });
});

describe('N-HIDDEN-3: ids tell neither a class nor a ship from a mine', () => {
  it('ships and port mines share one drawn numbering; the pieces stay in id order', () => {
    const s0 = newGame(undefined, 9);
    const o = optionsOf(s0);
    let s = ok(s0, naval('arrange', randomArrangement(s0, o, s0.toAct, 1, o.mines)));
    s = ok(s, naval('arrange', randomArrangement(s, o, s.toAct, 2, o.mines)));
    const ids = dataOf(s).pieces.filter((p) => p.owner === 'red').map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids.every((id) => /^red-\d\d$/.test(id) && Number(id.slice(4)) >= 1 && Number(id.slice(4)) <= 29 + o.mines)).toBe(true);
    expect(dataOf(s).pieces.filter((p) => p.owner === 'red' && p.kind === 'mine').length).toBeGreaterThan(0);
    const mineNumbers = dataOf(s).pieces.filter((p) => p.owner === 'red' && p.kind === 'mine').map((p) => Number(p.id.slice(4)));
    expect(mineNumbers.some((n) => n <= 29)).toBe(true); // seed 9: the mines are not simply the last numbers
  });
});

describe('N-MINE-2: a mine set up in port is a hidden token; a laid mine is public', () => {
  it('the other side sees a port mine as a token, its owner as a mine', () => {
    const s = withPortMine([['bc', 'blue', 'cruiser', 'F6']], 'G7');
    expect(viewData(s, 'blue').pieces.find((p) => p.id === 'red-30')).toEqual({ id: 'red-30', owner: 'red', kind: 'hidden', class: null, node: 'G7', revealed: false });
    expect(viewData(s, 'red').pieces.find((p) => p.id === 'red-30')).toMatchObject({ kind: 'mine' });
  });
});

describe('N-MINE-3, -5, -6: what a token may be aimed at never depends on what it is', () => {
  it('N-MINE-3: a token is never entered, a known enemy mine is (and the ship goes with it)', () => {
    const s = withPortMine([['bc', 'blue', 'cruiser', 'F6'], ['rn', 'red', 'mine', 'E5']], 'G7');
    const moves = legalActions(s).flatMap((a) => (a.type === 'module' && a.action === 'move' ? [(a.params as { to: string }).to] : []));
    expect(moves).toContain('E5');
    expect(moves).not.toContain('G7');
    expect(code(s, naval('move', { shipId: 'bc', to: 'G7' }))).toBe('module/refused N-MOVE-1');
  });
  it('a token that is a mine and a token that is a ship offer the same actions', () => {
    const mine = withPortMine([['bm', 'blue', 'minesweeper', 'F6'], ['cv', 'blue', 'carrier', 'F4']], 'G7');
    const ship = staged(base, [['bm', 'blue', 'minesweeper', 'F6'], ['cv', 'blue', 'carrier', 'F4'], ['red-30', 'red', 'submarine', 'G7'], ['b-spare', 'blue', 'torpedoBoat', 'L7'], ['r-spare', 'red', 'torpedoBoat', 'L12']]);
    const sorted = (s: GameState) => legalActions(s).map((a) => JSON.stringify(a)).sort();
    expect(sorted(mine)).toEqual(sorted(ship));
    expect(sorted(mine)).toContain(JSON.stringify(naval('sweep', { shipId: 'bm', mineId: 'red-30' })));
    expect(sorted(mine)).toContain(JSON.stringify(naval('strike', { shipId: 'cv', targetId: 'red-30' })));
  });
  it('N-MINE-5: a sweep of a token that is a mine sweeps it; of a ship, it is an attack', () => {
    const mine = withPortMine([['bm', 'blue', 'minesweeper', 'F6']], 'G7');
    const r = applyAction(mine, naval('sweep', { shipId: 'bm', mineId: 'red-30' }));
    expect(r.ok && r.events.some((e) => e.type === 'module' && e.name === 'mineSwept')).toBe(true);
    expect(r.ok && dataOf(r.state).pieces.map((p) => p.id)).toContain('bm');
    const ship = staged(base, [['bm', 'blue', 'minesweeper', 'F6'], ['rs', 'red', 'submarine', 'G7']]);
    const q = applyAction(ship, naval('sweep', { shipId: 'bm', mineId: 'rs' }));
    expect(q.ok && q.events.find((e) => e.type === 'module' && e.name === 'attacked')).toMatchObject({ data: { attackerClass: 'minesweeper', targetClass: 'submarine', removed: ['bm'] } });
    // a ship once revealed is no longer swept, only attacked
    const known = staged(base, [['bm', 'blue', 'minesweeper', 'F6'], ['rs', 'red', 'submarine', 'G7']]);
    dataOf(known).pieces.find((p) => p.id === 'rs')!.revealed = true;
    expect(code(known, naval('sweep', { shipId: 'bm', mineId: 'rs' }))).toBe('module/refused N-MINE-4');
  });
  it('N-MINE-6: a plane striking a token that is a mine is lost with it; the event names the mine', () => {
    const s = withPortMine([['cv', 'blue', 'carrier', 'F4']], 'G7');
    const r = applyAction(s, naval('strike', { shipId: 'cv', targetId: 'red-30' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.type === 'module' && e.name === 'struck')).toMatchObject({ data: { targetClass: 'mine', removed: ['red-30'], planeId: null } });
    expect(dataOf(r.state).planes).toEqual([]);
    expect(dataOf(r.state).pieces.some((p) => p.id === 'red-30')).toBe(false);
  });
});

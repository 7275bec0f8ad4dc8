// Module N — Naval Battle (src/engine/modules/naval/README.md): each rule by its id, on the bundled
// 12 × 18 board with pieces placed by hand. Blue's port is A1:L3 (entrances D3→D4, I3→I4; battery
// sites C3 E3 H3 J3), red's A16:L18 (D16→D15, I16→I15; C16 E16 H16 J16); islands C9:D10 and I9:J10
// ringed by neutral waters.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type GameState } from '../../../engine';
import type { NavalBattery } from '../rules/index';
import { battleGame, dataOf, naval, ok, staged } from './navalFixture';

const bat = (owner: 'blue' | 'red', node: string, k = 1): NavalBattery => ({ id: `${owner}-battery-${node}-${k}`, owner, node });
let base: GameState;
beforeAll(() => { base = battleGame(1); });

const code = (s: GameState, a: unknown) => { const r = applyAction(s, a); return r.ok ? 'ok' : `${r.error.code} ${String(r.error.details?.rule ?? '')}`.trim(); };
const movesOf = (s: GameState, shipId: string) => legalActions(s).flatMap((a) => (a.type === 'module' && a.action === 'move' && (a.params as { shipId: string }).shipId === shipId ? [(a.params as { to: string }).to] : []));
const has = (s: GameState, id: string) => dataOf(s).pieces.some((p) => p.id === id);
const ev = (s: GameState, a: unknown) => { const r = applyAction(s, a); if (!r.ok) throw new Error(r.error.message); return r.events.flatMap((e) => (e.type === 'module' ? [e.name] : [])); };
/** Red's far-off torpedo boat and blue's, so each side always has a spare move. */
const spares: [string, 'blue' | 'red', string, string][] = [['b-spare', 'blue', 'torpedoBoat', 'L7'], ['r-spare', 'red', 'torpedoBoat', 'L12']];

describe('N-TURN: one ship a turn, the battle as the module\'s decision', () => {
  it('N-TURN-0: after both arrangements the battle is on; ENB\'s own actions are refused', () => {
    expect(base.phase).toBe('play');
    expect(base.pending).toMatchObject({ kind: 'moduleSetup', module: 'navalBattle', phase: 'battle', player: 'blue' });
    expect(code(base, { type: 'pass' })).toBe('decision/pending');
    expect(legalActions(base).every((a) => a.type === 'module')).toBe(true);
  });
  it('N-TURN-1/2: a move with an enemy next to the ship keeps the turn open for that ship only; then attack or end', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['bd', 'blue', 'destroyer', 'A6'], ['rd', 'red', 'destroyer', 'H6']]);
    const moved = ok(s, naval('move', { shipId: 'bc', to: 'G5' }));
    expect(moved.toAct).toBe('blue');
    expect(code(moved, naval('move', { shipId: 'bd', to: 'A5' }))).toBe('module/refused N-TURN-1');
    expect(code(moved, naval('move', { shipId: 'bc', to: 'G6' }))).toBe('module/refused N-TURN-2');
    const ended = ok(moved, naval('endTurn'));
    expect(ended.toAct).toBe('red');
    expect(ended.pending).toMatchObject({ player: 'red' });
  });
  it('N-TURN-2: a move with nothing left to do ends the turn by itself; an attack without a move is a turn too', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rd', 'red', 'destroyer', 'H6']]);
    expect(ok(s, naval('move', { shipId: 'bc', to: 'E5' })).toAct).toBe('red');
    const near = staged(base, [['bc', 'blue', 'cruiser', 'G5'], ['rd', 'red', 'destroyer', 'H6']]);
    expect(ok(near, naval('attack', { shipId: 'bc', targetId: 'rd' })).toAct).toBe('red');
  });
  it('N-TURN-3: pass only when no ship can act; two passes in a row end the game drawn', () => {
    const free = staged(base, [['bb', 'blue', 'battleship', 'A1']], { batteries: [] });
    expect(code(free, naval('pass'))).toBe('module/refused N-TURN-3');
    // each side's ships walled in by its own mines
    const walled = staged(base, [
      ['bl', 'blue', 'landingShip', 'A1'], ['bm', 'blue', 'missileShip', 'B1'], ['m1', 'blue', 'mine', 'A2'], ['m2', 'blue', 'mine', 'B2'], ['m3', 'blue', 'mine', 'C2'], ['m4', 'blue', 'mine', 'C1'],
      ['rl', 'red', 'landingShip', 'L18'], ['rm', 'red', 'missileShip', 'K18'], ['n1', 'red', 'mine', 'L17'], ['n2', 'red', 'mine', 'K17'], ['n3', 'red', 'mine', 'J17'], ['n4', 'red', 'mine', 'J18'],
    ], { batteries: [], supply: { blue: 0, red: 0 } }, false);
    expect(legalActions(walled)).toEqual([naval('pass')]);
    const once = ok(walled, naval('pass'));
    expect(once.phase).toBe('play');
    const twice = ok(once, naval('pass'));
    expect(twice.phase).toBe('over');
    expect(twice.result).toMatchObject({ winner: null, reason: 'module', module: 'navalBattle' });
  });
});

describe('N-MOVE: king steps through free water', () => {
  it('N-MOVE-1: up to MP steps in the 8 directions, never onto or over a taken field', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ...spares]);
    const m = movesOf(s, 'bc');
    expect(m).toContain('I6'); // 3 east
    expect(m).toContain('G9'); // 3 away, diagonally then down
    expect(m).not.toContain('J6'); // 4 away
    const boxed = staged(base, [['bt', 'blue', 'torpedoBoat', 'A5'], ['w1', 'blue', 'cruiser', 'A4'], ['w2', 'blue', 'cruiser', 'B4'], ['w3', 'blue', 'cruiser', 'B5'], ['w4', 'blue', 'cruiser', 'B6'], ['w5', 'blue', 'cruiser', 'A6'], ...spares]);
    expect(movesOf(boxed, 'bt')).toEqual([]);
    expect(code(boxed, naval('move', { shipId: 'bt', to: 'C5' }))).toBe('module/refused N-MOVE-1');
  });
  it('N-MOVE-2: never onto land', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'E8'], ...spares]);
    expect(movesOf(s, 'bc')).not.toContain('D9');
    expect(applyAction(s, naval('move', { shipId: 'bc', to: 'D9' }))).toMatchObject({ ok: false, error: { message: 'D9 is land.', details: { rule: 'N-MOVE-1', pl: 'D9 to ląd.' } } });
    expect(applyAction(s, naval('move', { shipId: 'bc', to: 'F12' }))).toMatchObject({ ok: false, error: { details: { pl: expect.stringMatching(/^Pole F12 jest poza zasięgiem: krążownik przechodzi 3 pola po wolnej wodzie/) } } });
  });
});

describe('N-PORT and N-BATTERY', () => {
  it('N-PORT-1: the coast is crossed only through an entrance, straight across', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F4'], ...spares], { batteries: [] });
    const m = movesOf(s, 'bc');
    expect(m).toContain('D3'); // F4 → E4 → D4 → D3
    expect(m).not.toContain('F3'); // straight over the coast
    expect(m).not.toContain('E3'); // diagonally past the entrance
  });
  it('N-PORT-2: an enemy enters only by an entrance whose both batteries are gone', () => {
    const closed = staged(base, [['rc', 'red', 'missileShip', 'D5'], ...spares], { batteries: [bat('blue', 'C3')] });
    expect(movesOf(closed, 'rc')).not.toContain('D3');
    const open = staged(base, [['rc', 'red', 'missileShip', 'D5'], ...spares], { batteries: [bat('blue', 'H3'), bat('blue', 'J3')] });
    const redTurn = (s: GameState) => ok(s, naval('move', { shipId: 'b-spare', to: 'L6' }));
    expect(movesOf(redTurn(open), 'rc')).toContain('D3');
    expect(movesOf(redTurn(open), 'rc')).not.toContain('I3');
  });
  it('N-BATTERY-2: a non-missile enemy ship ending next to a battery is destroyed; a missile ship is not', () => {
    const s = ok(staged(base, [['rc', 'red', 'cruiser', 'D6'], ['rm', 'red', 'missileShip', 'F6'], ...spares], { batteries: [bat('blue', 'C3'), bat('blue', 'E3')] }), naval('move', { shipId: 'b-spare', to: 'L6' }));
    const fired = applyAction(s, naval('move', { shipId: 'rc', to: 'D4' }));
    expect(fired.ok && fired.events.some((e) => e.type === 'module' && e.name === 'batteryFired' && (e.data as { class: string }).class === 'cruiser')).toBe(true);
    expect(fired.ok && has(fired.state, 'rc')).toBe(false);
    const safe = ok(s, naval('move', { shipId: 'rm', to: 'E4' }));
    expect(has(safe, 'rm')).toBe(true);
  });
  it('N-BATTERY-3: no enemy ship passes through a field a battery covers (it may end there)', () => {
    const rows: [string, 'blue' | 'red', string, string][] = [['rd', 'red', 'destroyer', 'A4'], ['w1', 'red', 'cruiser', 'A5'], ['w2', 'red', 'cruiser', 'B5'], ['w3', 'red', 'cruiser', 'C5'], ['w4', 'red', 'cruiser', 'D5'], ...spares];
    const red = (s: GameState) => ok(s, naval('move', { shipId: 'b-spare', to: 'L6' }));
    const guarded = red(staged(base, rows, { batteries: [bat('blue', 'C3')] }));
    expect(movesOf(guarded, 'rd')).toContain('B4');
    expect(movesOf(guarded, 'rd')).not.toContain('E4');
    const free = red(staged(base, rows, { batteries: [] }));
    expect(movesOf(free, 'rd')).toContain('E4');
  });
  it('N-BATTERY-4: a missile ship removes one enemy battery next to it a move (over the coast); no other ship can', () => {
    const s = ok(staged(base, [['rm', 'red', 'missileShip', 'D4'], ['rc', 'red', 'cruiser', 'F7'], ...spares], { batteries: [bat('blue', 'C3'), bat('blue', 'E3')] }), naval('move', { shipId: 'b-spare', to: 'L6' }));
    expect(code(s, naval('removeBattery', { shipId: 'rc', batteryId: bat('blue', 'C3').id }))).toBe('module/refused N-BATTERY-4');
    const one = ok(s, naval('removeBattery', { shipId: 'rm', batteryId: bat('blue', 'C3').id }));
    expect(dataOf(one).batteries.map((b) => b.node)).toEqual(['E3']);
    expect(one.toAct).toBe('blue'); // the removal was the missile ship's action: the turn is over
    const again = ok(ok(one, naval('move', { shipId: 'b-spare', to: 'L7' })), naval('removeBattery', { shipId: 'rm', batteryId: bat('blue', 'E3').id }));
    expect(dataOf(again).batteries).toEqual([]);
  });
});

describe('N-ATTACK: strength against strength, both revealed', () => {
  const duel = (a: string, b: string) => ok(staged(base, [['ba', 'blue', a, 'F6'], ['rb', 'red', b, 'G7'], ...spares]), naval('attack', { shipId: 'ba', targetId: 'rb' }));
  it('N-ATTACK-2: the weaker goes, the stronger stays; equals both go; both revealed', () => {
    const won = duel('cruiser', 'destroyer');
    expect([has(won, 'ba'), has(won, 'rb')]).toEqual([true, false]);
    expect(dataOf(won).pieces.find((p) => p.id === 'ba')!.revealed).toBe(true);
    expect(viewFor(won, 'red').moduleState!.find((m) => m.module === 'navalBattle')!.data).toMatchObject({ pieces: expect.arrayContaining([expect.objectContaining({ id: 'ba', class: 'cruiser' })]) });
    const lost = duel('submarine', 'cruiser');
    expect([has(lost, 'ba'), has(lost, 'rb')]).toEqual([false, true]);
    const even = duel('destroyer', 'destroyer');
    expect([has(even, 'ba'), has(even, 'rb')]).toEqual([false, false]);
  });
  it('N-ATTACK-1: only an adjacent enemy, not across a coast', () => {
    const s = staged(base, [['ba', 'blue', 'cruiser', 'F6'], ['rb', 'red', 'destroyer', 'H8'], ['bp', 'blue', 'cruiser', 'F3'], ['rq', 'red', 'destroyer', 'F4']], { batteries: [] });
    expect(code(s, naval('attack', { shipId: 'ba', targetId: 'rb' }))).toBe('module/refused N-ATTACK-1');
    expect(code(s, naval('attack', { shipId: 'bp', targetId: 'rq' }))).toBe('module/refused N-ATTACK-1');
  });
  it('N-NEUTRAL-2: no attack into or out of neutral waters', () => {
    const s = staged(base, [['ba', 'blue', 'battleship', 'A7'], ['rb', 'red', 'destroyer', 'B8'], ['bn', 'blue', 'battleship', 'E9'], ['rn', 'red', 'destroyer', 'F9']]);
    expect(code(s, naval('attack', { shipId: 'ba', targetId: 'rb' }))).toBe('module/refused N-ATTACK-1');
    expect(code(s, naval('attack', { shipId: 'bn', targetId: 'rn' }))).toBe('module/refused N-ATTACK-1');
  });
});

describe('N-MINE', () => {
  it('N-MINE-1: a minesweeper lays one mine a turn next to itself (not a move), not in or from neutral waters', () => {
    const s = staged(base, [['bs', 'blue', 'minesweeper', 'F6'], ['bn', 'blue', 'minesweeper', 'B8'], ...spares], { supply: { blue: 6, red: 6 } });
    const laid = ok(s, naval('layMine', { shipId: 'bs', to: 'G6' }));
    expect(laid.toAct).toBe('blue');
    expect(dataOf(laid).supply.blue).toBe(5);
    expect(dataOf(laid).pieces.find((p) => p.node === 'G6')).toMatchObject({ kind: 'mine', owner: 'blue', revealed: true });
    expect(code(laid, naval('layMine', { shipId: 'bs', to: 'E6' }))).toBe('module/refused N-MINE-1');
    expect(code(s, naval('layMine', { shipId: 'bs', to: 'E7' }))).toBe('ok');
    expect(code(s, naval('layMine', { shipId: 'bn', to: 'A8' }))).toBe('module/refused N-MINE-1'); // from neutral waters
    const near = staged(base, [['bs', 'blue', 'minesweeper', 'A7'], ...spares], { supply: { blue: 6, red: 6 } });
    expect(code(near, naval('layMine', { shipId: 'bs', to: 'B8' }))).toBe('module/refused N-MINE-1'); // into neutral waters
    const other = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ...spares], { supply: { blue: 6, red: 6 } });
    expect(code(other, naval('layMine', { shipId: 'bc', to: 'G6' }))).toBe('module/refused N-MINE-1');
  });
  it('N-MINE-3: a ship entering or attacking an enemy mine goes with it — a minesweeper attacking too', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['bs', 'blue', 'minesweeper', 'E5'], ['rm', 'red', 'mine', 'G7'], ['rn', 'red', 'mine', 'D4'], ...spares]);
    const entered = ok(s, naval('move', { shipId: 'bc', to: 'G7' }));
    expect([has(entered, 'bc'), has(entered, 'rm')]).toEqual([false, false]);
    const attacked = ok(s, naval('attack', { shipId: 'bs', targetId: 'rn' }));
    expect([has(attacked, 'bs'), has(attacked, 'rn')]).toEqual([false, false]);
  });
  it('N-MINE-4: an enemy minesweeper next to a mine sweeps it and stays; no other ship sweeps', () => {
    const s = staged(base, [['bs', 'blue', 'minesweeper', 'E5'], ['bc', 'blue', 'cruiser', 'C5'], ['rn', 'red', 'mine', 'D4'], ...spares]);
    expect(code(s, naval('sweep', { shipId: 'bc', mineId: 'rn' }))).toBe('module/refused N-MINE-4');
    const swept = ok(s, naval('sweep', { shipId: 'bs', mineId: 'rn' }));
    expect([has(swept, 'bs'), has(swept, 'rn')]).toEqual([true, false]);
    expect(ev(s, naval('sweep', { shipId: 'bs', mineId: 'rn' }))).toContain('mineSwept');
  });
});

describe('N-NEUTRAL-3: at most three own turns in neutral waters', () => {
  it('a ship still there at the end of its owner\'s third turn after it entered is removed', () => {
    let s = staged(base, [['bc', 'blue', 'cruiser', 'A7'], ...spares]);
    s = ok(s, naval('move', { shipId: 'bc', to: 'B8' })); // enters (turn 0)
    const redMove = (x: GameState, to: string) => ok(x, naval('move', { shipId: 'r-spare', to }));
    const blueMove = (x: GameState, to: string) => ok(x, naval('move', { shipId: 'b-spare', to }));
    s = blueMove(redMove(s, 'L13'), 'L6'); // blue's 1st turn after entering
    s = blueMove(redMove(s, 'L12'), 'L7'); // 2nd
    expect(has(s, 'bc')).toBe(true);
    s = redMove(s, 'L13');
    const third = applyAction(s, naval('move', { shipId: 'b-spare', to: 'L6' }));
    expect(third.ok && has(third.state, 'bc')).toBe(false);
    expect(third.ok && third.events.some((e) => e.type === 'module' && e.name === 'neutralExpired')).toBe(true);
  });
  it('leaving in time saves it, and the count starts afresh', () => {
    let s = staged(base, [['bc', 'blue', 'cruiser', 'B8'], ...spares], {});
    s = ok(s, naval('move', { shipId: 'b-spare', to: 'L6' }));
    s = ok(s, naval('move', { shipId: 'r-spare', to: 'L13' }));
    s = ok(s, naval('move', { shipId: 'bc', to: 'A7' }));
    expect(dataOf(s).pieces.find((p) => p.id === 'bc')!.neutral).toBeUndefined();
  });
});

describe('N-STRIKE: the carrier\'s plane', () => {
  it('N-STRIKE-1/2: once a turn, up to 4 fields, by strength 8; the carrier may still move', () => {
    const s = staged(base, [['cv', 'blue', 'carrier', 'F5'], ['rc', 'red', 'cruiser', 'F9'], ['rb', 'red', 'battleship', 'B5'], ['rf', 'red', 'cruiser', 'F11'], ...spares]);
    expect(code(s, naval('strike', { shipId: 'cv', targetId: 'rf' }))).toBe('module/refused N-STRIKE-1'); // 6 fields
    const hit = ok(s, naval('strike', { shipId: 'cv', targetId: 'rc' }));
    expect(has(hit, 'rc')).toBe(false);
    expect(dataOf(hit).planes).toMatchObject([{ owner: 'blue', node: 'F9', carrierId: 'cv' }]);
    expect(hit.toAct).toBe('blue');
    expect(code(hit, naval('strike', { shipId: 'cv', targetId: 'rb' }))).toBe('module/refused N-STRIKE-2');
    const moved = ok(hit, naval('move', { shipId: 'cv', to: 'G5' }));
    expect(moved.toAct).toBe('red');
    const lost = ok(s, naval('strike', { shipId: 'cv', targetId: 'rb' })); // battleship 9 > plane 8
    expect(has(lost, 'rb')).toBe(true);
    expect(dataOf(lost).planes).toEqual([]);
  });
  it('N-STRIKE-3: the plane holds the field through the enemy\'s turn, may be attacked there, then returns', () => {
    const s = staged(base, [['cv', 'blue', 'carrier', 'F5'], ['rc', 'red', 'cruiser', 'F9'], ['rb', 'red', 'battleship', 'G10'], ['rd', 'red', 'destroyer', 'F8'], ...spares]);
    const hit = ok(ok(s, naval('strike', { shipId: 'cv', targetId: 'rc' })), naval('endTurn'));
    expect(movesOf(hit, 'rd')).not.toContain('F9');
    const back = ok(hit, naval('move', { shipId: 'r-spare', to: 'L13' }));
    expect(dataOf(back).planes).toEqual([]);
    const shot = ok(hit, naval('attack', { shipId: 'rb', targetId: dataOf(hit).planes[0].id }));
    expect(dataOf(shot).planes).toEqual([]);
    expect(has(shot, 'rb')).toBe(true);
    const traded = ok(hit, naval('attack', { shipId: 'rd', targetId: dataOf(hit).planes[0].id })); // destroyer 6 < plane 8
    expect(has(traded, 'rd')).toBe(false);
  });
  it('N-NEUTRAL-2: no strike at a ship in neutral waters', () => {
    const s = staged(base, [['cv', 'blue', 'carrier', 'F5'], ['rc', 'red', 'cruiser', 'E8'], ...spares]);
    expect(code(s, naval('strike', { shipId: 'cv', targetId: 'rc' }))).toBe('module/refused N-STRIKE-1');
  });
});

describe('N-WIN', () => {
  it('N-WIN-1: a landing ship entering the enemy port by an open entrance wins', () => {
    const s = staged(base, [['bl', 'blue', 'landingShip', 'D14'], ['bm', 'blue', 'missileShip', 'A5'], ...spares], { batteries: [bat('red', 'H16'), bat('red', 'J16')] });
    const step = ok(s, naval('move', { shipId: 'bl', to: 'D15' }));
    const won = ok(ok(step, naval('move', { shipId: 'r-spare', to: 'L13' })), naval('move', { shipId: 'bl', to: 'D16' }));
    expect(won.phase).toBe('over');
    expect(won.result).toMatchObject({ winner: 'blue', reason: 'module', module: 'navalBattle' });
  });
  it('N-WIN-2/3: a side without its landing ship can no longer win (announced); when neither can, a draw', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['bm', 'blue', 'missileShip', 'A5'], ['rl', 'red', 'landingShip', 'G7'], ['rm', 'red', 'missileShip', 'L12'], ['bl', 'blue', 'landingShip', 'A4']], { batteries: [bat('blue', 'C3'), bat('red', 'C16')] }, false);
    const r = applyAction(s, naval('attack', { shipId: 'bc', targetId: 'rl' }));
    expect(r.ok && r.events.find((e) => e.type === 'module' && e.name === 'cannotWin')).toMatchObject({ player: 'red', data: { reason: 'noLandingShip' } });
    expect(r.ok && r.state.phase).toBe('play');
    const noHope = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rm', 'red', 'missileShip', 'G7'], ['rl', 'red', 'landingShip', 'L12'], ['bl', 'blue', 'landingShip', 'A4']], { batteries: [bat('blue', 'C3'), bat('blue', 'H3'), bat('red', 'C16')], cannotWin: { blue: true, red: false } }, false);
    const drawn = ok(noHope, naval('attack', { shipId: 'bc', targetId: 'rm' })); // red's last missile ship: no battery of blue's can go
    expect(drawn.phase).toBe('over');
    expect(drawn.result).toMatchObject({ winner: null, module: 'navalBattle' });
  });
  it('N-WIN-2: without missile ships a landing wins nothing, even by an entrance already open', () => {
    const s = staged(base, [['bl', 'blue', 'landingShip', 'D15'], ['bc', 'blue', 'cruiser', 'F6'], ['rm', 'red', 'missileShip', 'G7'], ['rl', 'red', 'landingShip', 'L12']], { batteries: [bat('red', 'H16'), bat('red', 'J16'), bat('blue', 'C3'), bat('blue', 'H3')], cannotWin: { blue: true, red: false } }, false);
    const landed = ok(s, naval('move', { shipId: 'bl', to: 'D16' }));
    expect(landed.phase).toBe('play');
    expect(dataOf(landed).landed).toBeNull();
  });
  it('N-LIMIT: the scenario\'s turn limit ends the game drawn', () => {
    const s = staged(base, [...spares]);
    const limited = { ...s, setup: { ...s.setup, modules: s.setup.modules!.map((m) => ({ ...m, options: { ...(m.options as object), turnLimit: 2 } })) } };
    const two = ok(ok(limited, naval('move', { shipId: 'b-spare', to: 'L6' })), naval('move', { shipId: 'r-spare', to: 'L13' }));
    expect(two.phase).toBe('over');
    expect(two.result?.winner).toBeNull();
  });
});

// Module N (src/engine/modules/naval/README.md): the rulings naval.test.ts leaves out — the fleet as data
// (N-FLEET), what reveals a ship (N-HIDDEN-2), mines laid in play are public (N-MINE-2), planes are not
// counted (N-STRIKE-4), and a game neither side can win is drawn (N-WIN-3). Same board as naval.test.ts:
// blue's port A1:L3 (battery sites C3 E3 H3 J3), red's A16:L18, neutral waters round the islands.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, viewFor, type GameState } from '../../../engine';
import type { NavalBattery, NavalData } from '../rules/index';
import { FLEET } from '../rules/fleet';
import { battleGame, dataOf, NAVAL_SCENARIO, naval, newGame, ok, optionsOf, staged } from './navalFixture';

let base: GameState;
beforeAll(() => { base = battleGame(1); });

const bat = (owner: 'blue' | 'red', node: string): NavalBattery => ({ id: `${owner}-battery-${node}`, owner, node });
const spares: [string, 'blue' | 'red', string, string][] = [['b-spare', 'blue', 'torpedoBoat', 'L7'], ['r-spare', 'red', 'torpedoBoat', 'L12']];
/** The pieces as `viewer` sees them. */
const seen = (s: GameState, viewer: 'blue' | 'red') => (viewFor(s, viewer).moduleState!.find((m) => m.module === 'navalBattle')!.data as NavalData).pieces;
const classSeenBy = (s: GameState, viewer: 'blue' | 'red', id: string) => seen(s, viewer).find((p) => p.id === id)?.class;
const moduleEvents = (s: GameState, a: unknown) => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.events.flatMap((e) => (e.type === 'module' ? [{ name: e.name, data: e.data as Record<string, unknown> }] : []));
};
/** The state with module N's options changed (the fleet is data: a designer's scenario). */
const withOptions = (s: GameState, change: Record<string, unknown>): GameState =>
  ({ ...s, setup: { ...s.setup, modules: s.setup.modules!.map((m) => (m.id === 'navalBattle' ? { ...m, options: { ...(m.options as object), ...change } } : m)) } });

describe('N-FLEET: the fleet is data', () => {
  it('N-FLEET: by default each side gets the table\'s 29 ships by class, 4 batteries and 6 mines', () => {
    const s = newGame();
    const table = { battleship: 2, carrier: 1, cruiser: 3, destroyer: 5, missileShip: 3, submarine: 4, torpedoBoat: 6, minesweeper: 4, landingShip: 1 };
    for (const side of ['blue', 'red'] as const) {
      const ships = dataOf(s).pieces.filter((p) => p.owner === side && p.kind === 'ship');
      expect(ships).toHaveLength(29);
      const counts: Record<string, number> = {};
      for (const p of ships) counts[p.class!] = (counts[p.class!] ?? 0) + 1;
      expect(counts).toEqual(table);
    }
    expect(dataOf(s).supply).toEqual({ blue: 6, red: 6 });
    expect(optionsOf(s).batteries).toBe(4);
    expect(Object.fromEntries(Object.entries(FLEET).map(([k, c]) => [k, [c.mp, c.strength]]))).toEqual({
      battleship: [2, 9], carrier: [2, 8], cruiser: [3, 7], destroyer: [4, 6], missileShip: [3, 5], submarine: [3, 4], torpedoBoat: [5, 3], minesweeper: [3, 2], landingShip: [2, 1],
    });
  });
  it('N-FLEET: a scenario\'s classes replace the table: counts, MP and strength come from them', () => {
    const small = { battleship: { ...FLEET.battleship, count: 1 }, cruiser: { ...FLEET.cruiser, count: 2, mp: 1, strength: 10 }, landingShip: FLEET.landingShip };
    const sc = JSON.parse(JSON.stringify(NAVAL_SCENARIO)) as { rules: { modules: { options: Record<string, unknown> }[] } };
    sc.rules.modules[0].options.classes = small;
    const fleet = dataOf(newGame(sc)).pieces.filter((p) => p.owner === 'blue' && p.kind === 'ship').map((p) => p.class).sort();
    expect(fleet).toEqual(['battleship', 'cruiser', 'cruiser', 'landingShip']);
    // in play: the cruiser moves 1 field and beats a battleship (10 > 9)
    const s = withOptions(staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rb', 'red', 'battleship', 'G7'], ...spares]), { classes: { ...FLEET, ...small } });
    expect(applyAction(s, naval('move', { shipId: 'bc', to: 'F8' })).ok).toBe(false);
    const won = ok(s, naval('attack', { shipId: 'bc', targetId: 'rb' }));
    expect(dataOf(won).pieces.map((p) => p.id)).toContain('bc');
    expect(dataOf(won).pieces.map((p) => p.id)).not.toContain('rb');
  });
  it('N-FLEET: a scenario\'s fleet gives the classes\' counts alone (the rest of each class as the table has it); a class the fleet lacks is refused by name', () => {
    const sc = JSON.parse(JSON.stringify(NAVAL_SCENARIO)) as { rules: { modules: { options: Record<string, unknown> }[] } };
    sc.rules.modules[0].options.fleet = { battleship: 0, landingShip: 3, torpedoBoat: 1 };
    const s = newGame(sc);
    const ships = dataOf(s).pieces.filter((p) => p.owner === 'red' && p.kind === 'ship');
    const counts: Record<string, number> = {};
    for (const p of ships) counts[p.class!] = (counts[p.class!] ?? 0) + 1;
    expect(counts).toEqual({ carrier: 1, cruiser: 3, destroyer: 5, missileShip: 3, submarine: 4, torpedoBoat: 1, minesweeper: 4, landingShip: 3 });
    expect(optionsOf(s).classes.landingShip).toEqual({ ...FLEET.landingShip, count: 3 });
    const wrong = JSON.parse(JSON.stringify(sc)) as typeof sc;
    wrong.rules.modules[0].options.fleet = { frigate: 2 };
    const refused = createGame(wrong, 1);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.map((e) => `${e.path}: ${e.message}`).join('; ')).toContain('fleet.frigate: "frigate" is not a class of this fleet');
  });
});

describe('N-HIDDEN-2: what reveals a ship', () => {
  it('N-HIDDEN-2: sweeping and removing a battery reveal the ship to the enemy, and it stays revealed after it moves on', () => {
    const s = staged(base, [['bs', 'blue', 'minesweeper', 'E5'], ['bm', 'blue', 'missileShip', 'G4'], ['rn', 'red', 'mine', 'D4'], ...spares], { batteries: [bat('red', 'C16')] });
    expect([classSeenBy(s, 'red', 'bs'), classSeenBy(s, 'red', 'bm')]).toEqual([null, null]);
    const swept = ok(s, naval('sweep', { shipId: 'bs', mineId: 'rn' }));
    expect(classSeenBy(swept, 'red', 'bs')).toBe('minesweeper');
    const later = ok(ok(swept, naval('move', { shipId: 'r-spare', to: 'L13' })), naval('move', { shipId: 'bs', to: 'E6' }));
    expect(classSeenBy(later, 'red', 'bs')).toBe('minesweeper');
    expect(classSeenBy(later, 'red', 'bm')).toBeNull(); // untouched: still hidden
    const near = staged(base, [['bm', 'blue', 'missileShip', 'B15'], ...spares], { batteries: [bat('red', 'C16')] });
    expect(classSeenBy(ok(near, naval('removeBattery', { shipId: 'bm', batteryId: 'red-battery-C16' })), 'red', 'bm')).toBe('missileShip');
  });
  it('N-HIDDEN-2: a ship removed without a fight — by a battery or a mine — is named in the event that removes it', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'B13'], ['bd', 'blue', 'destroyer', 'G6'], ['rn', 'red', 'mine', 'G7'], ...spares], { batteries: [bat('red', 'C16')] });
    const fired = moduleEvents(s, naval('move', { shipId: 'bc', to: 'B15' })).find((e) => e.name === 'batteryFired');
    expect(fired?.data).toMatchObject({ pieceId: 'bc', class: 'cruiser' });
    const mined = moduleEvents(s, naval('move', { shipId: 'bd', to: 'G7' })).find((e) => e.name === 'mineExploded');
    expect(mined?.data).toMatchObject({ pieceId: 'bd', class: 'destroyer' });
  });
});

describe('N-MINE-2: mines laid in play are public', () => {
  it('N-MINE-2: a mine laid during play shows to the enemy where it lies, whose it is, and is announced', () => {
    const s = staged(base, [['bs', 'blue', 'minesweeper', 'F6'], ...spares], { supply: { blue: 6, red: 6 } });
    const r = applyAction(s, naval('layMine', { shipId: 'bs', to: 'G6' }));
    if (!r.ok) throw new Error(r.error.message);
    expect(seen(r.state, 'red').filter((p) => p.kind === 'mine')).toMatchObject([{ owner: 'blue', node: 'G6', class: 'mine', revealed: true }]);
    expect(r.events.find((e) => e.type === 'module' && e.name === 'mineLaid')).toMatchObject({ player: 'blue', data: { node: 'G6' } });
  });
});

describe('N-STRIKE-4: planes are not counted', () => {
  it('N-STRIKE-4: a plane lost against a stronger ship does not stop the carrier\'s next strike', () => {
    const s = staged(base, [['cv', 'blue', 'carrier', 'F5'], ['rb', 'red', 'battleship', 'F8'], ['rb2', 'red', 'battleship', 'G8'], ['rc', 'red', 'cruiser', 'F9'], ...spares]);
    let x = ok(ok(s, naval('strike', { shipId: 'cv', targetId: 'rb' })), naval('endTurn')); // 9 > 8: the plane is lost
    expect(dataOf(x).planes).toEqual([]);
    x = ok(x, naval('move', { shipId: 'r-spare', to: 'L13' }));
    x = ok(ok(x, naval('strike', { shipId: 'cv', targetId: 'rb2' })), naval('endTurn')); // lost again
    x = ok(x, naval('move', { shipId: 'r-spare', to: 'L12' }));
    const third = ok(x, naval('strike', { shipId: 'cv', targetId: 'rc' })); // and the third sinks the cruiser
    expect(dataOf(third).pieces.map((p) => p.id)).not.toContain('rc');
    expect(dataOf(third).planes).toMatchObject([{ owner: 'blue', node: 'F9' }]);
  });
});

describe('N-WIN-3: neither side can win', () => {
  const hopeless = (cannotWin: { blue: boolean; red: boolean }) => staged(base, [
    ['bl', 'blue', 'landingShip', 'F6'], ['bm', 'blue', 'missileShip', 'A5'], ['rc', 'red', 'cruiser', 'G7'], ['rl', 'red', 'landingShip', 'L12'], ['rm', 'red', 'missileShip', 'L13'],
  ], { cannotWin }, false);
  it('N-WIN-3: when the last side with hope loses it, the game ends drawn', () => {
    const r = applyAction(hopeless({ blue: false, red: true }), naval('attack', { shipId: 'bl', targetId: 'rc' })); // 1 < 7: blue's landing ship goes
    expect(r.ok && r.events.some((e) => e.type === 'module' && e.name === 'cannotWin' && e.player === 'blue')).toBe(true);
    expect(r.ok && r.state.phase).toBe('over');
    expect(r.ok && r.state.result).toMatchObject({ winner: null, reason: 'module', module: 'navalBattle' });
  });
  it('N-WIN-3: while the other side can still win, the game goes on', () => {
    const r = applyAction(hopeless({ blue: false, red: false }), naval('attack', { shipId: 'bl', targetId: 'rc' }));
    expect(r.ok && dataOf(r.state).cannotWin).toEqual({ blue: true, red: false });
    expect(r.ok && r.state.phase).toBe('play');
  });
});

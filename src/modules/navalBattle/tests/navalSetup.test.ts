// Module N's setup and its bad input (src/engine/modules/naval/README.md N-SETUP, N-PORT-0,
// N-HIDDEN-3): the secret arrangement in the home port, refused with the params' path and the reason;
// scenarios whose ports cannot work, refused with the scenario path and the reason.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, registerModule, viewFor, type GameState } from '../../../engine';
import { arrangementFromLayout, layoutOf, randomArrangement } from '../rules/index';
import { dataOf, NAVAL_SCENARIO, naval, newGame, ok, optionsOf } from './navalFixture';


const refusal = (s: GameState, a: unknown) => { const r = applyAction(s, a); return r.ok ? 'ok' : r.error.message; };
const arrangement = (s: GameState) => randomArrangement(s, optionsOf(s), s.toAct, 5);

describe('N-SETUP: the secret arrangement in the home port', () => {
  it('the first player arranges, then the other; then the battle begins with the first player', () => {
    const s = newGame();
    expect(s.phase).toBe('setup');
    expect(s.pending).toMatchObject({ kind: 'moduleSetup', module: 'navalBattle', phase: 'arrange', player: 'blue' });
    expect(legalActions(s).map((a) => a.type === 'module' && a.action)).toEqual(['arrange', 'arrange']);
    const blue = ok(s, naval('arrange', arrangement(s)));
    expect(blue.pending).toMatchObject({ phase: 'arrange', player: 'red' });
    const both = ok(blue, naval('arrange', arrangement(blue)));
    expect(both.pending).toMatchObject({ phase: 'battle', player: 'blue' });
    const d = dataOf(both);
    expect(d.pieces.filter((p) => p.kind === 'ship' && p.owner === 'red')).toHaveLength(29);
    expect(d.batteries.map((b) => b.node).sort()).toEqual(['C16', 'C3', 'E16', 'E3', 'H16', 'H3', 'J16', 'J3']);
  });
  it('every legal arrangement is accepted; "random arrangement" with mines puts them in the port', () => {
    const s = newGame();
    for (const a of legalActions(s)) expect(applyAction(s, a).ok).toBe(true);
    const withMines = randomArrangement(s, optionsOf(s), 'blue', 9, 3);
    expect(withMines.mines).toHaveLength(3);
    const after = ok(s, naval('arrange', withMines));
    expect(dataOf(after).supply.blue).toBe(3);
  });
  it('"random arrangement" never locks its own fleet in the port with mines on every entrance: the side to move has a move', () => {
    // seed 10 (× 13) once mined both of Blue's entrances (D3, I3) and left Blue only "pass": found by a browser test
    for (let seed = 0; seed < 400; seed++) {
      let s = newGame(NAVAL_SCENARIO, 2);
      for (let k = 0; k < 2; k++) s = ok(s, naval('arrange', randomArrangement(s, optionsOf(s), s.toAct, seed * 13 + k, optionsOf(s).mines)));
      const inside = dataOf(s).pieces.filter((p) => p.owner === 'blue' && (p.node === 'D3' || p.node === 'I3'));
      expect(inside.some((p) => p.kind === 'ship'), `seed ${seed}`).toBe(true);
      expect(legalActions(s).some((a) => a.type === 'module' && a.action === 'move'), `seed ${seed}`).toBe(true);
    }
  });
  it('bad arrangements are refused with the path and the reason', () => {
    const s = newGame();
    const a = arrangement(s);
    expect(refusal(s, naval('arrange', { ...a, ships: a.ships.map((x, k) => (k === 0 ? { ...x, node: 'F8' } : x)) }))).toBe('params.ships[0].node: F8 is outside your port: the fleet sets up in its home port');
    expect(refusal(s, naval('arrange', { ...a, ships: a.ships.slice(1) }))).toMatch(/^params\.ships: 1 of your ships have no field/);
    expect(refusal(s, naval('arrange', { ...a, batteries: ['C3', 'E3', 'H3', 'A1'] }))).toBe('params.batteries[3]: A1 is not on the coast beside an entrance (N-BATTERY-1): C3, E3, H3, J3');
    expect(refusal(s, naval('arrange', { ...a, batteries: ['C3', 'E3', 'H3'] }))).toBe('params.batteries: 3 batteries placed, your fleet has 4');
    expect(refusal(s, naval('arrange', { ...a, mines: ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1'] }))).toBe('params.mines: 7 mines placed, your fleet has 6');
    expect(refusal(s, naval('arrange', { ...a, mines: [a.ships[0].node] }))).toMatch(/^params\.mines\[0\]: \w+ is already taken by ships\[0\]\.node/);
    expect(refusal(s, naval('arrange', { ...a, ships: [{ id: 'red-01', node: 'A1' }, ...a.ships.slice(1)] }))).toBe('params.ships[0].id: "red-01" is not a ship of your fleet');
    expect(refusal(s, naval('arrange', { ...a, ships: 'all' }))).toMatch(/^This action is not understood \(params\.ships\)/);
  });
  it('N-HIDDEN-3: ids are drawn, so an id never tells a class', () => {
    const classesOf = (seed: number) => dataOf(newGame(NAVAL_SCENARIO, seed)).pieces.filter((p) => p.owner === 'blue').map((p) => p.class).join();
    expect(new Set([1, 2, 3, 4].map(classesOf)).size).toBeGreaterThan(1);
    const s = newGame();
    expect(viewFor(s, 'red').moduleState!.flatMap((m) => (m.data as { pieces: { owner: string; class: string | null }[] }).pieces).filter((p) => p.owner === 'blue').every((p) => p.class === null)).toBe(true);
  });
});

describe('N-PORT-0: a scenario whose ports cannot work is refused with the path and the reason', () => {
  const withPorts = (change: (o: Record<string, any>) => void) => {
    const sc = JSON.parse(JSON.stringify(NAVAL_SCENARIO));
    change(sc.rules.modules[0].options);
    const g = createGame(sc, 1);
    return g.ok ? [] : g.errors;
  };
  it('no entrance', () => {
    expect(withPorts((o) => { o.ports.blue.entrances = []; })).toEqual([{ path: 'rules.modules[0].options.ports.blue.entrances', message: 'a port needs at least one entrance (N-PORT-1)' }]);
  });
  it('an entrance not on the port, or not straight across its coast; too few battery sites', () => {
    expect(withPorts((o) => { o.ports.red.entrances[0].inside = 'D12'; })).toContainEqual({ path: 'rules.modules[0].options.ports.red.entrances[0].inside', message: 'D12 is not a field of red\'s port' });
    expect(withPorts((o) => { o.ports.red.entrances[1].outside = 'J15'; })).toContainEqual({ path: 'rules.modules[0].options.ports.red.entrances[1].outside', message: 'J15 is not straight out of I16 (an entrance is one orthogonal step across the coast)' });
    expect(withPorts((o) => { o.ports.blue.entrances = [o.ports.blue.entrances[0]]; })).toContainEqual({ path: 'rules.modules[0].options.ports.blue.entrances', message: 'blue\'s port has 2 battery sites beside its entrances for 4 batteries' });
  });
  it('port fields off the map, on land, overlapping, too few; neutral waters in a port', () => {
    expect(withPorts((o) => { o.ports.blue.fields = ['A1:L30']; })).toContainEqual({ path: 'rules.modules[0].options.ports.blue.fields[0]', message: '"A1:L30" is off the 12 × 18 map' });
    expect(withPorts((o) => { o.ports.blue.fields = ['A1:L3', 'C9']; })[0]).toEqual({ path: 'rules.modules[0].options.ports.blue.fields', message: 'C9 is not water: a port is water fields' });
    expect(withPorts((o) => { o.ports.blue.fields = ['A1:L2', 'D3', 'I3']; })).toContainEqual({ path: 'rules.modules[0].options.ports.blue.fields', message: 'blue\'s port has 26 fields: too few for 29 ships and 4 batteries' });
    expect(withPorts((o) => { o.neutral = ['A1']; })).toContainEqual({ path: 'rules.modules[0].options.neutral', message: 'A1 cannot be neutral waters: it is in a port' });
  });
  it('a square map is needed, and bad options name their path', () => {
    const sc = JSON.parse(JSON.stringify(NAVAL_SCENARIO));
    delete sc.map.topology;
    const g = createGame(sc, 1);
    expect(!g.ok && g.errors[0]).toEqual({ path: 'rules.modules[0].id', message: '"navalBattle" is played on a square8 map, and this map is a lattice map (map.topology)' });
    const bad = JSON.parse(JSON.stringify(NAVAL_SCENARIO));
    bad.rules.modules[0].options.classes = { cruiser: { name: { en: 'c', pl: 'k' }, count: -1, mp: 3, strength: 7 } };
    const h = createGame(bad, 1);
    expect(!h.ok && h.errors[0].path).toBe('rules.modules[0].options.classes.cruiser.count');
  });
});

describe('N-SETUP "save my arrangement": a layout kept by class and place', () => {
  it('fits the next game (new ids) and the other side\'s port, mirrored; a layout for another fleet does not fit', () => {
    const s = newGame(NAVAL_SCENARIO, 1);
    const mine = randomArrangement(s, optionsOf(s), 'blue', 3, 2);
    const kept = JSON.parse(JSON.stringify(layoutOf(s, optionsOf(s), 'blue', mine)));
    const next = newGame(NAVAL_SCENARIO, 2);
    const again = arrangementFromLayout(next, optionsOf(next), 'blue', kept)!;
    const classAt = (g: GameState, a: { ships: { id: string; node: string }[] }) => a.ships.map((x) => `${x.node}:${dataOf(g).pieces.find((p) => p.id === x.id)!.class}`).sort();
    expect(classAt(next, again)).toEqual(classAt(s, mine));
    expect(again.batteries).toEqual(mine.batteries);
    expect(applyAction(next, naval('arrange', again)).ok).toBe(true);
    const red = ok(next, naval('arrange', again));
    const mirrored = arrangementFromLayout(red, optionsOf(red), 'red', kept)!;
    expect(mirrored.ships.every((x) => /^[A-L]1[678]$/.test(x.node))).toBe(true); // D3 ↔ D16, D1 ↔ D18
    expect(mirrored.batteries.sort()).toEqual(['C16', 'E16', 'H16', 'J16']);
    expect(applyAction(red, naval('arrange', mirrored)).ok).toBe(true);
    expect(arrangementFromLayout(s, optionsOf(s), 'blue', { ...kept, ships: kept.ships.slice(1) })).toBeNull();
  });
});

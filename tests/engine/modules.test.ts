// Rule-module registry and hooks (DESIGN.md "Module hooks", issue 13 item 4), proven with a module
// that lives in the tests (modules/probeModule.ts): options, topology, combat, visibility, actions
// with legal generators, setup phases, victory rules and event hooks. With no module, ENB is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, registerModule, replay, unregisterModule, viewFor, type Action, type GameState } from '../../src/engine/index';
import { play, refusedWith, tinyScenario, type TinyOptions } from './fixtures/tiny';
import { probeData, probeModule, squareModule } from './modules/probeModule';
import openSea from '../../src/scenarios/open-sea.json';

beforeAll(() => { registerModule(probeModule); registerModule(squareModule); });
afterAll(() => { unregisterModule('probe'); unregisterModule('square'); });

const duel: TinyOptions = { units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'D4', 'E', 'rdd'], ['red', 'DD', 'C4', 'E', 'rdd2']] };
const withModules = (modules: unknown, o: TinyOptions = duel) => tinyScenario({ ...o, rules: { ...o.rules, modules } });
function game(modules: unknown, o: TinyOptions = duel): GameState {
  const g = createGame(withModules(modules, o), 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
const errorsOf = (modules: unknown) => {
  const g = createGame(withModules(modules), 1);
  return g.ok ? [] : g.errors;
};

describe('rules.modules is validated: the game is not created', () => {
  it('an unknown module is refused with its path and the known ones', () => {
    // the modules players may choose (modules/players.ts) are known too
    const e = errorsOf([{ id: 'cobi' }]);
    expect(e).toHaveLength(1);
    expect(e[0].path).toBe('rules.modules[0].id');
    expect(e[0].message).toMatch(/^unknown rule module "cobi" \(known: .*\)$/);
    for (const id of ['dice', 'probe', 'square', 'navalBattle']) expect(e[0].message).toContain(id);
  });
  it('a bad option is refused with the path inside the options', () => {
    const e = errorsOf([{ id: 'probe', options: { winAtSignals: 0 } }]);
    expect(e).toHaveLength(1);
    expect(e[0].path).toBe('rules.modules[0].options.winAtSignals');
    expect(errorsOf([{ id: 'probe', options: { colour: 'red' } }])[0].path).toBe('rules.modules[0].options');
  });
  it('a malformed list, a module listed twice, two combat resolvers, the wrong topology', () => {
    expect(errorsOf({ probe: {} })[0].path).toBe('rules.modules');
    expect(errorsOf([{ id: 'probe', extra: 1 }])[0].path).toBe('rules.modules[0]');
    expect(errorsOf([{ id: 'probe' }, { id: 'probe' }])).toEqual([{ path: 'rules.modules[1].id', message: 'the rule module "probe" is listed twice' }]);
    const e = errorsOf([{ id: 'probe' }, { id: 'square' }]).map((x) => x.message);
    expect(e).toContain('"square" and "probe" both resolve combat: use one of them');
    expect(e).toContain('"square" is played on a square8 map, and this map is a lattice map (map.topology)');
  });
  it('a module id never reaches an object key: "__proto__" and "constructor" are unknown modules', () => {
    expect(errorsOf([{ id: '__proto__' }])[0].message).toContain('unknown rule module "__proto__"');
    expect(errorsOf([{ id: 'constructor' }])[0].message).toContain('unknown rule module "constructor"');
  });
});

describe('with no module, ENB plays exactly as alone', () => {
  it('an empty list makes the same game as none', () => {
    const a = createGame(openSea, 7), b = createGame({ ...openSea, rules: { modules: [] } }, 7);
    expect(a.ok && b.ok && JSON.stringify(b.state)).toBe(a.ok && JSON.stringify(a.state));
  });
});

describe('the module hooks', () => {
  it('options get their defaults and are kept in the setup', () => {
    expect(game([{ id: 'probe' }]).setup.modules).toEqual([{ id: 'probe', options: { missTargets: [], readyPhase: false, hideClasses: false, winAtSignals: 99, maxSignals: 2 } }]);
  });
  it('a setup phase comes before round 1: only its actions are legal, then play begins', () => {
    const s = game([{ id: 'probe', options: { readyPhase: true } }]);
    expect(s.pending).toEqual({ kind: 'moduleSetup', player: 'blue', module: 'probe', phase: 'ready' });
    expect(legalActions(s)).toEqual([{ type: 'module', module: 'probe', action: 'ready', params: undefined }]);
    expect(refusedWith(s, { type: 'pass' })).toBe('decision/pending');
    const after = play(s, { type: 'module', module: 'probe', action: 'ready' });
    expect(after.pending).toBeNull();
    expect(after.phase).toBe('play');
    expect(probeData(after).ready).toBe(true);
    expect(legalActions(after)).toContainEqual({ type: 'pass' });
  });
  it('the combat resolver: an attack may miss, and nothing is struck', () => {
    const s = play(game([{ id: 'probe', options: { missTargets: ['rdd'] } }]), { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } });
    const missed = applyAction(s, { type: 'attack', unitId: 'bb', targetId: 'rdd' });
    expect(missed.ok && missed.state.units.rdd).toBeDefined();
    expect(missed.ok && missed.events.map((e) => e.type)).toContain('module');
    const hit = applyAction(s, { type: 'attack', unitId: 'bb', targetId: 'rdd2' });
    expect(hit.ok && hit.state.units.rdd2).toBeUndefined();
  });
  it('visibility: a view may hide more than ENB does', () => {
    const s = game([{ id: 'probe', options: { hideClasses: true } }]);
    expect(viewFor(s, 'blue').units.rdd.class).toBe('?');
    expect(viewFor(s, 'blue').units.bb.class).toBe('BB');
    expect(viewFor(game([{ id: 'probe' }]), 'blue').units.rdd.class).toBe('DD');
  });
  it('extra actions: listed by their generator, applied, refused with a code', () => {
    const s = game([{ id: 'probe', options: { maxSignals: 1 } }]);
    const signal: Action = { type: 'module', module: 'probe', action: 'signal', params: { text: 'hello' } };
    expect(legalActions(s)).toContainEqual(signal);
    const after = play(s, signal);
    expect(probeData(after).signals).toBe(1);
    expect(legalActions(after)).not.toContainEqual(signal);
    expect(refusedWith(after, signal)).toBe('module/refused');
    expect(refusedWith(s, { ...signal, action: 'shout' })).toBe('module/unknown-action');
    expect(refusedWith(s, { ...signal, params: { text: 7 } })).toBe('action/malformed');
    expect(refusedWith(game([]), signal)).toBe('module/not-in-game');
  });
  it('a victory rule ends the game with its reason', () => {
    const s = play(game([{ id: 'probe', options: { winAtSignals: 1 } }]), { type: 'module', module: 'probe', action: 'signal', params: { text: 'win' } });
    expect(s.phase).toBe('over');
    expect(s.result).toMatchObject({ winner: 'blue', reason: 'module', module: 'probe' });
    expect(legalActions(s)).toEqual([]);
  });
  it('event hooks: after a move, after an attack, at the end of a round', () => {
    let s = play(game([{ id: 'probe' }]), { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } });
    s = play(s, { type: 'attack', unitId: 'bb', targetId: 'rdd' });
    expect(probeData(s)).toMatchObject({ moves: 1, attacks: 1, rounds: 0 });
    while (s.round === 1) s = play(s, { type: 'pass' });
    expect(probeData(s).rounds).toBe(1);
  });
});

describe('a game with a module is still plain data and replays exactly', () => {
  it('random play with every hook on: JSON round-trip, and the replay equals the game', () => {
    let seed = 99;
    const rand = (k: number) => { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed % k; };
    const scenario = withModules([{ id: 'probe', options: { readyPhase: true, missTargets: ['rdd2'], hideClasses: true } }]);
    const g = createGame(scenario, 3);
    if (!g.ok) throw new Error('no game');
    let s = g.state;
    const actions: Action[] = [];
    while (s.phase !== 'over' && actions.length < 300) {
      const legal = legalActions(s);
      expect(legal.length).toBeGreaterThan(0);
      const a = legal[rand(legal.length)];
      s = play(s, a);
      actions.push(a);
    }
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    const r = replay(scenario, 3, actions);
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(s));
  });
});

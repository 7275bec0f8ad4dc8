// Module D's fleet turn (turns "fleet", src/engine/modules/dice/README.md D-FLEET-1..6): each step
// by its ruling id, the refusals at load, and random play that accepts every listed action, replays
// exactly and shows both sides the same declarations.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, playsCards, replay, undoStepOf, viewFor, type Action, type GameEvent, type GameState } from '../../../engine/index';
import { playRandomly } from '../../../../tests/engine/fixtures/randomPlay';
import { tinyScenario, type TinyOptions, type UnitSpec } from '../../../../tests/engine/fixtures/tiny';

const FLEET = { turns: 'fleet', initiative: 'd10' };
// two corvettes face each other at C4 and D4 (each in the other's zone); the rest far apart
const CORVETTES: UnitSpec[] = [['blue', 'PG', 'C4', 'E', 'bpg'], ['red', 'PG', 'D4', 'W', 'rpg'], ['blue', 'BB', 'A1', 'E', 'bb'], ['red', 'DD', 'L7', 'W', 'rdd']];
const scenario = (units: UnitSpec[] = CORVETTES, options: unknown = FLEET, more: Partial<TinyOptions> = {}) =>
  tinyScenario({ units, rules: { modules: [{ id: 'dice', options }] }, rounds: 4, ...more });
function game(seed: number, units?: UnitSpec[]): GameState {
  const g = createGame(scenario(units), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
const mod = (action: string, params: unknown = {}): Action => ({ type: 'module', module: 'dice', action, params });
function step(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}
const named = (events: GameEvent[], name: string) => events.filter((e) => e.type === 'module' && e.module === 'dice' && e.name === name);
/** From the start: the initiative winner goes second (so `first` is the loser), both sides end their moves at once. */
function toDeclaring(seed: number, units?: UnitSpec[]): GameState {
  let s = game(seed, units);
  s = step(s, mod('chooseOrder', { go: 'second' })).state;
  s = step(s, mod('endMoves')).state;
  return step(s, mod('endMoves')).state;
}
const errorsOf = (sc: unknown) => { const g = createGame(sc, 1); return g.ok ? [] : g.errors; };

describe('module D: fleet turns', () => {
  it('D-FLEET-1: turns "fleet" needs the d10 initiative; task forces, carriers\' planes and airfields are refused at load with the path', () => {
    expect(errorsOf(scenario(CORVETTES, { turns: 'fleet' }))).toEqual([expect.objectContaining({ path: 'rules.modules[0].options.initiative' })]);
    expect(errorsOf(tinyScenario({ units: CORVETTES, rules: { combat: 'dice', turns: 'fleet' } }))).toEqual([expect.objectContaining({ path: 'rules.initiative' })]);
    expect(errorsOf(scenario([...CORVETTES, ['blue', 'CV', 'A7', 'E', 'bcv']]))).toEqual([expect.objectContaining({ path: 'units[4].class' })]);
    expect(errorsOf(scenario(CORVETTES, FLEET, { features: [{ kind: 'airfield', node: 'K7', owner: 'red' }], terrain: ['............', '............', '............', '............', '............', '............', '..........#.'] })))
      .toContainEqual(expect.objectContaining({ path: 'map.features[0]' }));
    const withRaid = { ...scenario(), reinforcements: [{ round: 2, owner: 'red', class: 'CV', edge: 'east' }] };
    expect(errorsOf(withRaid)).toEqual([expect.objectContaining({ path: 'reinforcements[0].class' })]);
    const withReserve = { ...scenario(), reserve: [{ owner: 'blue', class: 'DD' }] };
    expect(errorsOf(withReserve)).toContainEqual(expect.objectContaining({ path: 'reserve' }));
    expect(createGame(scenario(), 1).ok).toBe(true);
  });

  it('D-FLEET-1: an option the engine would ignore is refused, never ignored: a module D option without dice, a dice option beside its listed module, an unknown option, another version\'s value', () => {
    expect(errorsOf(tinyScenario({ units: CORVETTES, rules: { turns: 'fleet' } }))).toEqual([expect.objectContaining({ path: 'rules.turns' })]);
    expect(errorsOf(tinyScenario({ units: CORVETTES, rules: { turnz: 'fleet' } }))).toEqual([expect.objectContaining({ path: 'rules.turnz' })]);
    expect(errorsOf(tinyScenario({ units: CORVETTES, rules: { modules: [{ id: 'dice', options: {} }], initiative: 'd10' } }))).toEqual([expect.objectContaining({ path: 'rules.initiative' })]);
    expect(errorsOf(scenario(CORVETTES, { turns: 'seed' }))).toEqual([expect.objectContaining({ path: 'rules.modules[0].options.turns' })]);
    expect(errorsOf(scenario(CORVETTES, { fleetTurns: true }))[0].path).toMatch(/^rules\.modules\[0\]\.options/);
  });

  it('D-FLEET-2: after the initiative the side going first moves all its ships (ENB\'s move rules, no token), then the other; nothing else is legal', () => {
    let s = game(3);
    const winner = s.toAct;
    s = step(s, mod('chooseOrder', { go: 'second' })).state;
    const first = s.toAct;
    expect(first).not.toBe(winner);
    expect(s.pending).toMatchObject({ kind: 'moduleSetup', module: 'dice', phase: 'fleetMove', player: first });
    const legal = legalActions(s);
    expect(new Set(legal.map((a) => (a.type === 'module' ? a.action : a.type)))).toEqual(new Set(['fleetMove', 'endMoves']));
    const own = first === 'blue' ? 'bpg' : 'rpg';
    const moves = legal.filter((a) => a.type === 'module' && a.action === 'fleetMove' && (a.params as { unitId: string }).unitId === own);
    const tokens = s.tokens[first].pool;
    const moved = step(s, moves[moves.length - 1]).state;
    expect(moved.tokens[first].pool).toBe(tokens);
    expect(moved.toAct).toBe(first);
    expect(legalActions(moved).some((a) => a.type === 'module' && (a.params as { unitId?: string }).unitId === own)).toBe(false);
    const again = applyAction(moved, moves[0]);
    expect(!again.ok && again.error.details).toMatchObject({ rule: 'D-FLEET-2' });
    expect(applyAction(moved, { type: 'pass' }).ok).toBe(false); // tokens are off (D-FLEET-6)
    const enemy = first === 'blue' ? 'rdd' : 'bb';
    const notMine = applyAction(moved, mod('fleetMove', { unitId: enemy, to: { node: 'L7', heading: 3 } }));
    expect(!notMine.ok && notMine.error.code).toBe('unit/not-yours');
    const done = step(moved, mod('endMoves')).state;
    expect(done.pending).toMatchObject({ phase: 'fleetMove', player: first === 'blue' ? 'red' : 'blue' });
  });

  it('D-FLEET-3: each unit declares at most one attack on an enemy unit in its zone, may withdraw it, and the first declarations are public to the second', () => {
    let s = toDeclaring(3);
    const first = s.toAct;
    const [mine, theirs] = first === 'blue' ? ['bpg', 'rpg'] : ['rpg', 'bpg'];
    expect(legalActions(s)).toContainEqual(mod('declareAttack', { unitId: mine, targetId: theirs }));
    const far = applyAction(s, mod('declareAttack', { unitId: first === 'blue' ? 'bb' : 'rdd', targetId: theirs }));
    expect(!far.ok && far.error.code).toBe('attack/not-in-zone');
    s = step(s, mod('declareAttack', { unitId: mine, targetId: theirs })).state;
    const twice = applyAction(s, mod('declareAttack', { unitId: mine, targetId: theirs }));
    expect(!twice.ok && twice.error.details).toMatchObject({ rule: 'D-FLEET-3' });
    const withdrawn = step(s, mod('withdrawAttack', { unitId: mine })).state;
    expect(legalActions(withdrawn)).toContainEqual(mod('declareAttack', { unitId: mine, targetId: theirs }));
    s = step(s, mod('finishDeclaring')).state;
    expect(s.pending).toMatchObject({ phase: 'fleetDeclare', player: first === 'blue' ? 'red' : 'blue' });
    const seen = JSON.stringify(viewFor(s, s.toAct).moduleState);
    expect(seen).toContain(`"unitId":"${mine}","targetId":"${theirs}"`);
    expect(JSON.stringify(viewFor(s, first).moduleState)).toBe(seen); // both see the same: nothing hidden, nothing new
  });

  it('D-FLEET-4: all declared attacks resolve at once: a corvette sunk in the exchange still fires, and two that sink each other are both removed and both scored', () => {
    let found = 0;
    for (let seed = 1; seed <= 200 && found < 3; seed++) {
      let s = toDeclaring(seed);
      const first = s.toAct;
      const [mine, theirs] = first === 'blue' ? ['bpg', 'rpg'] : ['rpg', 'bpg'];
      s = step(s, mod('declareAttack', { unitId: mine, targetId: theirs })).state;
      s = step(s, mod('finishDeclaring')).state;
      s = step(s, mod('declareAttack', { unitId: theirs, targetId: mine })).state;
      const { state, events } = step(s, mod('finishDeclaring'));
      const attacked = events.filter((e) => e.type === 'attacked');
      expect(attacked.map((e) => e.type === 'attacked' && e.attackerId)).toEqual([mine, theirs]); // the first declarer's first
      if (named(events, 'sunk').length < 2) continue;
      found++;
      expect(state.units.bpg).toBeUndefined();
      expect(state.units.rpg).toBeUndefined();
      expect(events.filter((e) => e.type === 'destroyed').length).toBe(2);
      expect(state.score.blue).toBeGreaterThan(0);
      expect(state.score.red).toBe(state.score.blue);
      expect(state.round).toBe(2); // the round ended: the next initiative is asked
      expect(state.pending).toMatchObject({ phase: 'initiative' });
    }
    expect(found).toBeGreaterThan(0);
  });

  it('D-FLEET-5: an attack whose target was already sunk in this exchange is not rolled', () => {
    // two blue corvettes on the red one at D4: C4 facing E and E3/E4 facing W
    const units: UnitSpec[] = [['blue', 'PG', 'C4', 'E', 'bpg'], ['blue', 'PG', 'E4', 'W', 'bpg2'], ['red', 'PG', 'D4', 'W', 'rpg'], ['red', 'DD', 'L7', 'W', 'rdd']];
    let skipped = 0;
    // a search over seeds: the first blue attack sinks the red corvette, the second is not rolled
    for (let seed = 1; seed <= 300 && !skipped; seed++) {
      let s = toDeclaring(seed, units);
      const blueDeclares = (st: GameState) => {
        for (const id of ['bpg', 'bpg2']) st = step(st, mod('declareAttack', { unitId: id, targetId: 'rpg' })).state;
        return step(st, mod('finishDeclaring'));
      };
      let r = s.toAct === 'blue' ? blueDeclares(s) : step(s, mod('finishDeclaring'));
      s = r.state;
      r = s.pending ? (s.toAct === 'blue' ? blueDeclares(s) : step(s, mod('finishDeclaring'))) : r;
      const sunk = named(r.events, 'sunk');
      if (!sunk.length) continue;
      const rollsAfter = r.events.slice(r.events.indexOf(sunk[0]) + 1).filter((e) => e.type === 'module' && e.name === 'roll');
      if (!named(r.events, 'alreadySunk').length) { expect(rollsAfter.length).toBe(0); continue; }
      skipped++;
      expect(named(r.events, 'alreadySunk')[0]).toMatchObject({ data: { targetId: 'rpg' } });
      expect(r.events.filter((e) => e.type === 'destroyed').length).toBe(1);
      expect(r.state.units.rpg).toBeUndefined();
    }
    expect(skipped).toBe(1);
  });

  it('D-FLEET-6: random games finish: every listed action is accepted, no token or card is used, and a replay gives the same game', () => {
    for (const seed of [1, 2, 3]) {
      const start = game(seed);
      let k = seed * 7919;
      const { state, actions } = playRandomly(start, (legal) => legal[(k = (k * 48271) % 2147483647) % legal.length], ({ action, events }) => {
        expect(action.type).toBe('module');
        expect(events.some((e) => e.type === 'cardsDrawn' || e.type === 'tokenSpent' || e.type === 'activationStarted')).toBe(false);
      }, 3000);
      expect(state.phase).toBe('over');
      const again = replay(scenario(), seed, actions);
      expect(again.ok && again.state).toEqual(state);
    }
  });

  it('D-FLEET-6: a game in fleet turns plays no cards even with decks (the screen shows no hand or deck); in activations the decks are played', () => {
    const decks = { blue: 'default', red: 'default' } as const;
    const made = (options: unknown) => {
      const g = createGame(scenario(CORVETTES, options, { decks }), 1);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      return g.state;
    };
    expect(playsCards(made(FLEET))).toBe(false);
    expect(playsCards(viewFor(made(FLEET), 'blue'))).toBe(false);
    expect(playsCards(made({ initiative: 'd10' }))).toBe(true);
    expect(playsCards(game(1))).toBe(false); // no decks at all
  });

  it('D-FLEET-2, D-LOG: a fleet move is undone like a move; the resolution rolls are an undo barrier', () => {
    let s = game(5);
    s = step(s, mod('chooseOrder', { go: 'first' })).state;
    const move = legalActions(s).find((a) => a.type === 'module' && a.action === 'fleetMove')!;
    const moved = step(s, move);
    expect(undoStepOf(s, moved.state, moved.events).random).toBe(false);
    const d = toDeclaring(5);
    const first = d.toAct;
    const [mine, theirs] = first === 'blue' ? ['bpg', 'rpg'] : ['rpg', 'bpg'];
    let t = step(d, mod('declareAttack', { unitId: mine, targetId: theirs })).state;
    t = step(t, mod('finishDeclaring')).state;
    const last = mod('finishDeclaring');
    const resolved = step(t, last);
    expect(undoStepOf(t, resolved.state, resolved.events).random).toBe(true);
  });
});

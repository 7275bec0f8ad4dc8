// Module D — dice combat (src/engine/modules/dice/README.md): each rule by its id, the roll
// frequencies against the d10's, damage that persists and never passes the hull, and exact replay.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, replay, undoStepOf, viewFor, type GameEvent, type GameState } from '../../../engine/index';
import { damageOf } from '../rules/dice';
import { playRandomly } from '../../../../tests/engine/fixtures/randomPlay';
import { edit, play, tinyScenario, type TinyOptions } from '../../../../tests/engine/fixtures/tiny';
import { checkProperty } from '../../../../tests/fuzz/checkProperty';

const duel: TinyOptions = { units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'D4', 'E', 'rdd'], ['red', 'SS', 'J7', 'W', 'rss']], rounds: 8 };
const scenario = (options: unknown = {}) => tinyScenario({ ...duel, rules: { modules: [{ id: 'dice', options }] } });
function game(seed: number, options?: unknown): GameState {
  const g = createGame(scenario(options), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
/** The battleship stays put and fires at the destroyer. */
function salvo(s: GameState): { state: GameState; events: GameEvent[] } {
  const moved = play(s, { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } });
  const r = applyAction(moved, { type: 'attack', unitId: 'bb', targetId: 'rdd' });
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, events: r.events };
}
type Roll = { stage: 'hit' | 'defence' | 'damage'; roll: number; need: number; die: number; success: boolean };
const rollsOf = (events: GameEvent[]): Roll[] =>
  events.flatMap((e) => (e.type === 'module' && e.module === 'dice' && e.name === 'roll' ? [e.data as Roll] : []));

describe('module D: dice combat', () => {

  it('D-HIT, D-DEFENCE, D-DAMAGE: to hit on the attacker\'s number, then a defence roll, then damage; each roll logged with its die and need', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const { state, events } = salvo(game(seed));
      const rolls = rollsOf(events);
      expect(rolls[0]).toMatchObject({ stage: 'hit', need: 4, die: 10 }); // battleship: 4+
      for (const r of rolls) { expect(r.roll).toBeGreaterThanOrEqual(1); expect(r.roll).toBeLessThanOrEqual(10); expect(r.success).toBe(r.roll >= r.need); }
      if (rolls[0].roll < 4) { expect(rolls).toHaveLength(1); expect(state.units.rdd).toBeDefined(); seen.add('miss'); continue; }
      expect(rolls[1]).toMatchObject({ stage: 'defence', need: 6 }); // destroyer: 6+
      if (rolls[1].roll >= 6) { expect(rolls).toHaveLength(2); expect(damageOf(state, 'rdd')).toBe(0); seen.add('saved'); continue; }
      expect(rolls[2].stage).toBe('damage');
      const dmg = rolls[2].roll === 10 ? 2 : 1;
      // D-HULL: a destroyer (hull 2) sinks at 2 damage: a critical sinks it at once
      if (dmg === 2) { expect(state.units.rdd).toBeUndefined(); seen.add('critical'); }
      else { expect(state.units.rdd).toBeDefined(); expect(damageOf(state, 'rdd')).toBe(1); seen.add('damaged'); }
    }
    expect([...seen].sort()).toEqual(['critical', 'damaged', 'miss', 'saved']);
  });

  it('D-HULL: damage persists from round to round, shows in both views, and the second hit sinks', () => {
    let seed = 1;
    let s: GameState | null = null;
    for (; seed < 200 && !s; seed++) { const r = salvo(game(seed)); if (damageOf(r.state, 'rdd') === 1) s = r.state; }
    expect(s).not.toBeNull();
    expect(viewFor(s!, 'red').moduleState).toEqual(s!.moduleState);
    expect(viewFor(s!, 'blue').moduleState).toEqual(s!.moduleState);
    // more salvoes in later rounds: the destroyer's damage never passes its hull, and it sinks at 2
    let cur = s!;
    for (let k = 0; k < 30 && cur.units.rdd && cur.phase !== 'over'; k++) {
      while (cur.toAct !== 'blue' || cur.units.bb.activated) cur = play(cur, cur.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : { type: 'pass' });
      cur = salvo(cur).state;
      expect(damageOf(cur, 'rdd')).toBeLessThan(2);
    }
    expect(cur.units.rdd).toBeUndefined();
    expect(damageOf(cur, 'rdd')).toBe(0); // a sunk unit's damage is gone with it
  });

  it('D-TABLE: the options change a class\'s numbers; a bad profile is refused with its path', () => {
    const { events } = salvo(game(3, { classes: { BB: { hit: 2, defence: 3, hull: 4 } } }));
    expect(rollsOf(events)[0].need).toBe(2);
    const bad = createGame(scenario({ classes: { BB: { hit: 0, defence: 3, hull: 4 } } }), 1);
    expect(!bad.ok && bad.errors[0].path).toBe('rules.modules[0].options.classes.BB.hit');
  });

  it('D-AIR: a plane marker that is hit is destroyed without a defence roll; a miss leaves it', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = edit(game(seed), (x) => { x.planes = [{ id: 'rcv/plane-1', owner: 'red', carrierId: 'rcv', node: 'C4' }]; });
      const r = applyAction(play(s, { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } }), { type: 'attack', unitId: 'bb', targetId: 'rcv/plane-1' });
      if (!r.ok) throw new Error(r.error.message);
      const rolls = rollsOf(r.events);
      expect(rolls.map((x) => x.stage)).toEqual(['hit']); // no defence, no damage roll
      expect(r.state.planes.length).toBe(rolls[0].success ? 0 : 1);
      seen.add(rolls[0].success ? 'destroyed' : 'missed');
    }
    expect([...seen].sort()).toEqual(['destroyed', 'missed']);
  });

  it('D-AIR: an airfield whose damage reaches its hull is hit (R-AIR-4), stays on the map, and its damage starts again', () => {
    const terrain = ['............', '............', '............', '...#........', '............', '............', '............'];
    const sc = tinyScenario({ terrain, features: [{ kind: 'airfield', node: 'D4', owner: 'red' }], units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'SS', 'J7', 'W', 'rss']], rules: { modules: [{ id: 'dice' }] } });
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const g = createGame(sc, seed);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      const r = applyAction(play(g.state, { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } }), { type: 'attack', unitId: 'bb', targetId: 'red-airfield-1' });
      if (!r.ok) throw new Error(r.error.message);
      const damaged = rollsOf(r.events).some((x) => x.stage === 'damage');
      expect(r.events.some((e) => e.type === 'airfieldHit')).toBe(damaged); // hull 1: any damage is a hit
      expect(r.state.units['red-airfield-1']).toBeDefined();
      expect(damageOf(r.state, 'red-airfield-1')).toBe(0);
      seen.add(damaged ? 'hit' : 'not');
    }
    expect([...seen].sort()).toEqual(['hit', 'not']);
  });

  it('D-LOG: the dice come from the game\'s PRNG: a replay rolls the same, and a salvo is an undo barrier', () => {
    const s = game(11);
    const moved = play(s, { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } });
    const attack = { type: 'attack', unitId: 'bb', targetId: 'rdd' } as const;
    const r = applyAction(moved, attack);
    const again = replay(scenario(), 11, [{ type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } }, attack]);
    expect(again.ok && r.ok && JSON.stringify(again.state)).toBe(r.ok && JSON.stringify(r.state));
    expect(r.ok && undoStepOf(moved, r.state, r.events).random).toBe(true);
  });

  it('property: over seeded salvoes, hits come with the d10\'s frequency and damage never passes the hull', () => {
    let hits = 0, shots = 0;
    checkProperty(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const { state, events } = salvo(game(seed));
      const rolls = rollsOf(events);
      shots++;
      if (rolls[0].success) hits++;
      expect(damageOf(state, 'rdd')).toBeLessThan(2);
    }), { numRuns: 400 });
    // 4+ on a d10 hits 7 times in 10; 400 shots: within ±0.1 (over 4 standard deviations)
    expect(Math.abs(hits / shots - 0.7)).toBeLessThan(0.1);
  });

  it('D-INITIATIVE: before each round both roll a d10; the higher roller goes first or second', () => {
    const g = createGame(scenario({ initiative: 'd10' }), 4);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const rolls = g.events.filter((e) => e.type === 'module' && e.name === 'initiative').map((e) => (e as { data: { blue: number; red: number } }).data);
    const last = rolls[rolls.length - 1];
    expect(last.blue).not.toBe(last.red);
    const winner = last.blue > last.red ? 'blue' : 'red';
    expect(g.state.pending).toEqual({ kind: 'moduleSetup', player: winner, module: 'dice', phase: 'initiative' });
    expect(legalActions(g.state)).toEqual([{ type: 'module', module: 'dice', action: 'chooseOrder', params: { go: 'first' } }, { type: 'module', module: 'dice', action: 'chooseOrder', params: { go: 'second' } }]);
    expect(applyAction(g.state, { type: 'pass' }).ok).toBe(false); // nothing else until it is settled
    const r = applyAction(g.state, { type: 'module', module: 'dice', action: 'chooseOrder', params: { go: 'second' } });
    if (!r.ok) throw new Error(r.error.message);
    const loser = winner === 'blue' ? 'red' : 'blue';
    expect(r.state.order).toEqual([loser, winner]);
    expect(r.state.toAct).toBe(loser);
    expect(r.events.map((e) => e.type)).toContain('roundStarted');
    // the next round asks again
    let s = r.state;
    while (s.round === 1 && s.phase !== 'over') s = play(s, s.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : { type: 'pass' });
    expect(s.round).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'moduleSetup', module: 'dice', phase: 'initiative' });
  });

  it('random play with dice and initiative: every legal action accepted, no dead end, states never changed in place', () => {
    for (const seed of [1, 2, 3]) {
      let k = seed;
      const { state } = playRandomly(game(seed, { initiative: 'd10' }), (legal) => legal[(k = (k * 7 + 3) % 101) % legal.length]);
      expect(state.phase).toBe('over');
      for (const x of (state.moduleState?.[0]?.data as { damage: { damage: number }[] } | undefined)?.damage ?? []) expect(x.damage).toBeGreaterThan(0);
    }
  });
});

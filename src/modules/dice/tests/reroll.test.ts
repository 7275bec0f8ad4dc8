// Module D's re-roll rights (D-REROLL-1..4, src/modules/dice/README.md): a side with a right left
// re-rolls its own missed to-hit die — at once in ENB's activations, on its decision in a fleet turn —
// with the game's PRNG, once per right each round; the decision is a legal action bots answer.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, replay, viewFor, type Action, type GameEvent, type GameState } from '../../../engine/index';
import { rerollsLeft } from '../rules/reroll';
import { diceOptions } from '../rules/table';
import { diceBot } from '../bot';
import { botRandom } from '../../../bots/random';
import { en, pl } from '../strings';
import { moduleActionKey } from '../../../ui/game/ModuleButtons';
import { playRandomly } from '../../../../tests/engine/fixtures/randomPlay';
import { play, tinyScenario, type UnitSpec } from '../../../../tests/engine/fixtures/tiny';

type Roll = { stage: string; roll: number; need: number; success: boolean; reroll?: boolean };
const rollsOf = (events: GameEvent[]): Roll[] =>
  events.flatMap((e) => (e.type === 'module' && e.module === 'dice' && e.name === 'roll' ? [e.data as Roll] : []));
const mod = (action: string, params: unknown = {}): Action => ({ type: 'module', module: 'dice', action, params });
function step(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}
function created(sc: unknown, seed: number): GameState {
  const g = createGame(sc, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

// ENB's activations: the battleship at B4 fires at the destroyer at D4
const DUEL: UnitSpec[] = [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'D4', 'E', 'rdd'], ['red', 'SS', 'J7', 'W', 'rss']];
const duel = (rerollsPerRound = { blue: 1, red: 0 }) => tinyScenario({ units: DUEL, rounds: 8, rules: { modules: [{ id: 'dice', options: { rerollsPerRound } }] } });
function salvo(s: GameState): { state: GameState; events: GameEvent[] } {
  return step(play(s, { type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } }), { type: 'attack', unitId: 'bb', targetId: 'rdd' });
}

// a fleet turn: two corvettes face each other
const FLEET = { turns: 'fleet', initiative: 'd10', rerollsPerRound: { blue: 1, red: 1 } };
const CORVETTES: UnitSpec[] = [['blue', 'PG', 'C4', 'E', 'bpg'], ['red', 'PG', 'D4', 'W', 'rpg'], ['blue', 'BB', 'A1', 'E', 'bb'], ['red', 'DD', 'L7', 'W', 'rdd']];
const fleet = (options: unknown = FLEET) => tinyScenario({ units: CORVETTES, rounds: 4, rules: { modules: [{ id: 'dice', options }] } });
/** To the exchange: the first declarer's corvette fires at the other's, the other declares nothing. */
function exchange(seed: number): { state: GameState; events: GameEvent[]; first: 'blue' | 'red' } {
  let s = created(fleet(), seed);
  s = step(s, mod('chooseOrder', { go: 'second' })).state;
  s = step(step(s, mod('endMoves')).state, mod('endMoves')).state;
  const first = s.toAct as 'blue' | 'red';
  s = step(s, mod('declareAttack', first === 'blue' ? { unitId: 'bpg', targetId: 'rpg' } : { unitId: 'rpg', targetId: 'bpg' })).state;
  s = step(s, mod('finishDeclaring')).state;
  return { ...step(s, mod('finishDeclaring')), first };
}
const options = (s: GameState) => diceOptions.parse(s.setup.modules![0].options);

describe('module D: re-roll rights', () => {
  it('D-REROLL-1: in ENB\'s activations a side with a right left re-rolls its missed to-hit die at once (the PRNG\'s next die); without a right the miss stands', () => {
    let misses = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const plain = rollsOf(salvo(created(duel({ blue: 0, red: 0 }), seed)).events);
      const { state, events } = salvo(created(duel(), seed));
      const rolls = rollsOf(events);
      expect(rolls[0]).toEqual(plain[0]); // the same first die
      if (plain[0].success) {
        expect(rolls.some((r) => r.reroll)).toBe(false);
        expect(rerollsLeft(state, options(state), 'blue')).toBe(1);
        continue;
      }
      misses++;
      expect(plain).toHaveLength(1);
      expect(rolls[1]).toMatchObject({ stage: 'hit', need: 4, reroll: true });
      expect(rolls.filter((r) => r.reroll)).toHaveLength(1);
      expect(rerollsLeft(state, options(state), 'blue')).toBe(0);
      expect(rerollsLeft(state, options(state), 'red')).toBe(0);
    }
    expect(misses).toBeGreaterThan(3);
  });

  it('D-REROLL-2: in a fleet turn the exchange waits for the attacker: "re-roll" rolls the die again and spends the right, "keep" leaves the miss and the right; then the exchange goes on', () => {
    let asked = 0;
    for (let seed = 1; seed <= 60 && asked < 4; seed++) {
      const { state, events, first } = exchange(seed);
      const hit = rollsOf(events)[0];
      if (hit.success) { expect(state.pending).toMatchObject({ phase: 'initiative' }); continue; }
      asked++;
      expect(state.pending).toEqual({ kind: 'moduleSetup', player: first, module: 'dice', phase: 'reroll' });
      expect(state.toAct).toBe(first);
      expect(legalActions(state)).toEqual([mod('reroll', { use: true }), mod('reroll', { use: false })]);
      for (const viewer of ['blue', 'red'] as const) expect(viewFor(state, viewer).pending).toEqual(state.pending);
      const yes = step(state, mod('reroll', { use: true }));
      const again = rollsOf(yes.events);
      expect(again[0]).toMatchObject({ stage: 'hit', need: 5, reroll: true });
      expect(yes.state.round).toBe(2); // the exchange ended the round: the right comes back
      expect(rerollsLeft(yes.state, options(yes.state), first)).toBe(1);
      const no = step(state, mod('reroll', { use: false }));
      expect(rollsOf(no.events)).toEqual([]);
      expect(no.state.units.bpg && no.state.units.rpg).toBeTruthy();
      expect(no.state.round).toBe(2);
      const late = applyAction(no.state, mod('reroll', { use: true }));
      expect(!late.ok && late.error.code).toBe('decision/none');
    }
    expect(asked).toBeGreaterThan(1);
  });

  it('D-REROLL-2: a right is once a round: a second miss in the same exchange is not asked', () => {
    const units: UnitSpec[] = [['blue', 'PG', 'C4', 'E', 'bpg'], ['blue', 'PG', 'E4', 'W', 'bpg2'], ['red', 'BB', 'D4', 'W', 'rbb'], ['red', 'DD', 'L7', 'W', 'rdd']];
    let twice = 0;
    for (let seed = 1; seed <= 200 && !twice; seed++) {
      let s = created(tinyScenario({ units, rounds: 4, rules: { modules: [{ id: 'dice', options: { ...FLEET, rerollsPerRound: { blue: 1, red: 0 } } }] } }), seed);
      s = step(s, mod('chooseOrder', { go: s.toAct === 'blue' ? 'first' : 'second' })).state; // blue goes first
      s = step(step(s, mod('endMoves')).state, mod('endMoves')).state;
      s = step(step(s, mod('declareAttack', { unitId: 'bpg', targetId: 'rbb' })).state, mod('declareAttack', { unitId: 'bpg2', targetId: 'rbb' })).state;
      s = step(step(s, mod('finishDeclaring')).state, mod('finishDeclaring')).state;
      if (!(s.pending?.kind === 'moduleSetup' && s.pending.phase === 'reroll')) continue;
      const kept = step(s, mod('reroll', { use: true }));
      const hits = rollsOf(kept.events).filter((r) => r.stage === 'hit');
      if (hits.length < 2 || hits[0].success || hits[1].success) continue; // both dice missed: the second attack's miss stands
      twice++;
      expect(kept.state.pending).toMatchObject({ phase: 'initiative' });
    }
    expect(twice).toBe(1);
  });

  it('D-REROLL-3: a replay rolls the same; random play with rights answers every decision (the module\'s bot re-rolls, a random player may keep)', () => {
    for (const seed of [1, 2]) {
      let k = seed * 7919;
      let decisions = 0;
      const { state, actions } = playRandomly(created(fleet(), seed), (legal, _n, s) => {
        if (s.pending?.kind === 'moduleSetup' && s.pending.phase === 'reroll') {
          decisions++;
          expect(diceBot.choice!(s, legal, 1, botRandom(seed))).toEqual(mod('reroll', { use: true }));
        }
        const attacks = legal.filter((a) => a.type === 'module' && a.action === 'declareAttack'); // fire whenever a target is in reach
        const from = attacks.length ? attacks : legal;
        return from[(k = (k * 48271) % 2147483647) % from.length];
      }, () => {}, 3000);
      expect(state.phase).toBe('over');
      expect(decisions).toBeGreaterThan(0);
      const again = replay(fleet(), seed, actions);
      expect(again.ok && again.state).toEqual(state);
    }
  });

  it('D-REROLL-4: the rights are data: malformed rights are refused with their path; none by default', () => {
    const g = createGame(duel({ blue: -1, red: 0 }), 1);
    expect(!g.ok && g.errors[0].path).toMatch(/^rules\.modules\[0\]\.options\.rerollsPerRound/);
    expect(diceOptions.parse({}).rerollsPerRound).toEqual({ blue: 0, red: 0 });
  });

  it('D-REROLL-2 on the screen: the prompt, the hand-over reason and both answers\' buttons have words in English and Polish', () => {
    const keys = ['prompt.module.dice.reroll', 'handover.why.module.dice.reroll', moduleActionKey(mod('reroll', { use: true }) as never), moduleActionKey(mod('reroll', { use: false }) as never)];
    expect(keys.slice(2)).toEqual(['module.dice.reroll.true', 'module.dice.reroll.false']);
    for (const k of keys) {
      expect(en[k as keyof typeof en]).toBeTruthy();
      expect(pl[k as keyof typeof pl]).toBeTruthy();
      expect(pl[k as keyof typeof pl]).not.toBe(en[k as keyof typeof en]);
    }
  });
});

// Module D — dice combat (MODULES.md §D, seed 002; rules D-… in README.md). A declared attack is
// resolved with three d10 rolls instead of R-ATK-1's certain kill: to hit (the attacker's `hit` or
// more), to defend (the target's `defence` or more avoids damage), and damage (1–9: 1, 10: 2). A unit
// is destroyed when its damage reaches its `hull`; damage persists (the module's part of the state,
// public). Every roll is an event with its die, the number needed and the roll; the dice come from
// the game's PRNG, so a game replays exactly and undo never re-rolls (a roll is an undo barrier). A
// side with a re-roll right left may roll its missed to-hit die again (D-REROLL, reroll.ts).
import { z } from 'zod';
import { randomInt } from '../../../engine/author';
import type { Draft } from '../../../engine/author';
import type { Attacker, Target } from '../../../engine/author';
import { own, other, type GameState, type PlayerId, type UnitId } from '../../../engine/author';
import { refuse } from '../../../engine/author';
import { checkVictory, startRound } from '../../../engine/author';
import { moduleData, setModuleData } from '../../../engine/author';
import type { RuleModule } from '../../../engine/author';
import { diceOptions, diceProfile, type DiceOptions } from './table';
import { checkDiceTable, checkFleetTurns } from './checks';
import { answerReroll, beginFleetTurn, fleetStep, type ResolveAttack } from './fleet';
import { fleetActions, fleetMoveAction } from './fleetActions';
import { REROLL, rerollDecider, rerollsLeft, spendReroll, type HitMode, type RerollsUsed } from './reroll';
import { profileOf, targetOf } from '../../../engine/author';

export { DICE_TABLE, diceProfile, type DiceOptions, type DiceProfile } from './table';

/** What the module keeps: the damage of each damaged unit, by id, as a list (ids are data, never keys); the last round whose initiative is settled. */
export interface DiceData { damage: { unitId: UnitId; damage: number }[]; initiative?: number; rerolls?: RerollsUsed }
const dataOf = (state: Pick<GameState, 'moduleState'>): DiceData => (moduleData(state, 'dice') as DiceData | undefined) ?? { damage: [] };

export const damageOf = (state: Pick<GameState, 'moduleState'>, unitId: UnitId): number =>
  ((moduleData(state, 'dice') as DiceData | undefined)?.damage ?? []).find((x) => x.unitId === unitId)?.damage ?? 0;

/** One d10 from the game's PRNG, logged with what it needed (D-LOG). */
function d10(d: Draft): number {
  const [n, rng] = randomInt(d.s.rng, 1, 10);
  d.s.rng = rng;
  return n;
}
function roll(d: Draft, stage: 'hit' | 'defence' | 'damage', need: number, unitId: string): number {
  const n = d10(d);
  d.events.push({ type: 'module', module: 'dice', name: 'roll', data: { stage, die: 10, roll: n, need, unitId, success: n >= need } });
  return n;
}

/** The to-hit die re-rolled with a re-roll right (D-REROLL): logged as a roll with `reroll: true`. */
function reroll(d: Draft, need: number, attacker: Attacker): number {
  spendReroll(d, attacker.owner);
  const n = d10(d);
  d.events.push({ type: 'module', module: 'dice', name: 'roll', player: attacker.owner, data: { stage: 'hit', die: 10, roll: n, need, unitId: attacker.id, success: n >= need, reroll: true } });
  return n;
}

/** The combat resolver: true when the target is destroyed (D-HIT, D-DEFENCE, D-DAMAGE, D-HULL); "reroll" when the attacker is asked first (D-REROLL). */
export function resolveDice(d: Draft, attacker: Attacker, target: Target, options: DiceOptions, mode: HitMode = 'auto'): boolean | typeof REROLL {
  const hitter = attacker.unit ? diceProfile(options, attacker.unit.class) : null;
  const toHit = hitter?.hit ?? 6; // D-AIR: bombers hit on 6+
  let hit = mode === 'rerolled' ? reroll(d, toHit, attacker) : roll(d, 'hit', toHit, attacker.id);
  if (hit < toHit && mode !== 'rerolled' && toHit <= 10 && rerollsLeft(d.s, options, attacker.owner) > 0) {
    if (mode === 'ask') return REROLL;
    hit = reroll(d, toHit, attacker);
  }
  if (hit < toHit) return false;
  const unit = target.kind === 'ship' || target.kind === 'fixed' ? own(d.s.units, target.id) : undefined;
  if (!unit) return true; // D-AIR: a plane or a bomber hit is destroyed; a TF marker's attack is spent as in ENB
  const p = diceProfile(options, unit.class) ?? { hit: 11, defence: 11, hull: 1 };
  if (roll(d, 'defence', p.defence, unit.id) >= p.defence) return false;
  const dmg = roll(d, 'damage', 1, unit.id) === 10 ? 2 : 1; // D-DAMAGE: a 10 is a critical
  const total = damageOf(d.s, unit.id) + dmg;
  const data = dataOf(d.s);
  const rest = data.damage.filter((x) => x.unitId !== unit.id);
  const sunk = total >= p.hull;
  setModuleData(d, 'dice', { ...data, damage: sunk ? rest : [...rest, { unitId: unit.id, damage: total }] } satisfies DiceData);
  d.events.push({ type: 'module', module: 'dice', name: sunk ? 'sunk' : 'damaged', player: unit.owner, data: { unitId: unit.id, damage: Math.min(total, p.hull), hull: p.hull } });
  return sunk;
}

/** D-FLEET-4: one declared attack of a fleet turn, rolled as any dice attack (the attacker may already be sunk); a missed to-hit die with a re-roll right asks first (D-REROLL). */
const fleetResolve: ResolveAttack = (d, attackerId, targetId, options, mode) => {
  const unit = d.s.units[attackerId];
  return resolveDice(d, { id: unit.id, owner: unit.owner, attack: profileOf(d.s, unit).attack, unit }, targetOf(d.s, targetId)!, options, mode);
};

/** D-INITIATIVE: before each round both sides roll a d10 (ties again); the higher roller decides. */
function rollInitiative(d: Draft, options: DiceOptions): boolean {
  if (options.initiative !== 'd10' || dataOf(d.s).initiative === d.s.round) return false;
  let blue = 0, red = 0;
  while (blue === red) { blue = d10(d); red = d10(d); d.events.push({ type: 'module', module: 'dice', name: 'initiative', data: { round: d.s.round, blue, red } }); }
  const winner: PlayerId = blue > red ? 'blue' : 'red';
  d.s.pending = { kind: 'moduleSetup', player: winner, module: 'dice', phase: INITIATIVE };
  d.s.toAct = winner;
  return true;
}

const INITIATIVE = 'initiative';
/** The damage each side's hits have left on the enemy's units still on the map (a sunk one is in the points already). */
function damageDealt(state: GameState): Record<PlayerId, number> {
  const dealt = { blue: 0, red: 0 };
  for (const { unitId, damage } of dataOf(state).damage) {
    const u = state.units[unitId];
    if (u) dealt[other(u.owner)] += damage;
  }
  return dealt;
}

/** D-TIE (ours): at the round limit, a game ENB would call drawn (R-WIN-1) goes to the side that dealt more damage; undefined: ENB's verdict stands. */
function tieBroken(state: GameState, options: DiceOptions): { winner: PlayerId | null } | undefined {
  if (options.tieBreak !== 'damage' || checkVictory(state, true)?.winner !== null) return undefined;
  const dealt = damageDealt(state);
  return dealt.blue === dealt.red ? undefined : { winner: dealt.blue > dealt.red ? 'blue' : 'red' };
}

const orderParams = z.object({ go: z.enum(['first', 'second']) }).strict();
const rerollParams = z.object({ use: z.boolean() }).strict();

export const diceModule: RuleModule<DiceOptions> = {
  id: 'dice',
  name: { en: 'Dice combat', pl: 'Walka na kości' },
  options: diceOptions,
  check: (scenario, ruleset, options, at) => [...checkDiceTable(ruleset, options, at), ...checkFleetTurns(scenario, ruleset, options, at)],
  combat: (d, attacker, target, options) => resolveDice(d, attacker, target, options) === true,
  // D-FLEET-2/3: in the fleet turn a ship moves by the module's own move; while declaring, units are picked, not moved
  moveAction: (state, unitId, to) => (fleetStep(state) ? fleetMoveAction(state, unitId, to) : undefined),
  beforeRound: (d, options) => rollInitiative(d, options) || beginFleetTurn(d, options), // D-INITIATIVE, then D-FLEET-2
  roundLimit: (state, options) => tieBroken(state, options),
  cardsOff: (options) => options.turns === 'fleet', // D-FLEET-6
  actions: [{
    // D-INITIATIVE: the higher roller goes first or second this round
    name: 'chooseOrder',
    params: orderParams,
    legal: (s) => (s.pending?.kind === 'moduleSetup' && s.pending.module === 'dice' && s.pending.phase === INITIATIVE ? [{ go: 'first' }, { go: 'second' }] : []),
    apply(d, state, params) {
      const p = state.pending;
      if (p?.kind !== 'moduleSetup' || p.module !== 'dice' || p.phase !== INITIATIVE) return refuse('decision/none', 'There is no initiative to settle now.');
      const { go } = params as z.infer<typeof orderParams>;
      d.s.order = go === 'first' ? [p.player, other(p.player)] : [other(p.player), p.player];
      d.s.pending = null;
      setModuleData(d, 'dice', { ...dataOf(d.s), initiative: d.s.round } satisfies DiceData);
      d.events.push({ type: 'module', module: 'dice', name: 'orderChosen', player: p.player, data: { round: d.s.round, go } });
      startRound(d);
      return null;
    },
  }, {
    // D-REROLL: the attacker of a fleet turn re-rolls its missed to-hit die with a right left, or not
    name: 'reroll',
    params: rerollParams,
    legal: (s) => (rerollDecider(s) ? [{ use: true }, { use: false }] : []),
    apply(d, state, params, options) {
      const side = rerollDecider(state);
      if (!side) return refuse('decision/none', 'There is no missed die to re-roll now.');
      const { use } = params as z.infer<typeof rerollParams>;
      d.events.push({ type: 'module', module: 'dice', name: 'rerollAnswered', player: side, data: { use } });
      answerReroll(d, use, options, fleetResolve);
      return null;
    },
  }, ...fleetActions(fleetResolve)],
};

/** D-HULL as the screen shows it: each damaged unit's damage and hull (pips), from a state or a view; [] without dice combat. */
export function damageMarks(state: Pick<GameState, 'moduleState' | 'setup' | 'units'>): { unitId: UnitId; damage: number; hull: number }[] {
  const use = state.setup.modules?.find((m) => m.id === 'dice');
  if (!use) return [];
  return dataOf(state).damage.flatMap(({ unitId, damage }) => {
    const unit = own(state.units, unitId);
    const hull = unit ? diceProfile(use.options as DiceOptions, unit.class)?.hull : undefined;
    return unit && hull ? [{ unitId, damage, hull }] : [];
  });
}

// Module D — dice combat (MODULES.md §D, seed 002; rules D-… in README.md). A declared attack is
// resolved with three d10 rolls instead of R-ATK-1's certain kill: to hit (the attacker's `hit` or
// more), to defend (the target's `defence` or more avoids damage), and damage (1–9: 1, 10: 2). A unit
// is destroyed when its damage reaches its `hull`; damage persists (the module's part of the state,
// public). Every roll is an event with its die, the number needed and the roll; the dice come from
// the game's PRNG, so a game replays exactly and undo never re-rolls (a roll is an undo barrier).
import { z } from 'zod';
import { randomInt } from '../../core/random';
import type { Draft } from '../../core/draft';
import type { Attacker, Target } from '../../core/hooks';
import { own, type GameState, type UnitId } from '../../core/types';
import { moduleData, setModuleData } from '../moduleState';
import type { RuleModule } from '../module';

const d10 = z.number().int().min(1).max(11); // 11: never (no roll succeeds)
/** A class's dice profile: the roll it needs to hit, the roll that saves it from damage, the damage that sinks it. */
const profileSchema = z.object({ hit: d10, defence: d10, hull: z.number().int().min(1).max(9) }).strict();
export type DiceProfile = z.infer<typeof profileSchema>;

/** D-TABLE: the seed's table on ENB's classes (cruiser as the heavy cruiser); carrier, transport and fixed units are our rulings. */
export const DICE_TABLE: Record<string, DiceProfile> = {
  BB: { hit: 4, defence: 3, hull: 4 },
  CA: { hit: 4, defence: 4, hull: 3 },
  DD: { hit: 5, defence: 6, hull: 2 },
  SS: { hit: 6, defence: 9, hull: 1 },
  CV: { hit: 5, defence: 5, hull: 3 },
  AP: { hit: 11, defence: 7, hull: 1 },
  coastalArtillery: { hit: 5, defence: 4, hull: 2 },
  airfield: { hit: 11, defence: 5, hull: 1 },
};

export const diceOptions = z.object({
  /** Dice profiles by class id (ship classes and fixed units), over the table above. */
  classes: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), profileSchema).default({}),
}).strict();
export type DiceOptions = z.infer<typeof diceOptions>;

/** What the module keeps: the damage of each damaged unit, by id, as a list (ids are data, never keys). */
export interface DiceData { damage: { unitId: UnitId; damage: number }[] }

export const damageOf = (state: Pick<GameState, 'moduleState'>, unitId: UnitId): number =>
  ((moduleData(state, 'dice') as DiceData | undefined)?.damage ?? []).find((x) => x.unitId === unitId)?.damage ?? 0;

/** The dice profile of a class (the options' entry over the table), or null: a class without one cannot be rolled for. */
export function diceProfile(options: DiceOptions, cls: string): DiceProfile | null {
  return own(options.classes, cls) ?? own(DICE_TABLE, cls) ?? null;
}

/** One d10 from the game's PRNG, logged with what it needed (D-LOG). */
function roll(d: Draft, stage: 'hit' | 'defence' | 'damage', need: number, unitId: string): number {
  const [n, rng] = randomInt(d.s.rng, 1, 10);
  d.s.rng = rng;
  d.events.push({ type: 'module', module: 'dice', name: 'roll', data: { stage, die: 10, roll: n, need, unitId, success: n >= need } });
  return n;
}

/** The combat resolver: true when the target is destroyed (D-HIT, D-DEFENCE, D-DAMAGE, D-HULL). */
export function resolveDice(d: Draft, attacker: Attacker, target: Target, options: DiceOptions): boolean {
  const hitter = attacker.unit ? diceProfile(options, attacker.unit.class) : null;
  const need = hitter?.hit ?? 6; // D-AIR: bombers hit on 6+
  if (roll(d, 'hit', need, attacker.id) < need) return false;
  const unit = target.kind === 'ship' || target.kind === 'fixed' ? own(d.s.units, target.id) : undefined;
  if (!unit) return true; // D-AIR: a plane or a bomber hit is destroyed; a TF marker's attack is spent as in ENB
  const p = diceProfile(options, unit.class) ?? { hit: 11, defence: 11, hull: 1 };
  if (roll(d, 'defence', p.defence, unit.id) >= p.defence) return false;
  const dmg = roll(d, 'damage', 1, unit.id) === 10 ? 2 : 1; // D-DAMAGE: a 10 is a critical
  const total = damageOf(d.s, unit.id) + dmg;
  const rest = ((moduleData(d.s, 'dice') as DiceData | undefined)?.damage ?? []).filter((x) => x.unitId !== unit.id);
  const sunk = total >= p.hull;
  setModuleData(d, 'dice', { damage: sunk ? rest : [...rest, { unitId: unit.id, damage: total }] } satisfies DiceData);
  d.events.push({ type: 'module', module: 'dice', name: sunk ? 'sunk' : 'damaged', player: unit.owner, data: { unitId: unit.id, damage: Math.min(total, p.hull), hull: p.hull } });
  return sunk;
}

export const diceModule: RuleModule<DiceOptions> = {
  id: 'dice',
  name: { en: 'Dice combat', pl: 'Walka na kości' },
  options: diceOptions,
  combat: resolveDice,
};

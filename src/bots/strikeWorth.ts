// What an attack is worth to the attacker, in points: the target's points under ENB's certain kill
// (R-ATK-1), or a rule module's answer where its combat is not certain (module D's dice: the chance
// the attack sinks the target, and the damage it adds towards a later sinking). Registered from a
// module's bot part (BotModule.strikeWorth, botModule.ts); asked by tactics.ts for every strike the
// bots weigh and by the choice of a target. Kept apart from botModule.ts, which tactics.ts cannot import
// (botModule → evaluate → tactics).
import type { GameState } from '../engine/index';

/** A module's worth of `attackerId`'s attack on `targetId` (whose points under a certain kill are `points`). */
export type StrikeWorth = (state: GameState, attackerId: string, targetId: string, points: number) => number;

const byModule = new Map<string, StrikeWorth>();
export function registerStrikeWorth(moduleId: string, worth: StrikeWorth): void { byModule.set(moduleId, worth); }
export function unregisterStrikeWorth(moduleId: string): void { byModule.delete(moduleId); }

/** The worth of an attack in points: the first of the game's modules that prices strikes, else the target's points. */
export function strikeWorth(state: GameState, attackerId: string, targetId: string, points: number): number {
  const modules = state.setup.modules;
  if (modules) for (const m of modules) { const w = byModule.get(m.id); if (w) return w(state, attackerId, targetId, points); }
  return points;
}

/** Whether one of the game's modules prices strikes (its combat is not a certain kill: an attack may miss). */
export function pricesStrikes(state: GameState): boolean {
  return !!state.setup.modules?.some((m) => byModule.has(m.id));
}

// D-REROLL: a re-roll right. A side holding one (`options.rerollsPerRound`, which another module may
// raise at play: a field HQ bought) may re-roll its own missed to-hit die, once per right each round.
// In a fleet turn the attacker decides (a pending decision, phase `reroll`, answered by the module
// action `reroll { use }`); in ENB's activations an attack cannot wait for a decision, so a right
// left is used on the side's missed to-hit die at once (re-rolling a miss never makes it worse).
// What was used is the module's data, public; the die comes from the game's PRNG.
import { moduleData, setModuleData, type Draft, type GameState, type PlayerId } from '../../../engine/author';
import type { DiceOptions } from './table';

export const REROLL = 'reroll';

/**
 * How a to-hit miss meets a re-roll right: `auto` uses a right left at once (ENB's activations),
 * `ask` stops to ask the attacker (a fleet turn: the resolver answers "reroll"), `rerolled` is the
 * attacker's yes (the to-hit die is rolled again, the right spent).
 */
export type HitMode = 'auto' | 'ask' | 'rerolled';

/** The re-rolls used this round, by side (the module's data; a record of another round counts none). */
export interface RerollsUsed { round: number; blue: number; red: number }
interface WithRerolls { rerolls?: RerollsUsed }
const data = (state: Pick<GameState, 'moduleState'>): Record<string, unknown> & WithRerolls =>
  (moduleData(state, 'dice') as (Record<string, unknown> & WithRerolls) | undefined) ?? { damage: [] };

/** The re-rolls `side` has left this round. */
export function rerollsLeft(state: Pick<GameState, 'moduleState' | 'round'>, options: DiceOptions, side: PlayerId): number {
  const used = data(state).rerolls;
  return Math.max(0, options.rerollsPerRound[side] - (used?.round === state.round ? used[side] : 0));
}

/** Spend one of `side`'s re-rolls this round. */
export function spendReroll(d: Draft, side: PlayerId): void {
  const was = data(d.s);
  const used = was.rerolls?.round === d.s.round ? was.rerolls : { round: d.s.round, blue: 0, red: 0 };
  setModuleData(d, 'dice', { ...was, rerolls: { ...used, [side]: used[side] + 1 } });
}

/** The side deciding whether to re-roll now, or null. */
export function rerollDecider(state: GameState): PlayerId | null {
  const p = state.pending;
  return p?.kind === 'moduleSetup' && p.module === 'dice' && p.phase === REROLL ? p.player : null;
}

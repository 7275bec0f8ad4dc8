// The bots' own random stream (pure-rand xoroshiro128+), apart from the game's: a bot's choices never
// shift the game's dice. `BotRandom(n)` answers an integer in [0, n), the shape sampleAction asks for.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type BotRandom = (n: number) => number;

/** A seeded stream of integers: rng(n) ∈ [0, n). */
export function botRandom(seed: number): BotRandom {
  const g = xoroshiro128plus(seed | 0);
  return (n: number) => (n <= 1 ? 0 : uniformInt(g, 0, n - 1));
}

/** A 32-bit FNV-1a hash of a string, mixed with a seed: how a decision's stream is keyed. */
export function hashWith(seed: number, text: string): number {
  let h = 0x811c9dc5 ^ seed; // kept as int32 throughout: the same low 32 bits as the unsigned form
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h | 0;
}

/** Four int32 numbers for a PRNG state in a sampled GameState (the game's own stream stays unknown to the bot). */
export const rngState = (rng: BotRandom): number[] => [0, 0, 0, 0].map(() => rng(0x7fffffff) | 0);

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(xs: readonly T[], rng: BotRandom): T[] {
  const out = [...xs];
  for (let k = out.length - 1; k > 0; k--) { const j = rng(k + 1); [out[k], out[j]] = [out[j], out[k]]; }
  return out;
}

/** True `p` of the time (to a thousandth), drawn from the decision's stream. */
export const chance = (rng: BotRandom, p: number): boolean => rng(1000) < p * 1000;

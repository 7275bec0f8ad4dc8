// §13: all randomness comes from a seeded PRNG whose state (four int32 numbers) lives in the game state.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = number[];

export const seedRng = (seed: number): RngState => [...xoroshiro128plus(seed | 0).getState()];

/** A uniform integer in [from, to], and the next PRNG state; the input state is not changed. */
export function randomInt(rng: RngState, from: number, to: number): [number, RngState] {
  const g = xoroshiro128plusFromState(rng);
  const n = uniformInt(g, from, to);
  return [n, [...g.getState()]];
}

/** A Fisher–Yates shuffle (a new array) and the next PRNG state. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const g = xoroshiro128plusFromState(rng);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [out, [...g.getState()]];
}

/** R-ORDER-1: both sides roll a d10, re-rolling ties. Returns every roll and the higher roller. */
export function rollForOrder(rng: RngState): { rolls: { blue: number; red: number }[]; winner: 'blue' | 'red'; rng: RngState } {
  const g = xoroshiro128plusFromState(rng);
  const rolls: { blue: number; red: number }[] = [];
  for (;;) {
    const roll = { blue: uniformInt(g, 1, 10), red: uniformInt(g, 1, 10) };
    rolls.push(roll);
    if (roll.blue !== roll.red) return { rolls, winner: roll.blue > roll.red ? 'blue' : 'red', rng: [...g.getState()] };
  }
}

// The games of a lab run: seats rotated and seeds mirrored — game 2k and 2k+1 play the same seed with
// the two bots' seats swapped, so neither side's luck (setup, draws) favours one bot (a bot against
// itself: a seed per game, as the swap would replay the same game) — and every
// variant and level plays the same seeds, so variants compare game by game (paired).
// A shard i of n plays the mirrored pairs k with k mod n = i − 1: every variant and level of a seed
// in one shard, the shards about equal in time, and together exactly the single run's games.
import type { PlayerId } from '../engine/index';
import type { BotLevel } from '../bots/index';
import type { RunLine, Seating } from './record';

export interface PlannedGame {
  variant: number;
  level: number;
  index: number;
  seed: number;
  seats: Seating;
  /** Which seat bot A (the first of the level's pair) holds. */
  aSeat: PlayerId;
}

export function seatsOf(index: number, [a, b]: readonly [BotLevel, BotLevel]): { aSeat: PlayerId; seats: Seating } {
  const aSeat: PlayerId = index % 2 === 0 ? 'blue' : 'red';
  return { aSeat, seats: aSeat === 'blue' ? { blue: a, red: b } : { blue: b, red: a } };
}

/**
 * Game `index`'s seed. Two different bots: the mirrored pair shares one. One bot against itself: each
 * game its own (the seats swapped would replay the very same game, as each seat's bot seed is fixed by
 * the game's seed, and count it twice in every interval).
 */
export const seedOf = (baseSeed: number, index: number, [a, b]: readonly [BotLevel, BotLevel]): number => (baseSeed + (a === b ? index : Math.floor(index / 2))) | 0;

/** Whether game `index` is shard `index`'s (1-based) of `count`. */
export const inShard = (index: number, shard: { index: number; count: number }): boolean => Math.floor(index / 2) % shard.count === shard.index - 1;

/** The run's games for its shard, in play order: by game index, then level, then variant (a paired comparison completes as it goes). */
export function planRun(run: Pick<RunLine, 'variants' | 'levels' | 'games' | 'seed' | 'shard'>): PlannedGame[] {
  const out: PlannedGame[] = [];
  for (let index = 0; index < run.games; index++) {
    if (!inShard(index, run.shard)) continue;
    run.levels.forEach((pair, level) => {
      for (let variant = 0; variant < run.variants.length; variant++) out.push({ variant, level, index, seed: seedOf(run.seed, index, pair), ...seatsOf(index, pair) });
    });
  }
  return out;
}

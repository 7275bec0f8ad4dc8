// The games of a lab run: seats rotated and seeds mirrored — game 2k and 2k+1 play the same seed
// with the two bots' seats swapped, so neither side's luck (setup, draws) favours one bot.
import type { PlayerId } from '../engine/index';
import type { BotLevel } from '../bots/index';
import type { Seating } from './playGame';

export interface PlannedGame { index: number; seed: number; seats: Seating; /** Which seat bot A (the first of --bots) holds. */ aSeat: PlayerId }

export function planGames(games: number, baseSeed: number, a: BotLevel, b: BotLevel): PlannedGame[] {
  return Array.from({ length: games }, (_, index) => {
    const seed = (baseSeed + Math.floor(index / 2)) | 0;
    const aSeat: PlayerId = index % 2 === 0 ? 'blue' : 'red';
    return { index, seed, aSeat, seats: aSeat === 'blue' ? { blue: a, red: b } : { blue: b, red: a } };
  });
}

// Who sits at each side: a person, or a machine player (src/bots) with its level and seed. A light
// module (no engine): the start screen, the store and the saves read it.
import type { PlayerId } from '../engine';
import type { BotLevel } from '../bots/types';

/** A side played by a bot: its level and its seed (a bot game replays exactly from its save). */
export interface BotSeat { level: BotLevel; seed: number }
/** The sides played by bots; a side not listed is played by a person. */
export type BotSeats = Partial<Record<PlayerId, BotSeat>>;

const SIDES: readonly PlayerId[] = ['blue', 'red'];

export const botAt = (bots: BotSeats | undefined, side: PlayerId): BotSeat | null => bots?.[side] ?? null;

/** The sides played by people. */
export const humanSides = (bots: BotSeats | undefined): PlayerId[] => SIDES.filter((p) => !bots?.[p]);

/** The one person at the screen when the other side is a bot (their view is shown at all times); else null. */
export function loneHuman(bots: BotSeats | undefined): PlayerId | null {
  const people = humanSides(bots);
  return people.length === 1 ? people[0] : null;
}

/** Both sides are bots: the watch mode of demos. */
export const botsOnly = (bots: BotSeats | undefined): boolean => humanSides(bots).length === 0;

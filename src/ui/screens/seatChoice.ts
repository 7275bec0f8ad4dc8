// The start screen's choice of who plays each side, turned into the game's seats: a bot side gets a
// fresh seed (kept in the save: the game replays and goes on exactly) and, unnamed, the bot's name.
import type { PlayerId } from '../../engine';
import type { BotSeats } from '../../store/seats';
import type { Translate } from '../../i18n';
import '../../i18n/lazyEnglish';

export const SEAT_CHOICES = ['human', 'easy', 'normal', 'hard'] as const;
export type SeatChoice = (typeof SEAT_CHOICES)[number];

export function seatsOf(choice: Record<PlayerId, SeatChoice>, names: Record<PlayerId, string>, t: Translate): { bots: BotSeats | undefined; names: Record<PlayerId, string> } {
  const bots: BotSeats = {};
  const named = { ...names };
  // two unnamed bots of one level are told apart by their side ("Blue computer (hard)"), else "Computer (hard)"
  const twins = !names.blue && !names.red && choice.blue !== 'human' && choice.blue === choice.red;
  for (const side of ['blue', 'red'] as const) {
    const c = choice[side];
    if (c === 'human') continue;
    bots[side] = { level: c, seed: Math.floor(Math.random() * 2 ** 31) };
    const level = t(`seat.level.${c}`);
    if (!named[side]) named[side] = twins ? t('seat.botNameOfSide', { side: t(`owner.${side}`), level }) : t('seat.botName', { level });
  }
  return { bots: Object.keys(bots).length ? bots : undefined, names: named };
}

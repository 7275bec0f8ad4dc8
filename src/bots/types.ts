// The bots' public types. A bot sees a GameView only — the type admits nothing else — and answers
// with one of that view's legal actions.
import type { Action, GameView } from '../engine/index';

export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
/** "random": a uniform legal action (a yardstick); "easy": the heuristic; "normal", "hard": determinized search. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * How long a bot may think: a number of search iterations and/or milliseconds (whichever runs out
 * first). An iteration budget alone makes the choice a pure function of (level, seed, view); a time
 * budget makes it depend on the machine's speed (the game still replays exactly from its log).
 */
export interface Budget { iterations?: number; ms?: number }

export interface Bot {
  readonly level: BotLevel;
  readonly seed: number;
  /** The action this bot takes in `view` (the view of the player to act). Throws only on a view with nothing to do. */
  decide(view: GameView, budget?: Budget): Action;
}

export const isBotLevel = (s: string): s is BotLevel => (BOT_LEVELS as readonly string[]).includes(s);

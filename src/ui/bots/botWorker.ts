// The bot's Web Worker: a machine player thinks here, off the page's thread, so the map stays
// responsive. It is given a view (never the game's state) and answers with an action (src/bots).
// The worker keeps nothing between calls: a bot's choice is a pure function of (level, seed, view).
import '../../modules/registry'; // the rule modules a game in the worker may play with
import { expose } from 'comlink';
import { createBot, type BotLevel, type Budget } from '../../bots/index';
import type { Action, GameView } from '../../engine/index';

const api = {
  /** `holdMs`: keep the worker busy that long first (tests of a slow bot: the page must stay responsive). */
  decide(level: BotLevel, seed: number, view: GameView, budget?: Budget, holdMs = 0): Action {
    const until = Date.now() + holdMs;
    while (Date.now() < until) {
      // busy on purpose: a bot that thinks long
    }
    return createBot(level, seed).decide(view, budget);
  },
};

export type BotWorkerApi = typeof api;
expose(api);

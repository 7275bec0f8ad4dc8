// Asking a bot for a move on the caller's side: the caller holds the game, the bot gets the view of
// the player to act. A bot that throws, or answers with an action the engine refuses, never breaks
// the game: the answer is a clear failure the caller shows (play on by hand, retry) or counts (lab).
import { applyAction, viewFor, type Action, type GameEvent, type GameState } from '../engine/index';
import type { Bot, Budget } from './types';

export interface BotFailure {
  code: 'bot/threw' | 'bot/illegal-action';
  message: string;
  /** The refused action, for bot/illegal-action. */
  action?: unknown;
}

export type BotTurn =
  | { ok: true; action: Action; state: GameState; events: GameEvent[] }
  | { ok: false; failure: BotFailure };

/** Ask `bot` (seated as the player to act) for its move, and apply it to the caller's state. */
export function playBotTurn(state: GameState, bot: Bot, budget?: Budget): BotTurn {
  let action: Action;
  try {
    action = bot.decide(viewFor(state, state.toAct), budget);
  } catch (e) {
    return { ok: false, failure: { code: 'bot/threw', message: `The ${bot.level} bot failed to choose a move for ${state.toAct}: ${e instanceof Error ? e.message : String(e)}` } };
  }
  const r = applyAction(state, action);
  if (!r.ok) return { ok: false, failure: { code: 'bot/illegal-action', message: `The ${bot.level} bot chose a move the rules refuse (${r.error.code}): ${r.error.message}`, action } };
  return { ok: true, action, state: r.state, events: r.events };
}

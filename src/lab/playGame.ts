// One bot game, headless: the scenario, the seed, a bot per side; every action kept (the save's log).
// A bot failure or an engine error ends the game there and is recorded, never thrown.
import '../modules/registry'; // the rule modules a scenario may name
import { createGame, type Action, type GameResult, type PlayerId } from '../engine/index';
import { createBot, playBotTurn, type BotLevel, type Budget } from '../bots/index';

export interface Seating { blue: BotLevel; red: BotLevel }

export interface GameRecord {
  seed: number;
  seats: Seating;
  /** Who played first in round 1. */
  first: PlayerId | null;
  result: GameResult | null;
  /** The round the game ended in, and the actions taken. */
  rounds: number;
  actions: number;
  log: Action[];
  /** A bot failure, an engine error, or a game that ran past the action cap. */
  error?: { at: number; code: string; message: string };
  ms: number;
}

/** The bots' seeds derive from the game's seed and the seat, so a game is reproduced from (scenario, seed, seats). */
export const botSeed = (gameSeed: number, seat: PlayerId): number => (Math.imul(gameSeed ^ 0x5bd1e995, seat === 'blue' ? 31 : 37) + 7) | 0;

export function playGame(scenario: unknown, seed: number, seats: Seating, opts: { budget?: Partial<Record<BotLevel, Budget>>; maxActions?: number } = {}): GameRecord {
  const t0 = performance.now();
  const made = createGame(scenario, seed);
  if (!made.ok) throw new Error(`The scenario does not load: ${made.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  const bots = { blue: createBot(seats.blue, botSeed(seed, 'blue')), red: createBot(seats.red, botSeed(seed, 'red')) };
  const maxActions = opts.maxActions ?? 5000;
  let state = made.state;
  let first: PlayerId | null = null;
  const log: Action[] = [];
  let error: GameRecord['error'];
  while (state.phase !== 'over') {
    if (log.length >= maxActions) { error = { at: log.length, code: 'lab/too-long', message: `The game ran past ${maxActions} actions.` }; break; }
    if (first === null && state.phase === 'play' && state.round === 1) first = state.order[0];
    const bot = bots[state.toAct];
    let turn;
    try {
      turn = playBotTurn(state, bot, opts.budget?.[bot.level]);
    } catch (e) {
      error = { at: log.length, code: 'engine/threw', message: e instanceof Error ? e.message : String(e) };
      break;
    }
    if (!turn.ok) { error = { at: log.length, code: turn.failure.code, message: turn.failure.message }; break; }
    log.push(turn.action);
    state = turn.state;
  }
  return { seed, seats, first: first ?? state.order[0], result: state.result, rounds: state.round, actions: log.length, log, ...(error ? { error } : {}), ms: performance.now() - t0 };
}

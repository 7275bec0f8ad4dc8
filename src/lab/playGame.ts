// One bot game, headless: the scenario, the seed, a bot per side. The game's record (record.ts) is
// built as it goes — losses with their round, cards played, the modules' scores at the end — and its
// action log is kept beside it (a save file replays it; records keep no logs).
// A bot failure or an engine error ends the game there and is recorded, never thrown.
import '../modules/registry'; // the rule modules a scenario may name
import { createGame, type Action, type GameEvent, type GameResult, type PlayerId } from '../engine/index';
import { createBot, playBotTurn, type BotLevel, type Budget } from '../bots/index';
import { moduleScores, type ModuleScore } from './labModule';
import type { GameRecord, Loss, Seating } from './record';
import type { PlannedGame } from './plan';

/** The bots' seeds derive from the game's seed and the seat, so a game is reproduced from (scenario, seed, seats). */
export const botSeed = (gameSeed: number, seat: PlayerId): number => (Math.imul(gameSeed ^ 0x5bd1e995, seat === 'blue' ? 31 : 37) + 7) | 0;

/** A bot game as played: its result, its log, and what its record keeps of it (losses, cards, the modules' scores). */
export interface BotGame {
  seed: number;
  seats: Seating;
  /** Who played first in round 1. */
  first: PlayerId;
  result: GameResult | null;
  /** The round the game ended in, and the actions taken. */
  rounds: number;
  actions: number;
  log: Action[];
  /** ENB's score at the end, and the modules' (labModule.ts). */
  score: Record<PlayerId, number>;
  scores: ModuleScore[];
  losses: Loss[];
  cards: Record<PlayerId, number>;
  /** A bot failure, an engine error, or a game that ran past the action cap. */
  error?: { at: number; code: string; message: string };
  ms: number;
}
export interface PlayOptions { budget?: Partial<Record<BotLevel, Budget>>; maxActions?: number }

function lossOf(e: GameEvent, round: number): Loss | null {
  if (e.type === 'destroyed') return { side: e.unit.owner, class: e.unit.class, round };
  if (e.type === 'planeDestroyed') return { side: e.owner, class: 'plane', round };
  if (e.type === 'bomberDestroyed') return { side: e.owner, class: 'bomber', round };
  return null;
}

export function playGame(scenario: unknown, seed: number, seats: Seating, opts: PlayOptions = {}): BotGame {
  const t0 = performance.now();
  const made = createGame(scenario, seed);
  if (!made.ok) throw new Error(`The scenario does not load: ${made.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  const bots = { blue: createBot(seats.blue, botSeed(seed, 'blue')), red: createBot(seats.red, botSeed(seed, 'red')) };
  const maxActions = opts.maxActions ?? 5000;
  let state = made.state;
  let first: PlayerId | null = null;
  const log: Action[] = [];
  const losses: Loss[] = [];
  const cards = { blue: 0, red: 0 };
  let error: BotGame['error'];
  while (state.phase !== 'over') {
    if (log.length >= maxActions) { error = { at: log.length, code: 'lab/too-long', message: `The game ran past ${maxActions} actions.` }; break; }
    // (under firstPlayer: "roll" the order is known once the higher roller has chosen: R-ORDER-1)
    if (first === null && state.phase === 'play' && state.round === 1 && state.pending?.kind !== 'chooseFirstPlayer') first = state.order[0];
    const bot = bots[state.toAct];
    let turn;
    try {
      turn = playBotTurn(state, bot, opts.budget?.[bot.level]);
    } catch (e) {
      error = { at: log.length, code: 'engine/threw', message: e instanceof Error ? e.message : String(e) };
      break;
    }
    if (!turn.ok) { error = { at: log.length, code: turn.failure.code, message: turn.failure.message }; break; }
    for (const e of turn.events) {
      const loss = lossOf(e, state.round);
      if (loss) losses.push(loss);
      else if (e.type === 'cardPlayed') cards[e.player]++;
    }
    log.push(turn.action);
    state = turn.state;
  }
  return { seed, seats, first: first ?? state.order[0], result: state.result, rounds: state.round, actions: log.length, log, losses, cards, score: { blue: state.score.blue, red: state.score.red }, scores: moduleScores(state), ...(error ? { error } : {}), ms: performance.now() - t0 };
}

/** A planned game's record (record.ts) from the game as played. */
export function recordOf(game: Pick<PlannedGame, 'variant' | 'level' | 'index'>, g: BotGame, rules: Record<string, unknown>): GameRecord {
  const r = g.result;
  return {
    kind: 'game',
    variant: game.variant,
    level: game.level,
    index: game.index,
    seed: g.seed,
    seats: g.seats,
    rules,
    first: g.first,
    winner: r?.winner ?? null,
    reason: r?.reason ?? null,
    rounds: g.rounds,
    actions: g.actions,
    score: g.score,
    moduleScores: Object.fromEntries(g.scores.map((s) => [s.name, { blue: s.blue, red: s.red }])),
    decisive: g.scores.find((s) => s.decides)?.name ?? 'ENB',
    ...(r?.objectives ? { objectives: r.objectives } : {}),
    losses: g.losses,
    cards: g.cards,
    ...(g.error ? { error: g.error } : {}),
    ms: Math.round(g.ms),
  };
}
export type { Seating } from './record';

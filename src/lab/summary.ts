// What a lab run shows: win rates per side and per bot with Wilson 95 % intervals, the first-player
// edge, draws, game lengths, the score spread and how the games ended. Pure: records in, report out.
import type { PlayerId } from '../engine/index';
import type { BotLevel } from '../bots/index';
import type { GameRecord } from './playGame';
import type { PlannedGame } from './plan';
import { differenceInterval, spread, wilson, type Interval, type Spread } from './stats';

export interface Rate extends Interval { k: number; n: number }
const rate = (k: number, n: number): Rate => ({ k, n, ...wilson(k, n) });

export interface LabReport {
  label: string;
  bots: [BotLevel, BotLevel];
  games: number;
  /** Wins per side and draws, over every game (an errored game counts in none). */
  blue: Rate;
  red: Rate;
  draws: Rate;
  /** Per bot, seats rotated: A is the first of --bots. */
  a: Rate;
  b: Rate;
  /** The first player's wins among decided games; edge = rate − ½ with its interval. */
  firstPlayer: Rate & { edge: Interval };
  rounds: Spread;
  actions: Spread;
  /** Blue's score minus red's, and its size. */
  margin: Spread;
  absMargin: Spread;
  /** How the games ended: the result's reason, "draw", or "error:<code>". */
  endings: Record<string, number>;
  errors: number;
  /** Milliseconds per game, as the workers measured. */
  msPerGame: number;
}

export function endingOf(r: GameRecord): string {
  if (r.error) return `error:${r.error.code}`;
  if (!r.result) return 'unfinished';
  return r.result.winner ? r.result.reason : `draw (${r.result.reason})`;
}

export function summarize(label: string, bots: [BotLevel, BotLevel], plan: readonly PlannedGame[], records: readonly GameRecord[]): LabReport {
  const n = records.length;
  const seatOf = new Map(plan.map((p) => [p.index, p.aSeat]));
  let blue = 0, red = 0, draws = 0, a = 0, b = 0, firstWins = 0, decided = 0, errors = 0;
  const endings: Record<string, number> = {};
  const finished: GameRecord[] = [];
  records.forEach((r, k) => {
    const ending = endingOf(r);
    endings[ending] = (endings[ending] ?? 0) + 1;
    if (r.error || !r.result) { errors++; return; }
    finished.push(r);
    const w: PlayerId | null = r.result.winner;
    if (w === null) { draws++; return; }
    decided++;
    if (w === 'blue') blue++; else red++;
    if (w === r.first) firstWins++;
    if (w === (seatOf.get(k) ?? 'blue')) a++; else b++;
  });
  const fp = rate(firstWins, decided);
  const margins = finished.map((r) => r.result!.score.blue - r.result!.score.red);
  return {
    label,
    bots,
    games: n,
    blue: rate(blue, n),
    red: rate(red, n),
    draws: rate(draws, n),
    a: rate(a, n),
    b: rate(b, n),
    firstPlayer: { ...fp, edge: { p: fp.p - 0.5, low: fp.low - 0.5, high: fp.high - 0.5 } },
    rounds: spread(finished.map((r) => r.rounds)),
    actions: spread(finished.map((r) => r.actions)),
    margin: spread(margins),
    absMargin: spread(margins.map(Math.abs)),
    endings,
    errors,
    msPerGame: n ? records.reduce((s, r) => s + r.ms, 0) / n : 0,
  };
}

export interface Comparison {
  /** Second variant minus first: blue's win rate, bot A's win rate, the first player's rate, the draw rate. */
  blue: Interval;
  a: Interval;
  firstPlayer: Interval;
  draws: Interval;
}

export function compare(x: LabReport, y: LabReport): Comparison {
  const d = (p: Rate, q: Rate) => differenceInterval(q.k, q.n, p.k, p.n);
  return { blue: d(x.blue, y.blue), a: d(x.a, y.a), firstPlayer: d(x.firstPlayer, y.firstPlayer), draws: d(x.draws, y.draws) };
}

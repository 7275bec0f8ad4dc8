// What a lab run shows, computed from its records only (record.ts), so a merge of shards' records gives
// the single run's report: per variant and level, win rates per side and per bot with Wilson 95 %
// intervals, Blue's share of decided games and its verdict, the move-order edge apart from the side
// edge, objectives met per side, ENB's and the modules' scores, losses per class and who loses first,
// game length by winner, why games were drawn, how games ended.
import type { PlayerId } from '../engine/index';
import type { BotLevel } from '../bots/index';
import type { GameRecord, RunLine } from './record';
import { differenceInterval, meanOfTwo, spread, wilson, type Interval, type Spread } from './stats';

export interface Rate extends Interval { k: number; n: number }
export const rate = (k: number, n: number): Rate => ({ k, n, ...wilson(k, n) });

/** Which side a share's interval favours: 'blue' (all above ½), 'red' (all below), 'even' (½ inside). */
export type Verdict = 'blue' | 'red' | 'even';
export const verdictOf = (i: Interval, even = 0.5): Verdict => (i.low > even ? 'blue' : i.high < even ? 'red' : 'even');

export interface MoveOrder {
  /** The side that played first in every game (the scenario fixes it), or null when it varied. */
  fixed: PlayerId | null;
  /** The first player's wins among decided games (with a fixed order: the side's rate, the two are one). */
  firstPlayer: Rate;
  /** With a varying order, each apart (stratified by who went first): the first player's edge over ½, and Blue's. */
  moveEdge?: Interval;
  sideEdge?: Interval;
}

export interface ScoreSpread { blue: Spread; red: Spread; margin: Spread }

export interface LabReport {
  label: string;
  variant: number;
  level: number;
  bots: [BotLevel, BotLevel];
  games: number;
  /** Wins per side and draws, over every game (an errored game counts in none). */
  blue: Rate;
  red: Rate;
  draws: Rate;
  /** Per bot, seats rotated: A is the first of the pair. */
  a: Rate;
  b: Rate;
  /** Blue's wins among decided games (draws apart): the fairness figure, and what it says. */
  blueShare: Rate;
  verdict: Verdict;
  moveOrder: MoveOrder;
  /** Per side, each objective of the scenario (in its order): how often it was met. */
  objectives: Record<PlayerId, { kind: string; met: Rate }[]>;
  /** ENB's score and the modules' ("VP"…), per side and the margin blue − red; `decisive` names the one that decides. */
  scores: Record<string, ScoreSpread>;
  decisive: string;
  /** Per side and class: losses per game; who lost something first (of games with a loss), and when. */
  losses: Record<PlayerId, Record<string, number>>;
  firstLoss: { blue: Rate; red: Rate; none: number; round: Spread };
  cards: Record<PlayerId, number>;
  rounds: Spread;
  actions: Spread;
  /** Game length in rounds, by who won. */
  roundsBy: { blue: Spread; red: Spread; draw: Spread };
  /** How games ended: the result's reason, "draw (reason)", or "error:<code>"; and the draws alone. */
  endings: Record<string, number>;
  drawReasons: Record<string, number>;
  errors: number;
  /** Milliseconds per game, as the workers measured (the one figure a repeated run does not repeat). */
  msPerGame: number;
}

export function endingOf(r: GameRecord): string {
  if (r.error) return `error:${r.error.code}`;
  if (!r.reason) return 'unfinished';
  return r.winner ? r.reason : `draw (${r.reason})`;
}

const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
const sorted = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])));
const SIDES: readonly PlayerId[] = ['blue', 'red'];

/** The report of one variant at one level, from its records (in plan order). */
export function summarize(run: Pick<RunLine, 'variants' | 'levels'>, variant: number, level: number, records: readonly GameRecord[]): LabReport {
  const bots = run.levels[level];
  const n = records.length;
  const done = records.filter((r) => !r.error && r.reason);
  const decided = done.filter((r) => r.winner);
  const wins = (side: PlayerId) => decided.filter((r) => r.winner === side).length;
  const aWins = decided.filter((r) => r.winner === (r.index % 2 === 0 ? 'blue' : 'red')).length;
  const blueShare = rate(wins('blue'), decided.length);
  // the move order: fixed when one side went first in every game
  const firsts = new Set(done.map((r) => r.first));
  const fixed = firsts.size === 1 ? [...firsts][0] : null;
  const moveOrder: MoveOrder = { fixed, firstPlayer: rate(decided.filter((r) => r.winner === r.first).length, decided.length) };
  if (!fixed && done.length) {
    const blueFirst = decided.filter((r) => r.first === 'blue'), redFirst = decided.filter((r) => r.first === 'red');
    const b1 = blueFirst.filter((r) => r.winner === 'blue').length, b2 = redFirst.filter((r) => r.winner === 'blue').length;
    // Blue's rate when first (b1) and when second (b2): the move order is half their difference, the side their mean
    const d = differenceInterval(b1, blueFirst.length, b2, redFirst.length);
    moveOrder.moveEdge = { p: d.p / 2, low: d.low / 2, high: d.high / 2 };
    const m = meanOfTwo(b1, blueFirst.length, b2, redFirst.length);
    moveOrder.sideEdge = { p: m.p - 0.5, low: m.low - 0.5, high: m.high - 0.5 };
  }
  const objectives = Object.fromEntries(SIDES.map((side) => {
    const lists = done.flatMap((r) => (r.objectives ? [r.objectives[side]] : []));
    const kinds = lists[0] ?? [];
    return [side, kinds.map((o, k) => ({ kind: o.kind, met: rate(lists.filter((l) => l[k]?.met).length, lists.length) }))];
  })) as LabReport['objectives'];
  const scoreNames = ['ENB', ...new Set(done.flatMap((r) => Object.keys(r.moduleScores)))];
  const scoreOf = (r: GameRecord, name: string) => (name === 'ENB' ? r.score : r.moduleScores[name] ?? { blue: 0, red: 0 });
  const scores = Object.fromEntries(scoreNames.map((name) => {
    const s = done.map((r) => scoreOf(r, name));
    return [name, { blue: spread(s.map((x) => x.blue)), red: spread(s.map((x) => x.red)), margin: spread(s.map((x) => x.blue - x.red)) }];
  }));
  const losses = Object.fromEntries(SIDES.map((side) => {
    const by: Record<string, number> = {};
    for (const r of done) for (const l of r.losses) if (l.side === side) count(by, l.class);
    return [side, Object.fromEntries(Object.entries(by).sort().map(([c, k]) => [c, done.length ? k / done.length : 0]))];
  })) as LabReport['losses'];
  const withLoss = done.filter((r) => r.losses.length);
  const endings: Record<string, number> = {}, drawReasons: Record<string, number> = {};
  for (const r of records) {
    count(endings, endingOf(r));
    if (!r.error && r.reason && !r.winner) count(drawReasons, r.reason);
  }
  const roundsOf = (rs: readonly GameRecord[]) => spread(rs.map((r) => r.rounds));
  const mean = (f: (r: GameRecord) => number) => (done.length ? done.reduce((s, r) => s + f(r), 0) / done.length : 0);
  return {
    label: run.variants[variant].label,
    variant,
    level,
    bots,
    games: n,
    blue: rate(wins('blue'), n),
    red: rate(wins('red'), n),
    draws: rate(done.length - decided.length, n),
    a: rate(aWins, n),
    b: rate(decided.length - aWins, n),
    blueShare,
    verdict: verdictOf(blueShare),
    moveOrder,
    objectives,
    scores,
    decisive: done.find((r) => r.decisive !== 'ENB')?.decisive ?? 'ENB',
    losses,
    firstLoss: {
      blue: rate(withLoss.filter((r) => r.losses[0].side === 'blue').length, withLoss.length),
      red: rate(withLoss.filter((r) => r.losses[0].side === 'red').length, withLoss.length),
      none: done.length - withLoss.length,
      round: spread(withLoss.map((r) => r.losses[0].round)),
    },
    cards: { blue: mean((r) => r.cards.blue), red: mean((r) => r.cards.red) },
    rounds: roundsOf(done),
    actions: spread(done.map((r) => r.actions)),
    roundsBy: { blue: roundsOf(decided.filter((r) => r.winner === 'blue')), red: roundsOf(decided.filter((r) => r.winner === 'red')), draw: roundsOf(done.filter((r) => !r.winner)) },
    endings: sorted(endings),
    drawReasons: sorted(drawReasons),
    errors: n - done.length,
    msPerGame: n ? records.reduce((s, r) => s + r.ms, 0) / n : 0,
  };
}

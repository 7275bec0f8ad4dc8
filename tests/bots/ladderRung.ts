// One rung of the bot ladder (issue 36 item 1), scored from the lab's game records: the upper level's
// share of the points (a win 1, a draw ½), seats rotated by the lab's plan, with the lab's Wilson 95 %
// interval. A game that ended in an error (a bot that threw or chose an illegal action, an engine
// error, the action cap) is never scored: it is counted apart, and a rung with any is not held.
// Shared by bench/ladder.ts (the full table) and tests/bots/ladder.test.ts (the fast subset).
import type { BotLevel } from '../../src/bots/index';
import { playGame, recordOf } from '../../src/lab/playGame';
import { planRun, type PlannedGame } from '../../src/lab/plan';
import type { GameRecord } from '../../src/lab/record';
import { wilson, type Interval } from '../../src/lab/stats';

export interface Rung {
  scenario: string;
  upper: BotLevel;
  lower: BotLevel;
  /** Games scored (errors left out). */
  games: number;
  wins: number;
  draws: number;
  losses: number;
  errors: GameRecord['error'][];
  /** The upper level's score share (draws ½) and its Wilson 95 % interval. */
  score: Interval;
}

/** The ladder's bar: the lower bound of the upper level's score share. */
export const LADDER_BAR = 0.6;
export const holds = (r: Rung): boolean => r.errors.length === 0 && r.score.low >= LADDER_BAR;
/** A rung's verdict: held; not held (an error, or the bar above the interval); undecided (the interval straddles the bar: more games). */
export const verdict = (r: Rung): 'holds' | 'does not hold' | 'undecided' =>
  holds(r) ? 'holds' : r.errors.length || r.score.high < LADDER_BAR ? 'does not hold' : 'undecided';

/** A rung's games as the lab plans a run of one variant: seeds mirrored, the upper level's seat rotated. */
export const rungPlan = (games: number, seed: number, upper: BotLevel, lower: BotLevel): PlannedGame[] =>
  planRun({ variants: [{ label: 'rung', rules: {}, scenario: 'rung', scenarioHash: '' }], levels: [[upper, lower]], games, seed, shard: { index: 1, count: 1 } });

export function scoreRung(scenario: string, upper: BotLevel, lower: BotLevel, plan: readonly PlannedGame[], records: readonly GameRecord[]): Rung {
  let wins = 0, draws = 0, losses = 0;
  const errors: GameRecord['error'][] = [];
  records.forEach((r, k) => {
    if (r.error) { errors.push(r.error); return; }
    const upperSeat = plan[k].aSeat;
    const w = r.winner;
    if (w === null) draws++; else if (w === upperSeat) wins++; else losses++;
  });
  const games = wins + draws + losses;
  return { scenario, upper, lower, games, wins, draws, losses, errors, score: wilson(wins + draws / 2, games) };
}

/** A rung played in this thread (the fast subset): `games` games from `seed`, seats rotated. */
export function playRung(scenario: { id: string }, upper: BotLevel, lower: BotLevel, games: number, seed: number): Rung {
  const plan = rungPlan(games, seed, upper, lower);
  return scoreRung(scenario.id, upper, lower, plan, plan.map((g) => recordOf(g, playGame(scenario, g.seed, g.seats), {})));
}

const f = (x: number) => x.toFixed(3);
/** `ladder <scenario> <upper> vs <lower>: p [low, high] (n games…) verdict`, the issue's line. */
export const rungLine = (r: Rung): string =>
  `ladder ${r.scenario} ${r.upper} vs ${r.lower}: ${f(r.score.p)} [${f(r.score.low)}, ${f(r.score.high)}] (${r.games} games; ${r.wins} wins, ${r.draws} draws, ${r.losses} losses${r.errors.length ? `, ${r.errors.length} errors` : ''}) ${verdict(r)}`;

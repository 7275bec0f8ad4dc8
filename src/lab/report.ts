// A whole run's report from its records: each variant at each level (summary.ts), the paired
// comparison of two variants on the same seeds with its sequential stop (sequential.ts), and the
// warnings a designer must read (verdicts that change with the bots' level, errors). Records in any
// order; the result depends only on the games, never on which machine or shard played them.
import type { GameRecord, RunLine } from './record';
import { confidenceSequence } from './sequential';
import { pairedDifference, type Interval } from './stats';
import { summarize, verdictOf, type LabReport, type Verdict } from './summary';

export interface PairedComparison {
  level: number;
  /** Pairs compared (game i of each variant: the same seed and seats). */
  pairs: number;
  /** Second variant minus first, each with Bonett–Price's paired 95 % interval (fixed n). */
  blue: Interval;
  a: Interval;
  draws: Interval;
  /** Blue's win rate difference with its 95 % confidence sequence (valid however early the run stopped). */
  sequence: Interval;
  verdict: Verdict;
}

export interface RunReport {
  run: Omit<RunLine, 'shard'>;
  /** Games per variant and level counted: the run's games, or fewer when the comparison stopped early. */
  games: number;
  stoppedEarly: boolean;
  /** Games played after the stop (in flight, or in shards), kept in the records but not counted. */
  beyondStop: number;
  reports: LabReport[];
  comparisons: PairedComparison[];
  warnings: string[];
}

const key = (variant: number, level: number, index: number) => `${variant}/${level}/${index}`;
const won = (r: GameRecord | undefined, side: 'blue' | 'red') => (r && !r.error && r.winner === side ? 1 : 0);

/**
 * Walks a run's games in plan order as their records arrive (any order), game index by game index; with
 * a sequential comparison it stops at the first even index count (whole mirrored pairs) at which every
 * level's confidence sequence excludes zero. `complete` says the walk reached the stop or the budget.
 */
export class RunWalk {
  private readonly byKey = new Map<string, GameRecord>();
  private readonly sequences;
  /** Game indices walked (every variant and level of each present). */
  next = 0;
  stopped = false;
  constructor(private readonly run: Pick<RunLine, 'variants' | 'levels' | 'games' | 'sequential'>) {
    this.sequences = run.levels.map(() => confidenceSequence());
  }
  get comparing(): boolean {
    return this.run.variants.length === 2;
  }
  get complete(): boolean {
    return this.stopped || this.next >= this.run.games;
  }
  get(variant: number, level: number, index: number): GameRecord | undefined {
    return this.byKey.get(key(variant, level, index));
  }
  /** Add a record; true when it is a game of this run seen for the first time. */
  add(r: GameRecord): boolean {
    const k = key(r.variant, r.level, r.index);
    if (this.byKey.has(k)) return false;
    this.byKey.set(k, r);
    while (!this.complete && this.run.levels.every((_, level) => this.run.variants.every((__, v) => this.byKey.has(key(v, level, this.next))))) {
      if (this.comparing) this.run.levels.forEach((_, level) => this.sequences[level].push(won(this.get(1, level, this.next), 'blue') - won(this.get(0, level, this.next), 'blue')));
      this.next++;
      if (this.run.sequential && this.comparing && this.next % 2 === 0 && this.sequences.every((s) => s.current.low > 0 || s.current.high < 0)) this.stopped = true;
    }
    return true;
  }
  sequence(level: number): Interval {
    return this.sequences[level].current;
  }
  get size(): number {
    return this.byKey.size;
  }
}

const levelName = ([a, b]: readonly [string, string]) => `${a} vs ${b}`;

/** The run's report from a complete walk. */
export function reportOf(run: RunLine, walk: RunWalk): RunReport {
  const games = walk.next;
  const armRecords = (variant: number, level: number) => Array.from({ length: games }, (_, i) => walk.get(variant, level, i)!);
  const reports = run.levels.flatMap((_, level) => run.variants.map((__, variant) => summarize(run, variant, level, armRecords(variant, level))));
  const comparisons: PairedComparison[] = walk.comparing
    ? run.levels.map((_, level) => {
      const x = armRecords(0, level), y = armRecords(1, level);
      const paired = (hit: (r: GameRecord) => boolean) => {
        let only1 = 0, only2 = 0;
        x.forEach((rx, i) => {
          const h1 = !rx.error && hit(rx), h2 = !y[i].error && hit(y[i]);
          if (h1 && !h2) only1++;
          if (h2 && !h1) only2++;
        });
        return pairedDifference(only1, only2, games);
      };
      const sequence = walk.sequence(level);
      return {
        level,
        pairs: games,
        blue: paired((r) => r.winner === 'blue'),
        a: paired((r) => r.winner === (r.index % 2 === 0 ? 'blue' : 'red')),
        draws: paired((r) => !!r.reason && !r.winner),
        sequence,
        verdict: verdictOf(sequence, 0),
      };
    })
    : [];
  const warnings: string[] = [];
  if (run.levels.length > 1) {
    run.variants.forEach((v, variant) => {
      const verdicts = reports.filter((r) => r.variant === variant).map((r) => `${r.verdict} at ${levelName(r.bots)}`);
      if (new Set(reports.filter((r) => r.variant === variant).map((r) => r.verdict)).size > 1) warnings.push(`${v.label}: the verdict differs between bot levels (${verdicts.join(', ')}): the balance depends on how well the sides are played`);
    });
    if (new Set(comparisons.map((c) => c.verdict)).size > 1) warnings.push(`the comparison's verdict differs between bot levels (${comparisons.map((c) => `${c.verdict} at ${levelName(run.levels[c.level])}`).join(', ')})`);
  }
  for (const r of reports) if (r.errors) warnings.push(`${r.label} (${levelName(r.bots)}): ${r.errors} game(s) ended in an error (see the outliers)`);
  const { shard: _shard, ...what } = run;
  return { run: what, games, stoppedEarly: walk.stopped && games < run.games, beyondStop: walk.size - games * run.levels.length * run.variants.length, reports, comparisons, warnings };
}

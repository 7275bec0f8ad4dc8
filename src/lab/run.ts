// Playing a run's games (plan.ts) on any pool of players — tinypool threads on the command line, Web
// Workers in the Playtest screen, the calling thread in tests — a few games in flight per player, each
// record handed on as it arrives (to the records file), the walk (report.ts) fed in plan order. A
// sequential comparison stops dispatching once it is decided; a shard plays all its games (the merge
// decides where the comparison stops). The logs of the games that may be outliers are kept for their saves.
import type { Action } from '../engine/index';
import type { BotLevel, Budget } from '../bots/index';
import { planRun, type PlannedGame } from './plan';
import type { GameRecord, RunLine } from './record';
import { RunWalk } from './report';
import { marginOf, pickOutliers, type Outlier } from './outliers';

/** What a player is asked: one game (the scenario as JSON text: cheap to pass to a thread, parsed once there). */
export interface GameTask { scenario: string; game: PlannedGame; budget: Partial<Record<BotLevel, Budget>>; rules: Record<string, unknown> }
/** What it answers: the record, and the log as JSON text (a string crosses to another thread by a copy, not a walk). */
export interface GameAnswer { record: GameRecord; log: string }

export interface RunOptions {
  /** Games in flight at once (the pool's players, each a game ahead). */
  inFlight: number;
  onRecord?(r: GameRecord): void;
  onProgress?(done: number, total: number): void;
  /** Asked between games: stop dispatching (the games in flight still finish). */
  stopped?(): boolean;
}

export interface RunResult { walk: RunWalk; records: readonly GameRecord[]; played: number; planned: number; outliers(variant: number, level: number): (Outlier & { log: Action[] })[] }

const armKey = (r: Pick<GameRecord, 'variant' | 'level'>) => `${r.variant}/${r.level}`;
const gameKey = (r: Pick<GameRecord, 'variant' | 'level' | 'index'>) => `${r.variant}/${r.level}/${r.index}`;

/** `play` answers null for a game it was stopped from playing (the run ends there). */
export async function playRun(run: RunLine, scenarios: readonly string[], play: (task: GameTask) => Promise<GameAnswer | null>, opts: RunOptions): Promise<RunResult> {
  const plan = planRun(run);
  const walk = new RunWalk(run);
  const early = run.sequential && run.shard.count === 1 && run.variants.length === 2;
  // the logs of the games that may be outliers: the longest and widest so far per arm (ties kept), and errors
  const logs = new Map<string, string>();
  const best = new Map<string, { actions: number; margin: number; keys: Set<string> }>();
  const keep = (r: GameRecord, log: string) => {
    if (r.error) return void logs.set(gameKey(r), log);
    if (!r.reason) return;
    const b = best.get(armKey(r)) ?? { actions: -1, margin: -1, keys: new Set<string>() };
    best.set(armKey(r), b);
    const m = marginOf(r);
    if (r.actions < b.actions && m < b.margin) return;
    b.actions = Math.max(b.actions, r.actions);
    b.margin = Math.max(b.margin, m);
    logs.set(gameKey(r), log);
    b.keys.add(gameKey(r));
    for (const k of b.keys) {
      const [v, l, i] = k.split('/').map(Number);
      const o = walk.get(v, l, i);
      if (o && o.actions < b.actions && marginOf(o) < b.margin) { logs.delete(k); b.keys.delete(k); }
    }
  };
  const all: GameRecord[] = [];
  let next = 0, done = 0;
  opts.onProgress?.(0, plan.length);
  const player = async () => {
    while (next < plan.length && !(early && walk.stopped) && !opts.stopped?.()) {
      const game = plan[next++];
      const answer = await play({ scenario: scenarios[game.variant], game, budget: run.budget, rules: run.variants[game.variant].rules });
      if (!answer) return;
      walk.add(answer.record);
      all.push(answer.record);
      keep(answer.record, answer.log);
      opts.onRecord?.(answer.record);
      opts.onProgress?.(++done, plan.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.inFlight) }, player));
  return {
    walk,
    records: all,
    played: done,
    planned: plan.length,
    outliers(variant, level) {
      // a whole run: the games its report counts (as a merge picks them); a shard: all of its own
      const records = all.filter((r) => r.variant === variant && r.level === level && (run.shard.count > 1 || r.index < walk.next)).sort((x, y) => x.index - y.index);
      return pickOutliers(records).flatMap((o) => {
        const log = logs.get(gameKey(o.record));
        return log ? [{ ...o, log: JSON.parse(log) as Action[] }] : [];
      });
    },
  };
}

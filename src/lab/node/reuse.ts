// Records a run already wrote, reused by balance:all instead of playing the run again (a run of hours
// resumes where it stopped; records played on other machines count). Only when they are this very run
// (its fingerprint: the scenario's text, the levels, games, seed, budget and rules version), complete,
// and the bots still play as they did: the run's first two games (one per seating) are played again and
// must give the records written, timing apart. A changed bot or engine plays the run again.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { difference, mergeRecords } from '../merge';
import { planRun } from '../plan';
import { answerTask } from '../task';
import { reportOf, type RunReport } from '../report';
import type { GameRecord, RunLine } from '../record';

/** A records file's text; a `.gz` file (records kept in the repository are gzipped) is unpacked. */
export const readRecordsText = (file: string): string => (file.endsWith('.gz') ? gunzipSync(readFileSync(file)).toString('utf8') : readFileSync(file, 'utf8'));

const untimed = (r: GameRecord): string => JSON.stringify({ ...r, ms: 0 });

export function reusedReport(plan: { run: RunLine; texts: string[] }, file: string): { report: RunReport; games: number; checked: string } | { why: string } {
  let merged: ReturnType<typeof mergeRecords>;
  try {
    merged = mergeRecords([{ name: file, text: readRecordsText(file) }]);
  } catch (e) {
    return { why: e instanceof Error ? e.message : String(e) };
  }
  const { run, walk } = merged;
  if (run.run !== plan.run.run) return { why: difference(plan.run, run) };
  // played again as a worker plays them (task.ts), from the run's own plan
  const firsts = planRun(run).filter((g) => g.variant === 0 && g.level === 0 && g.index < 2);
  for (const game of firsts) {
    const was = walk.get(0, 0, game.index)!;
    const now = answerTask({ scenario: plan.texts[game.variant], game, budget: run.budget, rules: run.variants[game.variant].rules }).record;
    if (untimed(now) !== untimed(was)) return { why: `game ${was.index} (seed ${was.seed}) now plays otherwise than recorded: the bots or the engine changed since` };
  }
  const report = reportOf(run, walk);
  return { report, games: report.reports[0].games, checked: `games ${firsts.map((r) => r.index).join(' and ')} played again as recorded` };
}

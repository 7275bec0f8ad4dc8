// Records a run already wrote, reused by balance:all instead of playing the run again (a run of hours
// resumes where it stopped; records played on other machines count). Only when they are this very run
// (its fingerprint: the scenario's text, the levels, games, seed, budget and rules version), complete,
// and the bots still play as they did: the run's first two games (one per seating) are played again and
// must give the records written, timing apart. A changed bot or engine plays the run again.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { difference, mergeRecords } from '../merge';
import { playGame, recordOf } from '../playGame';
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
  const firsts = [0, 1].filter((i) => i < run.games).map((i) => walk.get(0, 0, i)!);
  for (const was of firsts) {
    const g = playGame(JSON.parse(plan.texts[was.variant]), was.seed, was.seats, { budget: run.budget });
    const now = recordOf(was, g, run.variants[was.variant].rules);
    if (untimed(now) !== untimed(was)) return { why: `game ${was.index} (seed ${was.seed}) now plays otherwise than recorded: the bots or the engine changed since` };
  }
  const report = reportOf(run, walk);
  return { report, games: report.reports[0].games, checked: `games ${firsts.map((r) => r.index).join(' and ')} played again as recorded` };
}

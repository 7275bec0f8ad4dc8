// The command line's pool of players: tinypool worker threads, one game per task.
import { Tinypool } from 'tinypool';
import { workerBundle } from './workerBundle';
import { RULES_VERSION } from '../../engine/index';
import type { BotLevel } from '../../bots/index';
import { playRun, type GameAnswer, type GameTask } from '../run';
import { runLine } from '../record';
import { makeVariant } from '../variant';
import { reportOf } from '../report';
import type { LabReport } from '../summary';

export interface LabPool { run(task: GameTask): Promise<GameAnswer>; close(): Promise<void>; workers: number }

export function labPool(workers: number): LabPool {
  const bundle = workerBundle();
  const pool = new Tinypool({ filename: bundle.url, minThreads: workers, maxThreads: workers, isolateWorkers: false });
  return { run: (task) => pool.run(task) as Promise<GameAnswer>, close: () => pool.destroy().finally(bundle.remove), workers };
}

/** One variant, one pair of bots, through the lab's own path (plan, records, report): a benchmark's match. */
export async function playMatch(pool: LabPool, scenario: Record<string, unknown>, bots: [BotLevel, BotLevel], games: number, seed: number, onProgress?: (done: number, total: number) => void): Promise<LabReport> {
  const made = makeVariant(scenario, {});
  if (!made.ok) throw new Error(`The scenario does not load: ${made.errors.join('; ')}`);
  const run = runLine({ rulesVersion: RULES_VERSION, variants: [made.variant], levels: [bots], games, seed, budget: {}, sequential: false, shard: { index: 1, count: 1 } });
  const played = await playRun(run, [made.text], pool.run, { inFlight: pool.workers * 2, ...(onProgress ? { onProgress } : {}) });
  return reportOf(run, played.walk).reports[0];
}

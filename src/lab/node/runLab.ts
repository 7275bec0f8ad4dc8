// A lab run over worker threads (tinypool): the planned games of one variant, in parallel, records
// back in plan order.
import { Tinypool } from 'tinypool';
import type { BotLevel, Budget } from '../../bots/index';
import type { GameRecord } from '../playGame';
import type { PlannedGame } from '../plan';
import type { GameTask } from './worker';

export interface LabPool { run(task: GameTask): Promise<GameRecord>; close(): Promise<void> }

export function labPool(workers: number): LabPool {
  const pool = new Tinypool({ filename: new URL('./workerEntry.mjs', import.meta.url).href, minThreads: workers, maxThreads: workers, isolateWorkers: false });
  return { run: (task) => pool.run(task) as Promise<GameRecord>, close: () => pool.destroy() };
}

export async function runGames(pool: LabPool, scenario: unknown, plan: readonly PlannedGame[], budget: Partial<Record<BotLevel, Budget>>, onDone: (done: number) => void): Promise<GameRecord[]> {
  let done = 0;
  onDone(0);
  return Promise.all(plan.map(async (g) => {
    const r = await pool.run({ scenario, seed: g.seed, seats: g.seats, budget });
    onDone(++done);
    return r;
  }));
}

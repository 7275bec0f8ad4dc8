// A Playtest run: the lab's planned games (seats rotated, seeds mirrored: src/lab/plan.ts) shared out
// to Web Workers, a game at a time each; records come back in plan order. Stopping ends the workers.
import { wrap } from 'comlink';
import type { GameRecord } from '../../lab/playGame';
import type { PlannedGame } from '../../lab/plan';
import type { LabWorkerApi } from './labWorker';

export interface PlaytestRun {
  /** The games played, in plan order, with their plan (re-indexed: games not played when stopped are left out). */
  finished: Promise<{ plan: PlannedGame[]; records: GameRecord[] }>;
  stop(): void;
}

/** How many workers: the cores less one for the page, one at least, two at most (as the CLI). */
export const playtestWorkers = (): number => Math.max(1, Math.min(2, (navigator.hardwareConcurrency || 2) - 1));

export function runPlaytest(scenario: unknown, plan: readonly PlannedGame[], onProgress: (done: number) => void, workers = playtestWorkers()): PlaytestRun {
  const records: (GameRecord | undefined)[] = new Array(plan.length);
  const threads = Array.from({ length: Math.min(workers, plan.length) }, () => new Worker(new URL('./labWorker.ts', import.meta.url), { type: 'module', name: 'enb-playtest' }));
  let next = 0;
  let done = 0;
  let stopped = false;
  let release: () => void = () => undefined;
  const halted = new Promise<void>((resolve) => (release = resolve));
  const work = async (thread: Worker) => {
    const api = wrap<LabWorkerApi>(thread);
    while (!stopped && next < plan.length) {
      const g = plan[next++];
      const r = await Promise.race([api.play(scenario, g.seed, g.seats, {}), halted]);
      if (!r) return;
      records[g.index] = r;
      onProgress(++done);
    }
  };
  const end = () => {
    for (const t of threads) t.terminate();
  };
  const finished = Promise.all(threads.map(work)).then(
    () => {
      end();
      const played = plan.filter((g) => records[g.index]);
      return { plan: played.map((g, k) => ({ ...g, index: k })), records: played.map((g) => records[g.index]!) };
    },
    (e: unknown) => {
      end();
      throw e;
    },
  );
  return {
    finished,
    stop() {
      stopped = true;
      end();
      release();
    },
  };
}

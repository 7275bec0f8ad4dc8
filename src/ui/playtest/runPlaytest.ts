// A Playtest run: the lab's run (src/lab/run.ts: plan, records, the walk of the report) played by Web
// Workers, a game at a time each. Stopping ends the workers; the games played so far stay (the report
// counts those in plan order without a gap).
import { wrap, type Remote } from 'comlink';
import { playRun, type GameAnswer, type GameTask, type RunResult } from '../../lab/run';
import type { RunLine } from '../../lab/record';
import type { LabWorkerApi } from './labWorker';

export interface PlaytestRun {
  finished: Promise<RunResult>;
  stop(): void;
}

/** How many workers: the cores less one for the page, one at least, two at most (as the CLI). */
export const playtestWorkers = (): number => Math.max(1, Math.min(2, (navigator.hardwareConcurrency || 2) - 1));

export function runPlaytest(run: RunLine, scenarios: readonly string[], onProgress: (done: number, total: number) => void, workers = playtestWorkers()): PlaytestRun {
  const threads = Array.from({ length: workers }, () => new Worker(new URL('./labWorker.ts', import.meta.url), { type: 'module', name: 'enb-playtest' }));
  const idle: Remote<LabWorkerApi>[] = threads.map((t) => wrap<LabWorkerApi>(t));
  let stopped = false;
  let release: (v: null) => void = () => undefined;
  const halted = new Promise<null>((resolve) => (release = resolve));
  const play = async (task: GameTask): Promise<GameAnswer | null> => {
    const api = idle.pop()!; // as many games in flight as workers: one is always free
    try {
      return await Promise.race([api.play(task), halted]);
    } finally {
      idle.push(api);
    }
  };
  const end = () => {
    for (const t of threads) t.terminate();
  };
  const finished = playRun(run, scenarios, play, { inFlight: workers, onProgress, stopped: () => stopped }).finally(end);
  return {
    finished,
    stop() {
      stopped = true;
      end();
      release(null);
    },
  };
}

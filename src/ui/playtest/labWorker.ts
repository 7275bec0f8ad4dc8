// A Playtest worker: plays whole bot games, headless, as the balance lab's threads do (src/lab/task.ts),
// one per call, and hands back each game's record and its log (an outlier opens in the replay viewer).
import { expose } from 'comlink';
import { answerTask } from '../../lab/task';
import type { GameAnswer, GameTask } from '../../lab/run';

const api = {
  play(task: GameTask): GameAnswer {
    return answerTask(task);
  },
};

export type LabWorkerApi = typeof api;
expose(api);

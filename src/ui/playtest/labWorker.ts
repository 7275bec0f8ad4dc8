// A Playtest worker: plays whole bot games, headless, as the balance lab's threads do (src/lab),
// one per call, and hands back each game's record (its log too: an outlier opens in the replay viewer).
import { expose } from 'comlink';
import { playGame, type GameRecord, type Seating } from '../../lab/playGame';
import type { BotLevel, Budget } from '../../bots/index';

const api = {
  play(scenario: unknown, seed: number, seats: Seating, budget: Partial<Record<BotLevel, Budget>>): GameRecord {
    return playGame(scenario, seed, seats, { budget });
  },
};

export type LabWorkerApi = typeof api;
expose(api);

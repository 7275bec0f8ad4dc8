// A lab worker thread (tinypool): plays one game per task and returns its record.
import { playGame, type GameRecord, type Seating } from '../playGame';
import type { BotLevel, Budget } from '../../bots/index';

export interface GameTask { scenario: unknown; seed: number; seats: Seating; budget: Partial<Record<BotLevel, Budget>> }

export default function runGame(task: GameTask): GameRecord {
  return playGame(task.scenario, task.seed, task.seats, { budget: task.budget });
}

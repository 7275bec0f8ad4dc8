// What a player thread does with a task (run.ts): play the game and answer its record and log. The
// scenario comes as JSON text and is parsed once per thread while the run lasts (a string crosses to a
// thread as one copy; an object would be walked and rebuilt for every game).
import { playGame, recordOf } from './playGame';
import type { GameAnswer, GameTask } from './run';

let lastText = '';
let lastScenario: unknown;

export function answerTask(task: GameTask): GameAnswer {
  if (task.scenario !== lastText) {
    lastScenario = JSON.parse(task.scenario);
    lastText = task.scenario;
  }
  const g = playGame(lastScenario, task.game.seed, task.game.seats, { budget: task.budget });
  return { record: recordOf(task.game, g, task.rules), log: JSON.stringify(g.log) };
}

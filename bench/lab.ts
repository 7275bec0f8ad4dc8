// Lab benchmark (npm run bench:lab [-- --games N --workers N --level normal --scenario open-sea]). Prints:
//   lab games/s (<level>, <workers> workers) <scenario>: <n>  — level-vs-level games through the lab's
//       own path (tinypool threads, records, the report), wall clock from the first game to the last;
//   lab overhead ms/game: <n> — what the lab adds to a game beyond playing it: the pool's wall time ×
//       workers less the games' own time as the workers measured it, per game (thread hand-over,
//       the task and answer crossing threads, the records kept);
//   lab answer copy µs: <n> — one game's answer (record and log) crossing to the main thread
//       (structuredClone, median of 200), and the same for the log as objects instead of JSON text;
//   lab task copy µs: <n> — the same for a task's scenario, as text or as an object.
// Defaults: 40 games, 2 workers, normal, open-sea. Takes about a minute per 40 normal games.
import '../src/modules/registry';
import { bundledScenarios } from '../src/scenarios/index';
import { isBotLevel, type BotLevel } from '../src/bots/index';
import { labPool, playMatch } from '../src/lab/node/runLab';
import { playGame, recordOf } from '../src/lab/playGame';

const arg = (name: string, fallback: string): string => {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? process.argv[k + 1] : fallback;
};
const GAMES = Number(arg('games', '40'));
const WORKERS = Number(arg('workers', '2'));
const LEVEL = arg('level', 'normal');
const SCENARIO = arg('scenario', 'open-sea');
if (!isBotLevel(LEVEL)) throw new Error(`--level: ${LEVEL} is not a bot level`);
const scenario = bundledScenarios.find((s) => (s as { id?: string }).id === SCENARIO) as Record<string, unknown> | undefined;
if (!scenario) throw new Error(`--scenario: ${SCENARIO} is not a bundled scenario`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// what crossing threads costs for one answer: the log as JSON text (as the lab sends it) or as objects
const g = playGame(scenario, 7, { blue: 'random', red: 'random' });
const answer = { record: recordOf({ variant: 0, level: 0, index: 0 }, g, {}), log: JSON.stringify(g.log) };
const asObjects = { record: answer.record, log: g.log };
const time = (f: () => void) => median(Array.from({ length: 200 }, () => { const t = performance.now(); f(); return (performance.now() - t) * 1000; }));
const text = time(() => structuredClone(answer));
const objects = time(() => structuredClone(asObjects));
const scenarioText = JSON.stringify(scenario);
const taskText = time(() => structuredClone(scenarioText));
const taskObject = time(() => structuredClone(scenario));
console.log(`lab answer copy µs: ${text.toFixed(0)} (log as JSON text; as objects ${objects.toFixed(0)}; ${g.actions} actions)`);
console.log(`lab task copy µs: ${taskText.toFixed(0)} (the scenario as JSON text, parsed once per thread; as an object every game ${taskObject.toFixed(0)})`);

const pool = labPool(WORKERS);
try {
  await playMatch(pool, scenario, ['random', 'random'], WORKERS * 2, 999); // warm the threads (tsx, modules)
  const t0 = performance.now();
  const report = await playMatch(pool, scenario, [LEVEL as BotLevel, LEVEL as BotLevel], GAMES, 5000);
  const secs = (performance.now() - t0) / 1000;
  const rate = GAMES / secs;
  console.log(`lab games/s (${LEVEL}, ${WORKERS} workers) ${SCENARIO}: ${rate.toFixed(2)} (${GAMES} games in ${secs.toFixed(1)} s; 1,000 games would take ${(1000 / rate).toFixed(0)} s)`);
  const overhead = (secs * 1000 * WORKERS - report.msPerGame * GAMES) / GAMES;
  console.log(`lab overhead ms/game: ${overhead.toFixed(1)} (a game takes ${report.msPerGame.toFixed(0)} ms in its worker)`);
} finally {
  await pool.close();
}

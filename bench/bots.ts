// Bot benchmark (npm run bench:bots [-- --games N --normal-games N --hard-games N --lab-games N --workers N
// --naval-games N --positions N --only move,cpu,naval,lab,easy,normal,hard]). Every count may also come from the environment:
// BENCH_BOTS_GAMES, BENCH_BOTS_NORMAL_GAMES, BENCH_BOTS_HARD_GAMES, BENCH_BOTS_LAB_GAMES, BENCH_BOTS_WORKERS
// (a flag wins over the environment). Defaults: 200 games per match (issue 16 item 5: ≥ 200, seat-rotated),
// 200 easy-vs-easy games for the lab's speed, 2 workers. Prints:
//   bot move ms (normal): <median> [95 % interval of the median] — normal's default budget on mid-game
//                          Open Sea positions (round ≥ 3, a turn with no decision pending); wall clock,
//                          then the same for the process's CPU time (steady on a shared machine);
//   bot cpu ms <level> <scenario>: <median> <p95> — CPU time of one decision (easy, normal, hard) over mid-game
//                          positions (round ≥ 3, a turn with no decision pending) of Open Sea and Great Archipelago;
//   lab cpu s per game naval-battle normal: <n> — CPU time of a normal-vs-normal Naval Battle game (the lab's runner);
//   easy vs random win rate: <rate> [Wilson 95 %]  — seats rotated, seeds mirrored (the lab's own runs);
//   normal vs random win rate: <rate> [Wilson 95 %];
//   hard vs normal win rate: <rate> [Wilson 95 %];
//   hard beats normal: <yes|no> (lower bound <low> above 0.5) — the Wilson interval's lower bound of hard's wins;
//   lab games/s (easy, 2 workers): <n>              — easy-vs-easy Open Sea games through the lab's pool;
//   lab games/s (random, 2 workers): <n>            — the same for random-vs-random: the engine's own cost
//                                                     per game (a bot cannot play faster), the yardstick for the line above.
// A win counts; a draw does not. Takes many minutes with the defaults (not part of npm test).
import '../src/modules/registry';
import openSea from '../src/scenarios/open-sea.json';
import greatArchipelago from '../src/scenarios/great-archipelago.json';
import navalScenario from '../src/scenarios/naval-battle.json';
import { percentile } from '../src/lab/stats';
import { applyAction, createGame, viewFor, type GameState } from '../src/engine/index';
import { createBot } from '../src/bots/index';
import type { LabReport } from '../src/lab/summary';
import { labPool, playMatch, type LabPool } from '../src/lab/node/runLab';
import { workerBundle } from '../src/lab/node/workerBundle';
import type { GameAnswer, GameTask } from '../src/lab/run';
import { progressBar } from '../src/lab/node/progress';
import type { BotLevel } from '../src/bots/index';

/** A count from `--name N`, else from BENCH_BOTS_NAME, else the fallback. */
const arg = (name: string, fallback: number): number => {
  const k = process.argv.indexOf(`--${name}`);
  const env = process.env[`BENCH_BOTS_${name.toUpperCase().replace(/-/g, '_')}`];
  const n = k >= 0 ? Number(process.argv[k + 1]) : env !== undefined ? Number(env) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number ≥ 1 (got ${k >= 0 ? process.argv[k + 1] : env}).`);
  return n;
};
const GAMES = arg('games', 200);
const NORMAL_GAMES = arg('normal-games', GAMES);
const HARD_GAMES = arg('hard-games', GAMES);
const LAB_GAMES = arg('lab-games', 200);
const WORKERS = arg('workers', 2);
const POSITIONS = arg('positions', 21);
const NAVAL_GAMES = arg('naval-games', 3);
/** --only move,lab,easy,normal,hard: run just those parts (all by default). */
const onlyAt = process.argv.indexOf('--only');
const only = new Set(onlyAt >= 0 ? process.argv[onlyAt + 1].split(',') : ['move', 'cpu', 'naval', 'lab', 'easy', 'normal', 'hard']);

// ---- normal's thinking time on mid-game positions --------------------------------------------
function midGamePositions(scenario: unknown, n: number): GameState[] {
  const out: GameState[] = [];
  const easy = createBot('easy', 99);
  for (let seed = 1; out.length < n; seed++) {
    const g = createGame(scenario, seed);
    if (!g.ok) throw new Error('a benchmark scenario does not load');
    let s = g.state;
    let taken = 0;
    while (s.phase !== 'over' && out.length < n && taken < 3) {
      if (s.round >= 3 && s.phase === 'play' && !s.pending && !s.activation && (s.round + taken + seed) % 2 === 0) { out.push(s); taken++; }
      s = (applyAction(s, easy.decide(viewFor(s, s.toAct))) as { state: GameState }).state;
    }
  }
  return out;
}

/** The median and a distribution-free 95 % interval for it (order statistics, normal approximation of the binomial). */
function medianInterval(xs: number[]): { median: number; low: number; high: number } {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const half = 1.96 * Math.sqrt(n) / 2;
  const lo = Math.max(0, Math.floor(n / 2 - half)), hi = Math.min(n - 1, Math.ceil(n / 2 + half) - 1);
  return { median: n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2, low: s[lo], high: s[hi] };
}

if (only.has('move')) {
  const normal = createBot('normal', 7);
  const times: number[] = [], cpu: number[] = [];
  const positions = midGamePositions(openSea, POSITIONS);
  normal.decide(viewFor(positions[0], positions[0].toAct)); // warm-up
  for (const s of positions) {
    const t = performance.now(), c = process.cpuUsage();
    normal.decide(viewFor(s, s.toAct));
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const m = medianInterval(times), c = medianInterval(cpu);
  // the CPU time is the machine's own work (a shared machine's wall clock also counts other programs' turns)
  console.log(`bot move ms (normal): ${m.median.toFixed(0)} [${m.low.toFixed(0)}, ${m.high.toFixed(0)}] (median of ${times.length} mid-game positions; CPU time ${c.median.toFixed(0)} [${c.low.toFixed(0)}, ${c.high.toFixed(0)}] ms)`);
}

// ---- CPU time per decision, by level, on mid-game positions of Open Sea and Great Archipelago (issue 36 item 5)
if (only.has('cpu')) {
  for (const sc of [openSea, greatArchipelago] as { id: string }[]) {
    const positions = midGamePositions(sc, POSITIONS);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const bot = createBot(level, 7);
      bot.decide(viewFor(positions[0], positions[0].toAct)); // warm-up
      const cpu = positions.map((s) => {
        const c = process.cpuUsage();
        bot.decide(viewFor(s, s.toAct));
        const used = process.cpuUsage(c);
        return (used.user + used.system) / 1000;
      });
      console.log(`bot cpu ms ${level} ${sc.id}: ${percentile(cpu, 50).toFixed(1)} ${percentile(cpu, 95).toFixed(1)} (median, p95 over ${cpu.length} mid-game positions)`);
    }
  }
}

// ---- a normal-vs-normal Naval Battle game's CPU time, through the lab's game runner as its workers
// run it (the worker's bundle, workerBundle.ts), on this thread so that its CPU time is the game's (issue 36 item 5)
if (only.has('naval')) {
  const bundle = workerBundle();
  try {
    const { default: answerTask } = (await import(bundle.url)) as { default: (t: GameTask) => GameAnswer };
    const scenario = JSON.stringify(navalScenario);
    const cpu: number[] = [];
    for (let k = 0; k < NAVAL_GAMES; k++) {
      const seats = { blue: 'normal', red: 'normal' } as const;
      const c = process.cpuUsage();
      const { record } = answerTask({ scenario, game: { variant: 0, level: 0, index: k, seed: 500 + k, seats, aSeat: 'blue' }, budget: {}, rules: {} });
      const used = process.cpuUsage(c);
      if (record.error) throw new Error(`naval-battle normal vs normal (seed ${500 + k}) ended in ${record.error.code}: ${record.error.message}`);
      cpu.push((used.user + used.system) / 1e6);
    }
    console.log(`lab cpu s per game naval-battle normal: ${percentile(cpu, 50).toFixed(2)} (median of ${cpu.length} games; min ${Math.min(...cpu).toFixed(2)}, max ${Math.max(...cpu).toFixed(2)})`);
  } finally {
    bundle.remove();
  }
}

// ---- strength and throughput, measured by the lab ---------------------------------------------
async function match(pool: LabPool, a: BotLevel, b: BotLevel, games: number, seed: number): Promise<{ report: LabReport; secs: number }> {
  const t = performance.now();
  const report = await playMatch(pool, openSea, [a, b], games, seed, progressBar(`${a} vs ${b}`));
  return { report, secs: (performance.now() - t) / 1000 };
}
const pct = (x: number) => x.toFixed(3);
const line = (name: string, r: LabReport) =>
  `${name} win rate: ${pct(r.a.p)} [${pct(r.a.low)}, ${pct(r.a.high)}] (${r.a.k}/${r.games} games, ${r.draws.k} draws, ${r.b.k} losses, ${r.errors} errors)`;

const pool = labPool(WORKERS);
try {
  const base = only.has('lab') ? await match(pool, 'random', 'random', LAB_GAMES, 5000) : null;
  const lab = only.has('lab') ? await match(pool, 'easy', 'easy', LAB_GAMES, 5000) : null;
  if (only.has('easy')) console.log(line('easy vs random', (await match(pool, 'easy', 'random', GAMES, 1000)).report));
  if (only.has('normal')) console.log(line('normal vs random', (await match(pool, 'normal', 'random', NORMAL_GAMES, 2000)).report));
  if (only.has('hard')) {
    const { report } = await match(pool, 'hard', 'normal', HARD_GAMES, 3000);
    console.log(line('hard vs normal', report));
    console.log(`hard beats normal: ${report.a.low > 0.5 ? 'yes' : 'no'} (lower bound ${pct(report.a.low)} ${report.a.low > 0.5 ? 'above' : 'not above'} 0.5)`);
  }
  if (lab) console.log(`lab games/s (easy, ${WORKERS} workers): ${(LAB_GAMES / lab.secs).toFixed(2)} (${LAB_GAMES} easy-vs-easy games in ${lab.secs.toFixed(1)} s; 1,000 games would take ${(1000 / (LAB_GAMES / lab.secs)).toFixed(0)} s)`);
  if (base && lab) console.log(`lab games/s (random, ${WORKERS} workers): ${(LAB_GAMES / base.secs).toFixed(2)} (${LAB_GAMES} random-vs-random games in ${base.secs.toFixed(1)} s; easy takes ${(lab.secs / base.secs).toFixed(2)}× as long)`);
} finally {
  await pool.close();
}

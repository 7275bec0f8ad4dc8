// The bot ladder (issue 36 item 1): random < easy < normal < hard on every bundled scenario, each level
// against the one below, seats rotated and seeds mirrored (the lab's plan), over the lab's worker pool.
//   npm run bench:ladder [-- --games N --max-games N --draw-games N (0: none) --workers N --seed S --scenarios a,b --rungs easy:random,normal:easy]
// --scenarios: bundled ids, a rule module's scenarios (quick-…) or scenario files (a designer's: my.json), as the lab takes them.
// A rung plays --games games, then more of the same size while its interval still straddles the bar and
// fewer than --max-games are played (games n.. of one seed: the same games as one run of that many),
// so the one command gives a verdict on dice scenarios too, where 40 games are ±0.15. --max-games
// equal to --games: a fixed number of games.
// Prints, per scenario and rung:
//   ladder <scenario> <upper> vs <lower>: p [low, high] (n games; …) holds|does not hold|undecided
//     p: the upper level's share of the points (a win 1, a draw ½), [low, high] its Wilson 95 % interval;
//     a rung holds when low ≥ 0.60 and no game ended in an error; it does not hold when high < 0.60 or
//     a game ended in an error; undecided (not held) when --max-games did not settle it;
//   draws <scenario> normal vs normal: share (n games)   — decisive play (item 2: ≤ 0.25).
// Long with the defaults (normal and hard search every turn in contact): run it once, on a quiet machine.
import '../src/modules/registry';
import { bundledScenarios } from '../src/scenarios/index';
import { RULES_VERSION } from '../src/engine/index';
import { isBotLevel, type BotLevel } from '../src/bots/index';
import { planRun } from '../src/lab/plan';
import { runLine } from '../src/lab/record';
import { playRun } from '../src/lab/run';
import { makeVariant } from '../src/lab/variant';
import { labPool, type LabPool } from '../src/lab/node/runLab';
import { progressBar } from '../src/lab/node/progress';
import { loadScenario } from '../src/lab/node/cli';
import { holds, rungLine, scoreRung, verdict, type Rung } from '../tests/bots/ladderRung';
import type { PlannedGame } from '../src/lab/plan';
import type { GameRecord } from '../src/lab/record';

/** Bad input (a flag, a scenario that does not load) is said in a line, before any game; no stack trace. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}
const flag = (name: string): string | undefined => { const k = process.argv.indexOf(`--${name}`); return k >= 0 ? process.argv[k + 1] : undefined; };
const count = (name: string, fallback: number, least = 1): number => {
  const n = Number(flag(name) ?? fallback);
  if (!Number.isInteger(n) || n < least) refuse(`--${name} wants a whole number ≥ ${least} (got ${flag(name)}).`);
  return n;
};
const GAMES = count('games', 40), MAX_GAMES = count('max-games', 400), DRAW_GAMES = count('draw-games', 20, 0), WORKERS = count('workers', 2), SEED = count('seed', 36000);
if (GAMES % 2 || MAX_GAMES < GAMES) refuse('--games wants an even number (the mirrored pairs) and --max-games at least as many.');
const scenarios = (flag('scenarios')?.split(',').map((name) => {
  let sc: Record<string, unknown>;
  try { sc = loadScenario(name); } catch (e) { refuse((e as Error).message); }
  const made = makeVariant(sc, {});
  if (!made.ok) refuse(`${name}: the scenario does not load: ${made.errors.join('; ')}`);
  return sc;
}) ?? bundledScenarios) as { id: string }[];
const rungs = (flag('rungs') ?? 'easy:random,normal:easy,hard:normal').split(',').map((r) => {
  const [u, l] = r.split(':');
  if (!isBotLevel(u) || !isBotLevel(l)) refuse(`--rungs: "${r}" is not upper:lower of random, easy, normal, hard.`);
  return [u, l] as [BotLevel, BotLevel];
});

/** A match through the lab's own path (run line, plan, pool): its plan and its records in plan order. */
async function match(pool: LabPool, scenario: object, bots: [BotLevel, BotLevel], games: number, seed: number, label: string) {
  const made = makeVariant(scenario as Record<string, unknown>, {});
  if (!made.ok) throw new Error(`The scenario does not load: ${made.errors.join('; ')}`);
  const run = runLine({ rulesVersion: RULES_VERSION, variants: [made.variant], levels: [bots], games, seed, budget: {}, sequential: false, shard: { index: 1, count: 1 } });
  const played = await playRun(run, [made.text], pool.run, { inFlight: pool.workers * 2, onProgress: progressBar(label) });
  const plan = planRun(run);
  return { plan, records: plan.map((g) => played.walk.get(0, 0, g.index)).filter((r): r is GameRecord => !!r) };
}

/** A rung played in batches of GAMES until its interval is clear of the bar, an error shows, or MAX_GAMES. */
async function rung(pool: LabPool, sc: { id: string }, upper: BotLevel, lower: BotLevel): Promise<Rung> {
  const plan: PlannedGame[] = [], records: GameRecord[] = [];
  for (;;) {
    // the next batch is games plan.length.. of the one run: its seeds go on from SEED where the last stopped
    const batch = await match(pool, sc, [upper, lower], GAMES, SEED + plan.length / 2, `${sc.id} ${upper} vs ${lower}${plan.length ? ` (games ${plan.length + 1}–${plan.length + GAMES})` : ''}`);
    plan.push(...batch.plan);
    records.push(...batch.records);
    const r = scoreRung(sc.id, upper, lower, plan, records);
    if (verdict(r) !== 'undecided' || plan.length + GAMES > MAX_GAMES) return r;
  }
}

const pool = labPool(WORKERS);
let broken = 0;
try {
  for (const sc of scenarios) {
    for (const [upper, lower] of rungs) {
      const r = await rung(pool, sc, upper, lower);
      if (!holds(r)) broken++;
      console.log(rungLine(r));
      for (const e of r.errors) console.log(`  error ${e!.code}: ${e!.message}`);
    }
    if (DRAW_GAMES > 0) {
      const records = (await match(pool, sc, ['normal', 'normal'], DRAW_GAMES, SEED + 1, `${sc.id} normal vs normal`)).records.filter((r) => !r.error);
      const draws = records.filter((r) => !r.winner).length;
      console.log(`draws ${sc.id} normal vs normal: ${(draws / Math.max(1, records.length)).toFixed(3)} (${records.length} games)`);
    }
  }
  console.log(`ladder rungs not held: ${broken}`);
} finally {
  await pool.close();
}

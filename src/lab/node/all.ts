// npm run balance:all [-- --games 400 --level hard --before HEAD --only id,… --workers N --seed S --doc docs/balance.md --records DIR]:
// every bundled two-sided scenario (tutorials apart) played by one bot level against itself; the
// scenarios as of a git revision ("before") and as in the working tree ("after"), the same seeds; the
// records and outliers under balance-out/all/ (records under --records DIR if given); docs/balance.md
// written (balanceDoc.ts) and one `fair <scenario-id>: …` line per scenario printed. With --only the table
// would hold those rows alone: docs/balance.md is left as it is unless --doc names where to write it. A scenario whose
// records of this very run are already there is not played again (reuse.ts): a run of hours resumes
// where it stopped, and runs played elsewhere count.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../../bots/index';
import { bundledScenarios } from '../../scenarios/index';
import { scenarioIdOf } from '../variant';
import { balanceDoc, type BalanceRow } from '../balanceDoc';
import { fairLine } from '../format';
import { parseArgs } from './args';
import { labPool, type LabPool } from './runLab';
import { planOf, runLab } from './cli';
import { reusedReport } from './reuse';

interface AllArgs { games: number; level: BotLevel; before: string; only?: string[]; workers: number; seed: number; doc?: string; out: string; records?: string }

function parseAll(argv: readonly string[]): AllArgs {
  const a: AllArgs = { games: 400, level: BOT_LEVELS[BOT_LEVELS.length - 1], before: 'HEAD', workers: Math.min(2, availableParallelism()), seed: 1, out: 'balance-out/all' };
  for (let k = 0; k < argv.length; k += 2) {
    const [flag, v] = [argv[k], argv[k + 1]];
    if (v === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--games' || flag === '--workers' || flag === '--seed') {
      const n = Number(v);
      if (!Number.isInteger(n) || n < (flag === '--seed' ? 0 : 1)) throw new Error(`${flag}: "${v}" is not a whole number`);
      a[flag.slice(2) as 'games' | 'workers' | 'seed'] = n;
    } else if (flag === '--level') {
      if (!isBotLevel(v)) throw new Error(`--level: "${v}" is not one of ${BOT_LEVELS.join(', ')}`);
      a.level = v;
    } else if (flag === '--before') a.before = v;
    else if (flag === '--only') a.only = v.split(',');
    else if (flag === '--doc') a.doc = v;
    else if (flag === '--out') a.out = v;
    else if (flag === '--records') a.records = v;
    else throw new Error(`unknown option ${flag} (balance:all takes --games, --level, --before, --only, --workers, --seed, --doc, --out, --records)`);
  }
  if (!a.only) a.doc ??= 'docs/balance.md';
  return a;
}

/** The scenario files by id (src/scenarios/*.json naming an id), for their text at a git revision. */
function scenarioFiles(): Map<string, string> {
  const dir = 'src/scenarios';
  const out = new Map<string, string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const id = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id?: unknown }).id;
    if (typeof id === 'string') out.set(id, join(dir, f));
  }
  return out;
}

async function play(pool: LabPool, a: AllArgs, scenario: string, tag: string) {
  const records = a.records ? join(a.records, `${tag}.jsonl`) : join(a.out, tag, 'records.jsonl');
  const args = { ...parseArgs(['--scenario', scenario, '--games', String(a.games), '--levels', `${a.level},${a.level}`, '--seed', String(a.seed), '--out', join(a.out, tag), '--workers', String(a.workers), '--records', records], a.workers), levels: [[a.level, a.level]] as [BotLevel, BotLevel][] };
  const kept = [records, `${records}.gz`].find((f) => existsSync(f));
  if (kept) {
    const reused = reusedReport(planOf(args), kept);
    if ('report' in reused) {
      console.log(`${tag}: ${reused.games} games reused from ${kept} (${reused.checked})`);
      return reused.report.reports[0];
    }
    console.log(`${tag}: ${kept} is not reused (${reused.why}); playing the run again`);
  }
  const r = await runLab(args, pool);
  return r.report!.reports[0];
}

async function main(): Promise<void> {
  const a = parseAll(process.argv.slice(2));
  const files = scenarioFiles();
  const ids = bundledScenarios.map(scenarioIdOf).filter((id) => !id.includes('tutorial') && (!a.only || a.only.includes(id)));
  if (a.only) for (const id of a.only) if (!ids.includes(id)) throw new Error(`--only: "${id}" is not a bundled two-sided scenario (${bundledScenarios.map(scenarioIdOf).filter((x) => !x.includes('tutorial')).join(', ')})`);
  const pool = labPool(a.workers);
  const rows: BalanceRow[] = [];
  try {
    for (const id of ids) {
      const file = files.get(id);
      if (!file) throw new Error(`no file under src/scenarios/ holds the scenario "${id}"`);
      const now = readFileSync(file, 'utf8');
      let then: string | null = null;
      try { then = execFileSync('git', ['show', `${a.before}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }); } catch { /* new since then */ }
      const changed = then === null || JSON.stringify(JSON.parse(then)) !== JSON.stringify(JSON.parse(now));
      const after = await play(pool, a, id, `${id}-after`);
      let before = after;
      if (changed && then !== null) {
        mkdirSync(a.out, { recursive: true });
        const path = join(a.out, `${id}-before.json`);
        writeFileSync(path, then);
        before = await play(pool, a, path, `${id}-before`);
      }
      rows.push({ scenario: id, before, after, changed });
      console.log(fairLine(id, after));
    }
  } finally {
    await pool.close();
  }
  const command = `npm run balance:all -- --games ${a.games} --level ${a.level} --before ${a.before} --seed ${a.seed}${a.only ? ` --only ${a.only.join(',')}` : ''}${a.records ? ` --records ${a.records}` : ''}`;
  if (a.doc) {
    writeFileSync(a.doc, balanceDoc(rows, { games: a.games, level: a.level, before: a.before, seed: a.seed, date: new Date().toISOString().slice(0, 10), command }));
    console.log(`\n${a.doc} written`);
  } else console.log('\ndocs/balance.md left as it is (--only plays part of its table; --doc FILE writes these rows there)');
  for (const r of rows) console.log(fairLine(r.scenario, r.after));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});

// npm run balance -- …: bot games headless over worker threads, the report on stdout, a progress
// bar on stderr, outlier games written as save files, optionally the report as JSON.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import '../../modules/registry'; // the rule modules a scenario may name (the lab's command line checks scenarios here)
import { createGame } from '../../engine/index';
import { bundledScenarios } from '../../scenarios/index';
import { planGames } from '../plan';
import { compare, summarize, type LabReport } from '../summary';
import { formatComparison, formatReport } from '../format';
import { outlierSave, pickOutliers } from '../outliers';
import { parseArgs, type LabArgs } from './args';
import { labPool, runGames, type LabPool } from './runLab';
import { progressBar } from './progress';

function loadScenario(name: string): Record<string, unknown> {
  const bundled = bundledScenarios.find((s) => (s as { id?: string }).id === name);
  if (bundled) return bundled as Record<string, unknown>;
  try { return JSON.parse(readFileSync(name, 'utf8')) as Record<string, unknown>; } catch (e) {
    throw new Error(`--scenario "${name}" is neither a bundled scenario (${bundledScenarios.map((s) => (s as { id: string }).id).join(', ')}) nor a readable JSON file: ${(e as Error).message}`);
  }
}

function variant(base: Record<string, unknown>, rules: Record<string, unknown>): Record<string, unknown> {
  const s = { ...base, rules: { ...((base.rules as Record<string, unknown> | undefined) ?? {}), ...rules } };
  const made = createGame(s, 1);
  if (!made.ok) throw new Error(`This variant does not load:\n${made.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}`);
  return s;
}

const labelOf = (id: string, rules: Record<string, unknown>) => `${id}${Object.keys(rules).length ? ` [${Object.entries(rules).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(',')}]` : ''}`;

async function runVariant(pool: LabPool, args: LabArgs, label: string, scenario: Record<string, unknown>): Promise<{ report: LabReport; outliers: string[] }> {
  const plan = planGames(args.games, args.seed, args.bots[0], args.bots[1]);
  const records = await runGames(pool, scenario, plan, args.budget, progressBar(args.games, label));
  const report = summarize(label, args.bots, plan, records);
  mkdirSync(args.out, { recursive: true });
  const written = pickOutliers(records).map((o) => {
    const file = join(args.out, `${label.replace(/[^\w.=-]+/g, '_')}-${o.name}.enb.json`);
    writeFileSync(file, outlierSave(scenario, o.record));
    return `${file}: ${o.why}`;
  });
  return { report, outliers: written };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), Math.min(2, availableParallelism()));
  const base = loadScenario(args.scenario);
  const id = String(base.id ?? args.scenario);
  const variants: { label: string; scenario: Record<string, unknown> }[] = [{ label: labelOf(id, args.rules), scenario: variant(base, args.rules) }];
  if (args.compareRules) variants.push({ label: labelOf(id, { ...args.rules, ...args.compareRules }), scenario: variant(base, { ...args.rules, ...args.compareRules }) });
  if (args.compareScenario) {
    const other = loadScenario(args.compareScenario);
    variants.push({ label: labelOf(`${String(other.id ?? args.compareScenario)} (${args.compareScenario})`, args.rules), scenario: variant(other, args.rules) });
  }
  const pool = labPool(args.workers);
  const t0 = Date.now();
  const results: { report: LabReport; outliers: string[] }[] = [];
  try {
    for (const v of variants) results.push(await runVariant(pool, args, v.label, v.scenario));
  } finally {
    await pool.close();
  }
  const secs = (Date.now() - t0) / 1000;
  for (const r of results) console.log(`${formatReport(r.report)}\noutliers (save files):\n${r.outliers.map((o) => `  ${o}`).join('\n') || '  none'}\n`);
  const comparison = results.length === 2 ? compare(results[0].report, results[1].report) : undefined;
  if (comparison) console.log(`${formatComparison(results[0].report, results[1].report, comparison)}\n`);
  const total = results.reduce((s, r) => s + r.report.games, 0);
  console.log(`${total} games in ${secs.toFixed(1)} s on ${args.workers} worker(s): ${(total / secs).toFixed(2)} games/s`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ args, reports: results.map((r) => r.report), comparison, outliers: results.map((r) => r.outliers), seconds: secs }, null, 2));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});

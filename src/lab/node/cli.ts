// npm run balance -- …: bot games headless over worker threads; every game's record written as it ends
// (JSON Lines, record.ts); the report, computed from the records, on stdout; a progress bar on stderr;
// outlier games written as save files. `merge FILE…` reads records (the shards of a run) and prints the
// same report. See src/lab/README.md.
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { RULES_VERSION } from '../../engine/index';
import { bundledScenarios } from '../../scenarios/index';
import { runLine, type GameRecord, type RunLine } from '../record';
import { makeVariant, scenarioIdOf } from '../variant';
import { reportOf, type RunReport } from '../report';
import { formatRunReport } from '../format';
import { knowledgeNotes } from '../knowledge';
import { moduleScenarios } from '../labModule';
import { botNames, outlierSave, pickOutliers } from '../outliers';
import { playRun } from '../run';
import { mergeRecords } from '../merge';
import { parseArgs, parseMergeArgs, type LabArgs } from './args';
import { labPool, type LabPool } from './runLab';
import { progressBar } from './progress';
import { readRecordsText } from './reuse';

export function loadScenario(name: string): Record<string, unknown> {
  const bundled = [...bundledScenarios, ...moduleScenarios()].find((s) => scenarioIdOf(s) === name);
  if (bundled) return bundled as Record<string, unknown>;
  try { return JSON.parse(readFileSync(name, 'utf8')) as Record<string, unknown>; } catch (e) {
    throw new Error(`--scenario "${name}" is neither a bundled scenario (${bundledScenarios.map(scenarioIdOf).join(', ')}) nor a scenario a rule module makes (${moduleScenarios().map(scenarioIdOf).join(', ') || 'none'}) nor a readable JSON file: ${(e as Error).message}`);
  }
}

/** The run line and the scenarios' texts of the arguments' variants (each checked by the engine). */
export function planOf(args: LabArgs): { run: RunLine; texts: string[] } {
  const base = loadScenario(args.scenario);
  const asked: { scenario: Record<string, unknown>; rules: Record<string, unknown>; label?: string }[] = [{ scenario: base, rules: args.rules }];
  if (args.compareRules) asked.push({ scenario: base, rules: { ...args.rules, ...args.compareRules } });
  if (args.compareScenario) {
    const other = loadScenario(args.compareScenario);
    asked.push({ scenario: other, rules: args.rules, label: `${scenarioIdOf(other)} (${args.compareScenario})` });
  }
  const made = asked.map((v) => makeVariant(v.scenario, v.rules, v.label));
  const texts: string[] = [];
  const variants = made.map((m, k) => {
    if (!m.ok) throw new Error(`This variant${k ? ' (the one compared)' : ''} does not load:\n${m.errors.map((e) => `  ${e}`).join('\n')}`);
    texts.push(m.text);
    return m.variant;
  });
  const run = runLine({ rulesVersion: RULES_VERSION, variants, levels: args.levels, games: args.games, seed: args.seed, budget: args.budget, sequential: !args.playAll, shard: args.shard });
  return { run, texts };
}

const fileName = (s: string) => s.replace(/[^\w.=-]+/g, '_');
export const recordsPath = (args: LabArgs): string =>
  args.records ?? join(args.out, args.shard.count > 1 ? `records-shard-${args.shard.index}-of-${args.shard.count}.jsonl` : 'records.jsonl');

/** Play a run: records to their file, outliers to save files; the report when the run is whole (not a shard). */
export async function runLab(args: LabArgs, pool: LabPool, quiet = false): Promise<{ run: RunLine; report?: RunReport; records: readonly GameRecord[]; outliers: string[]; recordsFile: string; seconds: number }> {
  const { run, texts } = planOf(args);
  const recordsFile = recordsPath(args);
  mkdirSync(dirname(recordsFile), { recursive: true });
  const out = createWriteStream(recordsFile);
  out.write(`${JSON.stringify(run)}\n`);
  const t0 = Date.now();
  const label = `${run.variants.map((v) => v.label).join(' vs ')}${run.shard.count > 1 ? ` (shard ${run.shard.index}/${run.shard.count})` : ''}`;
  const played = await playRun(run, texts, pool.run, {
    inFlight: pool.workers * 2,
    onRecord: (r) => out.write(`${JSON.stringify(r)}\n`),
    ...(quiet ? {} : { onProgress: progressBar(label) }),
  });
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  const seconds = (Date.now() - t0) / 1000;
  mkdirSync(args.out, { recursive: true });
  const outliers = run.levels.flatMap((_, level) => run.variants.flatMap((v, variant) => played.outliers(variant, level).map((o) => {
    const file = join(args.out, `${fileName(v.label)}-${fileName(run.levels[level].join('-'))}-${o.name}.enb.json`);
    writeFileSync(file, outlierSave(JSON.parse(texts[variant]), o.record, o.log));
    const names = botNames(o.record);
    return `${file}: ${o.why} (${names.blue}, ${names.red})`;
  })));
  const report = run.shard.count === 1 ? reportOf(run, played.walk) : undefined;
  return { run, report, records: played.records, outliers, recordsFile, seconds };
}

/** The outliers a merge names: the same games, by their place in the run (their saves come from the run that played them). */
function mergedOutliers(run: RunLine, report: RunReport, get: (v: number, l: number, i: number) => GameRecord): string[] {
  return run.levels.flatMap((_, level) => run.variants.flatMap((v, variant) =>
    pickOutliers(Array.from({ length: report.games }, (__, i) => get(variant, level, i))).map((o) => `${v.label}, ${run.levels[level].join(' vs ')}: game ${o.record.index} (seed ${o.record.seed}, ${Object.values(botNames(o.record)).join(', ')}): ${o.why}`)));
}

async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'merge') {
    const m = parseMergeArgs(argv.slice(1));
    const { run, walk } = mergeRecords(m.files.map((name) => ({ name, text: readRecordsText(name) })));
    const report = reportOf(run, walk);
    const outliers = mergedOutliers(run, report, (v, l, i) => walk.get(v, l, i)!);
    console.log(`${formatRunReport(report)}\n\noutliers:\n${outliers.map((o) => `  ${o}`).join('\n') || '  none'}`);
    if (m.json) writeFileSync(m.json, JSON.stringify({ report, outliers }, null, 2));
    return;
  }
  const args = parseArgs(argv, Math.min(2, availableParallelism()), process.env);
  const pool = labPool(args.workers);
  try {
    const r = await runLab(args, pool);
    const games = r.records.length;
    if (r.report) console.log(`${formatRunReport(r.report)}\n`);
    else console.log(`shard ${r.run.shard.index}/${r.run.shard.count}: ${games} games played. The report comes from all shards' records: npm run balance -- merge <each shard's records>\n`);
    for (const note of knowledgeNotes(r.run, planOf(args).texts)) console.log(`NOTE: the bots played without objective knowledge: ${note}\n`);
    console.log(`outliers (save files):\n${r.outliers.map((o) => `  ${o}`).join('\n') || '  none'}\nrecords: ${r.recordsFile}\n`);
    console.log(`${games} games in ${r.seconds.toFixed(1)} s on ${args.workers} worker(s): ${(games / r.seconds).toFixed(2)} games/s`);
    if (args.json) writeFileSync(args.json, JSON.stringify({ report: r.report ?? null, outliers: r.outliers, records: r.recordsFile, seconds: r.seconds }, null, 2));
  } finally {
    await pool.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  });
}

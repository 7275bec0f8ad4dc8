// `npm run fuzz:properties [-- seeds]`: every property test file over many random seeds (300 each unless
// told; PROPERTY_SEEDS too), outside `npm test` (whose runs use one fixed seed). The tests run once in
// vitest with PROPERTY_SEEDS set (tests/fuzz/checkProperty.ts); each failing seed is listed with its
// test, to be kept as a regression case, and the last line says how many failed: `property failures: N`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seeds = Number(process.argv[2] ?? process.env.PROPERTY_SEEDS ?? 300);
if (!Number.isInteger(seeds) || seeds < 1) {
  console.error(`the number of seeds must be a whole number above 0, not ${String(process.argv[2]).slice(0, 40)}`);
  process.exit(2);
}
const files = execFileSync('git', ['grep', '-l', 'checkProperty(', '--', 'tests/**/*.test.ts', 'src/**/*.test.ts'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
const report = join(mkdtempSync(join(tmpdir(), 'enb-fuzz-')), 'failures.jsonl');
const base = Number(process.env.PROPERTY_SEED_BASE ?? Math.floor(Math.random() * 2 ** 31));
console.log(`${files.length} property test files, ${seeds} seeds each from seed ${base}`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', '--testTimeout=0', ...files], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PROPERTY_SEEDS: String(seeds), PROPERTY_SEED_BASE: String(base), PROPERTY_REPORT: report },
});
const failures = existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
for (const f of failures) console.log(`FAILED ${f.file.replace(process.cwd() + '/', '')} › ${f.test} — seed ${f.seed}: ${f.why}`);
// a test that failed outside its properties counts too: nothing failing may go unreported
const outside = run.status !== 0 && failures.length === 0 ? 1 : 0;
if (outside) console.log(`vitest failed (exit ${run.status}) outside the properties: see above`);
console.log(`property failures: ${failures.length + outside}`);
process.exit(failures.length + outside ? 1 : 0);

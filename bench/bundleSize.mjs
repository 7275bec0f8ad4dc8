// Bundle size report (npm run size, after npm run build). Prints:
//   first-screen JS gzip KiB: <n>   — the entry script of dist/index.html and the modules it imports statically;
//   lazy chunk <name> gzip KiB: <n> — each chunk loaded on demand (the game, the engine, Polish, help, the service worker's helper);
//   service worker gzip KiB: <n>    — sw.js and its Workbox runtime.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no ${dist}/index.html: run npm run build first`);
  process.exit(1);
}
const kib = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\.?\/?([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('index.html has no module script');

// the entry and its static imports (import … from "./x.js" at the top level, not import("./x.js"))
const first = new Set();
const visit = (file) => {
  if (first.has(file)) return;
  first.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(join('assets', m[1]));
};
visit(entry);
const firstKiB = [...first].reduce((sum, f) => sum + kib(f), 0);
console.log(`first-screen JS gzip KiB: ${firstKiB.toFixed(1)}  (${[...first].join(', ')})`);
// the budget: the first screen's JavaScript as it was when the offline/kiosk work began (issue 19), never more
const BUDGET_KIB = 138;
console.log(`first-screen JS budget gzip KiB: ${BUDGET_KIB} (${firstKiB <= BUDGET_KIB ? 'within' : 'OVER'})`);
for (const f of readdirSync(join(dist, 'assets')).filter((n) => n.endsWith('.js')).sort()) {
  const file = join('assets', f);
  if (!first.has(file)) console.log(`lazy chunk ${f.replace(/-[\w-]{8}\.js$/, '')} gzip KiB: ${kib(file).toFixed(1)}`);
}
const sw = readdirSync(dist).filter((n) => /^(sw|workbox-[\w]+)\.js$/.test(n));
console.log(`service worker gzip KiB: ${sw.reduce((s, f) => s + kib(f), 0).toFixed(1)}`);

// Scenario editor benchmark (npm run bench:editor), in headless Chromium on a production build made
// with VITE_ENB_BENCH=1 (the test hooks kept), 1366×768:
//  - editor paint p95 ms: a brush stroke over a new 60 × 60 map, the main thread's busy time (CDP
//    Performance metric TaskDuration) from one pointer move onto a new node until two frames later (the
//    edit, the render and the canvas draw), 95th percentile over 240 moves;
//  - editor validate ms: the live check (the engine's checkScenarioForPlay via the editor's model) of
//    Great Archipelago after an edit, median of 30 edits, each check timed alone in the page.
// Prints exactly the two `name: value` lines (other output goes to stderr).
// `npm run bench:editor -- --dist DIR` measures a build already made in DIR (with VITE_ENB_BENCH=1).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const prebuilt = distArg > 0 ? resolve(process.argv[distArg + 1]) : null;
const outDir = prebuilt ?? join(root, 'bench', '.out', 'editor');
const MOVES = 240;
const EDITS = 30;

const percentile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function main() {
  process.env.VITE_ENB_BENCH = '1';
  if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
  if (!prebuilt) await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const base = `http://127.0.0.1:${server.httpServer.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--no-first-run', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/?lang=en`);
    await page.getByTestId('editor-open').click({ timeout: 60_000 });
    await page.getByTestId('editor-new-width').fill('60', { timeout: 60_000 });
    await page.getByTestId('editor-new-height').fill('60');
    await page.getByTestId('editor-new').click();
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null, undefined, { timeout: 60_000 });
    await page.getByTestId('editor-tool-terrain').click();
    await page.getByTestId('editor-terrain-land').click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    // a stroke zig-zagging over the map's middle rows, one node per move (the map fitted: every node on screen)
    const nodes = [];
    for (let k = 0; nodes.length < MOVES + 1; k++) {
      const row = 10 + ((k / 40) | 0) * 2;
      const col = (k / 40) % 2 < 1 ? 10 + (k % 40) : 49 - (k % 40);
      nodes.push(`${String.fromCharCode(65 + (col / 26 | 0) - 1).replace('@', '')}${String.fromCharCode(65 + (col % 26))}${row}`);
    }
    const at = (n) => page.evaluate((x) => window.__enb.nodeToScreen(x), n);
    const first = await at(nodes[0]);
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    await settle();
    const costs = [];
    for (const n of nodes.slice(1)) {
      const p = await at(n);
      const before = await busy();
      await page.mouse.move(p.x, p.y);
      await settle();
      costs.push((await busy()) - before);
    }
    await page.mouse.up();
    const painted = await page.evaluate(() => window.__enbEditor.getState().history.present.map.terrain.join('').split('#').length - 1);
    if (painted < MOVES * 0.9) throw new Error(`the stroke painted ${painted} nodes of ${MOVES}`);
    // validation of Great Archipelago after an edit: a copy opened from the editor's first page
    await page.getByTestId('editor-close').click();
    await page.getByTestId('editor-copy-source').selectOption('great-archipelago');
    await page.getByTestId('editor-copy').click();
    await page.waitForFunction(() => window.__enbEditor.getState().history?.present.id.startsWith('great-archipelago'), undefined, { timeout: 30_000 });
    const times = await page.evaluate(async (edits) => {
      const s = window.__enbEditor.getState();
      const out = [];
      for (let k = 0; k < edits; k++) {
        s.edit('bench', (d) => ({ ...d, rounds: 20 + k }));
        // the editor's own check, run at once instead of after its delay
        await new Promise((r) => setTimeout(r, 0));
        const t = performance.now();
        window.__enbEditor.getState().revalidate();
        out.push(performance.now() - t);
      }
      return out;
    }, EDITS);
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
    console.log(`editor paint p95 ms: ${percentile(costs, 0.95).toFixed(2)}`);
    console.log(`editor validate ms: ${percentile(times, 0.5).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.close();
    // the build is not kept: its scripts would count as source for the checks that read bench/
    if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

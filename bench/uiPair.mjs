// bench:ui as a paired comparison (npm run bench:ui:pair -- DIR_A DIR_B): two production builds made with
// VITE_ENB_BENCH=1 (e.g. `npm run bench:ui` leaves one in bench/.out/ui; copy it away before building the
// other), served side by side and played in two pages of one headless Chromium, the same seeded random
// actions as bench:ui, A and B alternating action by action (ABBA order). On a shared machine whose load
// changes from minute to minute, both builds see the same load: the per-action difference (B − A) and the
// ratio of the medians are far steadier than two bench:ui runs one after the other. Prints each build's
// `ui ms per action` (p50), growth and heap KiB per action as bench:ui counts them, then the paired figures.
// CSS0 / CSS1 (env) add a style sheet to page A / B: what a part of the page costs (`display: none`).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { chromium } from 'playwright-core';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length !== 2) throw new Error('usage: npm run bench:ui:pair -- DIR_A DIR_B');
const ACTIONS = +(process.env.ACTIONS ?? 300);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--no-first-run', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--enable-precise-memory-info', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows'] });
const sides = [];
try {
  for (const dist of dists) {
    const server = await preview({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0 } });
    const base = `http://127.0.0.1:${server.httpServer.address().port}`;
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, locale: 'en-GB', reducedMotion: 'reduce' }); // animations off: the per-action cost
    const page = await context.newPage();
    const errors = []; page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + '/?scenario=great-archipelago&hide=0&seed=7');
    await page.waitForFunction(() => !!window.__enb?.stage() && window.__enb.nodeToScreen('A1') !== null, undefined, { timeout: 60_000 });
    const css = process.env[`CSS${sides.length}`];
    if (css) await page.addStyleTag({ content: css });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.evaluate(() => {
      let x = 0x2545f491;
      window.__benchRandom = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
      window.__benchSettle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    });
    sides.push({ dist, server, page, cdp, errors, costs: [] });
  }
  const busy = async (s) => (await s.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  const heap = async (s) => { await s.cdp.send('HeapProfiler.collectGarbage'); await s.cdp.send('HeapProfiler.collectGarbage'); return (await s.cdp.send('Runtime.getHeapUsage')).usedSize; };
  for (const s of sides) s.heap0 = await heap(s);
  for (let k = 0; k < ACTIONS; k++) {
    const order = k % 2 ? [...sides].reverse() : sides;
    for (const s of order) {
      const chosen = await s.page.evaluate(() => {
        const hook = window.__enb; const st = hook.state(); if (!st || st.phase === 'over') return null;
        const legal = hook.legal(); const others = legal.filter((a) => a.type !== 'pass');
        const pool = others.length && window.__benchRandom() > 0.025 ? others : legal;
        return pool[Math.floor(window.__benchRandom() * pool.length)] ?? null;
      });
      if (!chosen) throw new Error('game ended');
      const before = await busy(s);
      const ok = await s.page.evaluate(async (a) => { const ok = window.__enb.getState().submit(a); await window.__benchSettle(); return ok; }, chosen);
      s.costs.push((await busy(s)) - before);
      if (!ok) throw new Error('refused');
    }
  }
  for (const s of sides) s.heap1 = await heap(s);
  for (const s of sides) {
    const f = median(s.costs.slice(0, 50)), l = median(s.costs.slice(-50));
    console.log(`${s.dist}: ui ms per action ${median(s.costs).toFixed(2)}, growth ${(l / f).toFixed(2)}, heap KiB per action ${((s.heap1 - s.heap0) / 1024 / ACTIONS).toFixed(2)}`);
    if (s.errors.length) throw new Error(`page errors in ${s.dist}: ${s.errors.join(' | ')}`);
  }
  { const d = sides[0].costs.map((c, i) => sides[1].costs[i] - c); console.log(`paired: B − A per action p50 ${median(d).toFixed(2)} ms, B / A of the p50s ${(median(sides[1].costs) / median(sides[0].costs)).toFixed(3)}`); }
} finally { // the browser and the servers close even when a run fails
  await browser.close();
  for (const s of sides) s.server.httpServer.close();
}
process.exit(0);

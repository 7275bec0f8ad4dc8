// Where bench:ui's time goes (npm run trace:ui [-- build]): the same game, actions and page as
// bench/ui.mjs on an unminified build with VITE_ENB_BENCH=1 (bench/.out/prof; `build` makes it first),
// Chromium's performance trace (CDP Tracing) over TRACED actions after WARM untraced ones (env, default
// 50 after 200), or over 4 wheel-zoom gestures with ZOOM=1. Prints per action: main-thread time by
// trace event (nested and self), layouts and their roots, paints by element, JS self time by function
// (from the sampling profiler; LIGHT=1 leaves it out: less overhead), with INV=1 what invalidated
// layout. The trace itself goes to bench/.out/trace.json (zoom-trace.json), for chrome://tracing.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'bench', '.out', 'prof');
const doBuild = process.argv.includes('build');
const WARM = +(process.env.WARM ?? 200), TRACED = +(process.env.TRACED ?? 50);
process.env.VITE_ENB_BENCH = '1';
if (doBuild) await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false, minify: false } });
const server = await preview({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--disable-gpu', '--no-sandbox', '--enable-precise-memory-info'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, locale: 'en-GB', reducedMotion: 'reduce' }); // animations off: the per-action cost
const page = await context.newPage();
page.on('pageerror', (e) => console.error('PAGEERR', e.message));
await page.goto(base + '/?scenario=great-archipelago&hide=0&seed=7');
await page.waitForFunction(() => !!window.__enb?.stage() && window.__enb.nodeToScreen('A1') !== null, undefined, { timeout: 60_000 });
const cdp = await context.newCDPSession(page);
await page.evaluate(() => {
  let x = 0x2545f491;
  window.__benchRandom = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
  window.__benchSettle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
});
const step = async () => {
  const chosen = await page.evaluate(() => {
    const hook = window.__enb; const st = hook.state(); if (!st || st.phase === 'over') return null;
    const legal = hook.legal(); const others = legal.filter((a) => a.type !== 'pass');
    const pool = others.length && window.__benchRandom() > 0.025 ? others : legal;
    return pool[Math.floor(window.__benchRandom() * pool.length)] ?? null;
  });
  await page.evaluate(async (a) => { window.__enb.getState().submit(a); await window.__benchSettle(); }, chosen);
};
for (let k = 0; k < WARM; k++) await step();
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: process.env.LIGHT ? 'devtools.timeline' : 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,disabled-by-default-v8.cpu_profiler' + (process.env.INV ? ',disabled-by-default-devtools.timeline.invalidationTracking' : ''), transferMode: 'ReportEvents' });
if (process.env.ZOOM) {
  const box = await page.getByTestId('map-view').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let g = 0; g < 4; g++) { for (let s = 0; s < 6; s++) { await page.mouse.wheel(0, g % 2 ? 120 : -120); await page.waitForTimeout(30); } await page.waitForTimeout(400); }
} else for (let k = 0; k < TRACED; k++) await step();
await cdp.send('Tracing.end');
await done;
writeFileSync(join(root, 'bench', '.out', process.env.ZOOM ? 'zoom-trace.json' : 'trace.json'), JSON.stringify({ traceEvents: events }));
// summary: top-level-ish events on the renderer main thread
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tid = main?.tid, pid = main?.pid;
const sums = {};
for (const e of events) if (e.tid === tid && e.pid === pid && e.ph === 'X' && e.dur) sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
const n = process.env.ZOOM ? 1 : TRACED;
{ // self time by event name (nesting by time on the main thread)
  const xs = events.filter((e) => e.tid === tid && e.pid === pid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = []; const selfT = {};
  for (const e of xs) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).kids += e.dur;
    e.kids = 0; stack.push(e);
  }
  for (const e of xs) selfT[e.name] = (selfT[e.name] ?? 0) + (e.dur - e.kids) / 1000;
  console.log('--- self by event'); console.log(Object.entries(selfT).sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${(v / n).toFixed(2)} ${k}`).join('\n'));
}
console.log(Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k}: ${(v / n).toFixed(2)} ms${process.env.ZOOM ? '' : '/action'}`).join('\n'));
// JS self time by function from the cpu profile samples
const nodes = new Map(); const self = {};
let samples = [], deltas = [];
for (const e of events) if (e.name === 'ProfileChunk') {
  const c = e.args.data.cpuProfile; for (const nd of c?.nodes ?? []) nodes.set(nd.id, nd);
  samples.push(...(c?.samples ?? [])); deltas.push(...(e.args.data.timeDeltas ?? []));
}
samples.forEach((s, i) => { const nd = nodes.get(s); if (!nd) return; const f = nd.callFrame; const k = `${f.functionName || '(anon)'} ${(f.url??'').split('/').pop()}:${f.lineNumber}`; self[k] = (self[k] ?? 0) + (deltas[i] ?? 0) / 1000; });
console.log('--- JS self ms' + (process.env.ZOOM ? '' : '/action'));
console.log(Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / n).toFixed(2)} ${k}`).join('\n'));
const lays = events.filter((e) => e.tid === tid && e.pid === pid && e.name === 'Layout' && e.ph === 'X');
console.log('--- layouts', lays.length, 'avg objs', (lays.reduce((a, e) => a + (e.args?.beginData?.totalObjects ?? 0), 0) / lays.length).toFixed(0), 'dirty', (lays.reduce((a, e) => a + (e.args?.beginData?.dirtyObjects ?? 0), 0) / lays.length).toFixed(0), 'partial', lays.filter((e) => e.args?.beginData?.partialLayout).length);
const roots = {}; for (const e of lays) { const k = JSON.stringify(e.args?.endData?.layoutRoots?.map((r) => r.nodeName ?? r.nodeId) ?? []); roots[k] = (roots[k] ?? 0) + e.dur / 1000; }
console.log(Object.entries(roots).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${(v / n).toFixed(2)} ${k}`).join('\n'));
const forced = {}; for (const e of lays) { const st = e.args?.beginData?.stackTrace; const k = st ? st.slice(0, 4).map((f) => `${f.functionName}:${f.lineNumber}`).join(' < ') : '(frame)'; forced[k] = (forced[k] ?? 0) + e.dur / 1000; }
console.log('--- layout by stack'); console.log(Object.entries(forced).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${(v / n).toFixed(2)} ${k}`).join('\n'));
const pre = events.filter((e) => e.tid === tid && e.pid === pid && e.name === 'PrePaint' && e.ph === 'X'); console.log('prepaints', pre.length, JSON.stringify(pre[0]?.args));
const paints = events.filter((e) => e.tid === tid && e.pid === pid && e.name === 'Paint' && e.ph === 'X');
const pk = {}; for (const e of paints) { const d = e.args?.data ?? {}; const k = `${d.nodeName ?? d.nodeId} ${JSON.stringify(d.clip?.map((x) => Math.round(x)))}`; pk[k] = (pk[k] ?? 0) + e.dur / 1000; }
console.log('--- paints', paints.length); console.log(Object.entries(pk).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${(v / n).toFixed(2)} ${k}`).join('\n'));
const inv = {}; for (const e of events) if (e.name === 'LayoutInvalidationTracking' || e.name === 'PaintInvalidationTracking') { const d = e.args?.data ?? {}; const k = `${e.name[0]} ${d.nodeName} ${d.reason ?? ''}`; inv[k] = (inv[k] ?? 0) + 1; }
console.log('--- invalidations per action'); console.log(Object.entries(inv).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / n).toFixed(1)} ${k}`).join('\n'));
await browser.close(); server.httpServer.close(); process.exit(0);

// UI responsiveness benchmark (npm run bench:ui), in headless Chromium on a production build of the
// app (React production mode) built with VITE_ENB_BENCH=1, which keeps the test hook window.__enb in
// that build only. Great Archipelago at 1366×768, demo mode (no hand-over cover), seed 7:
//  - ui ms per action: the main thread's busy time (CDP Performance metric TaskDuration) from
//    submitting one random legal action until two frames later (the render, the canvas draw and
//    whatever the app does after), p50 over 300 actions (passing is rare, so the game runs on);
//  - ui ms per action growth: the median of the last 50 over the median of the first 50;
//  - zoom max frame ms: the longest frame (requestAnimationFrame to the next) during 8 wheel zoom
//    gestures and their ends (the camera committed, the static map re-cached);
//  - heap KiB per action: the JS heap after a full GC, after the 300 actions less before, over 300;
//  - animation max frame ms: the longest frame (requestAnimationFrame to the next) from submitting a
//    move until its glide on the motion layer ends, over MOVES moves, animations on (issue 37; all the
//    figures above are taken with them off: the page asks for reduced motion until then).
//  - ui panels/no-panels ratio: the same actions played at once in a second page of the same build with the
//    side panels hidden (display: none), action by action in turn (ABBA, as bench:ui:pair): the p50 with
//    the panels over the p50 without — what the panels cost, on the same machine load;
//  - layout shift per game: the cumulative layout shift (PerformanceObserver 'layout-shift') over a scripted
//    hot-seat game of the same scenario with refusals, result banners, hand-overs and "since your last turn"
//    (bench/layoutShift.mjs, 40 actions after the setup); the part that moved the map, the columns or the
//    top bar is told on stderr.
// Prints exactly the seven `name: value` lines (other output goes to stderr). ACTIONS=N (env) plays N
// actions instead of 300.
// `npm run bench:ui -- --dist DIR` measures a build already made in DIR (with VITE_ENB_BENCH=1), so two
// builds can be compared run by run (A, B, A, B, …) on a noisy machine without rebuilding each time.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { layoutShiftGame } from './layoutShift.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const prebuilt = distArg > 0 ? resolve(process.argv[distArg + 1]) : null;
const outDir = prebuilt ?? join(root, 'bench', '.out', 'ui');
const ACTIONS = +(process.env.ACTIONS ?? 300);
const VIEWPORT = { width: 1366, height: 768 };
const PATH = '/?scenario=great-archipelago&hide=0&seed=7';
const ZOOMS = 8;
const MOVES = 8;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
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
    args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--no-first-run', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--enable-precise-memory-info'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-GB', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + PATH);
    await page.waitForFunction(() => !!window.__enb?.stage() && window.__enb.nodeToScreen('A1') !== null, undefined, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    // the same game with the side panels hidden, played action by action beside it
    const bareContext = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-GB' });
    const bare = await bareContext.newPage();
    bare.on('pageerror', (e) => errors.push(e.message));
    await bare.goto(base + PATH);
    await bare.waitForFunction(() => !!window.__enb?.stage() && window.__enb.nodeToScreen('A1') !== null, undefined, { timeout: 60_000 });
    await bare.addStyleTag({ content: '.game__side { display: none !important; }' });
    const bareCdp = await bareContext.newCDPSession(bare);
    await bareCdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const bareBusy = async () => (await bareCdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    // a fixed random sequence (xorshift in the page), passing only when nothing else is legal or 1 in 40
    for (const pg of [page, bare]) await pg.evaluate(() => {
      let x = 0x2545f491;
      window.__benchRandom = () => {
        x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
        return (x >>> 0) / 4294967296;
      };
      window.__benchSettle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    });
    const heapBefore = await heap();
    const costs = [];
    const bareCosts = [];
    /** One action in the page without panels (the same choice: the same seeded sequence). */
    const bareAction = async () => {
      const a = await bare.evaluate(() => {
        const hook = window.__enb;
        const legal = hook.legal();
        const others = legal.filter((x) => x.type !== 'pass');
        const pool = others.length && window.__benchRandom() > 0.025 ? others : legal;
        return pool[Math.floor(window.__benchRandom() * pool.length)] ?? null;
      });
      const before = await bareBusy();
      const ok = await bare.evaluate(async (x) => { const ok = window.__enb.getState().submit(x); await window.__benchSettle(); return ok; }, a);
      bareCosts.push((await bareBusy()) - before);
      if (!ok) throw new Error('a legal action was refused in the page without panels');
    };
    for (let k = 0; k < ACTIONS; k++) {
      if (k % 2) await bareAction(); // ABBA: each page first every other action
      const chosen = await page.evaluate(() => {
        const hook = window.__enb;
        const st = hook.state();
        if (!st || st.phase === 'over') return null;
        const legal = hook.legal();
        const others = legal.filter((a) => a.type !== 'pass');
        const pool = others.length && window.__benchRandom() > 0.025 ? others : legal;
        return pool[Math.floor(window.__benchRandom() * pool.length)] ?? null;
      });
      if (!chosen) throw new Error(`the game ended after ${k} actions: choose another seed`);
      const before = await busy();
      const ok = await page.evaluate(async (a) => {
        const ok = window.__enb.getState().submit(a);
        await window.__benchSettle();
        return ok;
      }, chosen);
      costs.push((await busy()) - before);
      if (!ok) throw new Error(`a legal action was refused: ${JSON.stringify(chosen)}`);
      if (!(k % 2)) await bareAction();
    }
    const heapAfter = await heap();
    await bareContext.close();
    // zoom gestures: wheel steps at the map's centre, then the pause that ends the gesture
    const box = await page.getByTestId('map-view').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (t) => {
        window.__frames.push(t - last);
        last = t;
        if (!window.__stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame((t) => { last = t; requestAnimationFrame(tick); });
    });
    for (let g = 0; g < ZOOMS; g++) {
      for (let s = 0; s < 6; s++) {
        await page.mouse.wheel(0, g % 2 ? 120 : -120);
        await page.waitForTimeout(30);
      }
      await page.waitForTimeout(400); // the gesture ends (160 ms pause): commit and re-cache
    }
    const frames = await page.evaluate(() => { window.__stopFrames = true; return window.__frames; });
    // move animations: the page no longer asks for reduced motion; each move's frames until its glide ends
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // the preference's change restyles and re-renders the page once: its frame is the switch's, not a move's
    // (it made the first move's first frame 50 ms; every frame of the glides themselves keeps 60 fps)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    const animationFrames = [];
    for (let m = 0, tries = 0; m < MOVES; tries++) {
      if (tries > 400) throw new Error(`only ${m} moves to animate in 400 actions`);
      const move = await page.evaluate(() => {
        const hook = window.__enb;
        const st = hook.state();
        if (!st || st.phase === 'over') return null;
        const moves = hook.legal().filter((a) => a.type === 'move' && a.to.node !== st.units[a.unitId].node);
        return moves.length ? moves[Math.floor(window.__benchRandom() * moves.length)] : null;
      });
      if (!move) {
        // no ship may move now: play on at random until one may
        const ok = await page.evaluate(() => {
          const legal = window.__enb.legal();
          return legal.length ? window.__enb.getState().submit(legal[Math.floor(window.__benchRandom() * legal.length)]) : false;
        });
        if (!ok) throw new Error('the game stalled before the move animations');
        continue;
      }
      const measured = await page.evaluate((a) => new Promise((resolve, reject) => {
        const layer = document.querySelector('[data-testid="motion"]');
        const out = [];
        let last = performance.now();
        let seen = false;
        const tick = (t) => {
          out.push(t - last);
          last = t;
          seen ||= layer.dataset.playing === 'yes';
          if (layer.dataset.playing === 'yes' && out.length < 200) requestAnimationFrame(tick);
          else resolve({ frames: out, seen });
        };
        requestAnimationFrame((t) => {
          last = t;
          if (!window.__enb.getState().submit(a)) reject(new Error(`a legal move was refused: ${JSON.stringify(a)}`));
          requestAnimationFrame(tick);
        });
      }), move);
      if (!measured.seen) throw new Error(`a move did not animate: ${JSON.stringify(move)}`);
      animationFrames.push(...measured.frames);
      console.error(`(move ${m + 1}: ${measured.frames.length} frames, longest ${Math.max(...measured.frames).toFixed(1)} ms at frame ${measured.frames.indexOf(Math.max(...measured.frames)) + 1})`);
      m++;
    }
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
    const first = median(costs.slice(0, 50));
    const last = median(costs.slice(-50));
    console.log(`ui ms per action: ${median(costs).toFixed(2)}`);
    console.log(`ui ms per action growth: ${(last / first).toFixed(2)}`);
    console.log(`zoom max frame ms: ${Math.max(...frames).toFixed(1)}`);
    console.log(`heap KiB per action: ${((heapAfter - heapBefore) / 1024 / ACTIONS).toFixed(2)}`);
    console.log(`animation max frame ms: ${Math.max(...animationFrames).toFixed(1)}`);
    console.log(`ui panels/no-panels ratio: ${(median(costs) / median(bareCosts)).toFixed(2)}`);
    // a hot-seat game (the cover on) of the same scenario, for its banners and hand-overs
    const shiftContext = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-GB' });
    const shiftPage = await shiftContext.newPage();
    await shiftPage.goto(base + PATH.replace('hide=0', 'hide=1'));
    await shiftPage.waitForFunction(() => !!window.__enb?.getState().session, undefined, { timeout: 60_000 });
    const shift = await layoutShiftGame(shiftPage, { actions: 40 });
    console.log(`layout shift per game: ${shift.sum.toFixed(3)}`);
    console.error(`(layout shift: the frame ${shift.frame.toFixed(4)}; largest sources ${shift.sources.map(([n, v]) => `${n} ${v.toFixed(3)}`).join(', ')}; without panels p50 ${median(bareCosts).toFixed(2)} ms)`);
    await shiftContext.close();
    console.error(`(first 50 p50 ${first.toFixed(2)} ms, last 50 p50 ${last.toFixed(2)} ms, heap ${(heapBefore / 1048576).toFixed(1)} → ${(heapAfter / 1048576).toFixed(1)} MiB, ${frames.length} zoom frames, ${animationFrames.length} animation frames over ${MOVES} moves, their p50 ${median(animationFrames).toFixed(1)} ms)`);
  } finally {
    await browser.close();
    await new Promise((r) => server.httpServer.close(r));
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);

// Map benchmark (npm run bench:map). Prints figures; it is not a pass/fail test.
// (a) First-screen JavaScript, gzipped: the production app vs a baseline of react + react-dom +
//     konva + react-konva rendering a tiny stage, both built with Vite in this run and served with
//     `vite preview`. Counted is what the browser actually requests: each page is opened at `/` in a
//     fresh context (empty storage; the app shows its start screen), and once it is drawn and the
//     network is idle every .js file it loaded is gzipped (level 9, per file) and summed.
// (b) stage.draw() time of the production app showing the large map, over 120 small pans, in
//     headless Chromium. The production bundle has no test hook; Konva registers itself as
//     window.Konva and lists its stages in Konva.stages, which is what this script reads.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'bench', '.out');
const appOut = join(out, 'app');
const baselineOut = join(out, 'baseline');
const SCENARIO = 'great-archipelago';
const VIEWPORT = { width: 1280, height: 800 };
const PANS = 120;
const WARMUP = 10;

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Serve a build folder with `vite preview`; returns the server and its base URL. */
async function serve(dir, configFile) {
  const server = await preview({
    root: configFile ? root : join(root, 'bench', 'baseline'),
    configFile: configFile ?? false,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  return { server, base: `http://127.0.0.1:${address.port}` };
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--no-first-run', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });

/**
 * The JavaScript the first screen really loads: open the page at `/` in a fresh browser context
 * (empty storage), wait until `ready` holds and the network is idle, and take every script the page
 * requested (entry, static imports, modulepreloads, dynamic imports made so far) from the build
 * folder; gzip (level 9) each file and sum.
 */
async function firstScreenJs(browser, dir, configFile, ready) {
  const { server, base } = await serve(dir, configFile);
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const requested = new Set();
    const errors = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === base && url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.waitForFunction(ready, null, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // what the page itself says it loaded (a cached or preloaded script still shows up here)
    const entries = await page.evaluate(() =>
      [...performance.getEntriesByType('resource').map((e) => e.name), ...[...document.scripts].map((s) => s.src)].filter(Boolean),
    );
    for (const name of entries) {
      const url = new URL(name);
      if (url.origin === base && url.pathname.endsWith('.js')) requested.add(url.pathname);
    }
    if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    const files = [...requested].sort();
    let raw = 0;
    let gz = 0;
    const listed = [];
    for (const f of files) {
      const buf = readFileSync(join(dir, decodeURIComponent(f)));
      const zipped = gzipSync(buf, { level: 9 }).length;
      raw += buf.length;
      gz += zipped;
      listed.push(`${f.slice(1)} (${kib(zipped)} KiB)`);
    }
    return { files: listed, raw, gz };
  } finally {
    await context.close();
    await new Promise((r) => server.httpServer.close(r));
  }
}

async function buildBoth() {
  rmSync(out, { recursive: true, force: true });
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appOut, emptyOutDir: true },
  });
  await build({
    root: join(root, 'bench', 'baseline'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: baselineOut, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * In the page: pan the stage in small steps, timing stage.draw() after each, one frame apart.
 * Chromium records canvas calls and rasterizes them later; with `flush` each layer canvas is
 * also read back (1 px), which forces the raster work into the timed span.
 */
function panAndDraw({ pans, warmup, flush }) {
  const stage = window.Konva.stages[0];
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r()));
  return (async () => {
    const times = [];
    const x0 = stage.x();
    for (let k = 0; k < warmup + pans; k++) {
      // a triangle wave of 4 px steps, 30 steps each way, so the map stays in view
      const phase = k % 60;
      stage.x(x0 + 4 * (phase < 30 ? phase : 60 - phase));
      stage.y(stage.y() + (k % 2 ? 1 : -1));
      const t0 = performance.now();
      stage.draw();
      if (flush) for (const layer of stage.getLayers()) layer.getCanvas().getContext()._context.getImageData(0, 0, 1, 1);
      const t1 = performance.now();
      if (k >= warmup) times.push(t1 - t0);
      await nextFrame();
    }
    return times;
  })();
}

async function measureDraw() {
  const { server, base } = await serve(appOut, join(root, 'vite.config.ts'));
  const url = `${base}/?scenario=${SCENARIO}`;
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url);
    // ready: the stage exists and the static map shape holds its bitmap cache
    await page.waitForFunction(() => {
      const stage = window.Konva?.stages?.[0];
      const shape = stage?.getLayers()[0]?.getChildren()[0];
      return !!shape && shape.getAttr('bitmapRatio') > 0;
    }, null, { timeout: 20_000 });
    const info = await page.evaluate(() => {
      const stage = window.Konva.stages[0];
      const shape = stage.getLayers()[0].getChildren()[0];
      return { width: stage.width(), height: stage.height(), scale: stage.scaleX(), layers: stage.getLayers().length, cached: shape.getAttr('bitmapRatio') > 0 };
    });
    const fitted = (await page.evaluate(panAndDraw, { pans: PANS, warmup: WARMUP, flush: false })).sort((a, b) => a - b);
    const fittedFlushed = (await page.evaluate(panAndDraw, { pans: PANS, warmup: WARMUP, flush: true })).sort((a, b) => a - b);
    // deep zoom: the '+' key until the bitmap would be too big and the shape draws only what is visible
    for (let k = 0; k < 12; k++) await page.keyboard.press('+');
    const deep = await page.evaluate(() => {
      const stage = window.Konva.stages[0];
      return { scale: stage.scaleX(), cached: stage.getLayers()[0].getChildren()[0].getAttr('bitmapRatio') > 0 };
    });
    const zoomed = (await page.evaluate(panAndDraw, { pans: PANS, warmup: WARMUP, flush: true })).sort((a, b) => a - b);
    if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    return { info, fitted, fittedFlushed, deep, zoomed };
  } finally {
    await browser.close();
    await new Promise((r) => server.httpServer.close(r));
  }
}

await buildBoth();
const browser = await launch();
let app;
let baseline;
try {
  // the app: the start screen drawn (its scenario list and map preview); the baseline: its stage drawn
  app = await firstScreenJs(browser, appOut, join(root, 'vite.config.ts'), () => !!document.querySelector('[data-testid="start-screen"] [data-testid="scenario-preview"]'));
  baseline = await firstScreenJs(browser, baselineOut, undefined, () => !!document.querySelector('#root canvas'));
} finally {
  await browser.close();
}
console.log(`first-screen JS files: app ${app.files.join(', ')}; baseline ${baseline.files.join(', ')}`);
console.log(`first-screen JS raw: app ${kib(app.raw)} KiB, baseline ${kib(baseline.raw)} KiB`);
console.log(`first-screen JS gzip: app ${kib(app.gz)} KiB, baseline ${kib(baseline.gz)} KiB`);
console.log(`bundle/baseline ratio: ${(app.gz / baseline.gz).toFixed(2)}`);

const { info, fitted, fittedFlushed, deep, zoomed } = await measureDraw();
console.log(
  `map draw setup: production build, scenario ${SCENARIO}, stage ${info.width}×${info.height}, ` +
    `fitted scale ${info.scale.toFixed(3)}, ${info.layers} layers, static map ${info.cached ? 'bitmap-cached' : 'not cached'}, ${PANS} pans`,
);
console.log(`map draw p50 ms: ${percentile(fitted, 50).toFixed(2)}`);
console.log(`map draw p95 ms: ${percentile(fitted, 95).toFixed(2)}`);
console.log(
  `map draw + raster flush (1 px read-back per layer): p50 ms: ${percentile(fittedFlushed, 50).toFixed(2)}, ` +
    `p95 ms: ${percentile(fittedFlushed, 95).toFixed(2)}`,
);
console.log(
  `deep zoom (scale ${deep.scale.toFixed(2)}, static map ${deep.cached ? 'bitmap-cached' : 'drawn live, visible part only'}), ` +
    `draw + raster flush: p50 ms: ${percentile(zoomed, 50).toFixed(2)}, p95 ms: ${percentile(zoomed, 95).toFixed(2)}`,
);
console.log('(browser timers are coarsened to about 0.1 ms)');

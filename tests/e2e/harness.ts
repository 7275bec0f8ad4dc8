// Browser-test harness: the system Chromium driven by playwright-core (nothing downloads a browser),
// one per test file, opening the app the e2e project's global setup built and serves
// (tests/setup/e2eServer.ts).
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--disable-gpu', '--disable-quic', '--disable-sync', '--no-first-run', '--no-sandbox',
  '--disable-background-networking', '--disable-component-update',
];

export interface Harness {
  browser: Browser;
  baseUrl: string;
  /**
   * A fresh page (own context) with console errors and page errors collected. The page asks for reduced
   * motion (the map does not animate: what a test reads is the engine's state at once) unless `motion`.
   */
  newPage(options?: { width?: number; height?: number; hasTouch?: boolean; motion?: boolean }): Promise<TestPage>;
  close(): Promise<void>;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console messages of type error and uncaught page errors, as text. */
  errors: string[];
}

export async function startHarness(): Promise<Harness> {
  const baseUrl = inject('e2eBaseUrl');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  return {
    browser,
    baseUrl,
    async newPage({ width = 1280, height = 800, hasTouch = false, motion = false } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'en-GB', hasTouch, reducedMotion: motion ? 'no-preference' : 'reduce' });
      const page = await context.newPage();
      // E2E_CPU_SLOWDOWN=N runs the page N times slower (as a slow CI machine would), to shake out races
      const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
      if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // fail fast rather than wait the default 30 s for an element that is not coming; a page load on a
      // busy 2-core machine (the dev server transforming modules) may take longer than that
      page.setDefaultTimeout(5_000);
      page.setDefaultNavigationTimeout(30_000);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
      return { page, context, errors };
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

/** The default game for map tests: Open Sea in demo mode (no hand-over cover), seed 1. */
export const MAP_PATH = '/?scenario=open-sea&hide=0&seed=1';

/** Open the app at a path ('/?scenario=…') and wait until the map is fitted and drawn. */
export async function openMap(page: Page, baseUrl: string, path = MAP_PATH): Promise<void> {
  const problems: string[] = [];
  const note = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') problems.push(m.text());
  };
  page.on('console', note);
  await page.goto(baseUrl + path);
  await page.waitForFunction(() => {
    const hook = window.__enb;
    const stage = hook?.stage();
    return !!stage && hook!.getState().viewport.width > 0 && hook!.nodeToScreen('A1') !== null;
  }, undefined, { timeout: 30_000 }).catch(async (e: Error) => {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 400)).catch(() => '?');
    throw new Error(`${e.message}\npage: ${text}\nconsole errors: ${problems.join(' | ')}`);
  }); // the first load compiles the app
  page.off('console', note);
}

/** Reload once the autosave's queued writes are done: a reload drops a write in flight (IndexedDB is written in
 * the background), and a slow machine may still be writing the last action when the test reloads. */
export async function reloadSaved(page: Page): Promise<void> {
  await page.evaluate(() => Promise.race([window.__enb?.saved(), new Promise((done) => setTimeout(done, 10_000))]));
  await page.reload();
}

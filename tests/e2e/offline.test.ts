// Installable and offline, in a real Chromium against the production build: the game is built into a
// temporary folder and served by `vite preview`; after one visit the service worker has precached it,
// the browser goes offline, and the game still starts from its address, plays a turn with the keyboard
// and survives a reload — with no network at all. The built page uses relative paths only (it runs from
// any static folder). Server, browser and folder are always closed and removed; every wait has a limit.
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
let outDir = '';
let server: PreviewServer | null = null;
/** Each test's own browser (a service worker's teardown in one cannot hold up the next); all closed after the file. */
const browsers = new Set<Browser>();
let baseUrl = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'enb-offline-'));
  // a production build as `npm run build` makes it (the test runner's NODE_ENV=test would build React's
  // development copy and leave the service worker out)
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  server = await preview({ root, configFile, logLevel: 'error', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview has no TCP address');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await Promise.all([...browsers].map((b) => b.close().catch(() => undefined)));
  await server?.close().catch(() => undefined);
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A page in a browser of its own (its own service worker), with the page's errors collected. */
async function newPage(): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  browsers.add(browser);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.setDefaultNavigationTimeout(30_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { browser, page, errors };
}

/** Work that may never end, awaited at most `limitMs`: its value, or `late` (the work is left to run). */
async function within<T>(limitMs: number, work: Promise<T>): Promise<{ value: T } | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((done) => {
    timer = setTimeout(() => done('late'), limitMs);
  });
  try {
    return await Promise.race([work.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a test's browser, waiting at most 20 s: a close that hangs must not hold the test (afterAll tries again). */
async function closeWithin(browser: Browser): Promise<void> {
  if ((await within(20_000, browser.close().catch(() => undefined))) !== 'late') browsers.delete(browser);
  else console.log('offline test: a browser did not close within 20 s; the file\'s end closes it');
}

type Step = <T>(name: string, limitMs: number, run: () => Promise<T>) => Promise<T>;

/** Steps each bounded by a limit of their own and named. A hang inside the page (which neither page.evaluate nor
 * expect.poll can interrupt) or a slow machine then fails with the step's name and the trail of steps so far,
 * instead of the test's overall time-out saying nothing of where it stood. */
function stepper(): Step {
  const trail: string[] = [];
  return async (name, limitMs, run) => {
    const begun = Date.now();
    try {
      const done = await within(limitMs, run());
      if (done === 'late') throw new Error(`${name}: not done in ${limitMs} ms`);
      return done.value;
    } catch (e) {
      console.log(`offline test stopped at "${name}" after ${Date.now() - begun} ms; steps before it: ${trail.join(', ') || 'none'}`);
      throw e;
    } finally {
      trail.push(`${name} ${Date.now() - begun} ms`);
    }
  };
}

/** One visit, until the service worker is installed, active and serving the page. */
async function visitUntilInstalled(page: Page, step: Step): Promise<void> {
  await step('open the start screen', 45_000, async () => {
    await page.goto(`${baseUrl}/?lang=en`);
    await page.getByTestId('start-screen').waitFor({ timeout: 30_000 });
  });
  // the service worker installed and active: everything precached
  await step('the service worker is active', 35_000, () =>
    page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, { timeout: 30_000, polling: 200 }));
  // and controlling the page: a fresh load is served by it (Chromium takes a moment after activation)
  await step('the service worker serves the page', 45_000, () =>
    expect
      .poll(async () => {
        await page.reload({ timeout: 10_000 });
        return page.evaluate(() => navigator.serviceWorker.controller !== null);
      }, { timeout: 30_000, interval: 1000 })
      .toBe(true));
}

/** A turn with the keyboard on the tutorial: Blue's destroyer moves one node on, and it is Red's turn. */
async function playBlueTurn(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('turn').innerText(), { timeout: 10_000 }).toBe('Turn: Blue');
  await page.getByTestId('unit-blue-DD-1').focus();
  await page.keyboard.press('Enter');
  // selecting the ship takes focus to the map (its cursor on the first option): the arrows go there, not to the button
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'map-view', undefined, { timeout: 5_000, polling: 50 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  if ((await page.getByTestId('turn').innerText()) === 'Turn: Blue') await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('turn').innerText(), { timeout: 10_000 }).toBe('Turn: Red');
}

/** Until the saved-games library (IndexedDB, written in the background) holds a game's first action: a reload drops
 * a write still in flight, and the production build has no test hook to wait for the autosave. (The entry's action
 * count is written after the action itself. A look that never creates the database — opening one that does not exist
 * yet would make an empty one the game could not use — and always answers within 2 s.) */
async function moveSaved(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => new Promise<number>((done) => {
      setTimeout(() => done(0), 2_000);
      const open = indexedDB.open('enb-games');
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () => done(0);
      open.onsuccess = () => {
        try {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => done(Math.max(0, ...all.result.map((e: { actions?: number }) => e.actions ?? 0)));
          all.onerror = () => done(0);
        } catch {
          done(0);
        } finally {
          open.result.close();
        }
      };
    })), { timeout: 20_000, interval: 200 })
    .toBeGreaterThan(0);
}

describe('offline, from the production build', () => {
  it('the built page refers to its files by relative paths', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/src="\.\/assets\/index-[\w-]+\.js"/);
    expect(html).toMatch(/href="\.\/manifest\.webmanifest"/);
    expect(html).not.toMatch(/(src|href)="\/(?!\/)/);
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.webmanifest'), 'utf8')) as { icons: { sizes: string }[]; start_url: string };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.start_url).toBe('./');
  });

  it('after one visit: offline, the game starts, plays a turn and survives a reload', async () => {
    const step = stepper();
    const { browser, page, errors } = await step('launch a browser', 45_000, newPage);
    try {
      await visitUntilInstalled(page, step);
      await page.context().setOffline(true);
      expect(await step('offline: no network', 10_000, () => page.evaluate(() => fetch('/nothing-here').then(() => 'online', () => 'offline')))).toBe('offline');
      await step('offline: open the tutorial', 45_000, async () => {
        await page.goto(`${baseUrl}/?scenario=tutorial&hide=0&seed=1&lang=en`);
        await page.getByTestId('game-screen').waitFor({ timeout: 30_000 });
      });
      await step("offline: Blue's turn", 35_000, () => playBlueTurn(page));
      await step('offline: the move is saved', 30_000, () => moveSaved(page));
      await step('offline: reload, the same game', 45_000, async () => {
        await page.reload();
        await page.getByTestId('game-screen').waitFor({ timeout: 30_000 });
        await expect.poll(() => page.getByTestId('turn').innerText(), { timeout: 10_000 }).toBe('Turn: Red');
      });
      expect(errors).toEqual([]);
    } finally {
      await closeWithin(browser);
    }
  }, 360_000); // its steps' limits and the close, summed (a step past its own limit fails by name)

  // Last: it changes the served files. A new version on the server is offered, never forced: the game
  // stays as it is until the player chooses to reload, and after the reload it is the same game.
  it('a new version is offered with a prompt; the game goes on until the player reloads, and is kept', async () => {
    const step = stepper();
    const { browser, page, errors } = await step('launch a browser', 45_000, newPage);
    try {
      await visitUntilInstalled(page, step);
      await step('open the tutorial', 45_000, async () => {
        await page.goto(`${baseUrl}/?scenario=tutorial&hide=0&seed=1&lang=en`);
        await page.getByTestId('game-screen').waitFor({ timeout: 30_000 });
      });
      await step("Blue's turn", 35_000, () => playBlueTurn(page));
      await step('the move is saved', 30_000, () => moveSaved(page));
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      // a new version on the server: its service worker differs
      await appendFile(join(outDir, 'sw.js'), '\n// a new version\n');
      // the browser looks for a new version when asked (as it does by itself on navigations and every 24 h); a look
      // that meets an update check already under way finds nothing new, so the test asks again until it is offered
      await step('the update is offered', 60_000, async () => {
        for (let look = 0; (await page.getByTestId('update-prompt').count()) === 0; look++) {
          if (look === 10) throw new Error('no update offered after 10 looks');
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            await Promise.race([registration?.update().catch(() => undefined), new Promise((done) => setTimeout(done, 4_000))]);
          });
          await page.getByTestId('update-prompt').waitFor({ timeout: 1_000 }).catch(() => undefined);
        }
      });
      expect(await page.getByTestId('update-prompt').innerText()).toMatch(/A new version is ready/);
      // not forced: the game is still on screen, as it was
      await page.waitForTimeout(1000);
      expect(await page.getByTestId('game-screen').isVisible()).toBe(true);
      expect(await page.getByTestId('turn').innerText()).toBe('Turn: Red');
      await step('reload into the new version', 75_000, async () => {
        // the new service worker takes control, then the page reloads: wait for that load, or the checks below
        // would read the old page in the moment between the two
        const reloaded = page.waitForEvent('load', { timeout: 60_000 });
        await page.getByTestId('update-reload').click();
        await reloaded;
        await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null, undefined, { timeout: 30_000, polling: 200 });
        await page.getByTestId('game-screen').waitFor({ timeout: 30_000 });
      });
      await step('the same game', 15_000, () => expect.poll(() => page.getByTestId('turn').innerText(), { timeout: 10_000 }).toBe('Turn: Red'));
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await closeWithin(browser);
    }
  }, 500_000); // its steps' limits and the close, summed (a step past its own limit fails by name)
});

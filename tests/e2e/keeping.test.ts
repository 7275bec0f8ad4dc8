// Never lose a game, in a real Chromium: a game started from the address survives a reload (the address
// forgets the start); a reload at any moment — mid-move, at a pending decision, under the cover — comes
// back to the same state under the hand-over cover, nothing secret shown; a full storage is shown with
// "export the save file now" (and the export works); a corrupt library entry and a broken old autosave
// are listed with why, kept for download, without hiding the other games; a game saved by an older version
// (its log in a database of its own) still loads and saves on; a very long player name from the address still saves and exports; a component
// that throws shows the crash box, not a blank page, and the game goes on after it.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMap, startHarness, type Harness } from './harness';
import { confirmCover, engineState as state, legalNow as legal, submitAction as submit, viewerNow as viewer } from './play';
import type { Action } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const coverUp = (page: Page) => page.getByTestId('handover').count();
/** Reload and wait for the game screen under the hand-over cover, with nothing of either player shown. */
async function reloadUnderCover(page: Page) {
  await page.evaluate(() => window.__enb!.saved()); // the last action's write done (a reload would drop it)
  await page.reload();
  const where = async () => page.evaluate(() => { const s = window.__enb!.getState(); return `${s.screen} ${s.viewer} ${s.session?.state.phase} ${JSON.stringify(s.session?.state.pending ?? null).slice(0, 80)} ${document.body.innerText.slice(0, 120)}`; });
  await expect.poll(() => coverUp(page), { timeout: 20_000 }).toBe(1).catch(async (e: Error) => { throw new Error(`${e.message}: ${await where()}`); });
  expect(await viewer(page)).toBeNull();
  expect(await page.evaluate(() => window.__enb!.view())).toBeNull();
  expect(await page.getByTestId('hand-panel').count()).toBe(0);
}

describe('never lose a game', () => {
  it('a game from ?scenario= survives reloads: mid-setup with a ship picked, at a pending decision, under the cover — always the same state, under the cover', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=open-sea&seed=4&blue=Anna&red=Piotr&lang=en`);
    await expect.poll(() => coverUp(page), { timeout: 30_000 }).toBe(1);
    expect(new URL(page.url()).search).toBe('?lang=en'); // the start is forgotten, the language kept
    await confirmCover(page);
    const first = (await legal(page)).find((a) => a.type !== 'pass')!;
    expect(await submit(page, first)).toBe(true);
    if (!(await viewer(page))) await confirmCover(page);
    const afterMove = await state(page);
    expect(afterMove!.pending).not.toBeNull(); // open sea's secret setup: a decision pending
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(afterMove); // not restarted: the action is there
    await confirmCover(page);
    // mid-setup: a ship being placed (selected), then mid-decision
    const ship = (await legal(page)).find((a) => a.type === 'placeShip' || a.type === 'move') as { unitId: string } | undefined;
    if (ship) await page.evaluate((id) => window.__enb!.getState().selectUnit(id), ship.unitId);
    const midMove = await state(page);
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(midMove);
    // play on until a pending decision (or the cover) and reload there too
    for (let guard = 0; guard < 30; guard++) {
      const st = (await state(page))!;
      if (st.pending || st.phase === 'over') break;
      if (!(await viewer(page))) await confirmCover(page);
      const options = await legal(page);
      await submit(page, options.find((a) => a.type !== 'pass' && a.type !== 'endActivation') ?? options[0]);
    }
    const pending = await state(page);
    expect(pending!.phase).not.toBe('over');
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(pending);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a game saved while the logs had a database of their own (enb-logs) still loads, and saves on after it', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=open-sea&seed=5&blue=Anna&red=Piotr&lang=en`);
    await expect.poll(() => coverUp(page), { timeout: 30_000 }).toBe(1);
    await confirmCover(page);
    expect(await submit(page, (await legal(page)).find((a) => a.type !== 'pass')!)).toBe(true);
    const before = await state(page);
    await page.evaluate(() => window.__enb!.saved());
    // the stored log moved where an older version kept it: its records out of the entries' store, into enb-logs
    const moved = await page.evaluate(async () => {
      const opened = (name: string, store: string) => new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); });
      const games = await opened('enb-games', 'games');
      const read = games.transaction('games').objectStore('games');
      const range = IDBKeyRange.lowerBound([]); // array keys: the log records
      const [keys, values] = await Promise.all([read.getAllKeys(range), read.getAll(range)].map((r) => new Promise<unknown[]>((resolve) => { r.onsuccess = () => resolve(r.result as unknown[]); })));
      const logs = await opened('enb-logs', 'logs');
      const write = logs.transaction('logs', 'readwrite');
      keys.forEach((k, i) => write.objectStore('logs').put(values[i], k as IDBValidKey));
      await done(write);
      const drop = games.transaction('games', 'readwrite');
      drop.objectStore('games').delete(range);
      await done(drop);
      games.close();
      logs.close();
      return keys.length;
    });
    expect(moved).toBe(2); // the scenario and the one action
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(before);
    // played on: the game is written whole beside its entry, the next action appended, and a reload keeps both
    await confirmCover(page);
    if (!(await viewer(page))) await confirmCover(page);
    expect(await submit(page, (await legal(page)).find((a) => a.type !== 'pass')!)).toBe(true);
    const after = await state(page);
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(after);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a full storage is shown to the player with "export the save file now", and the export is the game', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await expect.poll(() => page.getByTestId('start-screen').count(), { timeout: 30_000 }).toBe(1);
    // the origin's storage quota cut to almost nothing (Chromium's own quota, through DevTools)
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: h.baseUrl, quotaSize: 1 });
    await page.getByTestId('scenario-option-tutorial').click();
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.getByTestId('save-problem').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('save-problem').innerText()).toMatch(/could not be saved: the browser’s storage is full/);
    await confirmCover(page);
    await submit(page, (await legal(page)).find((a) => a.type === 'move')!);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.getByTestId('save-problem-export').click()]);
    const text = await readFile((await download.path())!, 'utf8');
    const saved = JSON.parse(text) as { actions: unknown[] };
    expect(saved.actions).toHaveLength(1);
    // room again: the next write stores the whole game and the banner goes
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: h.baseUrl });
    if (!(await viewer(page))) await confirmCover(page);
    await submit(page, (await legal(page))[0]);
    await expect.poll(() => page.getByTestId('save-problem').count()).toBe(0);
    const st = await state(page);
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(st);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a corrupt library entry and a broken old autosave are listed with why, kept for download; the other games still list and play', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=tutorial&lang=en`);
    await expect.poll(() => coverUp(page), { timeout: 30_000 }).toBe(1);
    await confirmCover(page);
    await submit(page, (await legal(page)).find((a) => a.type === 'move')!);
    if (!(await viewer(page))) await confirmCover(page);
    await page.getByTestId('to-start').click();
    await expect.poll(() => page.getByTestId('library-item').count(), { timeout: 10_000 }).toBe(1);
    // a corrupt entry written straight into the library's database, and an old broken autosave
    await page.evaluate(() => new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('enb-games');
      open.onsuccess = () => {
        const tx = open.result.transaction('games', 'readwrite');
        tx.objectStore('games').put({ id: 'g-corrupt', scenarioId: 7 }, 'g-corrupt');
        tx.oncomplete = () => { open.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    }));
    await page.evaluate(() => localStorage.setItem('enb.autosave', '{"format": "enb-save", "version": 3, "scenario": {"id": "x"'));
    await page.reload();
    await expect.poll(() => page.getByTestId('library-broken').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByTestId('library-item').count()).toBe(1);
    expect(await page.getByTestId('library-errors').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/cannot be read/), expect.stringMatching(/g-corrupt\.scenarioId: expected text, found a whole number/)]));
    expect(await page.evaluate(() => localStorage.getItem('enb.autosave'))).toBeNull(); // taken over by the library
    const broken = page.getByTestId('library-broken').filter({ hasText: 'cannot be read' }).first();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), broken.getByTestId('library-download').click()]);
    expect(await readFile((await download.path())!, 'utf8')).toBe('{"format": "enb-save", "version": 3, "scenario": {"id": "x"');
    await page.getByTestId('library-continue').click();
    await expect.poll(() => coverUp(page)).toBe(1);
    expect((await state(page))!.setup.scenarioId).toBe('tutorial');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a player name of 300 characters from the address: the game saves and resumes; a reload mid-move too', async () => {
    const { page, context, errors } = await h.newPage();
    const long = 'N'.repeat(300);
    await page.goto(`${h.baseUrl}/?scenario=tutorial&blue=${long}&red=Red&lang=en`);
    await expect.poll(() => coverUp(page), { timeout: 30_000 }).toBe(1);
    await confirmCover(page);
    await submit(page, (await legal(page)).find((a) => a.type === 'move')!);
    expect(await page.getByTestId('save-problem').count()).toBe(0);
    const names = await page.evaluate(() => window.__enb!.getState().session!.names);
    expect(names.blue).toBe('N'.repeat(40));
    // mid-move: a ship selected, its reach on the map
    if (!(await viewer(page))) await confirmCover(page);
    const move = (await legal(page)).find((a) => a.type === 'move') as Extract<Action, { type: 'move' }>;
    await page.evaluate((id) => window.__enb!.getState().selectUnit(id), move.unitId);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).toBe(move.unitId);
    const before = await state(page);
    await reloadUnderCover(page);
    expect(await state(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a component that throws shows the crash box; "Try again" returns to the game', async () => {
    const { page, context, errors } = await h.newPage();
    await openMap(page, h.baseUrl, '/?scenario=open-sea&hide=0&seed=1');
    // break the game screen's data for one render: the session's state loses its units
    const saved = await page.evaluate(() => {
      const s = window.__enb!.getState().session!;
      window.__enb!.store.setState({ session: { ...s, state: { ...s.state, units: null as never } } });
      return true;
    });
    expect(saved).toBe(true);
    await expect.poll(() => page.getByTestId('crash').count()).toBe(1);
    expect(await page.getByTestId('crash').innerText()).toMatch(/Something went wrong on this screen/);
    await page.evaluate(() => {
      const s = window.__enb!.getState().session!;
      window.__enb!.store.setState({ session: { ...s, state: s.timeline.states.at(-1)! } });
    });
    await page.getByTestId('crash-retry').click();
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    expect(errors.filter((e) => !/units|null|The above error|React will try|error boundary|Cannot/i.test(e))).toEqual([]);
    await context.close();
  });
});

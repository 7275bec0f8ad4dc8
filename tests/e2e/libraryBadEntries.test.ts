// A corrupt library entry in a real Chromium's IndexedDB never locks the saved games away: each kind of
// bad entry (a date that is not a date or empty, a title that is not text, a count that is not one, no
// entry at all) is listed as unreadable with its reason and a download button, and the good game beside
// them still continues — after a reload too (the start screen once threw "Invalid time value").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSaved, startHarness, type Harness } from './harness';
import { confirmCover, legalNow as legal, submitAction as submit, viewerNow as viewer } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Changes to a good entry, each stored under its own key. */
const BAD: Record<string, unknown> = {
  'bad-date': { savedAt: 'not a date' },
  'empty-date': { savedAt: '' },
  'title-number': { title: 42 },
  'round-text': { round: 'three' },
  'not-an-entry': 'just text',
};

describe('a corrupt library entry', () => {
  it('each is listed as unreadable with its reason and a download; the good game continues', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await page.goto(`${h.baseUrl}/?lang=en`);
      await page.getByTestId('scenario-option-tutorial').click();
      await page.getByTestId('start-game').click();
      await confirmCover(page);
      const options = await legal(page);
      await submit(page, options.find((a) => a.type === 'move') ?? options[0]);
      if (!(await viewer(page))) await confirmCover(page);
      await page.getByTestId('to-start').click();
      await expect.poll(() => page.getByTestId('library-item').count(), { timeout: 10_000 }).toBe(1);
      // seed IndexedDB beside the good entry, as a corrupt browser profile or an old version would leave it
      await page.evaluate(async (bad) => {
        const db = await new Promise<IDBDatabase>((ok, no) => {
          const r = indexedDB.open('enb-games');
          r.onsuccess = () => ok(r.result);
          r.onerror = () => no(r.error);
        });
        const tx = db.transaction('games', 'readwrite');
        const games = tx.objectStore('games');
        const keys = await new Promise<IDBValidKey[]>((ok) => {
          const r = games.getAllKeys();
          r.onsuccess = () => ok(r.result);
        });
        const goodKey = keys.find((k) => typeof k === 'string')!;
        const good = await new Promise<Record<string, unknown>>((ok) => {
          const r = games.get(goodKey);
          r.onsuccess = () => ok(r.result as Record<string, unknown>);
        });
        for (const [key, change] of Object.entries(bad)) games.put(typeof change === 'object' ? { ...good, id: key, ...change } : change, key);
        await new Promise((ok) => (tx.oncomplete = ok));
        db.close();
      }, BAD);
      await reloadSaved(page);
      await expect.poll(() => page.getByTestId('library-broken').count(), { timeout: 20_000 }).toBe(Object.keys(BAD).length);
      expect(await page.getByTestId('library-item').count()).toBe(1);
      const reasons = await page.getByTestId('library-broken').allInnerTexts();
      expect(reasons.find((r) => r.includes('bad-date.savedAt'))).toMatch(/is not a date/);
      expect(reasons.find((r) => r.includes('title-number.title'))).toMatch(/expected text, found a whole number/);
      expect(reasons.find((r) => r.includes('round-text.round'))).toMatch(/expected a number, found text/);
      // a bad entry downloads: what was found of it
      const bad = page.locator('[data-testid="library-broken"][data-id="bad-date"]');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), bad.getByTestId('library-download').click()]);
      const text = await (await download.createReadStream()).toArray();
      expect(JSON.parse(Buffer.concat(text).toString('utf8')).entry.savedAt).toBe('not a date');
      // the good game continues
      await page.getByTestId('library-item').getByTestId('library-continue').click();
      await expect.poll(() => page.getByTestId('handover').count(), { timeout: 10_000 }).toBe(1);
      expect(await page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

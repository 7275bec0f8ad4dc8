// The saved-games library in a real Chromium (IndexedDB): two games started one after the other are both
// kept and listed (scenario, players, round, a date in the UI language); continue either; rename one;
// delete one and undo it; export one and import it back as a new entry; an imported save from a future
// version or tampered is refused with its reason, the library untouched.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { confirmCover, engineState as state, legalNow as legal, submitAction as submit, viewerNow as viewer } from './play';
import type { Action } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Start a scenario from the start screen with two names, play one action, and go back to the start screen. */
async function playOneAndLeave(page: Page, scenario: string, blue: string, red: string) {
  await page.getByTestId(`scenario-option-${scenario}`).click();
  await page.getByTestId('name-blue').fill(blue);
  await page.getByTestId('name-red').fill(red);
  await page.getByTestId('start-game').click();
  await confirmCover(page);
  const options = await legal(page);
  await submit(page, options.find((a) => a.type === 'move') ?? options.find((a) => a.type !== 'pass')!);
  if (!(await viewer(page))) await confirmCover(page);
  await page.getByTestId('to-start').click();
  await expect.poll(() => page.getByTestId('start-screen').count()).toBe(1);
}
const items = (page: Page) => page.getByTestId('library-item');

describe('the saved-games library', () => {
  it('keeps every game: two games listed with scenario, players, round and date; rename; delete and undo; continue the older one', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await playOneAndLeave(page, 'tutorial', 'Anna', 'Piotr');
    await playOneAndLeave(page, 'open-sea', 'Ola', 'Jan');
    await expect.poll(() => items(page).count()).toBe(2);
    const [newer, older] = await items(page).allInnerTexts();
    expect(newer).toMatch(/Open Sea/);
    expect(newer).toMatch(/Ola against Jan, round \d+ of 8, 1 action/);
    expect(older).toMatch(/Tutorial/);
    expect(older).toMatch(/Anna against Piotr/);
    const year = String(new Date().getFullYear());
    expect(await items(page).first().getByTestId('library-date').innerText()).toContain(year);
    // rename the older game
    await items(page).nth(1).getByTestId('library-rename').click();
    await items(page).nth(1).getByTestId('library-rename-input').fill('Friday rematch');
    await items(page).nth(1).getByTestId('library-rename-save').click();
    await expect.poll(() => items(page).nth(1).getByTestId('library-title').innerText()).toBe('Friday rematch');
    // delete the newer one, then undo
    await items(page).first().getByTestId('library-delete').click();
    await expect.poll(() => items(page).count()).toBe(1);
    expect(await page.getByTestId('library-deleted').innerText()).toMatch(/Open Sea.*deleted/);
    await page.getByTestId('library-undo').click();
    await expect.poll(() => items(page).count()).toBe(2);
    // the list survives a reload, in Polish too (the date in Polish)
    await page.goto(`${h.baseUrl}/?lang=pl`);
    await expect.poll(() => items(page).count(), { timeout: 20_000 }).toBe(2);
    expect(await items(page).nth(1).innerText()).toMatch(/Friday rematch[\s\S]*Anna przeciw Piotr, runda \d+ z \d+, 1 akcja/);
    expect(await items(page).first().getByTestId('library-date').innerText()).toMatch(/^zapisano /);
    // continue the older (renamed) game: under the cover, its one action there
    await items(page).nth(1).getByTestId('library-continue').click();
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    expect((await state(page))!.setup.scenarioId).toBe('tutorial');
    expect(await page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('export a game and import it back: a new entry, the same game; a future or tampered save is refused, the library untouched', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await playOneAndLeave(page, 'tutorial', 'Anna', 'Piotr');
    await expect.poll(() => items(page).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), items(page).first().getByTestId('library-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^enb-tutorial-.*\.enb\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const json = JSON.parse(text) as Record<string, unknown> & { actions: Action[] };
    expect(json.actions).toHaveLength(1);
    // refused files: nothing added
    const future = JSON.stringify({ ...json, version: 99 });
    const tampered = JSON.stringify({ ...json, actions: [{ ...json.actions[0], unitId: 'red-BB-9' }] });
    for (const [name, body, why] of [['future.enb.json', future, /newer version of ENB/], ['tampered.enb.json', tampered, /actions\[0\]: action 1 .* is refused/]] as const) {
      await page.getByTestId('start-import-save-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
      await expect.poll(() => page.getByTestId('file-report').count()).toBe(1);
      expect(await page.getByTestId('file-report').innerText()).toMatch(why);
      await page.getByTestId('file-report-close').click();
      expect(await items(page).count()).toBe(1);
    }
    // the good file: continued as a new entry beside the original
    await page.getByTestId('start-import-save-input').setInputFiles({ name: 'game.enb.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByTestId('import-play').click();
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    if (!(await viewer(page))) await confirmCover(page);
    await page.getByTestId('to-start').click();
    await expect.poll(() => items(page).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Saves, undo and replays in a real Chromium: a reload resumes the same state and screen (the cover
// included); an exported save imported in a fresh page is the same game; broken save files (truncated,
// tampered, future version, oversized) and a broken scenario file are refused with their errors while
// the current game stays as it was; undo/redo round trips, and undoing past the other player's action
// asks them first; the replay viewer steps with the keyboard and changes viewpoint.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reloadSaved, startHarness, type Harness } from './harness';
import { toCover } from './play';
import type { Action, GameState } from '../../src/engine/index';
import tutorial from '../../src/scenarios/tutorial.json';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const state = (page: Page): Promise<GameState | null> => page.evaluate(() => window.__enb!.state());
const viewer = (page: Page) => page.evaluate(() => window.__enb!.getState().viewer);
const actionCount = (page: Page) => page.evaluate(() => window.__enb!.getState().session?.actions.length ?? -1);
const submit = (page: Page, a: Action) => page.evaluate((x) => window.__enb!.getState().submit(x), a);
/** A legal move of the player to act (the first ship that can go somewhere else). */
const aMove = (page: Page): Promise<Action> =>
  page.evaluate(() => {
    const st = window.__enb!.state()!;
    return window.__enb!.legal().find((a) => a.type === 'move' && st.units[a.unitId].node !== a.to.node)!;
  });
const confirmCover = async (page: Page) => {
  await toCover(page);
  await page.getByTestId('handover-confirm').click();
  await expect.poll(() => page.getByTestId('handover').count()).toBe(0);
};

/** Start the tutorial from the start screen, names Anna (Blue) and Piotr (Red); Anna at the screen. */
async function startTutorial(page: Page) {
  await page.goto(`${h.baseUrl}/`);
  await page.getByTestId('scenario-option-tutorial').click();
  await page.getByTestId('name-blue').fill('Anna');
  await page.getByTestId('name-red').fill('Piotr');
  await page.getByTestId('start-game').click();
  await confirmCover(page);
}

describe('saves and undo in the browser', () => {
  it('start screen: objectives in words and every rule option; a reload resumes the same state and screen, the cover too', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByTestId('scenario-option-carrier-battle').click();
    const details = await page.getByTestId('scenario-details').innerText();
    expect(details).toMatch(/Destroy R-CV1 \(carrier\), R-CV2 \(carrier\)/);
    expect(details).toMatch(/Keep the flagship B-CV1 \(carrier\) afloat — losing it loses the game/);
    expect(await page.getByTestId('rule-options').locator('li').count()).toBeGreaterThanOrEqual(10);
    await startTutorial(page);
    const m = await aMove(page);
    expect(await submit(page, m)).toBe(true);
    await toCover(page); // the move's result shown, then the cover if the turn passed
    const before = { state: await state(page) };
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    expect(await state(page)).toEqual(before.state);
    // a reload always comes back under the hand-over cover, whoever was looking before
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    expect(await viewer(page)).toBeNull();
    await confirmCover(page);
    // play on until the cover is up, then reload: the cover again, nothing of either player shown
    for (let guard = 0; guard < 10 && (await viewer(page)); guard++) await submit(page, (await page.evaluate(() => window.__enb!.legal()))[0]);
    expect(await toCover(page)).toBe(true);
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    const covered = await state(page);
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    expect(await page.evaluate(() => window.__enb!.view())).toBeNull();
    expect(await page.getByTestId('hand-panel').count()).toBe(0);
    expect(await state(page)).toEqual(covered);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('export → import in a fresh page: the same game; broken files are refused with their errors, the game untouched', async () => {
    const { page, context, errors } = await h.newPage();
    await startTutorial(page);
    await submit(page, await aMove(page));
    if (!(await viewer(page))) await confirmCover(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-save').click()]);
    expect(download.suggestedFilename()).toMatch(/^enb-tutorial-.*\.enb\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const original = await state(page);

    const fresh = await h.newPage();
    await fresh.page.goto(`${h.baseUrl}/`);
    await fresh.page.getByTestId('start-import-save-input').setInputFiles({ name: 'game.enb.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    expect(await fresh.page.getByTestId('import-summary').innerText()).toContain('Anna (Blue) against Piotr (Red), 1 action,');
    await fresh.page.getByTestId('import-play').click();
    await expect.poll(() => fresh.page.getByTestId('game-screen').count()).toBe(1);
    expect(await state(fresh.page)).toEqual(original);
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();

    const json = JSON.parse(text);
    const tampered = { ...json, actions: json.actions.map((a: Action, k: number) => (k === 0 ? { ...a, unitId: 'red-BB-9' } : a)) };
    const cases: [string, string, RegExp][] = [
      ['truncated.enb.json', text.slice(0, text.length / 2), /\(file\): the file is truncated/],
      ['tampered.enb.json', JSON.stringify(tampered), /actions\[0\]: action 1 \(move\) is refused/],
      ['future.enb.json', JSON.stringify({ ...json, version: 99 }), /version: this save was made by a newer version of ENB \(version 99\)/],
      ['big.enb.json', text + ' '.repeat(5 * 1024 * 1024), /\(file\): the file is too large/],
    ];
    const n = await actionCount(page);
    for (const [name, body, message] of cases) {
      await page.getByTestId('import-save-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
      await expect.poll(() => page.getByTestId('file-errors').count()).toBe(1);
      expect(await page.getByTestId('file-report').innerText()).toMatch(message);
      await page.getByTestId('file-report-close').click();
      expect(await actionCount(page)).toBe(n);
      expect(await state(page)).toEqual(original);
    }
    expect(await page.getByTestId('game-screen').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('custom scenarios: a broken file lists its errors with paths; a valid one dropped on the window joins the list and plays', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    const broken = { ...tutorial, rounds: 0, units: [{ ...tutorial.units[0], node: 'ZZ99' }] };
    await page.getByTestId('load-scenario-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    const report = await page.getByTestId('file-errors').innerText();
    expect(report).toMatch(/rounds: /);
    await page.getByTestId('file-report-close').click();
    const custom = JSON.stringify({ ...tutorial, id: 'my-tutorial', name: { en: 'My tutorial', pl: 'Mój samouczek' } });
    await page.evaluate((body) => {
      const dt = new DataTransfer();
      dt.items.add(new File([body], 'mine.json', { type: 'application/json' }));
      for (const type of ['dragenter', 'dragover', 'drop']) window.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, custom);
    await expect.poll(() => page.getByTestId('scenario-option-my-tutorial').count()).toBe(1);
    expect(await page.getByTestId('scenario-option-my-tutorial').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('start-game').click();
    await confirmCover(page);
    expect((await state(page))!.setup.scenarioId).toBe('my-tutorial');
    await reloadSaved(page); // the save embeds the scenario
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    expect((await state(page))!.setup.scenarioId).toBe('my-tutorial');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("undo/redo round trip; undoing past the other player's action needs their consent behind a cover", async () => {
    const { page, context, errors } = await h.newPage();
    await startTutorial(page);
    const s0 = await state(page);
    await submit(page, await aMove(page));
    await toCover(page);
    const s1 = await state(page);
    // Anna's move is hers alone to undo (from the game or, if her turn ended, from the cover)
    await page.getByTestId((await viewer(page)) ? 'undo' : 'handover-undo').click();
    await expect.poll(() => actionCount(page)).toBe(0);
    expect(await state(page)).toEqual(s0);
    if (!(await viewer(page))) await confirmCover(page);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => actionCount(page)).toBe(1);
    expect(await state(page)).toEqual(s1);
    // on to Piotr's turn; he moves; Anna then undoes back before her own move: Piotr must allow it
    for (let guard = 0; guard < 10 && (await state(page))!.toAct === 'blue'; guard++) {
      if (!(await viewer(page))) break;
      await submit(page, { type: 'endActivation' } as Action).catch(() => false);
      if ((await state(page))!.toAct === 'blue') await submit(page, (await page.evaluate(() => window.__enb!.legal()))[0]);
    }
    await confirmCover(page);
    expect((await state(page))!.toAct).toBe('red');
    const blueActions = await actionCount(page);
    await submit(page, await aMove(page));
    if (!(await viewer(page))) await confirmCover(page);
    expect(await viewer(page)).toBe('blue');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => page.getByTestId('undo-confirm').count()).toBe(1);
    expect(await page.getByTestId('undo-confirm-title').innerText()).toBe('Piotr, do you allow Anna to undo past your own actions?');
    expect(await page.evaluate(() => window.__enb!.view())).toBeNull(); // Anna's secrets are not rendered
    expect(await page.getByTestId('handover').count()).toBe(0);
    await page.getByTestId('undo-allow').click();
    await expect.poll(() => actionCount(page)).toBeLessThan(blueActions);
    await expect.poll(() => page.getByTestId('handover-title').innerText()).toBe('Pass the device to Anna');
    expect(await page.getByTestId('redo').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('replay: steps with ← →, shows the log line; an unfinished hidden game shows only the own view', async () => {
    const { page, context, errors } = await h.newPage();
    await startTutorial(page);
    for (let k = 0; k < 4; k++) {
      if (!(await viewer(page))) await confirmCover(page);
      await submit(page, (await page.evaluate(() => window.__enb!.legal()))[0]);
    }
    if (!(await viewer(page))) await confirmCover(page);
    await page.getByTestId('to-start').click();
    await page.getByTestId('library-replay').first().click();
    await expect.poll(() => page.getByTestId('replay-bar').count()).toBe(1);
    expect(await page.getByTestId('replay-line').innerText()).toBe('The start of the game');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/action 2 of 4/);
    expect(await page.getByTestId('replay-line').innerText()).not.toBe('');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/action 1 of 4/);
    // the game is unfinished and its secrets hidden: only the confirmed player's own view is offered
    const me = await page.evaluate(() => window.__enb!.getState().replayView);
    expect(me === 'blue' || me === 'red').toBe(true);
    expect(await page.getByTestId('replay-view-full').count()).toBe(0);
    expect(await page.getByTestId(`replay-view-${me === 'blue' ? 'red' : 'blue'}`).count()).toBe(0);
    expect(await page.getByTestId(`replay-view-${me}`).getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('replay-exit').click();
    expect(await page.getByTestId('start-screen').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

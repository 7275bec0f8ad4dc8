// The scenario editor in a real Chromium: a small scenario built from nothing by pressing and dragging
// on the canvas; a ship on land is a problem listed and pinned on its node (clicking it goes there);
// painting the node back to sea fixes it; the scenario is played for two turns and the editor comes back
// with its history; exported, imported again and exported, it is the same file; a bad file leaves the
// scenario being edited as it was.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { passTurn } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface EditorHook { getState(): { history: { present: Record<string, unknown>; past: unknown[] } | null; problems: { path: string; nodes: string[] }[]; checking: boolean; focus: { nodes: string[] } | null } }
const editor = (page: Page) => page.evaluate(() => {
  const s = (window as unknown as { __enbEditor: EditorHook }).__enbEditor.getState();
  return { doc: s.history?.present as { map: { terrain: string[] }; units?: { node: string; owner: string }[] }, steps: s.history?.past.length ?? 0, problems: s.problems, checking: s.checking, focus: s.focus?.nodes ?? [] };
});
const at = async (page: Page, node: string) => {
  const p = await page.evaluate((n) => window.__enb!.nodeToScreen(n), node);
  if (!p) throw new Error(`${node} is not on screen`);
  return p;
};
const click = async (page: Page, node: string) => {
  const p = await at(page, node);
  await page.mouse.click(p.x, p.y);
};
const drag = async (page: Page, nodes: string[]) => {
  const first = await at(page, nodes[0]);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const n of nodes.slice(1)) {
    const p = await at(page, n);
    await page.mouse.move(p.x, p.y, { steps: 3 });
  }
  await page.mouse.up();
};
const settledChecks = (page: Page) => expect.poll(async () => (await editor(page)).checking).toBe(false);
const exported = async (page: Page): Promise<string> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('editor-export').click()]);
  return readFile((await download.path())!, 'utf8');
};

describe('the scenario editor', () => {
  it('builds a scenario by clicking the canvas, pins a problem, fixes it, plays two turns, and exports the same file twice', async () => {
    const { page, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('editor-open').click({ timeout: 30_000 });
    await page.getByTestId('editor-landing').waitFor({ timeout: 30_000 });
    await page.getByTestId('editor-new-width').fill('10');
    await page.getByTestId('editor-new-height').fill('8');
    await page.getByTestId('editor-new').click();
    await page.getByTestId('editor-screen').waitFor();
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null, undefined, { timeout: 10_000 });
    expect(await page.getByTestId('editor-no-problems').count()).toBe(1);

    // an island: land brushed over three nodes in one stroke (one undo step)
    await page.getByTestId('editor-tool-terrain').click();
    await page.getByTestId('editor-terrain-land').click();
    await drag(page, ['D4', 'E4', 'F4']);
    let e = await editor(page);
    expect(e.doc.map.terrain[3]).toBe(' . . . # # # . . . .');
    expect(e.steps).toBe(1);

    // a blue destroyer on the island: the game's check (R-GRID-3) listed and pinned on E4
    await page.getByTestId('editor-tool-unit').click();
    await page.getByTestId('editor-class').selectOption('DD');
    await click(page, 'E4');
    await click(page, 'B6');
    await page.getByTestId('editor-side').selectOption('red');
    await click(page, 'I2');
    await settledChecks(page);
    e = await editor(page);
    expect(e.doc.units).toEqual([
      { owner: 'blue', class: 'DD', node: 'E4', heading: 0 },
      { owner: 'blue', class: 'DD', node: 'B6', heading: 0 },
      { owner: 'red', class: 'DD', node: 'I2', heading: 3 },
    ]);
    expect(e.problems.map((p) => [p.path, p.nodes])).toEqual([['units[0].node', ['E4']]]);
    await expect.poll(() => page.getByTestId('editor-problem').innerText()).toMatch(/units\[0\]\.node: .*E4/);
    expect(await page.getByTestId('editor-play').isDisabled()).toBe(true);
    // the pin is drawn on E4 (red ring), and a click on the problem shows its node
    const pin = await at(page, 'E4');
    await page.getByTestId('editor-problem').click();
    await expect.poll(async () => (await editor(page)).focus).toEqual(['E4']);
    const red = await page.evaluate(({ x, y }) => {
      const stage = window.__enb!.stage()!;
      const box = stage.container().getBoundingClientRect();
      const canvas = stage.getLayers()[1].getCanvas()._canvas;
      const ratio = canvas.width / stage.width();
      const r = 30;
      const data = canvas.getContext('2d')!.getImageData((x - box.left - r) * ratio, (y - box.top - r) * ratio, 2 * r * ratio, 2 * r * ratio).data;
      let n = 0;
      for (let k = 0; k < data.length; k += 4) if (data[k] > 230 && data[k + 1] < 90 && data[k + 2] < 80) n++;
      return n;
    }, await at(page, 'E4'));
    expect(red, `pin near ${JSON.stringify(pin)}`).toBeGreaterThan(20);

    // fixed: E4 painted back to sea; the island keeps D4 and F4
    await page.getByTestId('editor-tool-terrain').click();
    await page.getByTestId('editor-terrain-sea').click();
    await click(page, 'E4');
    await settledChecks(page);
    expect(await page.getByTestId('editor-no-problems').count()).toBe(1);
    // undo brings the problem back, redo fixes it again (Ctrl+Z, Ctrl+Shift+Z)
    await page.locator('body').press('Control+z');
    await settledChecks(page);
    expect((await editor(page)).problems).toHaveLength(1);
    await page.locator('body').press('Control+Shift+Z');
    await settledChecks(page);
    expect((await editor(page)).problems).toHaveLength(0);

    // the title in both languages, and demo mode (no hand-over cover) from the rule options
    await page.getByTestId('editor-name-en').fill('Island Skirmish');
    await page.getByTestId('editor-name-pl').fill('Potyczka przy wyspie');
    await page.getByTestId('editor-rule-hideBetweenTurns').selectOption('false');
    await settledChecks(page);
    const steps = (await editor(page)).steps;

    // play it: two turns, then back to the editor with the history as it was
    await page.getByTestId('editor-play').click();
    await page.getByTestId('pass').waitFor({ timeout: 30_000 });
    await passTurn(page);
    await passTurn(page);
    expect(await page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBeGreaterThanOrEqual(2);
    await page.getByTestId('editor-return').click();
    await page.getByTestId('editor-screen').waitFor();
    expect((await editor(page)).steps).toBe(steps);

    // export, import the file, export again: the same file; the game reads it
    const first = await exported(page);
    expect(JSON.parse(first).name).toEqual({ en: 'Island Skirmish', pl: 'Potyczka przy wyspie' });
    await page.getByTestId('editor-import').setInputFiles({ name: 'island.json', mimeType: 'application/json', buffer: Buffer.from(first) });
    await expect.poll(async () => (await editor(page)).steps).toBe(0);
    expect(await exported(page)).toBe(first);

    // a file that is not a scenario: a clear message, the scenario untouched
    await page.getByTestId('editor-import').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"enb-scenario","version":9}') });
    await expect.poll(() => page.getByTestId('editor-notice').innerText()).toMatch(/newer version of ENB \(format version 9\)/);
    expect(await exported(page)).toBe(first);
    expect(errors).toEqual([]);
  });
});

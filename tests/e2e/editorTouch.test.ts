// The scenario editor on a touch screen and with what it added last: a finger drags a stroke of land
// (one undo step); a reinforcement put on the round track at a node picked on the map is checked by the
// game (on land: pinned there); a side's deck is taken away; Naval Battle's square board is drawn as
// squares and its module tools and settings edit its options; a 10 MB file, a 10,000 × 10,000 map and
// a file that is not a scenario are refused with a clear message, the scenario being edited untouched.
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface EditorHook { getState(): { history: { present: Record<string, unknown>; past: unknown[] } | null; problems: { path: string; nodes: string[] }[]; checking: boolean } }
type Doc = { map: { terrain: string[]; topology?: string }; reinforcements?: unknown[]; decks?: unknown; rules?: { modules?: { id: string; options?: Record<string, unknown> }[] } };
const editor = (page: Page) => page.evaluate(() => {
  const s = (window as unknown as { __enbEditor: EditorHook }).__enbEditor.getState();
  return { doc: s.history?.present as unknown as Doc, steps: s.history?.past.length ?? 0, problems: s.problems, checking: s.checking };
});
const at = async (page: Page, node: string) => {
  const p = await page.evaluate((n) => window.__enb!.nodeToScreen(n), node);
  if (!p) throw new Error(`${node} is not on screen`);
  return p;
};
const settled = (page: Page) => expect.poll(async () => (await editor(page)).checking, { timeout: 5_000 }).toBe(false);

/** A one-finger drag through these nodes (Chromium's touch input: pointer events of type "touch"). */
async function fingerDrag(page: Page, nodes: string[]) {
  const cdp = await page.context().newCDPSession(page);
  const points = [];
  for (const n of nodes) points.push(await at(page, n));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: points[0].x, y: points[0].y, id: 1 }] });
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1], b = points[k];
    for (const f of [0.5, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, id: 1 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the scenario editor by touch, with the round track, decks and a module\'s own board', () => {
  it('paints with a finger, edits the round track and decks, draws Naval Battle as squares, and refuses huge files', async () => {
    const { page, errors } = await h.newPage({ hasTouch: true });
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('editor-open').click({ timeout: 30_000 });
    await page.getByTestId('editor-new-width').fill('10');
    await page.getByTestId('editor-new-height').fill('8');
    await page.getByTestId('editor-new').click();
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null, undefined, { timeout: 10_000 });

    // a finger drags land over three nodes: one stroke, one undo step
    await page.getByTestId('editor-tool-terrain').tap();
    await page.getByTestId('editor-terrain-land').tap();
    await fingerDrag(page, ['D4', 'E4', 'F4']);
    let e = await editor(page);
    expect(e.doc.map.terrain[3]).toBe(' . . . # # # . . . .');
    expect(e.steps).toBe(1);

    // two fingers spread apart: the map zooms in about them and nothing is painted
    const scale = () => page.evaluate(() => window.__enb!.stage()!.scaleX());
    const scaled = await scale();
    const [b2, i7] = [await at(page, 'B2'), await at(page, 'I7')];
    const mid = { x: (b2.x + i7.x) / 2, y: (b2.y + i7.y) / 2 };
    const cdp = await page.context().newCDPSession(page);
    const fingers = (d: number) => [{ x: mid.x - d, y: mid.y, id: 1 }, { x: mid.x + d, y: mid.y, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (const d of [60, 80, 100]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect(await scale()).toBeGreaterThan(scaled * 1.5);
    e = await editor(page);
    expect(e.steps).toBe(1);
    expect(e.doc.map.terrain.join('/').match(/#/g)).toHaveLength(3);
    await page.getByRole('button', { name: 'Zoom to fit' }).click();

    // §10: a cruiser arriving in round 3 at E4, picked on the map: on land, so the game's check pins it there
    await page.getByTestId('editor-tool-select').click();
    await expect.poll(() => page.getByTestId('editor-tool-select').getAttribute('aria-pressed')).toBe('true');
    const e4 = await at(page, 'E4');
    await page.touchscreen.tap(e4.x, e4.y);
    await page.getByTestId('editor-track-round').fill('3');
    await page.getByTestId('editor-track-side').selectOption('red');
    await page.getByTestId('editor-track-class').selectOption('CA');
    await page.getByTestId('editor-track-add').click();
    await settled(page);
    e = await editor(page);
    expect(e.doc.reinforcements).toEqual([{ round: 3, owner: 'red', class: 'CA', node: 'E4' }]);
    expect(e.problems.map((p) => [p.path, p.nodes])).toEqual([['reinforcements[0].node', ['E4']]]);
    // moved to round 9 of 8 rounds: a second problem, on the same entry
    await page.getByTestId('editor-track-round-reinforcements-0').fill('9');
    await settled(page);
    expect((await editor(page)).problems.map((p) => p.path)).toEqual(['reinforcements[0].round', 'reinforcements[0].node']);
    await page.getByTestId('editor-track-remove-reinforcements-0').click();
    await settled(page);
    expect((await editor(page)).problems).toEqual([]);

    // §9: Blue without cards; Red's bundled deck with one more Radar becomes its own list
    await page.getByTestId('editor-deck-mode-blue').selectOption('none');
    await page.getByTestId('editor-deck-summary-red').click();
    await page.getByTestId('editor-deck-add-card-red').selectOption('radar');
    await page.getByTestId('editor-deck-add-red').click();
    await settled(page);
    e = await editor(page);
    const red = (e.doc.decks as { blue?: unknown; red: unknown[] }).red;
    expect('blue' in (e.doc.decks as object)).toBe(false);
    expect(red).toContainEqual({ card: 'radar', count: 2 });
    expect(e.problems).toEqual([]);

    // bad files: a 10 MB file and a 10,000 × 10,000 map — said, and nothing changes
    const before = JSON.stringify((await editor(page)).doc);
    // (a file on disk: the browser reads it from there, as a designer's own file)
    const huge = join(tmpdir(), `enb-editor-huge-${process.pid}.json`);
    await writeFile(huge, Buffer.alloc(10 * 1024 * 1024, 32));
    await page.getByTestId('editor-import').setInputFiles(huge);
    await rm(huge);
    await expect.poll(() => page.getByTestId('editor-notice').innerText()).toMatch(/too large \(10\.0 MB\)/);
    const wide = { ...JSON.parse(before), map: { ...JSON.parse(before).map, width: 10000, height: 10000 } };
    await page.getByTestId('editor-import').setInputFiles({ name: 'wide.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(wide)) });
    await expect.poll(() => page.getByTestId('editor-notice').innerText()).toMatch(/10,000 × 10,000 nodes; a map is 4 to 200/);
    await page.getByTestId('editor-import').setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from('[1, 2, 3]') });
    await expect.poll(() => page.getByTestId('editor-notice').innerText()).toMatch(/not an ENB scenario/);
    expect(JSON.stringify((await editor(page)).doc)).toBe(before);

    // Naval Battle: its square board drawn as squares (a column's fields one above another), its tools and settings
    await page.getByTestId('editor-close').click();
    await page.getByTestId('editor-copy-source').selectOption('naval-battle');
    await page.getByTestId('editor-copy').click();
    await page.waitForFunction(() => window.__enb?.nodeToScreen('C7') != null, undefined, { timeout: 10_000 });
    expect((await editor(page)).doc.map.topology).toBe('square8');
    expect(await page.getByTestId('editor-topology').inputValue()).toBe('square8');
    const [c7, c8, d7] = [await at(page, 'C7'), await at(page, 'C8'), await at(page, 'D7')];
    expect(Math.abs(c7.x - c8.x)).toBeLessThan(0.5);
    expect(Math.abs(c7.y - d7.y)).toBeLessThan(0.5);
    expect(d7.x - c7.x).toBeCloseTo(c8.y - c7.y, 1);
    const neutral = () => editor(page).then((x) => x.doc.rules!.modules![0].options!.neutral as string[]);
    const was = await neutral();
    await page.getByTestId('editor-tool-navalBattle-neutral').click();
    await expect.poll(() => page.getByTestId('editor-tool-navalBattle-neutral').getAttribute('aria-pressed')).toBe('true');
    await page.touchscreen.tap(c8.x, c8.y);
    await expect.poll(neutral).not.toEqual(was);
    await page.getByTestId('editor-setting-navalBattle-batteries').fill('3');
    await settled(page);
    e = await editor(page);
    expect(e.doc.rules!.modules![0].options!.batteries).toBe(3);
    expect(e.problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});

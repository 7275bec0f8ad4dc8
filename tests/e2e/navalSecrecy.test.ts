// Naval Battle's secrets in a real Chromium, hot-seat (issue 34): both sides arrange with mines in
// their ports. While Red arranges, nothing of Blue's arrangement is drawn on the canvas, told by the
// hover box or written in the page; once the battle begins, Blue sees Red's mines set up in port as
// "?" tokens like its ships — on the canvas (the labels drawn there are recorded), in the hover box and
// in the page's text — and so does the game Blue opens again from the autosave after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reloadSaved, startHarness, type Harness } from './harness';
import { engineState, handOver, leaks, watchLeaks } from './play';
import { fieldOnScreen, naval, navalDataOf, recordLabels } from './navalPlay';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

/** The labels drawn within a field's square. */
async function labelsAt(page: Page, field: string): Promise<string[]> {
  return page.evaluate((field) => {
    const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
    const cell = Number(c.dataset.cell);
    const m = /^([A-Z]+)(\d+)$/.exec(field)!;
    const x = Number(c.dataset.left) + (m[1].charCodeAt(0) - 65 + 0.5) * cell;
    const y = Number(c.dataset.top) + (Number(m[2]) - 0.5) * cell;
    const ratio = c.width / c.getBoundingClientRect().width;
    const labels = (window as unknown as { __labels: { text: string; x: number; y: number }[] }).__labels;
    return labels.filter((l) => Math.abs(l.x / ratio - x) < cell / 2 && Math.abs(l.y / ratio - y) < cell / 2).map((l) => l.text);
  }, field);
}

async function hoverText(page: Page, field: string): Promise<string> {
  const p = await fieldOnScreen(page, field);
  await page.mouse.move(p.x, p.y);
  await expect.poll(() => page.getByTestId('naval-hover').innerText()).toContain(`${field}:`);
  return page.getByTestId('naval-hover').innerText();
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('Naval Battle: every secret stays secret on the screen', () => {
  it('the arrangement shows nothing to the other side; mines set up in port are "?" tokens, after a reload too', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await recordLabels(page);
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=3&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('naval-arranged').click(); // the random draft: mines in port
    await expect.poll(async () => (await naval(page)).arranged.blue).toBe(true);
    const blue = navalDataOf(await engineState(page));
    const blueMines = blue.pieces.filter((p) => p.owner === 'blue' && p.kind === 'mine').map((p) => p.node!);
    expect(blueMines.length).toBeGreaterThan(0);

    // Red arranges: nothing of Blue's is drawn, told or written
    await handOver(page, 'Piotr');
    await expect.poll(() => page.getByTestId('naval-arrange').count()).toBe(1);
    const redPort = [16, 17, 18].flatMap((r) => [...'ABCDEFGHIJKL'].map((c) => `${c}${r}`));
    await expect.poll(async () => (await Promise.all(redPort.map((f) => labelsAt(page, f)))).flat().length).toBeGreaterThan(0); // Red's own draft is drawn
    const blueFields = [...blue.pieces.filter((p) => p.owner === 'blue').map((p) => p.node!), ...blue.batteries.map((b) => b.node)];
    for (const f of blueFields) expect(await labelsAt(page, f), f).toEqual([]);
    for (const f of [...blueMines, blue.batteries[0].node, blue.pieces.find((p) => p.owner === 'blue' && p.kind === 'ship')!.node!]) {
      const words = await hoverText(page, f);
      expect(words, f).not.toMatch(/mine of Blue|battery of Blue|piece of Blue/);
    }
    expect(await bodyText(page)).not.toMatch(/mine of Blue|battery of Blue|piece of Blue/);
    await page.getByTestId('naval-arranged').click();
    await expect.poll(async () => (await naval(page)).arranged.red).toBe(true);
    const red = navalDataOf(await engineState(page));
    const redMines = red.pieces.filter((p) => p.owner === 'red' && p.kind === 'mine').map((p) => p.node!);
    const redShip = red.pieces.find((p) => p.owner === 'red' && p.kind === 'ship')!.node!;
    expect(redMines.length).toBeGreaterThan(0);

    /** Blue's screen in the battle: each of Red's mines in port drawn and told as a ship's token is. */
    const checkBlue = async () => {
      await expect.poll(() => page.getByTestId('naval-turn').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => labelsAt(page, redShip)).toEqual(['?']);
      for (const f of redMines) {
        expect(await labelsAt(page, f), f).toEqual(['?']);
        const words = await hoverText(page, f);
        expect(words, f).toContain('a hidden piece of Red: a ship, or a mine set up in port');
        expect(words, f).not.toContain('a mine of Red');
      }
      expect(await hoverText(page, redShip)).toContain('a hidden piece of Red');
      expect(await bodyText(page)).not.toContain('a mine of Red');
    };
    await handOver(page, 'Anna');
    await checkBlue();

    // the autosave, opened again after a reload: behind the cover, then the same screen for Blue
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('handover').count(), { timeout: 30_000 }).toBe(1);
    await watchLeaks(page);
    await handOver(page, 'Anna');
    await checkBlue();
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});

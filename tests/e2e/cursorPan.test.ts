// The keyboard's map cursor when zoomed in (issue 20): walked by the arrows toward and past the edge of
// what is shown, the map pans so the cursor stays on screen, clear of the edge; a click near the edge
// does not pan. The cursor is drawn in the hover's yellow on a dark halo, seen at the closest and the
// farthest zoom alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, nodeOnScreen, readStore as ui } from './play';
import { HEX_RADIUS } from '../../src/ui/map/layout';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


/** How far the cursor's node is inside the map view (px; negative: outside). */
async function insideBy(page: Page): Promise<number> {
  const node = (await ui<string | null>(page, 's.cursorNode'))!;
  const p = await nodeOnScreen(page, node);
  const box = (await page.getByTestId('map-view').boundingBox())!;
  return Math.min(p.x - box.x, box.x + box.width - p.x, p.y - box.y, box.y + box.height - p.y);
}

/** The colour at a page point of a fresh screenshot. */
async function pixel(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = (await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (png) => {
    const img = new Image();
    img.src = `data:image/png;base64,${png}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = c.height = 1;
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2]] as [number, number, number];
  }, png);
}

/** The cursor's outline, on the edge of its cell straight right of the node: the hover's yellow (#ffd54a). */
async function cursorIsYellow(page: Page): Promise<void> {
  const node = (await ui<string>(page, 's.cursorNode'));
  const p = await nodeOnScreen(page, node);
  const scale = await ui<number>(page, 's.camera.scale');
  const [r, g, b] = await pixel(page, p.x + (HEX_RADIUS + 0.6) * Math.cos(Math.PI / 6) * scale, p.y);
  expect(r, `red of the cursor at zoom ${scale.toFixed(2)}`).toBeGreaterThan(220);
  expect(g, `green of the cursor at zoom ${scale.toFixed(2)}`).toBeGreaterThan(180);
  expect(b, `blue of the cursor at zoom ${scale.toFixed(2)}`).toBeLessThan(130);
}

describe('the map cursor when zoomed in', () => {
  it('pans the map to keep the cursor on screen as the arrows walk it; a click does not pan', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=gun-duel&hide=0&seed=1`);
    await page.waitForFunction(() => window.__enb?.stage() && window.__enb.nodeToScreen('A1') !== null, undefined, { timeout: 30_000 });
    await page.locator('[data-testid^="module-action-"]').first().click();
    await expect.poll(() => ui<string | null>(page, 's.selection')).toBeNull();
    const map = page.getByTestId('map-view');
    await map.focus();
    // the farthest zoom: the cursor is still plain to see
    for (let k = 0; k < 4; k++) await page.keyboard.press('-');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => ui<string | null>(page, 's.cursorNode')).not.toBeNull();
    await cursorIsYellow(page);
    // the closest zoom
    await page.keyboard.press('0');
    for (let k = 0; k < 12; k++) await page.keyboard.press('+');
    const scale = await ui<number>(page, 's.camera.scale');
    expect(scale).toBeGreaterThan(4);
    const margin = HEX_RADIUS * scale; // a cell's radius: the whole cell is shown
    let panned = 0;
    for (const [key, presses] of [['ArrowRight', 14], ['ArrowDown', 10], ['ArrowLeft', 20], ['ArrowUp', 14]] as const) {
      for (let k = 0; k < presses; k++) {
        const before = await ui<number>(page, 's.camera.x + s.camera.y');
        await page.keyboard.press(key);
        expect(await insideBy(page), `after ${key} ${k + 1}`).toBeGreaterThanOrEqual(margin - 1);
        if ((await ui<number>(page, 's.camera.x + s.camera.y')) !== before) panned++;
      }
    }
    expect(panned).toBeGreaterThan(20);
    await cursorIsYellow(page);
    expect(await ui<number>(page, 's.camera.scale')).toBe(scale);
    // a click next to the edge of the view: the map stays still under the pointer
    const box = (await map.boundingBox())!;
    const camera = await ui<{ x: number; y: number }>(page, '({ x: s.camera.x, y: s.camera.y })');
    const near = await page.evaluate(({ x, y }) => {
      const s = window.__enb!.getState();
      const state = window.__enb!.state()!;
      for (let col = 0; col < 32; col++)
        for (let row = 1; row <= 22; row++) {
          const letters = col < 26 ? String.fromCharCode(65 + col) : 'A' + String.fromCharCode(65 + col - 26);
          const n = `${letters}${row}`;
          const p = window.__enb!.nodeToScreen(n);
          if (p && p.x > x + 10 && p.x < x + 40 && p.y > y + 150 && p.y < y + 400 && !Object.values(state.units).some((u) => u.node === n)) return n;
        }
      return s.cursorNode;
    }, { x: box.x, y: box.y });
    await clickNode(page, near!);
    await expect.poll(() => ui<string | null>(page, 's.inspected')).toBeNull();
    expect(await ui<{ x: number; y: number }>(page, '({ x: s.camera.x, y: s.camera.y })')).toEqual(camera);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

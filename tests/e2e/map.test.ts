// The map in a real Chromium: drawing, hover, pan, zoom, keys, language, resizing, scenario choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAP_PATH, openMap, startHarness, type Harness, type TestPage } from './harness';
import { nodeOnScreen } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Cam { x: number; y: number; scale: number }

const storeCamera = (page: Page): Promise<Cam> => page.evaluate(() => window.__enb!.getState().camera);
const stageCamera = (page: Page): Promise<Cam> =>
  page.evaluate(() => {
    const s = window.__enb!.stage()!;
    return { x: s.x(), y: s.y(), scale: s.scaleX() };
  });
const hoverText = (page: Page): Promise<string> => page.getByTestId('hover-label').innerText();
/** Wait until the store holds the camera the stage shows (the gesture has been committed). */
const waitForCommit = (page: Page) =>
  page.waitForFunction(() => {
    const s = window.__enb!.stage()!;
    const c = window.__enb!.getState().camera;
    return c.x === s.x() && c.y === s.y() && c.scale === s.scaleX();
  });

async function open(path = MAP_PATH, size?: { width: number; height: number; hasTouch?: boolean }): Promise<TestPage> {
  const tp = await h.newPage(size);
  await openMap(tp.page, h.baseUrl, path);
  return tp;
}

describe('map view', () => {
  it('loads the default scenario without console or page errors, the stage filling the window', async () => {
    const { page, context, errors } = await open();
    await expect.poll(() => page.getByTestId('scenario-name').innerText()).toBe('Open Sea');
    const stage = await page.evaluate(() => {
      const s = window.__enb!.stage()!;
      const box = document.querySelector('[data-testid="map-view"]')!;
      const motion = document.querySelector<HTMLCanvasElement>('[data-testid="motion"]');
      return { width: s.width(), height: s.height(), layers: s.getLayers().map((l) => `${l.name()}${l.isVisible() ? '' : ' (hidden)'}`), motion: motion ? getComputedStyle(motion).display : null, boxW: box.clientWidth, boxH: box.clientHeight };
    });
    // the static map, and the game's overlays, tokens and marks on one layer (the motion canvas, over them,
    // hidden while nothing moves: no canvas to composite); the stage fills the map area between the panels
    expect(stage.layers).toEqual(['static-map', 'play']);
    expect(stage.motion).toBe('none');
    expect(stage.width).toBe(stage.boxW);
    expect(stage.height).toBe(stage.boxH);
    expect(stage.width).toBeGreaterThan(700);
    expect(stage.height).toBeGreaterThan(500); // the prompt bar has its own room above it
    const cam = await storeCamera(page);
    expect(cam.scale).toBeGreaterThan(0.3);
    // fitted: the corner nodes are inside the map area
    const box = (await page.getByTestId('map-view').boundingBox())!;
    for (const n of ['A1', 'AF1', 'A22', 'AF22']) {
      const p = await nodeOnScreen(page, n);
      expect(p.x).toBeGreaterThan(box.x);
      expect(p.x).toBeLessThan(box.x + box.width);
      expect(p.y).toBeGreaterThan(box.y);
      expect(p.y).toBeLessThan(box.y + box.height);
    }
    await page.waitForTimeout(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws sea and land on the canvas, each node in its terrain colour', async () => {
    const { page, context } = await open();
    const counts = await page.evaluate(() => {
      const layer = window.__enb!.stage()!.getLayers()[0];
      const canvas = layer.getCanvas()._canvas;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const near = (i: number, rgb: number[]) => Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]) < 12 && data[i + 3] > 250;
      let sea = 0, land = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, [0x16, 0x40, 0x6e])) sea++;
        else if (near(i, [0xdc, 0xc8, 0x94])) land++;
      }
      return { sea, land, total: data.length / 4 };
    });
    expect(counts.sea).toBeGreaterThan(counts.total * 0.25);
    expect(counts.land).toBeGreaterThan(counts.total * 0.03);
    // the pixel just above a node's centre (between its lines) has the node's terrain colour
    const pixelNear = async (node: string) => {
      const p = await nodeOnScreen(page, node);
      const { scale } = await storeCamera(page);
      return page.evaluate(({ x, y }) => {
        // page coordinates to the canvas's own (the stage sits in the map area)
        const box = window.__enb!.stage()!.container().getBoundingClientRect();
        x -= box.left;
        y -= box.top;
        const canvas = window.__enb!.stage()!.getLayers()[0].getCanvas()._canvas;
        return [...canvas.getContext('2d')!.getImageData(Math.round(x), Math.round(y), 1, 1).data];
      }, { x: p.x, y: p.y - 12 * scale });
    };
    const close = (a: number[], b: number[]) => a.slice(0, 3).every((v, k) => Math.abs(v - b[k]) < 12);
    expect(close(await pixelNear('C7'), [0x16, 0x40, 0x6e])).toBe(true); // sea
    expect(close(await pixelNear('I9'), [0xdc, 0xc8, 0x94])).toBe(true); // land
    await context.close();
  });

  it('hovering a node highlights it and shows its name and terrain', async () => {
    const { page, context } = await open();
    const c7 = await nodeOnScreen(page, 'C7');
    await page.mouse.move(c7.x, c7.y);
    await expect.poll(() => hoverText(page)).toBe('C7 · sea');
    expect(await page.evaluate(() => window.__enb!.getState().hover?.node)).toBe('C7');
    const i9 = await nodeOnScreen(page, 'I9');
    await page.mouse.move(i9.x, i9.y, { steps: 4 });
    await expect.poll(() => hoverText(page)).toBe('I9 · land');
    // a feature is described too
    const q2 = await nodeOnScreen(page, 'Q2');
    await page.mouse.move(q2.x, q2.y, { steps: 4 });
    await expect.poll(() => page.getByTestId('hover-info').innerText()).toContain('Port Ostry (port), Red');
    await expect.poll(() => page.getByTestId('hover-info').innerText()).toContain('delivery node');
    // off the map: nothing
    const box = (await page.getByTestId('map-view').boundingBox())!;
    await page.mouse.move(box.x + 3, box.y + box.height - 3);
    await expect.poll(() => page.getByTestId('hover-info').count()).toBe(0);
    await context.close();
  });

  it('dragging pans the stage by the drag delta and commits the camera on mouseup', async () => {
    const { page, context } = await open();
    const before = await storeCamera(page);
    const c7 = await nodeOnScreen(page, 'C7');
    const start = { x: 560, y: 420 };
    const delta = { x: 150, y: -90 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + delta.x, start.y + delta.y, { steps: 12 });
    // during the gesture the stage moves but the store keeps the old camera
    const during = await stageCamera(page);
    expect(during.x).toBeCloseTo(before.x + delta.x, 5);
    expect(during.y).toBeCloseTo(before.y + delta.y, 5);
    expect(await storeCamera(page)).toEqual(before);
    await page.mouse.up();
    await waitForCommit(page);
    const after = await storeCamera(page);
    expect(after.x).toBeCloseTo(before.x + delta.x, 5);
    expect(after.y).toBeCloseTo(before.y + delta.y, 5);
    expect(after.scale).toBe(before.scale);
    const moved = await nodeOnScreen(page, 'C7');
    expect(moved.x).toBeCloseTo(c7.x + delta.x, 5);
    expect(moved.y).toBeCloseTo(c7.y + delta.y, 5);
    await context.close();
  });

  it('the wheel zooms around the pointer: the node under it stays under it', async () => {
    const { page, context } = await open();
    const before = await storeCamera(page);
    const p = await nodeOnScreen(page, 'M13');
    await page.mouse.move(p.x, p.y);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await stageCamera(page)).scale).toBeGreaterThan(before.scale * 1.2);
    await waitForCommit(page);
    const after = await storeCamera(page);
    expect(after.scale).toBeGreaterThan(before.scale * 1.2);
    const q = await nodeOnScreen(page, 'M13');
    expect(Math.abs(q.x - p.x)).toBeLessThan(0.5);
    expect(Math.abs(q.y - p.y)).toBeLessThan(0.5);
    await expect.poll(() => hoverText(page)).toBe('M13 · sea');
    // and wheel down zooms out
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await stageCamera(page)).scale).toBeLessThan(after.scale);
    await context.close();
  });

  it('+ and − keys and the buttons zoom; 0 and the fit button fit the map again', async () => {
    const { page, context } = await open();
    const fitted = await storeCamera(page);
    await page.keyboard.press('+');
    await expect.poll(async () => (await storeCamera(page)).scale).toBeCloseTo(fitted.scale * 1.25, 6);
    await page.keyboard.press('+');
    await expect.poll(async () => (await storeCamera(page)).scale).toBeCloseTo(fitted.scale * 1.25 * 1.25, 6);
    await page.keyboard.press('-');
    await expect.poll(async () => (await storeCamera(page)).scale).toBeCloseTo(fitted.scale * 1.25, 6);
    await page.keyboard.press('0');
    await expect.poll(() => storeCamera(page)).toEqual(fitted);
    await page.getByTestId('zoom-in').click();
    await expect.poll(async () => (await storeCamera(page)).scale).toBeCloseTo(fitted.scale * 1.25, 6);
    await page.getByTestId('zoom-out').click();
    await page.getByTestId('zoom-out').click();
    await expect.poll(async () => (await storeCamera(page)).scale).toBeCloseTo(fitted.scale / 1.25, 6);
    await page.getByTestId('zoom-fit').click();
    await expect.poll(() => storeCamera(page)).toEqual(fitted);
    // keyboard reachable: Tab to the zoom-in button and press Enter
    await page.getByTestId('zoom-in').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await storeCamera(page)).scale).toBeCloseTo(fitted.scale * 1.25, 6);
    await context.close();
  });

  it('a two-finger pinch zooms around the fingers and commits when they lift', async () => {
    const { page, context } = await open(MAP_PATH, { width: 1280, height: 800, hasTouch: true });
    const before = await storeCamera(page);
    const m13 = await nodeOnScreen(page, 'M13');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: m13.x - spread, y: m13.y, id: 1 },
                { x: m13.x + spread, y: m13.y, id: 2 },
              ],
      });
    await touch('touchStart', 40);
    for (let spread = 45; spread <= 80; spread += 5) await touch('touchMove', spread);
    // the stage zoomed by the change in finger spread (80 / 40), the store not yet
    const during = await stageCamera(page);
    expect(during.scale / before.scale).toBeCloseTo(2, 6);
    expect(await storeCamera(page)).toEqual(before);
    await touch('touchEnd', 0);
    await waitForCommit(page);
    expect((await storeCamera(page)).scale).toBeCloseTo(during.scale, 6);
    const after = await nodeOnScreen(page, 'M13');
    expect(Math.abs(after.x - m13.x)).toBeLessThan(1);
    expect(Math.abs(after.y - m13.y)).toBeLessThan(1);
    await context.close();
  });

  it('the language switch turns the hover text and the scenario name Polish', async () => {
    const { page, context, errors } = await open();
    const c7 = await nodeOnScreen(page, 'C7');
    await page.mouse.move(c7.x, c7.y);
    await expect.poll(() => hoverText(page)).toBe('C7 · sea');
    await page.getByTestId('lang-pl').click();
    // the click moved the pointer to the top bar; back onto the node
    await page.mouse.move(c7.x, c7.y, { steps: 3 });
    await expect.poll(() => hoverText(page)).toBe('C7 · morze');
    expect(await page.getByTestId('scenario-name').innerText()).toBe('Otwarte morze');
    expect(await page.getByTestId('lang-pl').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('zoom-fit').innerText()).toBe('Dopasuj');
    expect(await page.getByTestId('zoom-fit').getAttribute('title')).toMatch(/^Dopasuj do okna/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    const i9 = await nodeOnScreen(page, 'I9');
    await page.mouse.move(i9.x, i9.y, { steps: 3 });
    await expect.poll(() => hoverText(page)).toBe('I9 · ląd');
    // the choice survives a reload
    await openMap(page, h.baseUrl);
    expect(await page.getByTestId('scenario-name').innerText()).toBe('Otwarte morze');
    await page.getByTestId('lang-en').click();
    await expect.poll(() => page.getByTestId('scenario-name').innerText()).toBe('Open Sea');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the stage follows the window size', async () => {
    const { page, context } = await open(MAP_PATH, { width: 1024, height: 700 });
    const before = await page.evaluate(() => window.__enb!.stage()!.width());
    await page.setViewportSize({ width: 900, height: 600 });
    const boxSize = () => page.evaluate(() => {
      const box = document.querySelector('[data-testid="map-view"]')!;
      return { width: box.clientWidth, height: box.clientHeight };
    });
    await expect.poll(() => page.evaluate(() => window.__enb!.stage()!.width())).toBeLessThan(before);
    const size = await boxSize();
    await expect
      .poll(() => page.evaluate(() => ({ width: window.__enb!.stage()!.width(), height: window.__enb!.stage()!.height() })))
      .toEqual(size);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().viewport)).toEqual(size);
    // not moved by the user yet, so the map is fitted again
    const box = (await page.getByTestId('map-view').boundingBox())!;
    const corner = await nodeOnScreen(page, 'AF22');
    expect(corner.x).toBeLessThan(box.x + box.width);
    expect(corner.y).toBeLessThan(box.y + box.height);
    await context.close();
  });

  it('?scenario= picks a bundled scenario; an unknown one lists the problem instead of crashing', async () => {
    const { page, context, errors } = await open('/?scenario=great-archipelago&hide=0');
    expect(await page.getByTestId('scenario-name').innerText()).toBe('Great Archipelago');
    expect(await nodeOnScreen(page, 'BL40')).not.toBeNull();
    expect(await page.evaluate(() => window.__enb!.nodeToScreen('BM40'))).toBeNull();
    await page.goto(`${h.baseUrl}/?scenario=no-such-map`);
    const problems = page.getByTestId('scenario-errors');
    await expect.poll(() => problems.innerText()).toContain('no-such-map');
    expect(await problems.innerText()).toContain('open-sea');
    expect(await page.evaluate(() => window.__enb!.stage())).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

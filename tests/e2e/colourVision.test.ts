// The selected ship's stops under protanopia, deuteranopia and greyscale, from real pixels (issue 20):
// Gun duel's Red heavy cruiser selected on the canvas, the map screenshotted, and the stops' pixels compared
// with the coast's and the land's after the Machado matrices (tests/colour/vision.ts). A stop is a
// darkened cell with a pale ring inside its edge: its cell must differ from coast and land, and its ring
// from its own cell and from the coast, under every vision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeTerrain, nodeIndex, nodeName, type Terrain } from '../../src/engine/geometry';
import gunDuel from '../../src/scenarios/gun-duel.json';
import { startHarness, type Harness } from './harness';
import { clickNode, nodeOnScreen, type Pt } from './play';
import { deltaE, VISIONS, type Rgb } from '../colour/vision';
import { HEX_RADIUS } from '../../src/ui/map/layout';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const shape = { width: gunDuel.map.width, height: gunDuel.map.height };
const { terrain } = decodeTerrain(gunDuel.map);
const terrainAt = (node: string): Terrain => terrain[nodeIndex(shape, node)];
const SHIP = 'red-CA-1'; // its stops reach the island's coast

/** The page as shown, for reading pixels: each point the median of its 3 × 3 patch, per channel. */
async function screenshotReader(page: Page): Promise<(points: Pt[]) => Promise<Rgb[]>> {
  const png = (await page.screenshot()).toString('base64');
  await page.evaluate(async (png) => {
    const img = new Image();
    img.src = `data:image/png;base64,${png}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(img, 0, 0);
    (window as unknown as { __shot: ImageData }).__shot = g.getImageData(0, 0, c.width, c.height);
  }, png);
  return (points) => page.evaluate((points) => {
    const shot = (window as unknown as { __shot: ImageData }).__shot;
    const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)];
    return points.map(({ x, y }) => {
      const ch: number[][] = [[], [], []];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const k = (Math.round(y + dy) * shot.width + Math.round(x + dx)) * 4;
          for (let j = 0; j < 3; j++) ch[j].push(shot.data[k + j]);
        }
      return ch.map(median) as [number, number, number];
    });
  }, points);
}

const medianColour = (cs: Rgb[]): Rgb => [0, 1, 2].map((j) => cs.map((c) => c[j]).sort((a, b) => a - b)[Math.floor(cs.length / 2)]) as unknown as Rgb;
const lightness = (c: Rgb): number => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];

describe('the stops of a selected ship seen with colour-vision deficiencies', () => {
  it('stand apart from the coast and the land in the pixels, under protanopia, deuteranopia and greyscale', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=gun-duel&hide=0&seed=1`);
    await page.waitForFunction(() => window.__enb?.stage() && window.__enb.nodeToScreen('A1') !== null, undefined, { timeout: 30_000 });
    // module D's initiative, then Red (who won it at seed 1) selects the heavy cruiser by clicking it
    await page.locator('[data-testid^="module-action-"]').first().click();
    await expect.poll(() => page.evaluate(() => window.__enb!.state()!.toAct)).toBe('red');
    const home = await page.evaluate((id) => window.__enb!.state()!.units[id].node, SHIP);
    // zoomed in around the cruiser (the wheel zooms around the pointer), then the pointer off the map
    const p = await nodeOnScreen(page, home);
    await page.mouse.move(p.x, p.y);
    for (let k = 0; k < 2; k++) await page.mouse.wheel(0, -300);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().camera.scale), { timeout: 5_000 }).toBeGreaterThan(1.5);
    await clickNode(page, home);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).toBe(SHIP);
    await page.mouse.move(1, 1);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().hover)).toBeNull();

    const scale = await page.evaluate(() => window.__enb!.getState().camera.scale);
    const box = (await page.getByTestId('map-view').boundingBox())!;
    const reach = new Set(await page.evaluate((id) => window.__enb!.reachable(id), SHIP));
    const state = await page.evaluate(() => window.__enb!.state()!);
    const taken = new Set([...Object.values(state.units).map((u) => u.node), ...gunDuel.map.features.map((f: { node: string }) => f.node), home]);
    // nodes well inside the map view, away from the ship (its zone is hatched near it) and from anything drawn on them
    const names = Array.from({ length: terrain.length }, (_, i) => nodeName(shape, i)).filter((n) => !taken.has(n));
    const at = await page.evaluate((names) => names.map((n) => window.__enb!.nodeToScreen(n)!), names);
    const r = HEX_RADIUS * scale;
    const onScreen = names.map((node, k) => ({ node, at: at[k] }))
      .filter(({ at }) => at.x > box.x + 2 * r && at.x < box.x + box.width - 2 * r && at.y > box.y + 2 * r && at.y < box.y + box.height - 2 * r);
    const pickOne = (ok: (n: string) => boolean) => onScreen.find((o) => ok(o.node));
    const stopOnSea = pickOne((n) => reach.has(n) && terrainAt(n) === 'sea' && n !== home);
    const stopOnCoast = pickOne((n) => reach.has(n) && terrainAt(n) === 'coast');
    const coast = pickOne((n) => !reach.has(n) && terrainAt(n) === 'coast');
    const land = pickOne((n) => terrainAt(n) === 'land');
    expect(stopOnSea && stopOnCoast && coast && land, 'a stop on sea and one on the coast, a coast and a land node on screen').toBeTruthy();

    const R = r;
    const pixelsAt = await screenshotReader(page);
    const around = (c: Pt, radius: number, start: number) => [0, 1, 2, 3, 4, 5].map((k) => ({ x: c.x + Math.cos(start + (k * Math.PI) / 3) * radius, y: c.y + Math.sin(start + (k * Math.PI) / 3) * radius }));
    /** A cell's own colour: between the lattice lines (toward the corners), clear of the centre's number and the ring. */
    const cellColour = async (c: Pt) => medianColour(await pixelsAt(around(c, 0.45 * R, Math.PI / 6)));
    /** A stop's ring: the lightest pixel across the ring's band toward each edge's middle, the median of the six. */
    const ringColour = async (c: Pt) => {
      const radii = [0.56, 0.6, 0.64, 0.68, 0.72];
      const rays = await Promise.all(radii.map((f) => pixelsAt(around(c, f * R, 0))));
      return medianColour([0, 1, 2, 3, 4, 5].map((k) => rays.map((ray) => ray[k]).reduce((a, b) => (lightness(b) > lightness(a) ? b : a))));
    };
    const seaStop = await cellColour(stopOnSea!.at);
    const coastStop = await cellColour(stopOnCoast!.at);
    const coastCell = await cellColour(coast!.at);
    const landCell = await cellColour(land!.at);
    const ring = await ringColour(stopOnSea!.at);
    const lines: string[] = [];
    for (const vision of VISIONS) {
      const d = {
        seaStopVsCoast: deltaE(seaStop, coastCell, vision),
        coastStopVsCoast: deltaE(coastStop, coastCell, vision),
        stopVsLand: Math.min(deltaE(seaStop, landCell, vision), deltaE(coastStop, landCell, vision)),
        ringVsStop: deltaE(ring, seaStop, vision),
        ringVsCoast: deltaE(ring, coastCell, vision),
      };
      lines.push(`${vision}: ${Object.entries(d).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
      expect(d.seaStopVsCoast, `${vision}: a stop on sea vs the coast`).toBeGreaterThanOrEqual(15);
      expect(d.coastStopVsCoast, `${vision}: a stop on the coast vs the coast`).toBeGreaterThanOrEqual(15);
      expect(d.stopVsLand, `${vision}: a stop vs the land`).toBeGreaterThanOrEqual(30);
      expect(d.ringVsStop, `${vision}: the ring vs its cell`).toBeGreaterThanOrEqual(50);
      expect(d.ringVsCoast, `${vision}: the ring vs the coast`).toBeGreaterThanOrEqual(30);
    }
    console.log(`stops vs coast and land, ΔE (CIE76) in the screenshot:\n  ${lines.join('\n  ')}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

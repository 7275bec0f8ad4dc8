// Naval Battle's shots and "Show me" (issue 37), in a real Chromium with motion on, hot-seat, on a tiny
// board (tests/e2e/fixtures/naval-fire.json: five ships, a battery and a mine a side, the ports three rows
// apart). Red attacks Blue's destroyer by clicking it: the line of fire is drawn on the canvas, and under
// the hand-over cover nothing is. Blue's "Show me" replays Red's turn — the torpedo boat glides as the "?"
// Blue saw, fires, fades — the line gone within 400 ms of appearing, or at once at a click, the board then
// exactly the engine's. Red's "Show me" of Blue's first move draws Blue's destroyer as a "?" only.
// None of it under the menu's Motion switch or reduced motion. Blue's destroyer then ends its move
// beside Red's battery: the battery fires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { handOver, submitAction } from './play';
import { clickField, colourAt, naval, recordLabels, BLUE_TOKEN, RED_TOKEN } from './navalPlay';
import type { Action, PlayerId } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const act = (action: string, params: unknown): Action => ({ type: 'module', module: 'navalBattle', action, params } as Action);
const FIRE = [0xff, 0xb0, 0x3a]; // drawBoard's FIRE_COLOUR

interface Frame { t: number; motion: Record<string, [number, number, string | null]>; fire: { from: string | null; at: string; hit: boolean; f: number }[]; mid: number[]; near: Record<string, string[]> }

/**
 * Frame by frame until nothing moves (or `ms`): what the board says it draws, the colour drawn half-way
 * between two fields and the words drawn on each piece in motion. `start` runs first, in the page
 * ("click": the Show me button, clicked in the page so that no pointer skips what it starts).
 */
function watchFrames(page: Page, between: [string, string], start: 'click' | 'none', ms = 6000): Promise<Frame[]> {
  return page.evaluate(async ({ between, start, ms }) => {
    const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
    const cell = Number(c.dataset.cell);
    const centre = (f: string) => [Number(c.dataset.left) + (f.charCodeAt(0) - 65 + 0.5) * cell, Number(c.dataset.top) + (Number(f.slice(1)) - 0.5) * cell];
    const [a, b] = between.map(centre);
    const ratio = c.width / c.getBoundingClientRect().width;
    const frames: Frame[] = [];
    const t0 = performance.now();
    if (start === 'click') (document.querySelector('[data-testid="since-show-me"]') as HTMLButtonElement).click();
    let seen = false;
    while (performance.now() - t0 < ms) {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))); // after this frame's paint
      const motion = JSON.parse(c.dataset.motion || '{}') as Frame['motion'];
      const labels = (window as unknown as { __labels: { text: string; x: number; y: number }[] }).__labels;
      const near: Record<string, string[]> = {};
      for (const [id, [x, y]] of Object.entries(motion)) near[id] = labels.filter((l) => Math.abs(l.x - x) < cell * 0.45 && Math.abs(l.y - y) < cell * 0.45).map((l) => l.text);
      const mid = [...c.getContext('2d')!.getImageData(Math.round(((a[0] + b[0]) / 2) * ratio), Math.round(((a[1] + b[1]) / 2) * ratio), 1, 1).data.slice(0, 3)];
      frames.push({ t: performance.now() - t0, motion, fire: JSON.parse(c.dataset.fire || '[]'), mid, near });
      const moving = !!c.dataset.motion;
      if (moving) seen = true;
      if (seen && !moving) break;
    }
    return frames;
  }, { between, start, ms });
}

const idOf = async (page: Page, side: PlayerId, cls: string) => (await naval(page)).pieces.find((p) => p.owner === side && p.class === cls)!.id;
const drawn = (page: Page) => page.evaluate(() => { const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement; return { motion: c.dataset.motion ?? '', fire: c.dataset.fire ?? '' }; });
const slow = (page: Page, n: number) => page.evaluate((n) => window.__enb!.motionTiming({ slow: n }), n);

async function arrange(page: Page, side: PlayerId, at: Record<string, string>, mine: string, battery: string): Promise<void> {
  const ships = (await naval(page)).pieces.filter((p) => p.owner === side && p.kind === 'ship').map((p) => ({ id: p.id, node: at[p.class!] }));
  expect(await submitAction(page, act('arrange', { ships, batteries: [battery], mines: [mine] }))).toBe(true);
}

describe('Naval Battle: shots and Show me', () => {
  it('a shot draws its line of fire, gone within 400 ms or at a click; Show me replays the opponent\'s turn as the viewer saw it; nothing under the cover', async () => {
    const { page, errors } = await h.newPage({ width: 1024, height: 768, motion: true });
    await recordLabels(page);
    await page.goto(`${h.baseUrl}/?fixture=naval-fire&seed=1&blue=Anna&red=Piotr`);
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    await arrange(page, 'blue', { destroyer: 'C2', torpedoBoat: 'A1', submarine: 'B1', missileShip: 'D1', landingShip: 'E1' }, 'E2', 'B2');
    await handOver(page, 'Piotr');
    await arrange(page, 'red', { torpedoBoat: 'C6', destroyer: 'A7', submarine: 'B7', missileShip: 'D7', landingShip: 'E7' }, 'A6', 'D6');
    await handOver(page, 'Anna');
    const destroyer = await idOf(page, 'blue', 'destroyer');
    expect(await submitAction(page, act('move', { shipId: destroyer, to: 'C4' }))).toBe(true);
    await handOver(page, 'Piotr');

    // Red's Show me: Blue's destroyer, never revealed, glides C2 → C4 as a "?" and nothing else of it is drawn
    const torpedoBoat = await idOf(page, 'red', 'torpedoBoat');
    await slow(page, 3);
    const blueMove = await watchFrames(page, ['C2', 'C4'], 'click');
    const gliding = blueMove.filter((f) => f.motion[destroyer]);
    expect(gliding.length).toBeGreaterThan(2);
    expect(new Set(gliding.map((f) => f.motion[destroyer][2]))).toEqual(new Set([null]));
    expect(new Set(gliding.flatMap((f) => f.near[destroyer]))).toEqual(new Set(['?']));
    expect(blueMove.some((f) => f.fire.length)).toBe(false);

    // Red's torpedo boat moves beside it and attacks it by a click: the line of fire C5 → C4 is drawn
    expect(await submitAction(page, act('move', { shipId: torpedoBoat, to: 'C5' }))).toBe(true);
    await expect.poll(() => page.getByTestId('naval-selected').innerText()).toContain('at C5'); // the ship acting this turn
    await slow(page, 8);
    await clickField(page, 'C4');
    const shot = await watchFrames(page, ['C5', 'C4'], 'none', 1500);
    const midway = shot.find((f) => f.fire.length && f.fire[0].f > 0.3 && f.fire[0].f < 0.6);
    expect(midway?.fire).toMatchObject([{ from: 'C5', at: 'C4', hit: false }]); // 3 against 6: a miss, the torpedo boat lost
    expect(midway!.mid).toEqual(FIRE);
    // the hand-over cover comes up mid-shot: nothing of it (nor of any piece) is drawn any more
    await page.evaluate(() => window.__enb!.getState().handOverNow());
    expect(await drawn(page)).toEqual({ motion: '', fire: '' });
    expect(await page.evaluate(() => window.__enb!.view())).toBeNull();
    await handOver(page, 'Anna');

    // Blue's Show me replays Red's turn: the "?" glides C6 → C5, fires at C4, fades as the torpedo boat the attack revealed
    await slow(page, 1);
    expect(await page.getByTestId('what-happened').innerText()).toContain('Since your last turn');
    const replay = await watchFrames(page, ['C5', 'C4'], 'click');
    const firing = replay.filter((f) => f.fire.length);
    const glide = replay.filter((f) => f.motion[torpedoBoat] && f.t < firing[0].t);
    expect(glide.length).toBeGreaterThan(0);
    for (const f of glide) expect([f.motion[torpedoBoat][2], ...f.near[torpedoBoat]]).toEqual([null, '?']);
    expect(firing[0].fire).toMatchObject([{ from: 'C5', at: 'C4', hit: false }]);
    expect(firing.some((f) => f.fire[0].f < 0.6 && f.mid.join() === FIRE.join())).toBe(true);
    const after = replay.find((f) => f.t > firing.at(-1)!.t)!;
    expect(after.t - firing[0].t).toBeLessThanOrEqual(400); // the line's gone within 400 ms of appearing
    expect(after.fire).toEqual([]);
    expect(after.mid).not.toEqual(FIRE);
    expect(replay.some((f) => f.motion[torpedoBoat]?.[2] === 'torpedoBoat')).toBe(true); // its fade: named by the attack

    // again, slowly: a click skips it at once, and the board is the engine's
    await slow(page, 6);
    await page.evaluate(() => (document.querySelector('[data-testid="since-show-me"]') as HTMLButtonElement).click());
    await expect.poll(async () => (await drawn(page)).fire, { timeout: 5000, interval: 20 }).not.toBe('');
    await page.mouse.click(5, 5);
    expect(await drawn(page)).toEqual({ motion: '', fire: '' });
    expect(await colourAt(page, 'C4')).toEqual(BLUE_TOKEN);
    expect(await colourAt(page, 'C5')).not.toEqual(RED_TOKEN);
    expect(await colourAt(page, 'C6')).not.toEqual(RED_TOKEN);

    // the menu's Motion switch off, or the system asking for reduced motion: Show me plays nothing
    const showMeStill = () => page.evaluate(async () => {
      (document.querySelector('[data-testid="since-show-me"]') as HTMLButtonElement | null)?.click();
      for (let k = 0; k < 3; k++) await new Promise((r) => requestAnimationFrame(r));
      return (document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement).dataset.motion ?? '';
    });
    await page.getByTestId('motion-switch').click();
    expect(await showMeStill()).toBe('');
    await page.getByTestId('motion-switch').click();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await showMeStill()).toBe('');
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // Blue's destroyer ends its move beside Red's battery at D6: the battery fires at it
    expect(await submitAction(page, act('move', { shipId: destroyer, to: 'C5' }))).toBe(true);
    await expect.poll(async () => (await drawn(page)).fire, { timeout: 5000, interval: 20 }).toContain('"from":"D6","at":"C5","hit":true');
    await slow(page, 1);
    expect(errors).toEqual([]);
  }, 30_000);
});

import { expect } from 'vitest';
// Helpers for the Naval Battle browser tests: a field's centre on the board canvas (from the
// geometry the canvas publishes), a click on it, the colour drawn there, and the module's actions.
import type { Page } from 'playwright-core';
import type { Action, GameState } from '../../src/engine/index';
import type { NavalData } from '../../src/modules/navalBattle/rules/index';
import { engineState, settled, type Pt } from './play';

export async function fieldOnScreen(page: Page, field: string, dx = 0, dy = 0): Promise<Pt> {
  return page.evaluate(({ field, dx, dy }) => {
    const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
    const r = c.getBoundingClientRect();
    const cell = Number(c.dataset.cell);
    const m = /^([A-Z]+)(\d+)$/.exec(field)!;
    const col = m[1].charCodeAt(0) - 65;
    const row = Number(m[2]) - 1;
    return { x: r.left + Number(c.dataset.left) + (col + 0.5 + dx) * cell, y: r.top + Number(c.dataset.top) + (row + 0.5 + dy) * cell };
  }, { field, dx, dy });
}

/** A field's centre once the board has settled (see settled in play.ts), then a click there. */
export async function clickField(page: Page, field: string): Promise<void> {
  const p = await settled(page, () => fieldOnScreen(page, field), field);
  await page.mouse.click(p.x, p.y);
}

/** The colour drawn at a field, a little left of its centre (inside a ship token when there is one), as [r, g, b]. */
export async function colourAt(page: Page, field: string): Promise<number[]> {
  return page.evaluate((field) => {
    const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
    const cell = Number(c.dataset.cell);
    const m = /^([A-Z]+)(\d+)$/.exec(field)!;
    const ratio = c.width / c.getBoundingClientRect().width;
    const x = (Number(c.dataset.left) + (m[1].charCodeAt(0) - 65 + 0.2) * cell) * ratio;
    const y = (Number(c.dataset.top) + (Number(m[2]) - 0.5) * cell) * ratio;
    return [...c.getContext('2d')!.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)];
  }, field);
}

export const navalMoves = (legal: Action[]) =>
  legal.filter((a): a is Extract<Action, { type: 'module' }> => a.type === 'module' && a.action === 'move').map((a) => a.params as { shipId: string; to: string });

export const actionCount = (page: Page): Promise<number> => page.evaluate(() => window.__enb!.getState().session!.actions.length);

/** Naval Battle's own data in a game state. */
export const navalDataOf = (s: GameState): NavalData => s.moduleState!.find((m) => m.module === 'navalBattle')!.data as NavalData;

/** Naval Battle's own data in the page's game now. */
export const naval = async (page: Page): Promise<NavalData> => navalDataOf(await engineState(page));

/** The token colours of each side on the naval board (a field's colour tells whose piece stands there). */
export const BLUE_TOKEN = [0x3b, 0x7d, 0xff];
export const RED_TOKEN = [0xe0, 0x44, 0x3c];

/** Open Naval Battle in demo mode, both sides hand in the drawn arrangement, and wait for the first turn. */
export async function openArranged(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/?scenario=naval-battle&seed=1&hide=0&blue=Anna&red=Piotr`);
  for (const side of ['blue', 'red'] as const) {
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('naval-arranged').click();
    await expect.poll(async () => (await naval(page)).arranged[side]).toBe(true);
  }
  await expect.poll(() => page.getByTestId('naval-turn').count()).toBe(1);
}

/** Record the words (ship classes, "?") the board canvas draws in each frame (a frame starts with the background's fill). */
export const recordLabels = (page: Page) => page.addInitScript(() => {
  const w = window as unknown as { __labels: { text: string; x: number; y: number }[] };
  w.__labels = [];
  const proto = CanvasRenderingContext2D.prototype;
  const fillText = proto.fillText, fillRect = proto.fillRect;
  proto.fillRect = function (x, y, width, height) {
    if (this.canvas.dataset.testid === 'naval-board' && x === 0 && y === 0 && width >= this.canvas.width / 2) w.__labels = [];
    return fillRect.call(this, x, y, width, height);
  };
  proto.fillText = function (text, x, y, max) {
    if (this.canvas.dataset.testid === 'naval-board') w.__labels.push({ text, x, y });
    return fillText.call(this, text, x, y, max);
  };
});

// Naval Battle by keyboard in a real Chromium: the board takes focus, the arrow keys move a cursor,
// its live region tells the field in the same words the mouse's hover box shows (what stands there,
// what choosing it does, the engine's reason why not), Enter chooses, Escape backs out, + and 0 zoom
// with the cursor kept on screen; a turn is played without the mouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, legalNow } from './play';
import { actionCount, fieldOnScreen, naval, navalMoves, openArranged } from './navalPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const board = (page: Page) => page.getByTestId('naval-board');
const cursorNow = (page: Page) => board(page).getAttribute('data-cursor');
const told = (page: Page) => page.getByTestId('naval-cursor-info').innerText();

/** Move the keyboard cursor to a field with the arrow keys. */
async function cursorTo(page: Page, field: string) {
  if (!(await cursorNow(page))) await page.keyboard.press('ArrowUp');
  const cell = (f: string) => ({ col: f.charCodeAt(0) - 65, row: Number(f.slice(1)) - 1 });
  const from = cell((await cursorNow(page))!);
  const to = cell(field);
  for (let k = 0; k < Math.abs(to.col - from.col); k++) await page.keyboard.press(to.col > from.col ? 'ArrowRight' : 'ArrowLeft');
  for (let k = 0; k < Math.abs(to.row - from.row); k++) await page.keyboard.press(to.row > from.row ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(() => cursorNow(page)).toBe(field);
}

describe('Naval Battle by keyboard', () => {
  it('plays a turn with the arrow keys, Enter and Escape; the cursor speaks as the hover box does', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await openArranged(page, h.baseUrl);
    const prompt = await page.getByTestId('prompt').innerText();
    expect(prompt).toContain('choose one of your ships');
    expect(prompt).not.toMatch(/click|green|lit field|ringed/i);
    expect(await page.getByTestId('naval-board-focus').getAttribute('aria-label')).toContain('arrow keys');

    const move = navalMoves(await legalNow(page))[0];
    const from = (await naval(page)).pieces.find((p) => p.id === move.shipId)!.node!;
    await page.getByTestId('naval-board-focus').focus();
    await cursorTo(page, from);
    await expect.poll(() => told(page)).toMatch(new RegExp(`^${from}: .*Blue’s port`));
    expect(await told(page)).toMatch(/your .+, strength \d+/);
    expect(await told(page)).toContain('Choose to take this ship');
    // the mouse's hover box over the same field says the same
    const p = await fieldOnScreen(page, from);
    await page.mouse.move(p.x, p.y);
    await expect.poll(() => page.getByTestId('naval-hover').innerText()).toBe(await told(page));
    await page.mouse.move(2, 2);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('naval-selected').innerText()).toContain(`at ${from}`);
    await page.keyboard.press('Escape'); // backs out: no ship chosen
    await expect.poll(() => page.getByTestId('naval-selected').count()).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('naval-selected').innerText()).toContain(`at ${from}`);

    // a field out of reach: the engine's reason, before choosing it and after
    await cursorTo(page, 'F10');
    await expect.poll(() => told(page)).toContain('Not here:');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('notice').innerText()).toMatch(/^F10: /);
    await page.keyboard.press('Escape'); // the refusal goes first, the ship stays chosen
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0);
    expect(await page.getByTestId('naval-selected').count()).toBe(1);

    // zoom in by key: the cursor's field stays wholly on screen
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await board(page).getAttribute('data-zoom'))).toBeGreaterThan(1.5);
    await cursorTo(page, move.to);
    const onScreen = await page.evaluate((field) => {
      const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
      const cell = Number(c.dataset.cell), left = Number(c.dataset.left), top = Number(c.dataset.top);
      const col = field.charCodeAt(0) - 65, row = Number(field.slice(1)) - 1;
      const x = left + col * cell, y = top + row * cell;
      return x >= 0 && y >= 0 && x + cell <= c.clientWidth && y + cell <= c.clientHeight;
    }, move.to);
    expect(onScreen).toBe(true);
    await expect.poll(() => told(page)).toContain('Choose to move here');
    const before = await actionCount(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => actionCount(page)).toBe(before + 1);
    expect((await naval(page)).pieces.find((x) => x.id === move.shipId)?.node).toBe(move.to);
    // the board keeps the focus after the move
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('naval-board-focus');
    await page.keyboard.press('0');
    await expect.poll(async () => Number(await board(page).getAttribute('data-zoom'))).toBe(1);
    expect(errors).toEqual([]);
  }, 90_000);

  it('zooms with the wheel around the pointer and the top bar, pans by dragging; a drag chooses nothing', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=1&hide=0&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    const zoom = async () => Number(await board(page).getAttribute('data-zoom'));
    const p = await fieldOnScreen(page, 'F9');
    await page.mouse.move(p.x, p.y);
    await page.mouse.wheel(0, -120);
    await expect.poll(zoom).toBeGreaterThan(1);
    // the field under the pointer stays under it
    const q = await fieldOnScreen(page, 'F9');
    expect(Math.abs(q.x - p.x) + Math.abs(q.y - p.y)).toBeLessThan(4);
    // a drag pans the board and chooses no field
    const left = Number(await board(page).getAttribute('data-left'));
    await page.mouse.down();
    await page.mouse.move(p.x + 60, p.y + 10, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Number(await board(page).getAttribute('data-left'))).toBeGreaterThan(left + 30);
    expect(await page.getByTestId('naval-chosen').count()).toBe(0);
    // the top bar's buttons
    const before = await zoom();
    await page.getByTestId('zoom-in').click();
    await expect.poll(zoom).toBeGreaterThan(before);
    await page.getByTestId('zoom-fit').click();
    await expect.poll(zoom).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});

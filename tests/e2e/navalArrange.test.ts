// Naval Battle's secret setup in a real Chromium, behind the hand-over cover: the player moves the
// coastal batteries (a battery swapped onto a field off the coast is refused with the engine's reason),
// takes a mine off the board and puts one back, swaps a ship with a mine, all by choosing fields on the
// canvas; the hover box tells a field in words; the engine receives the arrangement as it was drawn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, handOver, leaks, watchLeaks } from './play';
import { clickField, fieldOnScreen, naval } from './navalPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const minesCount = (page: Page) => page.getByTestId('naval-mines-count').innerText();

describe('Naval Battle, the secret setup', () => {
  it('moves batteries and mines by choosing fields, refuses with the engine’s reason, hands in what was drawn', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=3&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    // the random draft: the 16 ships and the 4 batteries leave room for all 6 mines in the port
    await expect.poll(() => minesCount(page)).toBe('Mines in port: 6 of 6 (the rest stay off the board).');
    // the panel counts the scenario's own fleet
    expect(await page.getByTestId('naval-arrange').innerText()).toContain('Your 16 ships, 4 coastal batteries beside the entrances');

    // a battery swapped with a ship: the ship may stand there, the battery not off the coast
    await clickField(page, 'C3');
    await expect.poll(() => page.getByTestId('naval-chosen').innerText()).toContain('C3, a coastal battery');
    await clickField(page, 'F2');
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain('F2: params.batteries[0]: F2 is not on the coast beside an entrance');
    // still chosen after the refusal: swapped with another battery, accepted
    await expect.poll(() => page.getByTestId('naval-chosen').innerText()).toContain('C3, a coastal battery');
    await clickField(page, 'J3');
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0);

    // the hover box tells the field, what stands there and what choosing it does
    const f = await fieldOnScreen(page, 'E3');
    await page.mouse.move(f.x, f.y);
    await expect.poll(() => page.getByTestId('naval-hover').innerText()).toContain('E3: Blue’s port');
    expect(await page.getByTestId('naval-hover').innerText()).toContain('a coastal battery of Blue');

    // a mine kept off the board, then put back on the freed field
    // find a mine in the draft by asking each port field's hover words
    let mine: string | null = null;
    for (const row of [1, 2, 3]) {
      for (const col of 'ABCDEFGHIJKL') {
        const p = await fieldOnScreen(page, `${col}${row}`);
        await page.mouse.move(p.x, p.y);
        await expect.poll(() => page.getByTestId('naval-hover').innerText()).toContain(`${col}${row}:`);
        if ((await page.getByTestId('naval-hover').innerText()).includes('a mine of Blue')) { mine = `${col}${row}`; break; }
      }
      if (mine) break;
    }
    expect(mine).not.toBeNull();
    await clickField(page, mine!);
    await page.getByTestId('naval-mine-off').click();
    await expect.poll(() => minesCount(page)).toBe('Mines in port: 5 of 6 (the rest stay off the board).');
    await clickField(page, mine!);
    await expect.poll(() => page.getByTestId('naval-chosen').innerText()).toContain('a free field');
    await page.getByTestId('naval-mine-here').click();
    await expect.poll(() => minesCount(page)).toBe('Mines in port: 6 of 6 (the rest stay off the board).');
    // and off again, to hand in an arrangement with 5 mines in port and 1 kept
    await clickField(page, mine!);
    await page.getByTestId('naval-mine-off').click();
    await expect.poll(() => minesCount(page)).toBe('Mines in port: 5 of 6 (the rest stay off the board).');

    await page.getByTestId('naval-arranged').click();
    await expect.poll(async () => (await naval(page)).arranged.blue).toBe(true);
    const d = await naval(page);
    expect(d.supply.blue).toBe(1);
    expect(d.pieces.filter((p) => p.owner === 'blue' && p.kind === 'mine').length).toBe(5);
    expect(d.pieces.some((p) => p.owner === 'blue' && p.node === mine)).toBe(false);
    expect(d.batteries.filter((b) => b.owner === 'blue').map((b) => b.node).sort()).toEqual(['C3', 'E3', 'H3', 'J3']);
    await handOver(page, 'Piotr');
    expect(await page.getByTestId('naval-arrange').count()).toBe(1);
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});

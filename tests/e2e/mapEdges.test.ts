// The map's edges in a real Chromium (tests/e2e/fixtures/map-edges.json: a blue destroyer at F3 that can
// reach the east edge, a blue airfield at A4 whose bombers may enter at the corner A1). Heading arrows
// around an edge node are drawn past the grid, and a click there still chooses the heading: a move's
// (east of H3) and a pick's (north-west of A1). The hover label follows the node under a pointer that
// stays still while the prompt bar above the map changes height, and sits beside its node (flipped to the
// left near the right edge by its own width).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, engineState, nodeOnScreen, submitAction, type Pt } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const hover = (page: Page) => page.evaluate(() => window.__enb!.getState().hover?.node ?? null);

/** The screen point 0.7 node spacings from a node toward a heading: on its arrow, past the arrow's middle. */
async function arrowPoint(page: Page, node: string, heading: number): Promise<Pt> {
  const p = await nodeOnScreen(page, node);
  const a = (-heading * Math.PI) / 3;
  const r = 0.7 * 40 * (await page.evaluate(() => window.__enb!.getState().camera.scale));
  return { x: p.x + Math.cos(a) * r, y: p.y + Math.sin(a) * r };
}

/** Hover the arrow (the hover proves it lies on no node), then click it. */
async function clickOffGrid(page: Page, at: Pt): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await expect.poll(() => page.evaluate(() => window.__enb!.getState().hover)).toBeNull();
  await page.mouse.click(at.x, at.y);
}

describe('the map edges', () => {
  it('takes clicks on heading arrows drawn past the edge of the grid', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=map-edges&seed=1&hide=0`);
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null);

    // a move: select the destroyer, choose H3 on the last column, click the east arrow off the grid
    await clickNode(page, 'F3');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).toBe('blue-DD-1');
    await clickNode(page, 'H3');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().destination)).toBe('H3');
    await clickOffGrid(page, await arrowPoint(page, 'H3', 0));
    await expect.poll(async () => (await engineState(page)).units['blue-DD-1']).toMatchObject({ node: 'H3', heading: 0 });

    // a pick: Red passes, then Blue's air operation enters at the corner A1, facing north-west off the grid
    expect(await submitAction(page, { type: 'pass' })).toBe(true);
    await expect.poll(async () => (await engineState(page)).toAct).toBe('blue');
    await clickNode(page, 'A4');
    await expect.poll(() => page.getByTestId('prompt').innerText()).toContain('Air operation from B-AF1');
    await clickNode(page, 'A1');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().pick?.node)).toBe('A1');
    await clickOffGrid(page, await arrowPoint(page, 'A1', 2));
    await expect.poll(async () => (await engineState(page)).bombers?.[0]).toMatchObject({ node: 'A1', heading: 2 });

    // a click off the grid away from any arrows does nothing
    const before = await engineState(page);
    const corner = await nodeOnScreen(page, 'H6');
    await page.mouse.click(corner.x + 30, corner.y + 30);
    expect(await engineState(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the hover label on the node under a still pointer when the map frame moves', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 700 });
    await page.goto(`${h.baseUrl}/?fixture=map-edges&seed=1&hide=0`);
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null);
    const top = () => page.getByTestId('map-view').evaluate((el) => el.getBoundingClientRect().top);
    const before = await top();
    const ship = await nodeOnScreen(page, 'F3');
    await page.mouse.move(ship.x, ship.y);
    await expect.poll(() => hover(page)).toBe('F3');
    await page.mouse.click(ship.x, ship.y);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).toBe('blue-DD-1');
    // the frame moves under the still pointer (a prompt's notice no longer moves it — issue 37 — but the
    // slot above the map can change height, at a breakpoint): the node under the pointer is what the label names
    await page.evaluate(() => {
      const slot = document.querySelector('.game__head') as HTMLElement;
      slot.style.height = `${slot.getBoundingClientRect().height + 40}px`;
    });
    await expect.poll(top).not.toBe(before);
    const under = await page.evaluate(({ x, y }) => {
      const hook = window.__enb!;
      const names = [...'ABCDEFGH'].flatMap((c) => [1, 2, 3, 4, 5, 6].map((r) => `${c}${r}`));
      const d = (n: string) => { const p = hook.nodeToScreen(n)!; return Math.hypot(p.x - x, p.y - y); };
      return names.reduce((a, b) => (d(a) <= d(b) ? a : b));
    }, ship);
    await expect.poll(() => hover(page)).toBe(under);
    expect(await page.getByTestId('hover-label').innerText()).toBe(`${under} · sea`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts the hover label beside its node, flipped to the left near the right edge by its own width', async () => {
    // a tall narrow window (the panels in their drawer): the map fills the frame's width, its last column close to the right edge
    const { page, context, errors } = await h.newPage({ width: 560, height: 1000 });
    await page.goto(`${h.baseUrl}/?fixture=map-edges&seed=1&hide=0`);
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null);
    const frame = await page.getByTestId('map-view').evaluate((el) => el.getBoundingClientRect().right);
    for (const [node, flipped] of [['H6', true], ['B5', false]] as const) {
      const p = await nodeOnScreen(page, node);
      await page.mouse.move(p.x, p.y);
      await expect.poll(() => page.getByTestId('hover-label').innerText()).toBe(`${node} · sea`);
      const box = await page.getByTestId('hover-info').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.width).toBeLessThan(120); // a short label
      expect(p.x + 14 + box.width > frame).toBe(flipped);
      if (flipped) expect(Math.abs(box.right - (p.x - 14))).toBeLessThan(1.5);
      else expect(Math.abs(box.left - (p.x + 14))).toBeLessThan(1.5);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

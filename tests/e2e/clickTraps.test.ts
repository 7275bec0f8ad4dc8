// No click traps, in a real Chromium with the mouse and with touch: one tap selects a ship and nothing
// more; a second click or tap on its own node commits nothing (staying or turning is the "Stay or turn
// here" button); a TF marker clicked twice spends no token (its own button does); stacked own markers
// are picked by letter; a tap leaves no tooltip; Pass asks first while tokens are left; a click that comes
// in the frame where the map's frame moved is read where the map was seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, engineState, nodeOnScreen, submitAll } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const actionCount = (page: Page): Promise<number> => page.evaluate(() => window.__enb!.getState().session!.actions.length);
const ui = (page: Page) => page.evaluate(() => {
  const s = window.__enb!.getState();
  return { selection: s.selection, destination: s.destination, tfSelected: s.tfSelected, hover: s.hover };
});
const ready = (page: Page) => page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null, undefined, { timeout: 30_000 });

describe('no click traps', () => {
  it('touch: a tap selects the ship, a second tap on it commits nothing, no tooltip sticks; Stay is explicit', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 768, hasTouch: true });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await ready(page);
    const b3 = await nodeOnScreen(page, 'B3');
    await page.touchscreen.tap(b3.x, b3.y);
    await expect.poll(() => ui(page)).toMatchObject({ selection: 'blue-CA-1', destination: null, hover: null });
    await page.waitForTimeout(300); // any click the browser emulates after the tap has come by now
    expect(await ui(page)).toMatchObject({ selection: 'blue-CA-1', destination: null, hover: null });
    expect(await page.getByTestId('hover-info').count()).toBe(0);
    // the same node again: a hint, no move
    await page.touchscreen.tap(b3.x, b3.y);
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain('Stay or turn here');
    expect(await actionCount(page)).toBe(0);
    expect(await ui(page)).toMatchObject({ selection: 'blue-CA-1', destination: null });
    // the explicit button: the heading choice at the ship's own node
    await page.getByTestId('stay-here').tap();
    await expect.poll(async () => (await ui(page)).destination).toBe('B3');
    expect(await actionCount(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mouse: a double click on an own ship selects it and commits no zero-step move', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await ready(page);
    const b5 = await nodeOnScreen(page, 'B5');
    await page.mouse.dblclick(b5.x, b5.y);
    await expect.poll(() => ui(page)).toMatchObject({ selection: 'blue-DD-1', destination: null });
    expect(await actionCount(page)).toBe(0);
    // hover tooltips do come with the mouse
    await page.mouse.move(b5.x + 1, b5.y);
    await expect.poll(() => page.getByTestId('hover-info').count()).toBe(1);
    // …but not over the heading arrows of the node whose heading is being chosen
    await page.getByTestId('stay-here').click();
    await expect.poll(async () => (await ui(page)).destination).toBe('B5');
    const c5 = await nodeOnScreen(page, 'C5');
    await page.mouse.move(c5.x + 1, c5.y);
    await expect.poll(() => page.getByTestId('hover-label').innerText()).toMatch(/^C5 · /);
    await page.mouse.move(b5.x + 1, b5.y);
    await expect.poll(() => page.getByTestId('hover-info').count()).toBe(0);
    await page.getByTestId('cancel').click();
    await expect.poll(() => ui(page)).toMatchObject({ selection: 'blue-DD-1', destination: null });
    // a real move still takes one click on another node (one heading there: done at once, or the arrows)
    await clickNode(page, 'D5');
    await expect.poll(async () => (await actionCount(page)) + ((await ui(page)).destination === 'D5' ? 1 : 0)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a click in the frame where the bar above the map changed height is read where the map was seen', async () => {
    // a tall window: the map is fitted by its width and stays whole when its frame loses a row's height
    const { page, context, errors } = await h.newPage({ width: 1024, height: 1000 });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await ready(page);
    const b5 = await nodeOnScreen(page, 'B5');
    const row = b5.y - (await nodeOnScreen(page, 'B4')).y;
    expect(row).toBeGreaterThan(20);
    // in one task, before the browser lays out again or paints: the slot above the map grows by a row's
    // height (the prompt itself now lies over the map and never moves it, but the slot's height can change,
    // e.g. at a breakpoint; the map's frame moves down by as much, the map stays in place on the page) and
    // the player's click arrives where B5 was seen (read through the camera of before, it would be B4's place)
    const moved = await page.evaluate(({ x, y, row }) => {
      const frame = document.querySelector('[data-testid="map-view"]')!;
      const top = frame.getBoundingClientRect().top;
      const slot = document.querySelector('.game__head') as HTMLElement;
      slot.style.height = `${slot.getBoundingClientRect().height + row}px`;
      const target = frame.querySelector('.konvajs-content')!;
      const at = { clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true };
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
        target.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, at) : new MouseEvent(type, at));
      return frame.getBoundingClientRect().top - top;
    }, { ...b5, row });
    expect(Math.abs(moved - row)).toBeLessThan(2);
    await expect.poll(() => ui(page)).toMatchObject({ selection: 'blue-DD-1', destination: null });
    expect(await nodeOnScreen(page, 'B5')).toEqual(b5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a TF marker clicked twice spends no token; stacked markers are picked by letter; Stay spends it on purpose', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=tf-duel&seed=1&hide=0`);
    await ready(page);
    await submitAll(page, [
      { type: 'assignToTaskForce', unitId: 'blue-CA-1', tf: 'A' },
      { type: 'assignToTaskForce', unitId: 'blue-DD-1', tf: 'B' },
      { type: 'placeMarker', tf: 'A', node: 'B3' },
      { type: 'placeMarker', tf: 'B', node: 'C4' },
      { type: 'finishSetup' },
      { type: 'placeShip', unitId: 'red-DD-1', node: 'I3', heading: 3 },
      { type: 'placeShip', unitId: 'red-DD-2', node: 'I5', heading: 3 },
      { type: 'finishSetup' },
      { type: 'endStartOfRound' },
    ]);
    const boards = (await engineState(page)).taskForces!.boards.blue;
    const [a, b] = [boards.A.markerId!, boards.B.markerId!];
    await submitAll(page, [{ type: 'moveTaskForce', markerId: b, to: 'B3' }, { type: 'pass' }]); // B joins A at B3; Red passes
    expect((await engineState(page)).toAct).toBe('blue');
    const before = await actionCount(page);
    await clickNode(page, 'B3');
    await expect.poll(async () => (await ui(page)).tfSelected).not.toBeNull();
    await clickNode(page, 'B3');
    await page.waitForTimeout(200);
    expect(await actionCount(page)).toBe(before);
    // the stack: both letters offered; B (already moved) and A by their buttons
    await expect.poll(() => page.locator('[data-testid^="tf-stack-"]').count()).toBe(2);
    await page.getByTestId('tf-stack-A').click();
    await expect.poll(async () => (await ui(page)).tfSelected).toBe(a);
    expect(await page.getByTestId('tf-stack-A').getAttribute('aria-pressed')).toBe('true');
    // the tooltip names the own markers by letter
    const p = await nodeOnScreen(page, 'B3');
    await page.mouse.move(p.x + 1, p.y + 1);
    await expect.poll(() => page.getByTestId('hover-info').innerText()).toContain('Your TF A: CA');
    expect(await page.getByTestId('hover-info').innerText()).toContain('Your TF B: DD');
    // staying is its own button, and spends the token
    await page.getByTestId('tf-stay').click();
    await expect.poll(() => actionCount(page)).toBe(before + 1);
    const last = (await page.evaluate(() => window.__enb!.getState().session!.actions.at(-1)))!;
    expect(last).toEqual({ type: 'moveTaskForce', markerId: a, to: 'B3' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Pass asks first while command tokens are left (EN and PL)', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await ready(page);
    await page.getByTestId('pass').click();
    await expect.poll(() => page.getByTestId('pass-question').innerText()).toMatch(/You still have \d+ command tokens?\. Pass anyway\?/);
    await page.getByTestId('pass-keep').click();
    expect(await page.getByTestId('pass-question').count()).toBe(0);
    expect(await actionCount(page)).toBe(0);
    await page.getByTestId('lang-pl').click();
    await page.getByTestId('pass').click();
    await expect.poll(() => page.getByTestId('pass-question').innerText()).toMatch(/Masz jeszcze \d+ znacznik/);
    await page.getByTestId('pass-confirm').click();
    await expect.poll(() => actionCount(page)).toBe(1);
    expect((await page.evaluate(() => window.__enb!.getState().session!.actions[0])).type).toBe('pass');
    expect(errors).toEqual([]);
    await context.close();
  });
});

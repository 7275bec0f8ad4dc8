// Naval Battle's moves glide (issue 37), in a real Chromium with motion on: a ship moved by clicking the
// board is seen on its way, between its fields, drawn in its side's colour, then ends by itself exactly
// on the engine's field; an undo or a click ends a glide at once (the board is the engine's state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, legalNow, submitAction } from './play';
import { actionCount, clickField, colourAt, fieldOnScreen, naval, navalMoves, openArranged, BLUE_TOKEN, RED_TOKEN } from './navalPlay';
import type { Action } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Poses = Record<string, [number, number]>;
/** Where the pieces in motion stand now (board px), {} when nothing moves. */
const moving = (page: Page): Promise<Poses> => page.evaluate(() => JSON.parse((document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement).dataset.motion || '{}') as Poses);
const geometry = (page: Page) => page.evaluate(() => {
  const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
  return { cell: Number(c.dataset.cell), left: Number(c.dataset.left), top: Number(c.dataset.top) };
});
/** The colour drawn at board px (x, y). */
const colourAtPx = (page: Page, x: number, y: number) => page.evaluate(([x, y]) => {
  const c = document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement;
  const ratio = c.width / c.getBoundingClientRect().width;
  return [...c.getContext('2d')!.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data.slice(0, 3)];
}, [x, y]);
const centreOf = (g: { cell: number; left: number; top: number }, f: string) =>
  ({ x: g.left + (f.charCodeAt(0) - 65 + 0.5) * g.cell, y: g.top + (Number(f.slice(1)) - 0.5) * g.cell });
const steps = (a: string, b: string) => Math.max(Math.abs(a.charCodeAt(0) - b.charCodeAt(0)), Math.abs(Number(a.slice(1)) - Number(b.slice(1))));

describe('Naval Battle motion', () => {
  it('a move glides between its fields and ends on the engine\'s field; an undo or a click ends a glide at once', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768, motion: true });
    await openArranged(page, h.baseUrl);
    await page.evaluate(() => window.__enb!.motionTiming({ slow: 6 })); // ≤ 400 ms becomes ≤ 2.4 s: long enough to look mid-way

    // blue's furthest move, by clicking: seen between its fields, in blue, then at rest on the engine's field
    const pieces = (await naval(page)).pieces;
    const nodeOf = (id: string) => pieces.find((p) => p.id === id)!.node!;
    const move = navalMoves(await legalNow(page)).sort((a, b) => steps(nodeOf(b.shipId), b.to) - steps(nodeOf(a.shipId), a.to))[0];
    const from = nodeOf(move.shipId);
    expect(steps(from, move.to)).toBeGreaterThanOrEqual(2);
    await clickField(page, from);
    await expect.poll(() => page.getByTestId('naval-selected').innerText()).toContain(`at ${from}`);
    const before = await actionCount(page);
    const to = await fieldOnScreen(page, move.to);
    await page.mouse.click(to.x, to.y);
    await expect.poll(() => actionCount(page)).toBe(before + 1);
    const g = await geometry(page);
    const a = centreOf(g, from), b = centreOf(g, move.to);
    // the fields the engine says the ship passed (a way out of port bends at the entrance)
    const route = await page.evaluate((id) => {
      const moved = window.__enb!.getState().session!.events.filter((e) => e.type === 'module' && e.name === 'moved' && (e.data as { pieceId?: string }).pieceId === id).at(-1)!;
      const d = moved.type === 'module' ? moved.data as { from: string; to: string; path?: string[] } : null;
      return [d!.from, ...(d!.path ?? [d!.to])];
    }, move.shipId);
    const xs = route.map((f) => centreOf(g, f).x), ys = route.map((f) => centreOf(g, f).y);
    let midway: [number, number] | null = null;
    await expect.poll(async () => {
      const at = (await moving(page))[move.shipId];
      if (at && Math.hypot(at[0] - a.x, at[1] - a.y) > g.cell * 0.3 && Math.hypot(at[0] - b.x, at[1] - b.y) > g.cell * 0.3) midway = at;
      return midway !== null;
    }, { timeout: 5000, interval: 30 }).toBe(true);
    const [mx, my] = midway!;
    expect(mx).toBeGreaterThanOrEqual(Math.min(...xs) - 1);
    expect(mx).toBeLessThanOrEqual(Math.max(...xs) + 1);
    expect(my).toBeGreaterThanOrEqual(Math.min(...ys) - 1);
    expect(my).toBeLessThanOrEqual(Math.max(...ys) + 1);
    // ends by itself: nothing in motion, the ship drawn on the engine's field and no longer on its old one
    await expect.poll(() => moving(page), { timeout: 8000 }).toEqual({});
    expect((await naval(page)).pieces.find((p) => p.id === move.shipId)!.node).toBe(move.to);
    expect(await colourAt(page, move.to)).toEqual(BLUE_TOKEN);
    expect(await colourAt(page, from)).not.toEqual(BLUE_TOKEN);

    // a glide caught in the act is drawn in its side's colour; a click skips it: at once on the engine's field
    if (await page.getByTestId('naval-end-turn').count()) await page.getByTestId('naval-end-turn').click();
    await expect.poll(async () => (await engineState(page)).toAct).toBe('red');
    await page.evaluate(() => window.__enb!.motionTiming({ slow: 40 }));
    /** The side to act's first move of two fields or more, submitted; its ship's start and colour. */
    const glideNow = async () => {
      const s = await engineState(page);
      const pieces = (await naval(page)).pieces;
      const start = (id: string) => pieces.find((p) => p.id === id)!.node!;
      const m = navalMoves(await legalNow(page)).find((x) => steps(start(x.shipId), x.to) >= 2)!;
      expect(await submitAction(page, { type: 'module', module: 'navalBattle', action: 'move', params: m } as Action)).toBe(true);
      await expect.poll(async () => (await moving(page))[m.shipId] !== undefined).toBe(true);
      return { ...m, from: start(m.shipId), colour: s.toAct === 'blue' ? BLUE_TOKEN : RED_TOKEN };
    };
    const red = await glideNow();
    const [rx, ry] = (await moving(page))[red.shipId];
    expect(red.colour).toEqual(RED_TOKEN);
    expect(await colourAtPx(page, rx - g.cell * 0.3, ry)).toEqual(RED_TOKEN);
    await page.mouse.click(5, 5); // outside the board
    expect(await moving(page)).toEqual({});
    expect(await colourAt(page, red.to)).toEqual(RED_TOKEN);
    expect(await colourAt(page, red.from)).not.toEqual(RED_TOKEN);
    // an undo in mid-glide: nothing in motion, the ship back on its field at once
    if (await page.getByTestId('naval-end-turn').count()) await page.getByTestId('naval-end-turn').click();
    const next = await glideNow();
    await page.evaluate(() => { const s = window.__enb!.getState(); s.undo(); if (window.__enb!.getState().undoRequest) s.confirmUndo(); });
    expect(await moving(page)).toEqual({});
    expect((await naval(page)).pieces.find((p) => p.id === next.shipId)!.node).toBe(next.from);
    expect(await colourAt(page, next.from)).toEqual(next.colour);
    await page.evaluate(() => window.__enb!.motionTiming({ slow: 1 }));
    expect(errors).toEqual([]);
  }, 30_000);
});

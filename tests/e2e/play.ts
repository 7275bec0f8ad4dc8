// Helpers for the browser tests of play: nodes on screen, canvas clicks (with a heading), the engine
// state, the hand-over, and a watcher that records any frame where the cover is up while a secret
// (hand, fleet, TF boards or letters, setup, deployment) is rendered.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action, GameState } from '../../src/engine/index';

export type Pt = { x: number; y: number };

/**
 * A place on the page once it has settled: the same in two reads two frames apart (a board drawn to its
 * box's size redraws a frame after its box changed: its geometry read at once may be stale).
 */
export async function settled(page: Page, read: () => Promise<Pt>, what: string): Promise<Pt> {
  let p = await read();
  for (let i = 0; i < 30; i++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const q = await read();
    if (q.x === p.x && q.y === p.y) return q;
    p = q;
  }
  throw new Error(`${what} did not settle on screen`);
}

/** A node's centre on the page, where a click there is read (the hook's map follows a moved frame first). */
export async function nodeOnScreen(page: Page, node: string): Promise<Pt> {
  const p = await page.evaluate((n) => window.__enb!.nodeToScreen(n), node);
  if (!p) throw new Error(`node ${node} is not on screen`);
  return p;
}

/**
 * The RGBA pixels (flat) that one of the map's game shapes ('overlay' under the tokens, 'tokens', 'marks'
 * above them: GameLayers.tsx) draws on its own in the square of half side `half` (CSS px) around a point
 * of the page: the shapes share one canvas, so the shape is drawn alone into a canvas of the stage's size.
 */
export function shapePixels(page: Page, shape: 'overlay' | 'tokens' | 'marks', at: Pt, half: number): Promise<number[]> {
  return page.evaluate(({ shape, at, half }) => {
    const stage = window.__enb!.stage()!;
    const ratio = stage.getLayers()[0].getCanvas().getPixelRatio();
    const canvas = stage.findOne(`.${shape}`)!.toCanvas({ x: 0, y: 0, width: stage.width(), height: stage.height(), pixelRatio: ratio });
    const box = stage.container().getBoundingClientRect();
    const r = Math.round(half * ratio);
    return Array.from(canvas.getContext('2d')!.getImageData(Math.round((at.x - box.left) * ratio) - r, Math.round((at.y - box.top) * ratio) - r, 2 * r, 2 * r).data);
  }, { shape, at, half });
}

export async function clickNode(page: Page, node: string, offset: Pt = { x: 0, y: 0 }): Promise<void> {
  const p = await nodeOnScreen(page, node);
  await page.mouse.click(p.x + offset.x, p.y + offset.y);
}

/** Click toward a heading from a node's centre (the heading arrows of a pick or a move). */
export async function clickHeading(page: Page, node: string, heading: number): Promise<void> {
  const a = (-heading * Math.PI) / 3;
  const scale = await page.evaluate(() => window.__enb!.getState().camera.scale);
  await clickNode(page, node, { x: Math.cos(a) * 24 * scale, y: Math.sin(a) * 24 * scale });
}

export const engineState = (page: Page): Promise<GameState> => page.evaluate(() => window.__enb!.state()!);
export const submitAction = (page: Page, a: Action): Promise<boolean> => page.evaluate((x) => window.__enb!.getState().submit(x), a);
export const legalNow = (page: Page): Promise<Action[]> => page.evaluate(() => window.__enb!.legal());
export const promptText = (page: Page): Promise<string> => page.getByTestId('prompt').innerText();
export const viewerNow = (page: Page) => page.evaluate(() => window.__enb!.getState().viewer);

/** Submit actions that must all be accepted. */
export async function submitAll(page: Page, actions: Action[]): Promise<void> {
  for (const a of actions) expect(await submitAction(page, a), a.type).toBe(true);
}

/** tf-duel.json set up: Blue's cruiser and destroyer on the map, Red's two destroyers as TF A at H5. */
export const TF_DUEL_SETUP: Action[] = [
  { type: 'placeShip', unitId: 'blue-CA-1', node: 'B3', heading: 0 },
  { type: 'placeShip', unitId: 'blue-DD-1', node: 'B5', heading: 0 },
  { type: 'finishSetup' },
  { type: 'assignToTaskForce', unitId: 'red-DD-1', tf: 'A' },
  { type: 'assignToTaskForce', unitId: 'red-DD-2', tf: 'A' },
  { type: 'placeMarker', tf: 'A', node: 'H5' },
  { type: 'finishSetup' },
];

const SECRETS = [
  '[data-testid="hand"]', '[data-testid^="card-"]', '[data-testid="fleet-panel"]', '[data-testid="log"] > li', '[data-testid="keep-choice"]',
  '[data-testid="setup-panel"]', '[data-testid="tf-panel"]', '[data-testid^="tf-board-"]', '[data-testid="deploy-panel"]', '[data-testid="sor-panel"]',
];

/** Watch every frame and DOM change: with the cover up, no secret may be rendered and no TF letter shown. */
export async function watchLeaks(page: Page): Promise<void> {
  await page.evaluate((secrets) => {
    const w = window as unknown as { __leaks: string[] };
    w.__leaks = [];
    const check = () => {
      if (!document.querySelector('[data-testid="handover"]')) return;
      for (const sel of secrets) if (document.querySelector(sel)) w.__leaks.push(sel);
      if (window.__enb!.view()) w.__leaks.push('view');
      if (Object.keys(window.__enb!.letters()).length) w.__leaks.push('letters');
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, SECRETS);
}
export const leaks = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __leaks: string[] }).__leaks);

/**
 * After an action that hands the decision over (hot-seat), the acting player sees its result and hands
 * the device over with a button: click it if it is there. Returns whether the hand-over cover is up.
 */
export async function toCover(page: Page): Promise<boolean> {
  const resultOf = () => page.evaluate(() => window.__enb?.getState().resultOf ?? null);
  // (the cover also comes up by itself after a few seconds: then there is no button left to click)
  if (await resultOf()) await page.getByTestId('hand-over-now').click().catch(() => undefined);
  await expect.poll(resultOf).toBeNull();
  return page.evaluate(() => {
    const s = window.__enb?.getState();
    return !!s?.session && s.viewer === null && !s.undoRequest && s.session.state.phase !== 'over';
  });
}

/** Confirm the hand-over cover, whoever it is for, and wait for it to go. */
export async function confirmCover(page: Page): Promise<void> {
  await page.getByTestId('handover-confirm').click();
  await expect.poll(() => page.getByTestId('handover').count()).toBe(0);
}

/** Confirm the hand-over to a player, checking the cover names them and hides everything first. */
export async function handOver(page: Page, name: string): Promise<void> {
  await toCover(page);
  // (right after a page load the cover comes with the game's code: a busy machine may take a while)
  await page.getByTestId('handover-title').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId('handover-title').innerText()).toBe(`Pass the device to ${name}`);
  expect(await page.getByTestId('hand-panel').count()).toBe(0);
  expect(await page.getByTestId('fleet-panel').count()).toBe(0);
  expect(await page.evaluate(() => window.__enb!.view())).toBeNull();
  await page.getByTestId('handover-confirm').click();
  await expect.poll(() => page.getByTestId('handover').count()).toBe(0);
}

/** Pass through the prompt bar: the Pass button, then its confirmation when tokens were left. */
export async function passTurn(page: Page): Promise<void> {
  const before = await page.evaluate(() => window.__enb!.getState().session!.actions.length);
  await page.getByTestId('pass').click();
  await expect.poll(async () => (await page.getByTestId('pass-confirm').count()) > 0 || (await page.evaluate(() => window.__enb!.getState().session!.actions.length)) > before).toBe(true);
  if (await page.getByTestId('pass-confirm').count()) await page.getByTestId('pass-confirm').click();
  await expect.poll(() => page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBeGreaterThan(before);
}

/** The test id of the focused element ('BODY' when focus fell to the page, else its tag). */
export const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'BODY' : el.getAttribute('data-testid') ?? el.tagName;
  });
/** Read the UI store: `read` is an expression over its state `s` ("s.selection"). */
export const readStore = <T,>(page: Page, read: string): Promise<T> => page.evaluate((r) => new Function('s', `return ${r}`)(window.__enb!.getState()), read) as Promise<T>;

export const actionCount = (page: Page) => page.evaluate(() => window.__enb!.getState().session!.actions.length);
/** Take an action through the store, then hand over if the turn passed. */
export async function takeAction(page: Page, a: Action): Promise<void> {
  const before = await actionCount(page);
  expect(await submitAction(page, a), JSON.stringify(a)).toBe(true);
  await expect.poll(() => actionCount(page)).toBe(before + 1);
  if (await toCover(page)) await confirmCover(page);
}

/**
 * A scenario that rolls for the first move (R-ORDER-1, Great Archipelago, Carrier Battle): the roll's
 * winner, given the device if the screen is covered, chooses `first` with the hand panel's choice
 * (submitted, as the drawer may hold it on a small screen). Nothing to do when the scenario fixes it.
 */
export async function chooseFirst(page: Page, first: 'blue' | 'red' = 'blue'): Promise<void> {
  await page.waitForFunction(() => window.__enb?.getState().session != null, undefined, { timeout: 30_000 });
  if (await page.evaluate(() => window.__enb!.getState().session!.state.pending?.kind) !== 'chooseFirstPlayer') return;
  await expect.poll(async () => (await page.getByTestId('handover').count()) > 0 || (await page.evaluate(() => window.__enb!.getState().viewer)) !== null, { timeout: 30_000 }).toBe(true);
  if (await page.getByTestId('handover').count()) await confirmCover(page);
  expect(await submitAction(page, { type: 'chooseFirstPlayer', first })).toBe(true);
}

// The guided tutorial in a real Chromium: picked on the start screen, it walks a new player through
// select, move, attack, a task force, a card and the end of the round by clicking the real canvas and
// buttons, each step's text in a live region and the pointer on the node or button to act on; Back
// reads an earlier step again; the last step says how to win and starts a real game. The machine player
// at Red answers between the steps (no hand-over cover). At 800 × 600 every pointer is on screen (a
// button in the closed side panels is pointed at through the button that opens them, one the open
// drawer covers through the one that closes it); touch works too. A tutorial continued after a reload
// comes back at the step it was at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, nodeOnScreen, submitAction } from './play';
import { watchCovers, covers } from './botPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Box = { x: number; y: number; width: number; height: number };

const guide = (page: Page) => page.getByTestId('tutorial');
const step = (page: Page) => guide(page).getAttribute('data-step');
const text = (page: Page) => page.getByTestId('tutorial-text').innerText();
const target = (page: Page) => page.getByTestId('tutorial-pointer').getAttribute('data-target');
const pointerBox = async (page: Page): Promise<Box> => (await page.getByTestId('tutorial-pointer').boundingBox())!;

/** Open the start screen and pick "Tutorial"; the guide welcomes the player. */
async function startTutorial(page: Page): Promise<void> {
  await page.goto(`${h.baseUrl}/?lang=en`);
  await page.getByTestId('start-tutorial').click({ timeout: 20_000 });
  await expect.poll(() => page.getByTestId('tutorial').count(), { timeout: 20_000 }).toBe(1);
  await page.evaluate(() => window.__enb!.botTiming({ personPaceMs: 50 }));
}

/** Wait for a step with the pointer on a target (the machine player may be moving first). */
async function reach(page: Page, id: string, pointing: string | RegExp | null): Promise<void> {
  await expect.poll(() => step(page), { timeout: 15_000 }).toBe(id);
  await expect.poll(() => page.getByTestId('tutorial-waiting').count(), { timeout: 15_000 }).toBe(0);
  if (pointing === null) await expect.poll(() => page.getByTestId('tutorial-pointer').count()).toBe(0);
  else if (typeof pointing === 'string') await expect.poll(() => target(page)).toBe(pointing);
  else await expect.poll(() => target(page)).toMatch(pointing);
}

/** The pointer rings the node: its centre is the node's centre on screen (it follows the map within a frame or two). */
async function pointsAtNode(page: Page, node: string): Promise<void> {
  const off = async () => {
    const p = await nodeOnScreen(page, node);
    const b = await pointerBox(page);
    return Math.max(Math.abs(b.x + b.width / 2 - p.x), Math.abs(b.y + b.height / 2 - p.y));
  };
  await expect.poll(off, { timeout: 3_000 }).toBeLessThan(2);
}

/** The pointer rings the button: the button's box lies inside the ring. */
async function pointsAtButton(page: Page, testId: string): Promise<void> {
  const inside = async () => {
    const b = (await page.getByTestId(testId).boundingBox())!;
    const r = await pointerBox(page);
    return r.x <= b.x && r.y <= b.y && r.x + r.width >= b.x + b.width && r.y + r.height >= b.y + b.height;
  };
  await expect.poll(inside, { timeout: 3_000 }).toBe(true);
}

/** The pointer's box is on screen, whole. */
async function onScreen(page: Page): Promise<void> {
  const b = await pointerBox(page);
  const vp = page.viewportSize()!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(vp.width);
  expect(b.y + b.height).toBeLessThanOrEqual(vp.height);
}

describe('the guided tutorial', () => {
  it('at 1366 × 768: every step by clicking the real canvas and buttons, its text and its pointer, Back, then a real game', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await startTutorial(page);
    await watchCovers(page);
    // the text is a polite live region
    const live = page.getByTestId('tutorial-text');
    expect(await live.getAttribute('role')).toBe('status');
    expect(await live.getAttribute('aria-live')).toBe('polite');

    await reach(page, 'welcome', 'button:tutorial-next');
    expect(await text(page)).toMatch(/^Welcome, admiral! You command Blue\./);
    expect(await page.getByTestId('tutorial-progress').innerText()).toBe('Step 1 of 10');
    await pointsAtButton(page, 'tutorial-next');
    // the keyboard: Next by Enter, and focus goes to the map, where the next step acts
    await page.getByTestId('tutorial-next').focus();
    await page.keyboard.press('Enter');

    await reach(page, 'select', 'node:D3');
    expect(await text(page)).toBe('Select a ship: choose your cruiser at D3. Ringed nodes then show where it may stop.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('map-view');
    await pointsAtNode(page, 'D3');
    // the battleship cannot reach an enemy: the cruiser is asked for again
    await clickNode(page, 'B5');
    await expect.poll(() => text(page)).toBe('That ship cannot reach an enemy this turn. Select your cruiser at D3 instead.');
    await clickNode(page, 'D3');

    await reach(page, 'move', 'node:H3');
    expect(await text(page)).toMatch(/^Move it: choose the ringed node H3\./);
    await pointsAtNode(page, 'H3');
    // Back reads the step before again (no pointer meanwhile); then back to the current one
    await page.getByTestId('tutorial-back').click();
    expect(await step(page)).toBe('select');
    expect(await text(page)).toMatch(/^Done: Select a ship/);
    expect(await page.getByTestId('tutorial-pointer').count()).toBe(0);
    await page.getByTestId('tutorial-resume').click();
    await reach(page, 'move', 'node:H3');
    // an illegal click is refused by the engine with its reason, as anywhere (a node the cruiser cannot reach)
    await clickNode(page, 'A1');
    await expect.poll(() => page.getByTestId('notice').count()).toBe(1);
    expect(await step(page)).toBe('move');
    await clickNode(page, 'H3');

    await reach(page, 'attack', 'node:J3');
    expect(await text(page)).toMatch(/^The enemy transport at J3 is in your cruiser’s attack zone/);
    await pointsAtNode(page, 'J3');
    await clickNode(page, 'J3');
    await expect.poll(() => page.evaluate(() => window.__enb!.state()!.units['red-AP-1'])).toBeUndefined();

    // Red, the machine player, answers; then the task force
    await reach(page, 'taskForce', 'node:B7');
    expect(await text(page)).toMatch(/^Your task force A \(two destroyers\) hides under the marker at B7/);
    await pointsAtNode(page, 'B7');
    await clickNode(page, 'B7');
    await reach(page, 'taskForce', /^node:(?!B7)/);
    const dest = (await target(page))!.slice('node:'.length);
    expect(await text(page)).toMatch(new RegExp(`^Choose ${dest} to move the task force there`));
    await pointsAtNode(page, dest);
    await clickNode(page, dest);
    await expect.poll(() => page.evaluate(() => Object.values(window.__enb!.state()!.taskForces!.markers).find((m) => m.owner === 'blue')?.node)).toBe(dest);

    // cards: draw, keep one, play it (buttons in the side column)
    await reach(page, 'draw', 'button:draw');
    expect(await text(page)).toBe('Cards: press “Draw 2, keep 1”. Drawing spends a token too: you draw two cards and keep one.');
    await pointsAtButton(page, 'draw');
    await page.getByTestId('draw').click();
    await reach(page, 'keep', /^button:keep-/);
    const keep = (await target(page))!.slice('button:'.length);
    expect(await text(page)).toMatch(/^Keep one of the two cards: press “Keep “.+””\./);
    await pointsAtButton(page, keep);
    await page.getByTestId(keep).click();
    const card = keep.slice('keep-'.length);
    await reach(page, 'card', `button:play-${card}`);
    expect(await text(page)).toMatch(/^Play the card you kept: press “Play” on it in your hand\./);
    await pointsAtButton(page, `play-${card}`);
    await page.getByTestId(`play-${card}`).click();

    // pass: the button, then its confirmation
    await reach(page, 'pass', 'button:pass');
    expect(await text(page)).toMatch(/^Your round is done: press “Pass \(end my round\)”, then confirm\./);
    await pointsAtButton(page, 'pass');
    await page.getByTestId('pass').click();
    await reach(page, 'pass', 'button:pass-confirm');
    await pointsAtButton(page, 'pass-confirm');
    await page.getByTestId('pass-confirm').click();

    // how to win, and a real game
    await reach(page, 'finish', null);
    expect(await text(page)).toMatch(/How to win: destroying enemy units scores points .* Here: sink both transports within 3 rounds — the second one is at J6\.$/);
    expect(await page.getByTestId('tutorial-progress').innerText()).toBe('Step 10 of 10');
    expect(await covers(page)).toBe(0);
    await page.getByTestId('tutorial-real-game').click();
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().session?.scenarioId)).toBe('tutorial');
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    expect(await page.evaluate(() => window.__enb!.getState().session!.options.bots?.red?.level)).toBe('easy');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('at 800 × 600: each step’s pointer is on screen (a button in the closed drawer through the button that opens it, one the open drawer covers through the one that closes it); Skip ends the guide', async () => {
    const { page, context, errors } = await h.newPage({ width: 800, height: 600 });
    await startTutorial(page);
    await reach(page, 'welcome', 'button:tutorial-next');
    await onScreen(page);
    await page.getByTestId('tutorial-next').click();
    await reach(page, 'select', 'node:D3');
    await onScreen(page);
    await pointsAtNode(page, 'D3');
    await clickNode(page, 'D3');
    await reach(page, 'move', 'node:H3');
    await onScreen(page);
    await clickNode(page, 'H3');
    await reach(page, 'attack', 'node:J3');
    await onScreen(page);
    await clickNode(page, 'J3');
    await reach(page, 'taskForce', 'node:B7');
    await onScreen(page);
    await clickNode(page, 'B7');
    await reach(page, 'taskForce', /^node:(?!B7)/);
    await onScreen(page);
    await clickNode(page, (await target(page))!.slice('node:'.length));
    // the hand is in the closed drawer: the pointer is on the button that opens it, and the text says so
    await reach(page, 'draw', 'button:panels-toggle');
    await onScreen(page);
    expect(await text(page)).toMatch(/It is in the side panels: press “Fleet & cards” to open them\./);
    await page.getByTestId('panels-toggle').click();
    await reach(page, 'draw', 'button:draw');
    await onScreen(page);
    await page.getByTestId('draw').click();
    await reach(page, 'keep', /^button:keep-/);
    await onScreen(page);
    const keep = (await target(page))!.slice('button:'.length);
    await page.getByTestId(keep).click();
    // the card kept, the drawer that opened for it shuts (the map shows the machine's answer): the pointer
    // is on the button that opens it again
    await reach(page, 'card', 'button:panels-toggle');
    await onScreen(page);
    await page.getByTestId('panels-toggle').click();
    await reach(page, 'card', /^button:play-/);
    await onScreen(page);
    await page.getByTestId((await target(page))!.slice('button:'.length)).click();
    // Pass is in the prompt bar, under the open drawer: the pointer is on the button that closes it
    await reach(page, 'pass', 'button:panels-close');
    await onScreen(page);
    expect(await text(page)).toMatch(/The side panels cover it: press “Close ✕” to close them\.$/);
    await page.getByTestId('panels-close').click();
    await reach(page, 'pass', 'button:pass');
    await onScreen(page);
    await pointsAtButton(page, 'pass');
    // Skip: the guide is gone, the game goes on as an ordinary game against the computer
    await page.getByTestId('tutorial-skip').click();
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    expect(await page.getByTestId('tutorial-pointer').count()).toBe(0);
    expect(await submitAction(page, { type: 'pass' })).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('at 1920 × 1080 in Polish: the texts in Polish, the pointers on screen, the keyboard on the map', async () => {
    const { page, context, errors } = await h.newPage({ width: 1920, height: 1080 });
    await page.goto(`${h.baseUrl}/?lang=pl`);
    await page.getByTestId('start-tutorial').click({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('tutorial').count(), { timeout: 20_000 }).toBe(1);
    await reach(page, 'welcome', 'button:tutorial-next');
    expect(await text(page)).toMatch(/^Witaj, admirale! Dowodzisz Niebieskimi\./);
    await onScreen(page);
    await page.getByTestId('tutorial-next').click();
    await reach(page, 'select', 'node:D3');
    expect(await text(page)).toBe('Wybierz okręt: swój krążownik na D3. Węzły w pierścieniach pokażą, gdzie może się zatrzymać.');
    await onScreen(page);
    await pointsAtNode(page, 'D3');
    // the keyboard: the map has focus, its cursor on the cruiser (where the arrows take it), Enter selects it
    await page.getByTestId('map-view').focus();
    await page.evaluate(() => window.__enb!.getState().setCursor('D3'));
    await page.keyboard.press('Enter');
    await reach(page, 'move', 'node:H3');
    expect(await text(page)).toMatch(/^Przesuń go: wybierz węzeł H3 w pierścieniu\./);
    await page.evaluate(() => window.__enb!.getState().setCursor('H3'));
    await page.keyboard.press('Enter');
    await reach(page, 'attack', 'node:J3');
    await onScreen(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('by touch: tapping the ship and then its destination', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 768, hasTouch: true });
    await startTutorial(page);
    await page.getByTestId('tutorial-next').tap();
    await reach(page, 'select', 'node:D3');
    const d3 = await nodeOnScreen(page, 'D3');
    await page.touchscreen.tap(d3.x, d3.y);
    await reach(page, 'move', 'node:H3');
    const h3 = await nodeOnScreen(page, 'H3');
    await page.touchscreen.tap(h3.x, h3.y);
    await reach(page, 'attack', 'node:J3');
    const j3 = await nodeOnScreen(page, 'J3');
    await page.touchscreen.tap(j3.x, j3.y);
    await reach(page, 'taskForce', 'node:B7');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
  it('a tutorial continued after a reload comes back at its step, not at the welcome; a skipped one stays skipped', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await startTutorial(page);
    const reload = async () => {
      await page.evaluate(() => window.__enb!.saved());
      await page.reload();
      // (a game against the computer may come back under the hand-over cover, for the person)
      await expect.poll(async () => (await page.getByTestId('handover-confirm').count()) + (await page.getByTestId('tutorial').count()), { timeout: 30_000 }).toBeGreaterThan(0);
      if (await page.getByTestId('handover-confirm').count()) await page.getByTestId('handover-confirm').click();
      await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null, undefined, { timeout: 30_000 });
      await page.evaluate(() => window.__enb!.botTiming({ personPaceMs: 50 }));
    };
    await reach(page, 'welcome', 'button:tutorial-next');
    await page.getByTestId('tutorial-next').click();
    await reach(page, 'select', 'node:D3');
    // the welcome was read: after a reload the guide is at the ship to select
    await reload();
    await reach(page, 'select', 'node:D3');
    await clickNode(page, 'D3');
    await reach(page, 'move', 'node:H3');
    await clickNode(page, 'H3');
    await reach(page, 'attack', 'node:J3');
    await reload();
    await reach(page, 'attack', 'node:J3');
    expect(await page.getByTestId('tutorial-progress').innerText()).toBe('Step 4 of 10');
    // skipped: it stays skipped after a reload
    await page.getByTestId('tutorial-skip').click();
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    await reload();
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

// The aviation / submarine / cargo screens as a player sees them, in a real Chromium: "More actions" has
// nothing to add to the §8 controls (a bomber selected, an arrival pending); a card armed on a bomber
// shows only the bomber controls; the prompt bar sits above the map and never covers its top row (where
// north-edge reinforcements enter), with a refusal line, in English and Polish, at 1280 × 800 and
// 1024 × 700; the fleet panel keeps unit labels readable and lists a submerged submarine; mines are
// labelled; a hit airfield's hover says so (tests/e2e/fixtures/bomber-card-ship.json: bomber-card.json
// with a blue destroyer the card may also be played on; airfield-hit.json; the bundled Convoy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action } from '../../src/engine/index';
import { startHarness, type Harness } from './harness';
import { clickHeading, clickNode, engineState, legalNow, nodeOnScreen, promptText, submitAction } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


/** Submit the first legal action of the first type listed, until `done` (the game in demo mode). */
async function playUntil(page: Page, done: () => Promise<boolean>, types: Action['type'][]): Promise<void> {
  for (let k = 0; k < 60 && !(await done()); k++) {
    const acts = await legalNow(page);
    const a = types.map((t) => acts.find((x) => x.type === t)).find(Boolean);
    if (!a) throw new Error(`none of ${types.join(', ')} is legal`);
    expect(await submitAction(page, a)).toBe(true);
  }
  expect(await done()).toBe(true);
}

/** Whether a node stays put on screen over a few frames (the map has made room after a layout change). */
async function still(page: Page, node: string): Promise<boolean> {
  const a = await nodeOnScreen(page, node);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));
  const b = await nodeOnScreen(page, node);
  return a.x === b.x && a.y === b.y;
}

/** The prompt bar above the map, not over it: every node of row 1 is inside the map, below the bar. */
/** The entry nodes of the top row are on the map and clear of the prompt bar (which, with its refusal, may lie over the map's top: issue 37, nothing moves under the pointer). */
async function topRowClear(page: Page, columns: string[]): Promise<boolean> {
  const bar = (await page.getByTestId('prompt-bar').boundingBox())!;
  const map = (await page.getByTestId('map-view').boundingBox())!;
  for (const c of columns) {
    const p = await nodeOnScreen(page, `${c}1`);
    if (p.y < bar.y + bar.height + 12 || p.y < map.y + 12 || p.x < map.x || p.x > map.x + map.width) return false;
  }
  return true;
}

describe('§8 controls on screen', () => {
  it('a bomber selected: no "More actions"; a card armed on it shows only the bomber controls', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=bomber-card-ship&seed=1&hide=0&blue=Anna&red=Piotr`);
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A2') != null, undefined, { timeout: 20_000 });
    // round 1: the bomber goes to A2 facing east; Anna keeps Enemy ahead!; round 2 to her turn
    expect(await submitAction(page, { type: 'airOperation', unitId: 'blue-airfield-1', node: 'A2', heading: 0 })).toBe(true);
    await playUntil(page, async () => {
      const st = await engineState(page);
      return st.round === 2 && st.toAct === 'blue' && !st.pending;
    }, ['keepCard', 'cleanupDraw', 'declineDraw', 'pass']);

    await clickNode(page, 'A2');
    await expect.poll(() => promptText(page)).toMatch(/^Bomber B-AF1\/1: nothing to attack; choose a highlighted node to re-position it \(then the heading\)/);
    // the chain's extension, when the engine allows it, is named in the prompt beside its button
    expect((await promptText(page)).endsWith(', or One more bomber')).toBe((await page.getByTestId('extend-chain').count()) === 1);
    expect(await page.getByTestId('more-actions').count()).toBe(0);
    expect(await page.getByTestId('play-enemy-ahead').count()).toBe(1); // on the destroyer

    await page.getByTestId('bomber-card-enemy-ahead').click();
    await expect.poll(() => promptText(page)).toMatch(/^Bomber B-AF1\/1 with “Enemy ahead! Attack!”: choose a ringed target/);
    const card = page.getByTestId('card-enemy-ahead');
    expect(await card.locator('button').allInnerTexts()).toEqual(['Activate the bomber without it']);
    expect(await page.getByTestId('more-actions').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { width, height, lang } of [{ width: 1280, height: 800, lang: 'en' }, { width: 1024, height: 700, lang: 'pl' }]) {
    it(`${width} × ${height}, ${lang}: a reinforcement at the north edge — no "More actions", the prompt bar (with a refusal) above the map's top row`, async () => {
      const { page, context, errors } = await h.newPage({ width, height });
      await page.goto(`${h.baseUrl}/?scenario=convoy&seed=1&hide=0&lang=${lang}&blue=Anna&red=Piotr`);
      await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null);
      await playUntil(page, async () => (await engineState(page)).pending?.kind === 'arrival', ['pass', 'declineDraw']);
      const pending = (await engineState(page)).pending as { unitId: string; nodes: string[] };
      expect(pending.unitId).toBe('red-CA-1');
      const columns = pending.nodes.map((n) => n.replace(/\d+$/, ''));
      await expect.poll(() => promptText(page)).toBe(lang === 'en' ? 'Reinforcement R-CA1 arrives: choose its node, then its heading' : 'Przybywają posiłki R-CA1: wybierz węzeł, potem kurs');
      expect(await page.getByTestId('more-actions').count()).toBe(0);
      await expect.poll(() => still(page, 'L1')).toBe(true);
      expect(await topRowClear(page, columns)).toBe(true);

      // a node that is not an entry: the engine's refusal under the prompt; the entry nodes stay clear of it
      await clickNode(page, 'L9');
      await expect.poll(() => page.getByTestId('notice').count()).toBe(1);
      await expect.poll(() => still(page, 'L1')).toBe(true);
      expect(await topRowClear(page, columns)).toBe(true);

      // the north-edge node is clickable: the cruiser enters there
      await clickNode(page, 'L1');
      await expect.poll(() => page.evaluate(() => window.__enb!.getState().pick?.node)).toBe('L1');
      await clickHeading(page, 'L1', 4);
      await expect.poll(async () => (await engineState(page)).units['red-CA-1']).toMatchObject({ node: 'L1', heading: 4 });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('panels and hover', () => {
  it('1024 × 700: unit labels readable, a submerged submarine listed with its round, mines labelled', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 700 });
    await page.goto(`${h.baseUrl}/?scenario=convoy&seed=1&hide=0&blue=Anna&red=Piotr`);
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null);
    // every unit's label fits in its row (the class name may be cut, the label not)
    for (const list of ['own-fleet', 'enemy-fleet']) {
      const cut = await page.getByTestId(list).locator('.unit-row__name').evaluateAll((names) =>
        names.filter((n) => n.querySelector('.unit-row__label')!.getBoundingClientRect().right > n.getBoundingClientRect().right + 0.5).length);
      expect(cut, list).toBe(0);
    }
    // Blue's mine tokens, with a label
    expect(await page.getByTestId('mines').innerText()).toBe('⚓ Mine tokens for depth charges: 2');
    // Anna passes; Piotr's submarine at M9 dives for two rounds: still in his fleet, submerged
    expect(await submitAction(page, { type: 'pass' })).toBe(true);
    const sub = (await engineState(page)).units['red-SS-1'];
    expect(await submitAction(page, { type: 'move', unitId: sub.id, to: { node: sub.node, heading: sub.heading } })).toBe(true);
    await expect.poll(() => promptText(page)).toBe('Dive (buttons), or End activation');
    await page.getByTestId('dive-2').click();
    const row = page.getByTestId('own-fleet').getByTestId('submerged-red-SS-1');
    await expect.poll(() => row.innerText()).toMatch(/R-SS1\s+submerged, surfaces in round 3\s+M9/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a hit airfield: its hover has no heading and says until when it cannot operate', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=airfield-hit&seed=1&hide=0&blue=Anna&red=Piotr`);
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A5') != null);
    // Piotr's cruiser holds position and fires on the airfield two nodes ahead
    expect(await submitAction(page, { type: 'move', unitId: 'red-CA-1', to: { node: 'C5', heading: 3 } })).toBe(true);
    expect(await submitAction(page, { type: 'attack', unitId: 'red-CA-1', targetId: 'blue-airfield-1' })).toBe(true);
    expect((await engineState(page)).units['blue-airfield-1'].suppressedThrough).toBe(2);
    const a5 = await nodeOnScreen(page, 'A5');
    await page.mouse.move(a5.x, a5.y);
    const unit = page.getByTestId('hover-unit');
    await expect.poll(() => unit.innerText()).toBe('Blue Airfield B-AF1\nHit: cannot operate until the end of round 2');
    expect(errors).toEqual([]);
    await context.close();
  });
});

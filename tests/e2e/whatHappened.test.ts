// What happened and how to win, in a real Chromium (hot-seat duel, tests/e2e/fixtures/duel.json):
// the acting player's result on the map (its trail drawn in the map's marks) with the words and the
// hand-over button before the cover; the next player's "since your last turn" with only what they
// may know (the opponent's kept card unnamed), in English and Polish; the objectives with live
// progress in the score panel and on the cover; the cover comes up by itself if nobody hands over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, engineState, handOver, leaks, nodeOnScreen, shapePixels, watchLeaks } from './play';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A move to another node after which the turn passes (no attack left open). */
function quietMove(st: GameState): Extract<Action, { type: 'move' }> {
  const m = legalActions(st).find((a): a is Extract<Action, { type: 'move' }> => {
    if (a.type !== 'move' || a.to.node === st.units[a.unitId].node) return false;
    const r = applyAction(st, a);
    return r.ok && !r.state.activation && r.state.toAct !== st.toAct;
  });
  if (!m) throw new Error('no quiet move');
  return m;
}

/** Record the text of the "what happened" box each time it appears or changes (no frame missed). */
async function recordBox(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __boxes: string[] };
    w.__boxes = [];
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="what-happened"]') as HTMLElement | null;
      if (el && w.__boxes.at(-1) !== el.innerText) w.__boxes.push(el.innerText);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
const boxes = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __boxes: string[] }).__boxes);

/** The greatest alpha of the marks' pixels at a node (something is drawn there). */
async function marksAt(page: Page, node: string): Promise<number> {
  const data = await shapePixels(page, 'marks', await nodeOnScreen(page, node), 6);
  let best = 0;
  for (let k = 3; k < data.length; k += 4) best = Math.max(best, data[k]);
  return best;
}

describe('what happened', () => {
  it('shows the result before the hand-over, then the next player a summary of what they may know', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&blue=Anna&red=Piotr`);
    await watchLeaks(page);
    await recordBox(page);
    // the cover shows the objectives with their progress
    await expect.poll(() => page.getByTestId('handover-objectives').innerText()).toMatch(/Anna[\s\S]*0 \/ \d+ points[\s\S]*Piotr[\s\S]*0 \/ \d+ points/);
    await handOver(page, 'Anna');
    expect(await page.getByTestId('objective-live-blue-0').innerText()).toMatch(/0 \/ \d+ points/);
    // Anna keeps a card, then makes a move that ends her turn
    await page.getByTestId('draw').click();
    const keep = page.locator('[data-testid^="keep-"]:not([data-testid="keep-choice"])');
    await expect.poll(() => keep.count()).toBe(2);
    const kept = (await keep.first().getAttribute('data-testid'))!.slice('keep-'.length);
    const keptName = await page.evaluate((id) => window.__enb!.state()!.setup.cards?.[id]?.name.en ?? id, kept);
    await keep.first().click();
    await handOver(page, 'Piotr');
    // Piotr: the summary names Anna's card as a card only
    await expect.poll(() => page.getByTestId('what-happened').innerText()).toContain('Since your last turn');
    expect(await page.getByTestId('what-happened-lines').innerText()).toContain('Anna kept one card.');
    expect(await page.getByTestId('what-happened-lines').innerText()).not.toContain(keptName);
    await page.getByTestId('since-dismiss').click();
    expect(await page.getByTestId('what-happened').count()).toBe(0);
    // Piotr moves; his result stays on the map (trail at the start node) until he hands over
    const st = await engineState(page);
    const move = quietMove(st);
    const from = st.units[move.unitId].node;
    expect(await page.evaluate((a) => window.__enb!.getState().submit(a), move)).toBe(true);
    await expect.poll(() => page.getByTestId('hand-over-now').count()).toBe(1);
    expect(await page.getByTestId('handover').count()).toBe(0);
    expect(await page.evaluate(() => window.__enb!.view())).toBeNull(); // nothing is Piotr's to do now
    await expect.poll(() => marksAt(page, from)).toBeGreaterThan(100);
    await page.getByTestId('hand-over-now').click();
    await handOver(page, 'Anna');
    // Anna: Piotr's move in words and on the map
    await expect.poll(() => page.getByTestId('what-happened-lines').innerText()).toMatch(new RegExp(`R-(CA|DD)1 moved ${from}→${move.to.node}`));
    await expect.poll(() => marksAt(page, from)).toBeGreaterThan(100);
    // in Polish too
    await page.getByTestId('lang-pl').click();
    await expect.poll(() => page.getByTestId('what-happened').innerText()).toContain('Od twojej ostatniej tury');
    expect(await page.getByTestId('objective-live-blue-0').innerText()).toMatch(/0 \/ \d+ pkt/);
    await page.getByTestId('since-dismiss').click();
    await expect.poll(() => marksAt(page, from)).toBe(0);
    // the box recorded the result Piotr saw before the cover: his own move
    const seen = await boxes(page);
    expect(seen.some((b) => /^Done\. What happened:[\s\S]*moved [A-Z]\d+→/.test(b))).toBe(true);
    expect(await leaks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the cover comes up by itself when nobody hands over', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&blue=Anna&red=Piotr`);
    await handOver(page, 'Anna');
    const move = quietMove(await engineState(page));
    await page.getByTestId(`unit-${move.unitId}`).click();
    await clickNode(page, move.to.node);
    if (await page.evaluate(() => window.__enb!.getState().destination)) {
      for (let k = 0; k < 6 && (await page.evaluate(() => window.__enb!.getState().headingCursor)) !== move.to.heading; k++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => page.getByTestId('hand-over-now').count()).toBe(1);
    await expect.poll(() => page.getByTestId('handover-title').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('handover-title').innerText()).toBe('Pass the device to Piotr');
    expect(errors).toEqual([]);
    await context.close();
  });
});

// 200 % zoom (issue 20): a 1280×800 screen at 200 % is a 640×400 CSS px window. The map keeps at least
// half of the window, the hand-over cover and the end screen scroll to every control, and the setup
// panel's sticky footer never hides the control that has focus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ZOOMED = { width: 640, height: 400 };

/** The share of the window the map takes (its visible box). */
const mapShare = (page: Page): Promise<number> =>
  page.getByTestId('map-view').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
    const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    return (w * h) / (innerWidth * innerHeight);
  });

/** Whether an element is wholly inside the window and on top at its centre (not covered). */
const reachable = (page: Page, testId: string): Promise<true | string> =>
  page.getByTestId(testId).evaluate((el) => {
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const ok = r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= 0 && r.right <= innerWidth + 1 && !!top && (top === el || el.contains(top));
    return ok ? true : `${JSON.stringify(r)} ${top?.outerHTML.slice(0, 100)}`;
  });

describe('200 % zoom (640×400 CSS px)', () => {
  it('the map keeps half the window; the cover and the end screen scroll to their buttons', async () => {
    const { page, context, errors } = await h.newPage(ZOOMED);
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=1`);
    await page.getByTestId('handover').waitFor({ timeout: 30_000 });
    expect(await reachable(page, 'handover-confirm')).toBe(true);
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('handover').count()).toBe(0);
    await page.keyboard.press('n');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).not.toBeNull();
    const share = await mapShare(page);
    console.log(`map share of the window at 200 %: ${Math.round(share * 100)} %`);
    expect(share).toBeGreaterThanOrEqual(0.5);
    for (let k = 0; k < 20 && (await engineState(page)).phase !== 'over'; k++) {
      await page.evaluate(() => {
        const s = window.__enb!.getState();
        if (s.resultOf) s.handOverNow();
        if (s.viewer === null && s.session!.state.phase !== 'over') s.confirmHandOver();
        const legal = window.__enb!.legal();
        const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type === 'declineDraw') ?? legal[0];
        if (a) window.__enb!.getState().submit(a);
      });
    }
    await page.getByTestId('end-screen').waitFor();
    for (const id of ['end-winner', 'play-again', 'new-game']) expect(await reachable(page, id), id).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('setup: Tab through the panel, the focused control is never under the sticky footer', async () => {
    const { page, context, errors } = await h.newPage(ZOOMED);
    await page.goto(`${h.baseUrl}/?scenario=open-sea&seed=1&hide=1`);
    await page.getByTestId('handover').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')).toMatch(/^setup-ship-/);
    // a ship on each board, so that the boards have their marker buttons
    for (const l of ['a', 'b', 'c', 'd']) {
      await page.keyboard.press('Enter');
      await page.keyboard.press(l);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')).toMatch(/^setup-ship-/);
    }
    const hidden: string[] = [];
    let inPanel = 0;
    for (let k = 0; k < 30; k++) {
      await page.keyboard.press('Tab');
      const r = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const footer = document.querySelector('[data-testid="setup-footer"]');
        if (!el || !footer || !el.closest('[data-testid="setup-panel"]') || footer.contains(el)) return null;
        const a = el.getBoundingClientRect();
        const f = footer.getBoundingClientRect();
        return a.bottom > f.top + 1 ? el.getAttribute('data-testid') ?? el.tagName : '';
      });
      if (r !== null) inPanel += 1;
      if (r) hidden.push(r);
    }
    expect(inPanel).toBeGreaterThan(10);
    expect(hidden).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

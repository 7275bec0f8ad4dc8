// Naval Battle on small screens in a real Chromium (800×600, 1024×768, 1366×768, demo mode so its badge
// shows): the board's box keeps at least 60 % of the window, every button is on screen (or in a panel
// that scrolls to it), the secret setup's panel opens as a drawer where the panels are one, End turn
// stays in the prompt's row, and the "Demo mode" badge never covers the prompt's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, legalNow } from './play';
import { actionCount, clickField, naval, navalMoves } from './navalPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


/** The share of the window the board's box takes, and the visible buttons out of reach (off the window, not in a panel that scrolls). */
const layout = (page: Page) => page.evaluate(() => {
  const vw = window.innerWidth, vh = window.innerHeight;
  const b = document.querySelector('[data-testid="naval-board"]')!.getBoundingClientRect();
  const share = (Math.min(b.right, vw) - Math.max(b.left, 0)) * (Math.min(b.bottom, vh) - Math.max(b.top, 0)) / (vw * vh);
  const scrolls = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY;
      if ((o === 'auto' || o === 'scroll') && p.scrollHeight > p.clientHeight) return true;
    }
    return false;
  };
  const out = [...document.querySelectorAll('button, [tabindex="0"]')].filter((el) => {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || el.closest('[inert]')) return false;
    const inside = r.left >= 0 && r.top >= 0 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    return !inside && !(r.left >= 0 && r.right <= vw + 0.5 && scrolls(el));
  }).map((el) => el.getAttribute('data-testid') ?? el.textContent);
  return { share, out };
});

const overlap = (page: Page) => page.evaluate(() => {
  const a = document.querySelector('[data-testid="demo-badge"]')?.getBoundingClientRect();
  const t = document.querySelector('[data-testid="prompt-text"]')?.getBoundingClientRect();
  if (!a || !t) return null;
  return a.left < t.right && t.left < a.right && a.top < t.bottom && t.top < a.bottom;
});

describe('Naval Battle on small screens', () => {
  for (const [width, height] of [[800, 600], [1024, 768], [1366, 768]] as const) {
    it(`at ${width}×${height} the board has 60 % of the window and every control is reachable`, async () => {
      const { page, errors } = await h.newPage({ width, height });
      await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=2&hide=0&blue=Anna&red=Piotr`);
      for (const side of ['blue', 'red'] as const) {
        await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
        await expect.poll(() => page.getByTestId('naval-arranged').isVisible()).toBe(true);
        const l = await layout(page);
        expect(l.out, `setup of ${side}`).toEqual([]);
        await page.getByTestId('naval-arranged').click();
        await expect.poll(async () => (await naval(page)).arranged[side]).toBe(true);
      }
      await expect.poll(() => page.getByTestId('prompt-text').innerText()).toContain('your turn');
      // the drawer opened for the setup has closed by itself: the board is free
      await expect.poll(() => page.getByTestId('panels-close').isVisible()).toBe(false);
      const l = await layout(page);
      console.log(`naval board share of the window at ${width}×${height}: ${(l.share * 100).toFixed(0)} %`);
      expect(l.share).toBeGreaterThanOrEqual(0.6);
      expect(l.out).toEqual([]);
      expect(await overlap(page)).toBe(false);
      if (width < 900) { // the panels are a drawer: its button opens it over the board, Close shuts it
        await page.getByTestId('panels-toggle').click();
        await expect.poll(() => page.getByTestId('naval-turn').isVisible()).toBe(true);
        expect((await layout(page)).out).toEqual([]);
        await page.getByTestId('panels-close').click();
        await expect.poll(() => page.getByTestId('naval-turn').isVisible()).toBe(false);
      }
      // a move, then End turn from the prompt's row
      const move = navalMoves(await legalNow(page)).find((m) => m.to.endsWith('4')) ?? navalMoves(await legalNow(page))[0];
      await clickField(page, (await naval(page)).pieces.find((p) => p.id === move.shipId)!.node!);
      const before = await actionCount(page);
      await clickField(page, move.to);
      await expect.poll(() => actionCount(page)).toBe(before + 1);
      if ((await engineState(page)).toAct === 'blue') {
        await expect.poll(() => page.getByTestId('naval-end-turn').isVisible()).toBe(true);
        expect((await layout(page)).out).toEqual([]);
        await page.getByTestId('naval-end-turn').click();
      }
      await expect.poll(async () => (await engineState(page)).toAct).toBe('red');
      expect(await overlap(page)).toBe(false);
      expect(errors).toEqual([]);
    }, 90_000);
  }
});

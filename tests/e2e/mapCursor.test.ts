// The keyboard on the map and in the dialogs, in a real Chromium (issue 20): the map cursor reads out
// the same words as the mouse hover (node, terrain, what stands there, the move cost, the heading being
// chosen), Enter acts and Esc backs out; Help traps Tab and gives focus back; the start screen's
// scenario list answers the arrow keys and is inert behind Help.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { nodeOnScreen, focused, readStore as ui } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


/** The hover's words for a node (the mouse over it), then the mouse away. */
async function hoverWords(page: Page, node: string): Promise<string> {
  const p = await nodeOnScreen(page, node);
  await page.mouse.move(p.x, p.y);
  await expect.poll(() => page.getByTestId('hover-label').count()).toBe(1);
  await expect.poll(() => page.getByTestId('hover-label').innerText()).toMatch(new RegExp(`^${node} `));
  const words = await page.getByTestId('hover-info').innerText();
  await page.mouse.move(1, 1);
  return words;
}

describe('the map cursor and the dialogs by keyboard', () => {
  it('the cursor speaks the hover words; Enter chooses, the heading is read out, Esc backs out', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await page.getByTestId('map-view').waitFor({ timeout: 30_000 });
    await page.getByTestId('map-view').focus();
    expect(await page.getByTestId('map-view').getAttribute('aria-label')).toContain('Arrow keys move the cursor');
    // nothing chosen: the arrows walk a free cursor over the map, read out in the live region
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const looked = (await ui<string | null>(page, 's.cursorNode'))!;
    expect(looked).toBeTruthy();
    await expect.poll(() => page.getByTestId('cursor-info').innerText()).toMatch(new RegExp(`^${looked} · `));
    expect(await page.getByTestId('cursor-info').getAttribute('aria-live')).toBe('polite');
    expect(await page.getByTestId('cursor-info').innerText()).toBe(await hoverWords(page, looked));
    // N selects a ship (focus stays on the map); the cursor on a reachable node says its cost, as the hover does
    await page.getByTestId('map-view').focus();
    await page.keyboard.press('n');
    await expect.poll(() => ui<string | null>(page, 's.selection')).not.toBeNull();
    expect(await focused(page)).toBe('map-view');
    await page.keyboard.press('ArrowRight');
    const stop = (await ui<string>(page, 's.cursorNode'));
    await expect.poll(() => page.getByTestId('cursor-info').innerText()).toContain('Stop here:');
    const spoken = await page.getByTestId('cursor-info').innerText();
    expect(spoken).toBe(await hoverWords(page, stop));
    // Enter chooses the stop; with several headings the heading is read out, Esc backs out step by step
    await page.keyboard.press('Enter');
    if (await ui<string | null>(page, 's.destination')) {
      await expect.poll(() => page.getByTestId('cursor-info').innerText()).toMatch(/Heading \w+, \d+ MP: Enter moves/);
      await page.keyboard.press('Escape');
      expect(await ui<string | null>(page, 's.destination')).toBeNull();
      expect(await ui<string | null>(page, 's.selection')).not.toBeNull();
      await page.keyboard.press('Escape');
      expect(await ui<string | null>(page, 's.selection')).toBeNull();
    } else {
      await expect.poll(() => page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBe(1);
    }
    // the same cursor in Polish
    await page.getByTestId('lang-pl').click();
    await page.getByTestId('map-view').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('cursor-info').innerText()).toMatch(/ · (morze|ląd|rafa|płycizna)/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Help traps Tab and gives focus back; the scenario list answers the arrows and is inert behind Help', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByTestId('start-screen').waitFor({ timeout: 30_000 });
    // a change in the store after the load (as when a lazy part arrives late on a busy machine) moves no focus:
    // the page starts at its top whenever its parts arrive
    await page.evaluate(() => window.__enb!.getState().setLanguage('en'));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // Tab order: the top bar comes first
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="top-bar"]'))).toBe(true);
    // the scenario radio group: Tab enters at the chosen one, the arrows choose
    const chosen = page.locator('[role="radio"][aria-checked="true"]');
    await chosen.focus();
    const first = await chosen.getAttribute('data-testid');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => chosen.getAttribute('data-testid')).not.toBe(first);
    const next = await chosen.getAttribute('data-testid');
    await expect.poll(() => focused(page)).toBe(next);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => chosen.getAttribute('data-testid')).toBe(first);
    expect(await page.locator('[role="radio"][tabindex="0"]').count()).toBe(1);
    // Help: named, takes focus, traps Tab, the start screen inert behind it, focus back on close
    expect(await page.getByTestId('help-button').getAttribute('aria-label')).toBe('Help');
    await page.getByTestId('help-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('help-close');
    expect(await page.getByTestId('start-screen').getAttribute('inert')).not.toBeNull();
    for (let k = 0; k < 8; k++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="help"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('help').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('help-button');
    expect(await page.getByTestId('start-screen').getAttribute('inert')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

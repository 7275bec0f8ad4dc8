// The play-test's rough edges (issue 37, item 7) on Sea Lion raid and Naval Battle, in a real Chromium:
// Sea Lion raid says once how it is won (no sandbox line beside its VP rule), has one score panel (its VP
// track; the top bar's summary shows each side's VP against its target), explains its marks (the legend's
// targets, AA guns, clouds and sun; the hints speak of them); Naval Battle's board has its key — every
// class's two letters with the full name, open at first sight — and "since your last turn" after a hand-over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMap, reloadSaved, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('Sea Lion raid at the table', () => {
  it('one victory rule, one score panel, the VP in the top bar, its marks in the legend and the hints', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/`);
    await expect.poll(() => page.getByText('Sea Lion raid').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByText('Sea Lion raid').first().click();
    await expect.poll(() => page.getByTestId('modules').innerText()).toMatch(/module L/);
    expect(await page.getByTestId('modules').innerText()).not.toMatch(/Sandbox/);
    await openMap(page, h.baseUrl, '/?scenario=sea-lion-raid&hide=0&seed=5');
    await expect.poll(() => page.getByTestId('vp-panel').count()).toBe(1);
    expect(await page.getByTestId('score-panel').count()).toBe(0);
    expect(await page.getByTestId('score-summary-blue').innerText()).toBe('VP 0/10');
    expect(await page.getByTestId('score-summary-red').innerText()).toBe('VP 0/11');
    // the full rule one click away
    await page.getByTestId('score-summary').click();
    await expect.poll(() => page.getByTestId('score-popover').isVisible()).toBe(true);
    // (the popover shows its title before the module's rule text: wait for the text, seen once as 'OBJECTIVES AND SCORE' alone)
    await expect.poll(() => page.getByTestId('score-popover').innerText()).toMatch(/Victory points decide/);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('hint-module').innerText()).toMatch(/AA gun/);
    for (const key of ['air-target', 'air-gun', 'air-cloud', 'air-sun']) expect(await page.getByTestId(`legend-${key}`).count(), key).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('Naval Battle at the table', () => {
  it('the board key names every class at first sight; the next player reads what happened since their turn', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&hide=1&seed=2`);
    await expect.poll(() => page.getByTestId('handover-confirm').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('handover-confirm').click();
    const legend = page.getByTestId('naval-legend');
    await expect.poll(() => legend.isVisible()).toBe(true);
    expect(await legend.getAttribute('open')).not.toBeNull(); // open: no hover needed
    const text = await legend.innerText();
    for (const [code, name] of [['BA', 'battleship'], ['DE', 'destroyer'], ['MI', 'minesweeper'], ['TB', 'torpedo boat'], ['SU', 'submarine'], ['MS', 'missile ship'], ['LS', 'landing ship']]) expect(text, code).toMatch(new RegExp(`${code}\\s*${name}`, 'i'));
    expect(text).toMatch(/\?\s*An enemy ship not yet identified/);
    // folded once, it stays folded (the next game too)
    await legend.locator('summary').click();
    // the fold is remembered by the details' toggle event, which the browser fires after the click: wait for it, not a race with the reload
    await expect.poll(() => page.evaluate(() => localStorage.getItem('enb.navalLegendFolded'))).toBe('1');
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('handover-confirm').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('naval-legend').isVisible()).toBe(true);
    expect(await page.getByTestId('naval-legend').getAttribute('open')).toBeNull();
    // both arrange (through the store), a ship moves: the other player, after the hand-over, reads it
    await page.evaluate(async () => {
      for (let i = 0; i < 12; i++) {
        const s = window.__enb!.getState();
        if (s.resultOf && s.viewer === null) s.handOverNow();
        if (window.__enb!.getState().viewer === null) window.__enb!.getState().confirmHandOver();
        const st = window.__enb!.state()!;
        if (st.toAct === 'red' && st.pending?.kind !== 'moduleSetup') break;
        const legal = window.__enb!.legal();
        const a = legal.find((x) => x.type === 'module' && x.action === 'arrange') ?? legal.find((x) => x.type === 'module' && x.action === 'move') ?? legal[0];
        window.__enb!.getState().submit(a);
        await new Promise((r) => setTimeout(r, 0));
      }
      const s = window.__enb!.getState();
      if (s.resultOf && s.viewer === null) s.handOverNow();
    });
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('what-happened').innerText()).toMatch(/Since your last turn:[\s\S]*(Blue|Red) moved a ship/);
    expect(errors).toEqual([]);
  });
});

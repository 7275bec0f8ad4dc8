// Fixes from a second QA pass, in a real Chromium (demo mode, no cover): an armed card's name in the
// prompt follows a language switch, and a long Polish card title takes the card's width at 1024 px; a
// forced deployment's prompt says where to answer it and empty fleet/TF lists say so in a line; the
// disabled undo button says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMap, startHarness, type Harness } from './harness';
import { clickNode, engineState, promptText, submitAction, submitAll, TF_DUEL_SETUP } from './play';
import { applyAction, legalActions, type Action } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});


describe('prompts and panels (QA 2)', () => {
  it('1024 × 700, armed card: the prompt renames it in Polish; the Polish title is not squeezed beside its badge', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 700 });
    await openMap(page, h.baseUrl, '/?fixture=bomber-card&seed=1&hide=0&blue=Anna&red=Piotr');
    await submitAll(page, [
      { type: 'airOperation', unitId: 'blue-airfield-1', node: 'A2', heading: 0 },
      { type: 'pass' },
      { type: 'cleanupDraw' },
      { type: 'keepCard', cardId: 'enemy-ahead' },
      { type: 'pass' },
    ]);
    await clickNode(page, 'A2');
    await page.getByTestId('bomber-card-enemy-ahead').click();
    await expect.poll(() => promptText(page)).toContain('“Enemy ahead! Attack!”');
    await page.getByTestId('lang-pl').click();
    await expect.poll(() => promptText(page)).toMatch(/^Bombowiec B-AF1\/1 z kartą „Wróg przed nami! Do ataku!”/);
    const card = (await page.getByTestId('card-enemy-ahead').boundingBox())!;
    const name = (await page.getByTestId('card-enemy-ahead').locator('.card__name').boundingBox())!;
    expect(name.width).toBeGreaterThan(card.width * 0.6);
    expect(name.height).toBeLessThan(3 * 20); // at most two lines of 13 px text
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forced deployment: the prompt points to the Deployment panel; empty fleet and TF lists say so', async () => {
    const { page, context, errors } = await h.newPage();
    await openMap(page, h.baseUrl, '/?fixture=tf-duel&seed=1&hide=0&blue=Anna&red=Piotr');
    await submitAll(page, [...TF_DUEL_SETUP, { type: 'endStartOfRound' }]);
    // a Blue move after which Red must deploy, found by asking the engine
    const st = await engineState(page);
    const steps = legalActions(st).flatMap((a): Action[][] => {
      if (a.type !== 'move') return [];
      const r = applyAction(st, a);
      if (!r.ok) return [];
      const end = r.state.activation ? applyAction(r.state, { type: 'endActivation' }) : r;
      return end.ok && end.state.pending?.kind === 'forcedDeployment' ? [r.state.activation ? [a, { type: 'endActivation' }] : [a]] : [];
    })[0];
    if (!steps) throw new Error('no Blue move catches the Red task force');
    await submitAll(page, steps);
    await expect.poll(() => promptText(page)).toMatch(/^Place [12] ships? of TF A \(forced deployment\) — Deployment panel: Deploy as suggested, or Place…$/);
    expect(await page.getByTestId('own-fleet-none').innerText()).toBe('No units on the map: your ships are in task forces (below).');
    expect(await page.getByTestId('enemy-tfs-none').innerText()).toBe('No enemy task force on the map.');
    expect(await page.getByTestId('enemy-compositions').count()).toBe(0);
    expect(await page.getByTestId('enemy-boards').count()).toBe(0); // demo mode: no heading over no boards
    expect(errors).toEqual([]);
    await context.close();
  });

  it('demo mode: once the turn passed, the disabled undo button says why', async () => {
    const { page, context, errors } = await h.newPage();
    await openMap(page, h.baseUrl, '/?scenario=tutorial&seed=1&hide=0&blue=Anna&red=Piotr');
    expect(await page.getByTestId('undo').getAttribute('title')).toBe('Nothing to undo yet (Ctrl+Z)');
    const st = await engineState(page);
    const first = st.toAct;
    const move = legalActions(st).find((a) => a.type === 'move')!;
    await submitAction(page, move);
    if ((await engineState(page)).activation) await submitAction(page, { type: 'endActivation' });
    expect((await engineState(page)).toAct).not.toBe(first);
    const next = first === 'blue' ? 'Piotr' : 'Anna';
    await expect.poll(() => page.getByTestId('undo').isDisabled()).toBe(true);
    expect(await page.getByTestId('undo').getAttribute('title')).toBe(
      `${next} has no action of their own to undo: each player undoes only their own actions, when the screen is theirs (Ctrl+Z)`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  // the badge floats under the top bar (which wraps onto two rows at 800 px) in the prompt's top padding
  for (const [width, height] of [[800, 600], [1920, 1080]] as const) {
    it(`demo mode at ${width}×${height}: the badge covers no button and no word of the prompt or the top bar`, async () => {
      const { page, context, errors } = await h.newPage({ width, height });
      await openMap(page, h.baseUrl, '/?scenario=great-archipelago&seed=7&hide=0&blue=Anna&red=Piotr');
      await page.getByTestId('demo-badge').waitFor();
      const covered = await page.evaluate(() => {
        const badge = document.querySelector('[data-testid="demo-badge"]')!.getBoundingClientRect();
        const meets = (r: DOMRect) => r.width > 0 && r.left < badge.right && badge.left < r.right && r.top < badge.bottom && badge.top < r.bottom;
        const words = [...document.querySelectorAll('[data-testid="prompt"], .top-bar *')].filter((el) => el.childElementCount === 0 && el.textContent!.trim());
        const hidden = [...document.querySelectorAll('button'), ...words].filter((el) => !el.closest('[inert]') && meets(el.getBoundingClientRect())).map((el) => el.getAttribute('data-testid') ?? el.textContent);
        return { hidden, underTheBar: badge.top >= document.querySelector('[data-testid="top-bar"]')!.getBoundingClientRect().bottom - 0.5 };
      });
      expect(covered).toEqual({ hidden: [], underTheBar: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

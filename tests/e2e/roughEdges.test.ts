// The rough edges of the first table play-test (issue 37, item 7), each in a real Chromium: a stack of
// own TF markers, the last game's top bar on the start and Playtest screens, watch mode offering a
// person's controls, the end screen's doubled name and "Hide secrets: yes" in demo mode, a destroyed
// battery's triangle, the drawer at 800×600 and the tutorial's badge at 1366×768, and the objective
// counter in the draw phase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMap, reloadSaved, startHarness, type Harness } from './harness';
import { startWith, actionCount } from './botPlay';
import { clickNode, engineState, nodeOnScreen, submitAll } from './play';
import type { Action } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Play the game on to its end through the store: passes (or the first legal action), bots paused. */
async function playToEnd(page: Page): Promise<void> {
  for (let k = 0; k < 200 && (await page.evaluate(() => window.__enb!.state()?.phase)) !== 'over'; k++) {
    await page.evaluate(() => {
      const s = window.__enb!.getState();
      if (s.resultOf) s.handOverNow();
      if (s.viewer === null && s.session!.state.phase !== 'over') s.confirmHandOver();
      const legal = window.__enb!.legal();
      const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type === 'declineDraw') ?? legal.find((x) => x.type === 'finishSetup') ?? legal[0];
      if (a) window.__enb!.getState().submit(a);
    });
  }
  expect(await page.evaluate(() => window.__enb!.state()?.phase)).toBe('over');
}

describe('rough edges of the play-test', () => {
  it('the last game\'s round, turn and tokens are not in the top bar of the start screen or the Playtest screen', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await openMap(page, h.baseUrl, '/?scenario=tutorial&hide=0&seed=3&lang=en');
      await playToEnd(page);
      await expect.poll(() => page.getByTestId('end-screen').count()).toBe(1);
      // the finished game's status is in the bar while its end screen shows
      expect(await page.getByTestId('game-status').count()).toBe(1);
      await page.getByTestId('new-game').click();
      await expect.poll(() => page.getByTestId('playtest-open').count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByTestId('game-status').count()).toBe(0);
      expect(await page.getByTestId('top-bar').innerText()).not.toMatch(/Round|Game over|●/);
      await page.getByTestId('playtest-open').click();
      await expect.poll(() => page.getByTestId('playtest-screen').count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByTestId('game-status').count()).toBe(0);
      expect(await page.getByTestId('top-bar').innerText()).not.toMatch(/Round|Game over|●/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('watch mode (bot against bot) offers none of a person\'s controls: no Pass, no "Select a ship", no hints', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await startWith(page, h.baseUrl, 'tutorial', { blue: 'easy', red: 'easy' });
      // the bots play on (at the normal pace: the game must not end while it is looked at); at every look (setup and battle, either side to act) no person's control is offered
      for (let k = 0; k < 12; k++) {
        expect(await page.getByTestId('pass').count(), 'Pass').toBe(0);
        expect(await page.getByTestId('end-activation').count(), 'End activation').toBe(0);
        expect(await page.getByTestId('hint-strip').count(), 'hints').toBe(0);
        expect(await page.getByTestId('prompt').innerText()).not.toMatch(/Select|Pass to end/);
        await page.waitForTimeout(250);
      }
      await expect.poll(() => actionCount(page), { timeout: 20_000 }).toBeGreaterThan(2);
      // a click on a ship selects nothing for a person to move
      await page.getByTestId('watch-pause').click({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('bot-thinking').count()).toBe(0);
      const ship = await page.evaluate(() => Object.values(window.__enb!.state()!.units).find((u) => u.kind === 'ship' && u.owner === window.__enb!.state()!.toAct)?.node ?? null);
      if (ship) {
        const p = await page.evaluate((n) => window.__enb!.nodeToScreen(n), ship);
        await page.mouse.click(p!.x, p!.y);
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => window.__enb!.getState().selection)).toBeNull();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the end screen of a watched game names each bot once and says demo mode hid nothing', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await startWith(page, h.baseUrl, 'tutorial', { blue: 'normal', red: 'normal' });
      await page.getByTestId('watch-pause').click({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('bot-thinking').count()).toBe(0);
      await playToEnd(page);
      await expect.poll(() => page.getByTestId('end-screen').count()).toBe(1);
      const winner = await page.getByTestId('end-winner').innerText();
      // (both passing all game: a draw; a winner is named as the sides below are)
      expect(winner).toMatch(/^(Blue computer \(normal\)|Red computer \(normal\)) wins!$|^A draw/);
      expect(await page.locator('[data-testid="end-side-blue"] h3').innerText()).toBe('Blue computer (normal)');
      expect(await page.locator('[data-testid="end-side-red"] h3').innerText()).toBe('Red computer (normal)');
      // the variant as played: secrets were not hidden (demo mode), whatever the scenario's default
      if (!(await page.getByTestId('end-facts').evaluate((e) => (e as HTMLDetailsElement).open))) await page.getByTestId('end-facts').locator('summary').click();
      expect(await page.getByTestId('rule-value-hideBetweenTurns').innerText()).toBe('no (demo mode)');
      // in Polish too
      await page.evaluate(() => window.__enb!.getState().setLanguage('pl'));
      await expect.poll(() => page.getByTestId('rule-value-hideBetweenTurns').innerText()).toBe('nie (tryb pokazowy)');
      expect(await page.locator('[data-testid="end-side-red"] h3').innerText()).toBe('Red computer (normal)');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a destroyed coastal battery leaves no triangle on the map (Island Airfield, M9)', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await openMap(page, h.baseUrl, '/?scenario=island-airfield&hide=0&seed=1&lang=en');
      // Blue's battleship sails from A7 to J9 over four rounds, Red passing (found with the engine: seed 1)
      const moves: Action[] = [
        { type: 'move', unitId: 'blue-BB-1', to: { node: 'C7', heading: 0 } }, { type: 'pass' }, { type: 'pass' }, { type: 'declineDraw' }, { type: 'declineDraw' },
        { type: 'pass' }, { type: 'move', unitId: 'blue-BB-1', to: { node: 'F7', heading: 0 } }, { type: 'pass' }, { type: 'declineDraw' }, { type: 'declineDraw' },
        { type: 'pass' }, { type: 'move', unitId: 'blue-BB-1', to: { node: 'I7', heading: 0 } }, { type: 'pass' }, { type: 'declineDraw' }, { type: 'declineDraw' },
        { type: 'pass' }, { type: 'move', unitId: 'blue-BB-1', to: { node: 'J9', heading: 5 } },
      ];
      await submitAll(page, moves);
      /** Pixels of the battery's own red (#e0443c) within a fifth of a node of M9's centre, on the page as drawn. */
      const batteryRed = async (): Promise<number> => {
        const p = await nodeOnScreen(page, 'M9');
        const scale = await page.evaluate(() => window.__enb!.getState().camera.scale);
        const r = Math.max(4, Math.round(40 * 0.2 * scale));
        const shot = await page.screenshot({ clip: { x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r } });
        return page.evaluate(async (b64) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b64}`;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.width;
          c.height = img.height;
          const ctx = c.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          const d = ctx.getImageData(0, 0, c.width, c.height).data;
          let n = 0;
          for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 224) < 10 && Math.abs(d[i + 1] - 68) < 10 && Math.abs(d[i + 2] - 60) < 10) n++;
          return n;
        }, shot.toString('base64'));
      };
      expect(await batteryRed(), 'the battery standing').toBeGreaterThan(4);
      const hoverM9 = async () => {
        const p = await nodeOnScreen(page, 'M9');
        await page.mouse.move(p.x + 1, p.y + 1);
        await expect.poll(() => page.getByTestId('hover-info').count()).toBe(1);
        return page.getByTestId('hover-info').innerText();
      };
      expect(await hoverM9()).toContain('Battery North (coastal artillery), Red');
      await page.mouse.move(5, 5);
      // the battleship fires on it: a click on the battery
      await clickNode(page, 'M9');
      await expect.poll(() => page.evaluate(() => !!window.__enb!.state()!.units['red-coastalArtillery-1'])).toBe(false);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await batteryRed(), 'the battery destroyed').toBe(0);
      // after the hand-over and a reload too
      await reloadSaved(page);
      await page.waitForFunction(() => window.__enb?.nodeToScreen('M9') != null, undefined, { timeout: 30_000 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await batteryRed(), 'after a reload').toBe(0);
      // nor named there any more: the node is just coast
      expect(await hoverM9()).not.toMatch(/Battery North|coastal artillery/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the objective counter counts the round just held while the round\'s cards are drawn (Island Airfield: held 1 / 8)', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await openMap(page, h.baseUrl, '/?scenario=island-airfield&hide=0&seed=1&lang=en');
      const hold = () => page.getByTestId('objective-live-red-0').textContent();
      await expect.poll(hold).toMatch(/held 0 \/ 8 rounds, 2 ships there now/);
      // round 1 ends with Red's ship in the harbour: then the cleanup draws (the draw phase)
      await submitAll(page, [{ type: 'pass' }, { type: 'pass' }]);
      await expect.poll(() => page.evaluate(() => window.__enb!.state()!.pending?.kind)).toBe('cleanupDraw');
      await expect.poll(hold).toMatch(/held 1 \/ 8 rounds/);
      await submitAll(page, [{ type: 'declineDraw' }]);
      await expect.poll(hold).toMatch(/held 1 \/ 8 rounds/);
      await submitAll(page, [{ type: 'declineDraw' }]);
      // round 2 begun: the round was counted once, not twice
      await expect.poll(() => page.evaluate(() => window.__enb!.state()!.round)).toBe(2);
      await expect.poll(hold).toMatch(/held 1 \/ 8 rounds/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a click on a stack of two own TF markers selects the one that may act, not the one that moved', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    try {
      await openMap(page, h.baseUrl, '/?fixture=tf-duel&seed=1&hide=0&lang=en');
      await submitAll(page, [
        { type: 'assignToTaskForce', unitId: 'blue-CA-1', tf: 'A' },
        { type: 'assignToTaskForce', unitId: 'blue-DD-1', tf: 'B' },
        { type: 'placeMarker', tf: 'A', node: 'C4' },
        { type: 'placeMarker', tf: 'B', node: 'B3' },
        { type: 'finishSetup' },
        { type: 'placeShip', unitId: 'red-DD-1', node: 'I3', heading: 3 },
        { type: 'placeShip', unitId: 'red-DD-2', node: 'I5', heading: 3 },
        { type: 'finishSetup' },
        { type: 'endStartOfRound' },
      ]);
      const boards = (await engineState(page)).taskForces!.boards.blue;
      const [a, b] = [boards.A.markerId!, boards.B.markerId!];
      // A joins B at B3 (A comes first in the record); Red passes: A has acted this round, B may act
      await submitAll(page, [{ type: 'moveTaskForce', markerId: a, to: 'B3' }, { type: 'pass' }]);
      expect((await engineState(page)).toAct).toBe('blue');
      const legalB = await page.evaluate((m) => window.__enb!.legal().some((x) => x.type === 'moveTaskForce' && x.markerId === m), b);
      expect(legalB).toBe(true);
      await clickNode(page, 'B3');
      await expect.poll(() => page.evaluate(() => window.__enb!.getState().tfSelected)).toBe(b);
      await expect.poll(() => page.getByTestId('prompt').innerText()).toMatch(/TF B/);
      expect(await page.getByTestId('notice').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 800×600 the drawer\'s sections follow one another whole: one scroll for the drawer, none cut by another', async () => {
    const { page, context, errors } = await h.newPage({ width: 800, height: 600 });
    try {
      await openMap(page, h.baseUrl, '/?scenario=island-airfield&hide=0&seed=1&lang=en');
      if ((await page.getByTestId('panels-toggle').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('panels-toggle').click();
      await expect.poll(() => page.getByTestId('panels-close').isVisible()).toBe(true);
      const cut = () => page.evaluate(() => {
        const side = document.querySelector('[data-testid="game-side"]')!;
        const problems: string[] = [];
        // no box inside the drawer but the log's own lines hides part of its sections (a scroll inside the scroll)
        for (const el of Array.from(side.querySelectorAll<HTMLElement>('*'))) {
          if (el.closest('[data-testid="log-panel"]') || el.closest('.what-happened')) continue;
          const cs = getComputedStyle(el);
          if (el.scrollHeight > el.clientHeight + 1 && /auto|scroll|hidden|clip/.test(cs.overflowY) && el.querySelector('.panel, section')) problems.push(`${el.className} cuts ${el.scrollHeight - el.clientHeight}px`);
        }
        // the sections one after another, none over the next
        const panels = Array.from(side.querySelectorAll<HTMLElement>('.panel')).filter((p) => p.getClientRects().length).map((p) => ({ name: p.dataset.testid ?? p.className, r: p.getBoundingClientRect() }));
        for (let k = 1; k < panels.length; k++) if (panels[k].r.top < panels[k - 1].r.bottom - 1 && panels[k].r.left < panels[k - 1].r.right && panels[k - 1].r.left < panels[k].r.right) problems.push(`${panels[k].name} over ${panels[k - 1].name}`);
        return problems;
      });
      expect(await cut()).toEqual([]);
      // the drawer scrolls as one: the last section is reached
      const scrolls = await page.getByTestId('game-side').evaluate((el) => el.scrollHeight > el.clientHeight);
      expect(scrolls).toBe(true);
      await page.getByTestId('log-panel').scrollIntoViewIfNeeded();
      const log = (await page.getByTestId('log-panel').boundingBox())!;
      expect(log.y + log.height).toBeLessThanOrEqual(600 + 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1366×768 the tutorial\'s "Here" badge covers none of the guide\'s words ("Step 1 of 10")', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    try {
      await page.goto(`${h.baseUrl}/?lang=en`);
      await page.getByTestId('start-tutorial').click({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('tutorial').count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('tutorial-pointer').count(), { timeout: 15_000 }).toBe(1);
      await page.waitForTimeout(300); // the pointer follows its target within a frame or two
      const overlaps = () => page.evaluate(() => {
        const out: string[] = [];
        // the badge over the pointer, where there is one (the ring alone around the card's own buttons)
        const badge = (document.querySelector('.tutorial-pointer__arrow') ?? document.querySelector('[data-testid="tutorial-pointer"]'))!.getBoundingClientRect();
        const ringed = document.querySelector(`[data-testid="${document.querySelector('[data-testid="tutorial-pointer"]')!.getAttribute('data-target')!.replace(/^button:/, '')}"]`);
        for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="tutorial"] *'))) {
          if (el.children.length || !el.textContent?.trim() || el === ringed || ringed?.contains(el)) continue; // words: the leaves with text, but the target's own
          const r = el.getBoundingClientRect();
          if (r.width && r.left < badge.right && badge.left < r.right && r.top < badge.bottom && badge.top < r.bottom) out.push(el.textContent.trim().slice(0, 30));
        }
        return out;
      });
      expect(await page.getByTestId('tutorial-progress').innerText()).toBe('Step 1 of 10');
      expect(await overlaps()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

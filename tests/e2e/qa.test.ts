// Fixes from a QA pass in a real Chromium: the replay of an unfinished hot-seat game shows only the
// confirmed player's own view; the hand-over cover traps the keyboard (the app behind is inert) and
// carries help and the language switch; the keep dialog shows each drawn card's type and text; replay
// icons render; the engine's reason for a refused TF move or marker placement, in Polish too; the
// notice goes with Esc; the forced deployment's prompts and top bar; layout at 1024 × 700; no Konva
// warning at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { clickNode, engineState, handOver, nodeOnScreen, submitAction, submitAll, TF_DUEL_SETUP } from './play';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The test id of the focused element and whether it is inside the hand-over cover. */
const focusInfo = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return { id: a?.dataset.testid ?? a?.tagName ?? '', inCover: !!a?.closest('[data-testid="handover"]'), body: a === document.body };
  });

/** A move of the player to act with a heading choice at its end (two or more headings there). */
const headingChoice = (page: Page) =>
  page.evaluate(() => {
    const st = window.__enb!.state()!;
    const by = new Map<string, { unitId: string; node: string; headings: number[] }>();
    for (const a of window.__enb!.legal()) {
      if (a.type !== 'move' || st.units[a.unitId].node === a.to.node) continue;
      const k = `${a.unitId}|${a.to.node}`;
      const e = by.get(k) ?? { unitId: a.unitId, node: a.to.node, headings: [] };
      e.headings.push(a.to.heading);
      by.set(k, e);
    }
    return [...by.values()].find((e) => e.headings.length >= 2) ?? null;
  });

describe('QA fixes', () => {
  it('hot-seat: the cover traps the keyboard and has help and languages; the replay shows only the own view', async () => {
    const { page, context, errors } = await h.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /Konva/.test(m.text())) warnings.push(m.text());
    });
    await page.goto(`${h.baseUrl}/?scenario=convoy&seed=5&hide=1&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    // everything behind the cover is inert: Tab only ever reaches the cover's own controls
    expect(await page.getByTestId('game-screen').getAttribute('inert')).not.toBeNull();
    expect(await page.getByTestId('top-bar').getAttribute('inert')).not.toBeNull();
    for (let k = 0; k < 14; k++) {
      await page.keyboard.press('Tab');
      const f = await focusInfo(page);
      expect(f.inCover || f.body, `Tab ${k} reached ${f.id}`).toBe(true);
    }
    // help and the language switch work on the cover itself
    await page.getByTestId('cover-lang-pl').click();
    await expect.poll(() => page.getByTestId('handover-title').innerText()).toBe('Przekaż urządzenie: Anna');
    await page.getByTestId('cover-lang-en').click();
    await page.getByTestId('cover-help').click();
    await expect.poll(() => page.getByTestId('help').count()).toBe(1);
    expect(await page.getByTestId('help').innerText()).toContain('one per own task force marker');
    await page.getByTestId('help-close').click();
    await handOver(page, 'Anna');
    expect(await page.getByTestId('game-screen').getAttribute('inert')).toBeNull();

    // Anna draws two cards: the keep dialog shows each card's type and rules text
    await page.getByTestId('draw').click();
    const drawn = page.locator('[data-testid^="drawn-card-"]');
    await expect.poll(() => drawn.count()).toBe(2);
    for (const text of await page.locator('[data-testid^="drawn-text-"]').allInnerTexts()) expect(text.length).toBeGreaterThan(10);
    expect(await drawn.first().locator('.card__type').innerText()).toMatch(/\w/);
    const keepId = (await drawn.first().getAttribute('data-testid'))!.slice('drawn-card-'.length);
    await page.getByTestId(`keep-${keepId}`).click();

    // Piotr at the screen goes to the menu and watches the replay: his own view only
    await handOver(page, 'Piotr');
    await page.getByTestId('to-start').click();
    await page.getByTestId('library-replay').first().click();
    await expect.poll(() => page.getByTestId('replay-bar').count()).toBe(1);
    expect(await page.getByTestId('replay-view-full').count()).toBe(0);
    expect(await page.getByTestId('replay-view-blue').count()).toBe(0);
    expect(await page.getByTestId('replay-view-red').getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => window.__enb!.getState().setReplayView('blue'))).toBe(false);
    // the step icons are drawn (SVG), not font glyphs that may be missing
    for (const id of ['replay-first', 'replay-prev', 'replay-next', 'replay-last']) expect(await page.getByTestId(id).locator('svg').count()).toBe(1);
    await page.getByTestId('replay-last').click();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/You drew|You kept/);
    expect(await page.locator(`[data-testid="card-${keepId}"]`).count()).toBe(0);
    expect(await page.getByTestId('own-fleet-title').innerText()).toMatch(/Your fleet/i);
    await page.getByTestId('replay-exit').click();
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a finished game (or demo mode) offers every viewpoint; "everything" labels each fleet by side', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=tutorial&seed=3&hide=0`);
    await expect.poll(() => page.getByTestId('game-screen').count()).toBe(1);
    for (let k = 0; k < 3; k++) await submitAction(page, (await page.evaluate(() => window.__enb!.legal()))[0]);
    await page.getByTestId('to-start').click();
    await page.getByTestId('library-replay').first().click();
    await expect.poll(() => page.getByTestId('replay-view-full').count()).toBe(1);
    expect(await page.getByTestId('replay-view-blue').count()).toBe(1);
    expect(await page.getByTestId('own-fleet-title').innerText()).toMatch(/^(Blue|Red) fleet$/i);
    expect(await page.getByTestId('enemy-fleet-title').innerText()).toMatch(/^(Blue|Red) fleet$/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('task forces: a refused marker placement and TF move give the engine’s reason (in Polish too); Esc clears it', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=tf-duel&seed=1&hide=0&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('setup-panel').count()).toBe(1);
    // setup: setup hints, the setup zone drawn from the start (hatched), the Finish-setup reason visible
    expect(await page.getByTestId('hint-strip').innerText()).toContain('task force boards');
    await page.getByTestId('setup-ship-blue-CA-1').click();
    await page.getByTestId('assign-A').click();
    await page.getByTestId('place-marker-A').click();
    await clickNode(page, 'J3');
    await expect.poll(() => page.getByTestId('notice').innerText()).toBe('J3: J3 is outside your setup zone.');
    expect(await page.getByTestId('notice').getAttribute('data-code')).toBe('placement/outside-zone');
    // the same reason on hover, before any click
    const e5 = await nodeOnScreen(page, 'E5');
    await page.mouse.move(e5.x, e5.y);
    await expect.poll(() => page.getByTestId('hover-play').innerText()).toBe('E5 is outside your setup zone.');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0);
    await page.getByTestId('lang-pl').click();
    await page.getByTestId('place-marker-A').click();
    await clickNode(page, 'J3');
    await expect.poll(() => page.getByTestId('notice').innerText()).toBe('J3: J3 jest poza twoją strefą rozstawienia.');
    await page.getByTestId('lang-en').click();
    await clickNode(page, 'B3');
    await expect.poll(() => page.getByTestId('marker-at-A').count()).toBe(1);
    for (const a of [
      { type: 'placeShip', unitId: 'blue-DD-1', node: 'B5', heading: 0 },
      { type: 'finishSetup' },
      { type: 'assignToTaskForce', unitId: 'red-DD-1', tf: 'A' },
      { type: 'assignToTaskForce', unitId: 'red-DD-2', tf: 'A' },
      { type: 'placeMarker', tf: 'A', node: 'I4' },
      { type: 'finishSetup' },
    ] as Action[]) expect(await submitAction(page, a)).toBe(true);
    while ((await engineState(page)).pending?.kind === 'startOfRound') await page.getByTestId('sor-done').click();
    await expect.poll(() => page.getByTestId('hint-strip').innerText()).toContain('Select a ship');
    // a TF move out of reach: the engine's reason, not a generic note
    await page.getByTestId('tf-A').click();
    await clickNode(page, 'J7');
    await expect.poll(() => page.getByTestId('notice').getAttribute('data-code')).toMatch(/^tf\//);
    expect(await page.getByTestId('notice').innerText()).not.toContain('choose a highlighted one');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forced deployment placed by hand: the top bar names the decision, the prompt asks for the heading, the suggestion button goes', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?fixture=tf-duel&seed=1&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('handover').count()).toBe(1);
    await submitAll(page, TF_DUEL_SETUP);
    await handOver(page, 'Piotr');
    await page.getByTestId('sor-done').click();
    await handOver(page, 'Anna');
    const st: GameState = await engineState(page);
    let forcing: Action[] | null = null;
    for (const a of legalActions(st)) {
      if (a.type !== 'move') continue;
      let r = applyAction(st, a);
      const steps: Action[] = [a];
      if (r.ok && r.state.activation) {
        r = applyAction(r.state, { type: 'endActivation' });
        steps.push({ type: 'endActivation' });
      }
      if (r.ok && r.state.pending?.kind === 'forcedDeployment') {
        forcing = steps;
        break;
      }
    }
    if (!forcing) throw new Error('no Blue move catches the Red task force');
    for (const a of forcing) expect(await submitAction(page, a)).toBe(true);
    await handOver(page, 'Piotr');
    await expect.poll(() => page.getByTestId('decision').innerText()).toBe('Decision: Piotr (forced deployment)');
    expect(await page.getByTestId('turn').innerText()).toBe('Turn: Anna');
    expect(await page.getByTestId('deploy-as-suggested').count()).toBe(1);
    await page.getByTestId('deploy-myself').click();
    const pick = await page.evaluate(() => window.__enb!.getState().pick!);
    const node = pick.options[0].node;
    await clickNode(page, node);
    await expect.poll(() => page.getByTestId('prompt').innerText()).toMatch(new RegExp(`^Choose the heading at ${node}`));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().deploy?.placements.length ?? 0)).toBeGreaterThan(0);
    expect(await page.getByTestId('deploy-as-suggested').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('1024 × 700: no node under the hint strip, both players’ tokens are visible; heading arrows keep a usable size', async () => {
    const { page, context, errors } = await h.newPage({ width: 1024, height: 700 });
    await page.goto(`${h.baseUrl}/?scenario=island-airfield&seed=1&hide=0&blue=Annabelle&red=Piotr`);
    await page.evaluate(() => localStorage.removeItem('enb.hintsDismissed'));
    await expect.poll(() => page.getByTestId('hint-strip').count()).toBe(1);
    // the hints lie over the map's foot (a strip of fixed height, so the map never moves): no node under them
    const hint = (await page.getByTestId('hint-strip').boundingBox())!;
    await page.waitForFunction(() => window.__enb!.nodeToScreen('A1') !== null);
    const lowest = await page.evaluate(() => {
      const enb = window.__enb!;
      const { width, height } = enb.getState().session!.state.setup.map;
      let y = -Infinity;
      for (let r = 1; r <= height; r++) for (let c = 0; c < width; c++) y = Math.max(y, enb.nodeToScreen(`${String.fromCharCode(65 + c)}${r}`)?.y ?? -Infinity);
      return y;
    });
    expect(lowest).toBeLessThan(hint.y);
    const bar = (await page.getByTestId('top-bar').boundingBox())!;
    for (const p of ['blue', 'red']) {
      const b = (await page.getByTestId(`tokens-${p}`).boundingBox())!;
      expect(b.x + b.width, p).toBeLessThanOrEqual(bar.x + bar.width);
      expect(b.y + b.height, p).toBeLessThanOrEqual(bar.y + bar.height);
      expect(await page.getByTestId(`tokens-${p}`).isVisible()).toBe(true);
    }
    const game = (await page.getByTestId('game-screen').boundingBox())!;
    expect(game.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);

    // heading arrows at the fitted zoom: a click 30 px from the node, toward a heading, chooses it
    await page.waitForFunction(() => window.__enb!.nodeToScreen('A1') !== null);
    const scale = await page.evaluate(() => window.__enb!.getState().camera.scale);
    expect(scale).toBeLessThan(0.8);
    const move = await headingChoice(page);
    if (!move) throw new Error('no move with a heading choice');
    await page.evaluate((id) => window.__enb!.getState().selectUnit(id), move.unitId);
    await clickNode(page, move.node);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().destination)).toBe(move.node);
    const want = move.headings[move.headings.length - 1];
    const angle = (-want * Math.PI) / 3;
    await clickNode(page, move.node, { x: Math.cos(angle) * 30, y: Math.sin(angle) * 30 });
    await expect.poll(async () => (await engineState(page)).units[move.unitId].node).toBe(move.node);
    expect((await engineState(page)).units[move.unitId].heading).toBe(want);

    // after a toolbar click, Enter confirms the heading being chosen (not the focused button again)
    if ((await engineState(page)).activation) await page.getByTestId('end-activation').click();
    const next = await headingChoice(page);
    if (!next) throw new Error('no second move with a heading choice');
    await page.evaluate((id) => window.__enb!.getState().selectUnit(id), next.unitId);
    await clickNode(page, next.node);
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().destination)).toBe(next.node);
    await page.getByTestId('toggle-threat').click();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await engineState(page)).units[next.unitId].node).toBe(next.node);
    expect(await page.getByTestId('toggle-threat').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

// At the table (issue 37), in a real Chromium: each ship class drawn as its own silhouette (read from the
// tokens shape's record of what it drew), a class no silhouette knows as the generic hull with its code;
// a move glides on the motion layer (the ship off the tokens layer meanwhile), a click skips it, it ends
// by itself; reduced motion and the menu's switch mean none; an undo or the hand-over cover in mid-glide
// leaves the board exactly at the engine's state; "Show me" replays what happened since the last turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMap, startHarness, type Harness, type TestPage } from './harness';
import { chooseFirst, confirmCover, engineState, nodeOnScreen, shapePixels } from './play';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine/index';

let h: Harness;
let t: TestPage;
beforeAll(async () => {
  h = await startHarness();
  t = await h.newPage({ width: 1366, height: 768, motion: true });
});
afterAll(async () => {
  await h?.close();
});

type Move = Extract<Action, { type: 'move' }>;
const silhouettes = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => window.__enb!.stage()!.findOne('.tokens')!.getAttr('silhouettes') as Record<string, string>);
const playing = (page: Page): Promise<boolean> => page.evaluate(() => (document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)?.dataset.playing === 'yes');
const frames = (page: Page, n = 2) => page.evaluate((k) => new Promise<void>((r) => { const f = (i: number) => (i ? requestAnimationFrame(() => f(i - 1)) : r()); f(k); }), n);
const slow = (page: Page, k: number) => page.evaluate((x) => window.__enb!.motionTiming({ slow: x }), k);

/** Whether anything of the tokens shape is drawn around a node. */
async function tokenAt(page: Page, node: string): Promise<boolean> {
  const data = await shapePixels(page, 'tokens', await nodeOnScreen(page, node), 5);
  for (let k = 3; k < data.length; k += 4) if (data[k] > 0) return true;
  return false;
}

/** The legal move of a ship that goes furthest (columns apart), optionally one after which the turn passes. */
function longMove(st: GameState, passes = false): Move {
  const far = (a: Move) => Math.abs(a.to.node.charCodeAt(0) - st.units[a.unitId].node.charCodeAt(0));
  const moves = legalActions(st).filter((a): a is Move => a.type === 'move' && a.to.node !== st.units[a.unitId].node && (!passes || (() => {
    const r = applyAction(st, a);
    return r.ok && !r.state.activation && r.state.toAct !== st.toAct;
  })()));
  return moves.sort((a, b) => far(b) - far(a))[0];
}
/** Submit in the page; whether the motion layer plays right after. */
const submitAndRead = (page: Page, a: Action) => page.evaluate((x) => {
  const ok = window.__enb!.getState().submit(x);
  return { ok, playing: (document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)?.dataset.playing === 'yes' };
}, a);

describe('at the table', () => {
  it('draws each class as its own silhouette, and an unknown class as the generic hull with its code', async () => {
    const { page, errors } = t;
    await openMap(page, h.baseUrl, '/?scenario=great-archipelago&hide=0&seed=7');
    await expect.poll(async () => Object.keys((await silhouettes(page)) ?? {}).length).toBeGreaterThan(0);
    const st = await engineState(page);
    const kindOf = new Map<string, string>();
    for (const [id, kind] of Object.entries(await silhouettes(page))) {
      const cls = st.units[id].class;
      expect(kind, cls).not.toBe('generic');
      expect(kindOf.get(cls) ?? kind, cls).toBe(kind);
      kindOf.set(cls, kind);
    }
    expect([...kindOf.keys()].sort()).toEqual(['AP', 'BB', 'CA', 'CV', 'DD', 'SS']);
    expect(new Set(kindOf.values()).size).toBe(6); // one drawing per class
    await openMap(page, h.baseUrl, '/?fixture=motion&hide=0&seed=1');
    const qx = Object.values((await engineState(page)).units).find((u) => u.class === 'QX')!;
    await expect.poll(async () => (await silhouettes(page))[qx.id]).toBe('generic');
    expect(await tokenAt(page, qx.node)).toBe(true); // never a blank
    expect(errors).toEqual([]);
  });

  it('a board at rest draws nothing: no layer is drawn again while nothing happens (the silhouettes record asks for no draw)', async () => {
    const { page } = t;
    await openMap(page, h.baseUrl, '/?scenario=great-archipelago&hide=0&seed=7');
    await expect.poll(async () => Object.keys((await silhouettes(page)) ?? {}).length).toBeGreaterThan(0);
    const draws = await page.evaluate(() => new Promise<Record<string, number>>((resolve) => {
      const stage = window.__enb!.stage()!;
      const counts: Record<string, number> = {};
      // the map settles first (the static map's bitmap levels are made in slices after the load)
      setTimeout(() => {
        for (const l of stage.getLayers()) l.on('draw.restCount', () => { counts[l.name()] = (counts[l.name()] ?? 0) + 1; });
        setTimeout(() => {
          for (const l of stage.getLayers()) l.off('draw.restCount');
          resolve(counts);
        }, 600);
      }, 600);
    }));
    expect(draws).toEqual({}); // it was 72 draws of the play layer in 600 ms: each draw asked for the next
  });

  it('a move glides and ends by itself; a click skips it; an undo mid-glide leaves the engine state; reduced motion or the switch: none', async () => {
    const { page, errors } = t;
    await openMap(page, h.baseUrl, '/?fixture=motion&hide=0&seed=1'); // the motion fixture, demo mode
    // left alone, it glides (the ship off the tokens layer, drawn by the motion layer) and ends within 400 ms
    const first = longMove(await engineState(page));
    const seen = await page.evaluate((a) => new Promise<{ playing: boolean; drawn: boolean; ms: number }[]>((resolve) => {
      const stage = window.__enb!.stage()!;
      const t0 = performance.now();
      window.__enb!.getState().submit(a);
      const out: { playing: boolean; drawn: boolean; ms: number }[] = [];
      const tick = () => {
        const playing = (document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)?.dataset.playing === 'yes';
        out.push({ playing, drawn: a.unitId in (stage.findOne('.tokens')!.getAttr('silhouettes') ?? {}), ms: performance.now() - t0 });
        // the frame the glide ends in shows the ship on the tokens layer already (no frame without it)
        if (playing && out.length < 120) requestAnimationFrame(tick);
        else resolve(out);
      };
      requestAnimationFrame(tick);
    }), first);
    expect(seen.some((f) => f.playing && !f.drawn)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ playing: false, drawn: true });
    expect(await page.evaluate(() => Number((document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)!.dataset.end))).toBeLessThanOrEqual(400);
    // a click on the map skips a glide (stretched here so that the click lands in it): at once the engine's board
    await page.keyboard.press('Escape');
    await slow(page, 20);
    const second = longMove(await engineState(page));
    expect(await submitAndRead(page, second)).toEqual({ ok: true, playing: true });
    const empty = await nodeOnScreen(page, 'E7');
    await page.mouse.click(empty.x, empty.y);
    expect(await playing(page)).toBe(false);
    await frames(page);
    expect(await silhouettes(page)).toHaveProperty(second.unitId);
    expect(await tokenAt(page, second.to.node)).toBe(true);
    // undo in mid-glide: the ship back at its start, nothing half-way, the motion layer hidden
    await page.keyboard.press('Escape');
    const third = longMove(await engineState(page));
    const from = (await engineState(page)).units[third.unitId].node;
    expect((await submitAndRead(page, third)).playing).toBe(true);
    await frames(page, 3);
    // (the other player's consent given at once when the move passed the turn)
    expect(await page.evaluate(() => { const s = window.__enb!.getState(); s.undo(); if (window.__enb!.getState().undoRequest) s.confirmUndo(); return (document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)?.dataset.playing === 'yes'; })).toBe(false);
    await frames(page);
    expect((await engineState(page)).units[third.unitId].node).toBe(from);
    expect(await silhouettes(page)).toHaveProperty(third.unitId);
    expect(await tokenAt(page, from)).toBe(true);
    expect(await page.evaluate(() => (document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)!.style.display !== 'none')).toBe(false);
    // the system asks for reduced motion: none, and the switch says why
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await submitAndRead(page, third)).playing).toBe(false);
    await expect.poll(() => page.getByTestId('motion-switch').isDisabled()).toBe(true);
    await page.evaluate(() => { const s = window.__enb!.getState(); s.undo(); if (window.__enb!.getState().undoRequest) s.confirmUndo(); });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // the menu's switch off: none, and it is remembered like the language
    await expect.poll(() => page.getByTestId('motion-switch').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('motion-switch').click();
    expect(await page.getByTestId('motion-switch').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('enb.motion'))).toBe('off');
    expect((await submitAndRead(page, third)).playing).toBe(false);
    await page.getByTestId('motion-switch').click();
    expect(errors).toEqual([]);
  });

  it('the motion canvas covers what it draws: a gliding ship is drawn whole, near and far (the pieces grow at a far zoom)', async () => {
    const { page, errors } = t;
    /** Mid-glide: the motion canvas's ink, and whether any touches its edge (a piece cut off). */
    const inkOf = () => page.evaluate(() => {
      const c = document.querySelector('[data-testid="motion"]') as HTMLCanvasElement;
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let ink = 0, edge = 0;
      for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
        if (!d[(y * c.width + x) * 4 + 3]) continue;
        ink++;
        if (x === 0 || y === 0 || x === c.width - 1 || y === c.height - 1) edge++;
      }
      return { ink, edge };
    });
    // near: the small fixture map; far: Great Archipelago fitted to the window (ships drawn larger than their spacing)
    for (const path of ['/?fixture=motion&hide=0&seed=1', '/?scenario=great-archipelago&hide=0&seed=7']) {
      await openMap(page, h.baseUrl, path);
      await chooseFirst(page); // Great Archipelago rolls for the first move
      if (path.includes('archipelago')) expect(await page.evaluate(() => window.__enb!.stage()!.scaleX())).toBeLessThan(0.6);
      await slow(page, 40);
      expect(await submitAndRead(page, longMove(await engineState(page)))).toMatchObject({ ok: true, playing: true });
      for (let k = 0; k < 4; k++) {
        await frames(page, 6);
        const { ink, edge } = await inkOf();
        expect(ink, `${path}, look ${k}`).toBeGreaterThan(50);
        expect(edge, `${path}, look ${k}`).toBe(0);
      }
      await page.keyboard.press('Shift'); // skip the rest
    }
    expect(errors).toEqual([]);
  });

  it('hot-seat: the hand-over cover ends a glide at the engine state; "Show me" replays the opponent\'s move', async () => {
    const { page, errors } = t;
    await openMap(page, h.baseUrl, '/?fixture=motion&seed=1&blue=Anna&red=Piotr').catch(() => undefined); // under the cover: no map yet
    await page.getByTestId('handover-confirm').click();
    await page.waitForFunction(() => window.__enb?.nodeToScreen('A1') != null, undefined, { timeout: 30_000 });
    await slow(page, 20);
    const move = longMove(await engineState(page), true);
    expect(await submitAndRead(page, move)).toEqual({ ok: true, playing: true }); // Anna sees her move glide
    expect(await page.evaluate(() => { window.__enb!.getState().handOverNow(); return (document.querySelector('[data-testid="motion"]') as HTMLCanvasElement | null)?.dataset.playing === 'yes'; })).toBe(false);
    expect(await page.evaluate(() => window.__enb!.view())).toBeNull();
    await confirmCover(page);
    // Piotr: since his last turn, Anna's move; Show me replays it on the map
    await expect.poll(() => page.getByTestId('what-happened').innerText()).toContain('Since your last turn');
    await page.getByTestId('since-show-me').click();
    expect(await playing(page)).toBe(true);
    await frames(page);
    expect(await silhouettes(page)).not.toHaveProperty(move.unitId);
    await page.keyboard.press('Shift');
    expect(await playing(page)).toBe(false);
    await frames(page);
    expect(await silhouettes(page)).toHaveProperty(move.unitId);
    expect(errors).toEqual([]);
  });
});

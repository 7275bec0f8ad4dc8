// Naval Battle's saves, undo and replay in a real Chromium. Hot-seat with the cover: a move undone
// within the turn puts the ship back and shows nothing new of the enemy; a reload mid-game comes back
// under the hand-over cover with no view and no token drawn. Demo mode, the scripted game of
// navalLanding.test.ts played through the store: a battery removed (the missile ship revealed) ends
// blue's turn, and red's undo past it must first be allowed by blue — refusing keeps it; the finished game opens in the
// replay viewer, which draws the board at every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reloadSaved, startHarness, type Harness } from './harness';
import { engineState, handOver, legalNow, submitAction, toCover } from './play';
import { actionCount, clickField, colourAt, naval, navalDataOf, navalMoves } from './navalPlay';
import type { Action, GameState, PlayerId } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const BLUE_TOKEN = [0x3b, 0x7d, 0xff];
const act = (action: string, params?: unknown): Action => ({ type: 'module', module: 'navalBattle', action, params } as Action);
const viewer = (page: Page) => page.evaluate(() => window.__enb!.getState().viewer);
/** Enemy classes the current view holds without a reveal (must be none). */
const unrevealedInView = (page: Page, me: PlayerId) => page.evaluate((me) => {
  const v = window.__enb!.view();
  const d = v?.moduleState?.find((m) => m.module === 'navalBattle')?.data as { pieces: { owner: string; kind: string; class: string | null; revealed: boolean }[] } | undefined;
  return (d?.pieces ?? []).filter((p) => p.owner !== me && p.kind === 'ship' && p.class !== null && !p.revealed).length;
}, me);

async function arrangeAtRandom(page: Page, side: PlayerId) {
  await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
  await page.getByTestId('naval-arranged').click();
  await expect.poll(async () => (await naval(page)).arranged[side]).toBe(true);
}

describe('Naval Battle: undo, reload and replay', () => {
  it('undoes a move within the turn, then a reload comes back under the cover with nothing secret shown', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=5&blue=Anna&red=Piotr`);
    await handOver(page, 'Anna');
    await arrangeAtRandom(page, 'blue');
    await handOver(page, 'Piotr');
    await arrangeAtRandom(page, 'red');
    await handOver(page, 'Anna');
    await expect.poll(() => page.getByTestId('naval-turn').count()).toBe(1);

    const before = await engineState(page);
    const n = await actionCount(page);
    const move = navalMoves(await legalNow(page))[0];
    const from = navalDataOf(before).pieces.find((p) => p.id === move.shipId)!.node!;
    await clickField(page, from);
    await clickField(page, move.to);
    await expect.poll(() => actionCount(page)).toBe(n + 1);
    // the turn goes on (End turn offered) or has passed (the result, then the cover): undo from either
    if (await viewer(page)) await page.getByTestId('undo').click();
    else { await toCover(page); await page.getByTestId('handover-undo').click(); }
    await expect.poll(() => actionCount(page)).toBe(n);
    expect(await engineState(page)).toEqual(before);
    if (!(await viewer(page))) await page.getByTestId('handover-confirm').click();
    await expect.poll(() => viewer(page)).toBe('blue');
    expect(await unrevealedInView(page, 'blue')).toBe(0);
    await expect.poll(() => colourAt(page, from)).toEqual(BLUE_TOKEN); // the ship back where it was

    // a reload mid-game: the cover, no view, no token of either side drawn
    const saved = await engineState(page);
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('handover').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => window.__enb!.view())).toBeNull();
    expect(await engineState(page)).toEqual(saved);
    for (const p of navalDataOf(saved).pieces.filter((x) => x.kind === 'ship' && x.node).slice(0, 8)) {
      expect(await colourAt(page, p.node!)).not.toEqual(p.owner === 'blue' ? BLUE_TOKEN : [0xe0, 0x44, 0x3c]);
    }
    expect(await page.getByTestId('naval-arrange').count() + await page.getByTestId('naval-turn').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);

  it('an undo past a reveal asks its player first; the finished game opens in the replay viewer', async () => {
    const { page, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=1&hide=0&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    // the landing script's arrangements (navalLanding.test.ts): blue's missile ship D3, landing ship D2
    const fields = (rows: number[]) => rows.flatMap((r) => [...'ABCDEFGHIJKL'].map((c) => `${c}${r}`));
    const arrangement = (s: GameState, player: PlayerId, fixed: Record<string, string>, free: string[], batteries: string[]) => {
      const used = new Set<string>();
      const ships = navalDataOf(s).pieces.filter((p) => p.owner === player && p.kind === 'ship').map((p) => {
        const want = Object.entries(fixed).find(([cls, node]) => cls === p.class && !used.has(node))?.[1];
        if (want) used.add(want);
        return { id: p.id, node: want ?? '' };
      });
      const rest = free.filter((f) => !Object.values(fixed).includes(f));
      for (const x of ships) if (!x.node) x.node = rest.shift()!;
      return { ships, batteries, mines: [] };
    };
    let s = await engineState(page);
    expect(await submitAction(page, act('arrange', arrangement(s, 'blue', { missileShip: 'D3', landingShip: 'D2' }, fields([1, 2, 3]).filter((f) => !['C3', 'E3', 'H3', 'J3'].includes(f)), ['C3', 'E3', 'H3', 'J3'])))).toBe(true);
    s = await engineState(page);
    expect(await submitAction(page, act('arrange', arrangement(s, 'red', { torpedoBoat: 'L17' }, fields([16, 17, 18]).filter((f) => !['C16', 'E16', 'H16', 'J16', 'D16', 'L18', 'A18'].includes(f)), ['C16', 'E16', 'H16', 'J16'])))).toBe(true);
    s = await engineState(page);
    const idAt = (node: string) => navalDataOf(s).pieces.find((p) => p.node === node)!.id;
    const M = idAt('D3'), L = idAt('D2'), T = idAt('L17');
    let t = 'L17';
    const red = async () => { t = t === 'L17' ? 'L18' : 'L17'; expect(await submitAction(page, act('move', { shipId: T, to: t }))).toBe(true); };
    const blue = async (ship: string, to: string) => expect(await submitAction(page, act('move', { shipId: ship, to }))).toBe(true);
    for (const [ship, to] of [[M, 'D6'], [L, 'D4'], [M, 'F9'], [L, 'F6'], [M, 'F12'], [L, 'F8'], [M, 'E14'], [L, 'F10']] as const) {
      await blue(ship, to);
      await red();
    }
    await blue(M, 'E15');
    await expect.poll(() => page.getByTestId('naval-end-turn').count()).toBe(1);
    const n = await actionCount(page);
    await clickField(page, 'E16'); // the battery removed: the missile ship is revealed to red
    await expect.poll(() => actionCount(page)).toBe(n + 1);
    expect((await naval(page)).pieces.find((p) => p.id === M)!.revealed).toBe(true);
    // the removal ended blue's turn: red's undo would take back blue's reveal, so blue is asked first
    expect(await viewer(page)).toBe('red');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('undo-confirm').count()).toBe(1);
    expect(await page.getByTestId('undo-confirm-title').innerText()).toBe('Anna, do you allow Piotr to undo past your own actions?');
    await page.getByTestId('undo-refuse').click();
    await expect.poll(() => page.getByTestId('undo-confirm').count()).toBe(0);
    expect(await actionCount(page)).toBe(n + 1);

    await red();
    await blue(L, 'F12'); await red();
    await blue(M, 'C15');
    expect(await submitAction(page, act('removeBattery', { shipId: M, batteryId: (await naval(page)).batteries.find((b) => b.node === 'C16')!.id }))).toBe(true);
    await red();
    await blue(L, 'E14'); await red();
    await blue(L, 'D16');
    await expect.poll(() => page.getByTestId('end-screen').count()).toBe(1);
    const total = await actionCount(page);

    await page.getByTestId('watch-replay').click();
    await expect.poll(() => page.getByTestId('replay-bar').count()).toBe(1);
    await expect.poll(() => page.getByTestId('naval-board').count()).toBe(1);
    await page.getByTestId('replay-first').click();
    await expect.poll(() => page.getByTestId('replay-step').innerText()).toMatch(new RegExp(`of ${total}`));
    // after both arrangements (step 2) blue's ships stand in its port, drawn (the full view: both sides)
    await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-next').click();
    await expect.poll(() => colourAt(page, 'D2')).toEqual(BLUE_TOKEN);
    await page.getByTestId('replay-last').click();
    await expect.poll(() => colourAt(page, 'D16')).toEqual(BLUE_TOKEN); // the landing ship in red's port
    expect(errors).toEqual([]);
  }, 120_000);
});

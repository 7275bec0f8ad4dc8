// Naval Battle in a real Chromium to a landing win, following the scripted game of the engine's tests
// (tests/engine/modules/navalGame.test.ts): the arrangements are handed in as that script has them
// (through the test hook, the engine checks them), then every turn is played by clicking the board —
// blue's missile ship sails to red's western entrance and removes its two batteries by clicking them,
// blue's landing ship follows and enters red's port; red shuttles a torpedo boat. No cover (hide=0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState, submitAction } from './play';
import { actionCount, clickField, navalDataOf } from './navalPlay';
import type { Action, GameState, PlayerId } from '../../src/engine/index';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const naval = (action: string, params?: unknown): Action => ({ type: 'module', module: 'navalBattle', action, params } as Action);
const fields = (cols: string, rows: number[]) => rows.flatMap((r) => [...cols].map((c) => `${c}${r}`));

/** The script's arrangement: the named classes where it wants them, the rest on the other free fields in order. */
function arrangement(s: GameState, player: PlayerId, fixed: Record<string, string>, free: string[], batteries: string[]) {
  const used = new Set<string>();
  const placed = navalDataOf(s).pieces.filter((p) => p.owner === player && p.kind === 'ship').map((p) => {
    const want = Object.entries(fixed).find(([cls, node]) => cls === p.class && !used.has(node))?.[1];
    if (want) used.add(want);
    return { id: p.id, node: want ?? '' };
  });
  const rest = free.filter((f) => !Object.values(fixed).includes(f));
  for (const x of placed) if (!x.node) x.node = rest.shift()!;
  return { ships: placed, batteries, mines: [] };
}

/** Click a ship, then a field (a move, or the battery to remove), and wait for the engine to take it. */
async function clickAct(page: Page, from: string, to: string) {
  const before = await actionCount(page);
  await clickField(page, from);
  await expect.poll(() => page.getByTestId('naval-selected').innerText()).toContain(`at ${from}`);
  await clickField(page, to);
  await expect.poll(() => actionCount(page)).toBe(before + 1);
}

describe('Naval Battle to a landing win', () => {
  it('blue removes the batteries of an entrance and lands, all by clicking the board', async () => {
    const { page, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&seed=1&hide=0&blue=Anna&red=Piotr`);
    await expect.poll(() => page.getByTestId('naval-arrange').count(), { timeout: 30_000 }).toBe(1);
    let s = await engineState(page);
    const blueFree = fields('ABCDEFGHIJKL', [1, 2, 3]).filter((f) => !['C3', 'E3', 'H3', 'J3'].includes(f));
    expect(await submitAction(page, naval('arrange', arrangement(s, 'blue', { missileShip: 'D3', landingShip: 'D2' }, blueFree, ['C3', 'E3', 'H3', 'J3'])))).toBe(true);
    s = await engineState(page);
    const redFree = fields('ABCDEFGHIJKL', [16, 17, 18]).filter((f) => !['C16', 'E16', 'H16', 'J16', 'D16', 'L18', 'A18'].includes(f));
    expect(await submitAction(page, naval('arrange', arrangement(s, 'red', { torpedoBoat: 'L17' }, redFree, ['C16', 'E16', 'H16', 'J16'])))).toBe(true);
    await expect.poll(() => page.getByTestId('naval-turn').count()).toBe(1);

    let M = 'D3', L = 'D2', T = 'L17';
    const red = async () => {
      const to = T === 'L17' ? 'L18' : 'L17';
      await clickAct(page, T, to);
      T = to;
    };
    const blueM = async (to: string) => { await clickAct(page, M, to); M = to; };
    const blueL = async (to: string) => { await clickAct(page, L, to); L = to; };
    for (const [ship, to] of [['M', 'D6'], ['L', 'D4'], ['M', 'F9'], ['L', 'F6'], ['M', 'F12'], ['L', 'F8'], ['M', 'E14'], ['L', 'F10']] as const) {
      await (ship === 'M' ? blueM(to) : blueL(to));
      await red();
    }
    // next to the battery at E16: the missile ship survives it, its turn stays open, and a click on the battery removes it
    await blueM('E15');
    expect((await engineState(page)).toAct).toBe('blue');
    await clickField(page, 'E16');
    await expect.poll(async () => navalDataOf(await engineState(page)).batteries.some((b) => b.node === 'E16')).toBe(false);
    await red();
    await blueL('F12');
    await red();
    await blueM('C15');
    await clickField(page, 'C16');
    await expect.poll(async () => navalDataOf(await engineState(page)).batteries.some((b) => b.node === 'C16')).toBe(false);
    await red();
    await blueL('E14');
    await red();
    await blueL('D16'); // through the open entrance into red's port: blue wins
    const end = await engineState(page);
    expect(end.phase).toBe('over');
    expect(end.result).toMatchObject({ winner: 'blue', reason: 'module', module: 'navalBattle' });
    await expect.poll(() => page.getByTestId('end-screen').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});

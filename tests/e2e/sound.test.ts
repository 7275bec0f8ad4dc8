// Sound (issue 37, item 6), with the page's AudioContext replaced by a recorder: off by default no
// AudioContext is ever made, whatever happens; the menu's switch turns sound on (kept over a reload),
// and then a move, an attack and the hand-over each start sounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMap, reloadSaved, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A stand-in AudioContext counting what is made and started (the real one is silent in a headless browser anyway). */
const STUB = () => {
  const w = window as unknown as { __audio: { contexts: number; starts: number }; AudioContext: unknown };
  w.__audio = { contexts: 0, starts: 0 };
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = () => ({ connect(n: unknown) { return n; }, frequency: param(), gain: param(), type: '' });
  const source = () => ({ ...node(), buffer: null, start() { w.__audio.starts++; }, stop() {} });
  w.AudioContext = class {
    currentTime = 0;
    sampleRate = 8000;
    state = 'running';
    destination = {};
    constructor() { w.__audio.contexts++; }
    createOscillator() { return source(); }
    createBufferSource() { return source(); }
    createGain() { return node(); }
    createBiquadFilter() { return node(); }
    createBuffer(_c: number, length: number) { return { getChannelData: () => new Float32Array(length) }; }
    resume() { return Promise.resolve(); }
  };
};
const audio = (page: Page) => page.evaluate(() => (window as unknown as { __audio: { contexts: number; starts: number } }).__audio);

/** Random legal actions through the store (a seeded choice), n of them, the hand-over cover confirmed as it comes. */
async function play(page: Page, n: number): Promise<void> {
  await page.evaluate(async (n) => {
    let x = 12345;
    const rnd = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
    for (let i = 0; i < n; i++) {
      const s = window.__enb!.getState();
      if (s.resultOf && s.viewer === null) s.handOverNow();
      if (window.__enb!.getState().viewer === null) window.__enb!.getState().confirmHandOver();
      const legal = window.__enb!.legal().filter((a) => a.type !== 'pass');
      if (!legal.length) break;
      window.__enb!.getState().submit(legal[Math.floor(rnd() * legal.length)]);
      await new Promise((r) => setTimeout(r, 0));
    }
  }, n);
}

describe('sound', () => {
  it('off by default: a game played makes no AudioContext; switched on (and kept over a reload) its events sound', async () => {
    const { page, context, errors } = await h.newPage();
    await context.addInitScript(STUB);
    await openMap(page, h.baseUrl, '/?scenario=tutorial&hide=1&seed=4');
    expect(await page.getByTestId('sound-switch').getAttribute('aria-pressed')).toBe('false');
    await play(page, 12);
    expect(await audio(page)).toEqual({ contexts: 0, starts: 0 });
    // on, by the menu's switch; a reload keeps it on (the game comes back under its cover)
    await page.getByTestId('sound-switch').click();
    expect(await page.getByTestId('sound-switch').getAttribute('aria-pressed')).toBe('true');
    await reloadSaved(page);
    await expect.poll(() => page.getByTestId('sound-switch').getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    expect((await audio(page)).contexts).toBe(0); // made at the first sound, not before
    // the hand-over: the cover's button chimes
    if (await page.getByTestId('handover-confirm').count()) {
      await page.getByTestId('handover-confirm').click();
      await expect.poll(async () => (await audio(page)).starts).toBeGreaterThan(0);
    }
    // an action with events (a move or an attack): more sounds start
    const before = (await audio(page)).starts;
    await play(page, 6);
    await expect.poll(async () => (await audio(page)).starts).toBeGreaterThan(before);
    expect((await audio(page)).contexts).toBe(1); // one context, reused
    expect(errors).toEqual([]);
  });
});

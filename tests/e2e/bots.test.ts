// Playing against the machine in a real Chromium: the start screen seats a bot on one side; the bot
// thinks in a Web Worker (the map pans and zooms meanwhile: a slow bot held busy by the test hook),
// says so with a button that stops it, and its actions arrive one by one in "what happened"; no
// hand-over cover ever comes between the person and the bot, whose secrets stay hidden. A stopped
// bot may be retried. Kiosk mode offers the same game to visitors (botsSaved.test.ts: saved seats, a side played by hand; botsWatch.test.ts: watch mode).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSaved, startHarness, type Harness } from './harness';
import { fixedRandom, startWith, watchCovers, covers, decider, actionCount, playBlueUntilBot } from './botPlay';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('playing against the machine', () => {
  it('a person against the easy bot: the bot answers, no cover, the map moves while it thinks, stop and retry', async () => {
    const { page, context, errors } = await h.newPage();
    await startWith(page, h.baseUrl, 'tutorial', { blue: 'human', red: 'easy' });
    await watchCovers(page);
    expect(await page.getByTestId('handover').count()).toBe(0);
    expect(await page.evaluate(() => window.__enb!.getState().viewer)).toBe('blue');
    // the bot is held busy 60 s: the page goes on answering
    await page.evaluate(() => window.__enb!.botTiming({ holdMs: 60_000, personPaceMs: 100 }));
    await playBlueUntilBot(page);
    await expect.poll(() => page.getByTestId('bot-thinking').innerText()).toMatch(/Computer \(easy\) \(Red\) is thinking…/);
    const camera = () => page.evaluate(() => window.__enb!.getState().camera);
    const before = await camera();
    const box = (await page.getByTestId('map-view').boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 120, from.y - 60, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await camera()).x).toBeCloseTo(before.x + 120, 0);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await camera()).scale).toBeGreaterThan(before.scale * 1.2);
    expect(await page.getByTestId('bot-thinking').count()).toBe(1);
    // stopped: the game waits; the person may retry (the bot now quick) or play the side by hand
    const n = await actionCount(page);
    await page.getByTestId('bot-cancel').click();
    await expect.poll(() => page.getByTestId('bot-problem').getAttribute('data-code')).toBe('bot/cancelled');
    expect(await page.getByTestId('bot-problem').innerText()).toMatch(/was stopped/);
    expect(await actionCount(page)).toBe(n);
    await page.evaluate(() => window.__enb!.botTiming({ holdMs: 0 }));
    await page.getByTestId('bot-retry').click();
    // the bot answers: its actions, then the person's turn again, shown in what happened
    await expect.poll(() => decider(page), { timeout: 20_000 }).toBe('blue');
    expect(await actionCount(page)).toBeGreaterThan(n);
    await expect.poll(() => page.getByTestId('what-happened-lines').innerText()).not.toBe('');
    expect(await page.evaluate(() => window.__enb!.getState().viewer)).toBe('blue');
    // a bot that does not answer in time: the game waits, says so, and offers the same two ways on
    await page.evaluate(() => window.__enb!.botTiming({ holdMs: 60_000, timeoutMs: 1_500 }));
    await playBlueUntilBot(page);
    await expect.poll(() => page.getByTestId('bot-problem').getAttribute('data-code')).toBe('bot/timeout');
    expect(await page.getByTestId('bot-problem').innerText()).toMatch(/did not answer within 2 s/);
    expect(await page.getByTestId('bot-by-hand').innerText()).toBe('Play Red by hand');
    expect(await covers(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('kiosk against the computer: the visitor plays Blue, the easy bot Red answers, no hand-over cover', async () => {
    const { page, context, errors } = await h.newPage();
    await fixedRandom(page);
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.evaluate(() => localStorage.setItem('enb.kiosk', JSON.stringify({ pinHash: 'x', idleSeconds: 600, scenarioId: 'tutorial' })));
    await reloadSaved(page);
    await page.getByTestId('kiosk-play-bot').click({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('game-screen').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('handover').count()).toBe(0);
    const s = await page.evaluate(() => { const g = window.__enb!.getState(); return { bots: g.session!.options.bots, viewer: g.viewer, hide: g.session!.options.hideBetweenTurns }; });
    expect(s.bots?.red?.level).toBe('easy');
    expect(s.bots?.blue).toBeUndefined();
    expect(s).toMatchObject({ viewer: 'blue', hide: true });
    // Blue passes its turns until Red is to act; the bot answers and Blue's view stays on screen
    const decider = () => page.evaluate(() => { const st = window.__enb!.state()!; return st.pending?.player ?? st.toAct; });
    for (let k = 0; k < 60 && (await decider()) === 'blue'; k++) {
      const legal = await page.evaluate(() => window.__enb!.legal());
      const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type === 'finishSetup') ?? legal[0];
      await page.evaluate((x) => window.__enb!.getState().submit(x), a);
    }
    const redActs = await page.evaluate(() => window.__enb!.getState().session!.actions.length);
    await expect.poll(decider, { timeout: 20_000 }).toBe('blue');
    expect(await page.evaluate(() => window.__enb!.getState().session!.actions.length)).toBeGreaterThan(redActs);
    expect(await page.evaluate(() => window.__enb!.getState().viewer)).toBe('blue');
    expect(await page.getByTestId('handover').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Cumulative layout shift over a scripted hot-seat game (issue 37, "nothing moves under the pointer"):
// seeded random legal actions, an engine refusal (the prompt's notice) every few actions, the acting
// player's result banner with its hand-over button, the hand-over cover, then the next player's "since
// your last turn" banner read and dismissed — everything that used to push the map or the panels. The
// actions and refusals are submitted through the store (no input: every shift they cause counts). The
// page must show a game with the hand-over cover on (hide=1) and the test hook (window.__enb). Shared by
// bench/ui.mjs (`layout shift per game: N`) and the real-browser test tests/e2e/layoutShift.test.ts.

/** Click a button as a player does; where it lies under something (the drawer at a decision) the store does it instead (counted then). */
async function clickOr(page, testId, instead) {
  const button = page.getByTestId(testId);
  if (await button.click({ trial: true, timeout: 500 }).then(() => true, () => false)) await button.click();
  else await page.evaluate(instead);
}

/**
 * Play `actions` actions on the page's game; resolves to the layout shift's sum, the part of it that moved
 * the screen's frame (the map, the side columns, the top bar), the largest sources, every shifted element
 * (`shifted`), and how many refusals and banners (what happened) were shown.
 */
export async function layoutShiftGame(page, { actions = 40, seed = 0x2545f491, refuseEvery = 4, beforeEach } = {}) {
  // the secret setup first, unmeasured: its panel is the players' own work, chip by chip (each change under
  // their click), not the game's doing
  await page.evaluate(async () => {
    for (let i = 0; i < 200; i++) {
      const st = window.__enb.state();
      if (!st || st.phase !== 'setup') break;
      const legal = window.__enb.legal();
      const finish = legal.find((a) => a.type === 'finishSetup');
      const a = finish ?? legal.find((x) => x.type !== 'finishSetup');
      if (!a || !window.__enb.getState().submit(a)) break;
    }
    const s = window.__enb.getState();
    if (s.resultOf && s.viewer === null) s.handOverNow();
    if (window.__enb.getState().viewer === null) window.__enb.getState().confirmHandOver();
    await new Promise((r) => setTimeout(r, 300));
  });
  await page.evaluate((seed) => {
    let x = seed;
    window.__lsRandom = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
    window.__lsSettle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    window.__ls = { sum: 0, frame: 0, sources: [], refusals: 0, banners: 0 };
    // the screen's frame: the map, the side columns, the top bar (the click that landed on the wrong node)
    const FRAME = '[data-testid="map-view"], .game__map, .game__side, .game__left, .game__right, .top-bar, .game__log';
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__ls.sum += e.value;
        if ((e.sources ?? []).some((s) => s.node instanceof Element && s.node.matches(FRAME))) { window.__ls.frame += e.value; window.__ls.frameSources = [...(window.__ls.frameSources ?? []), ...e.sources.map((s) => `${s.node?.className} ${s.previousRect.x},${s.previousRect.y},${s.previousRect.width}x${s.previousRect.height} -> ${s.currentRect.x},${s.currentRect.y},${s.currentRect.width}x${s.currentRect.height}`)]; }
        for (const s of e.sources ?? []) {
          const n = s.node;
          const name = n instanceof Element ? `${n.tagName.toLowerCase()}${n.getAttribute('data-testid') ? `[${n.getAttribute('data-testid')}]` : ''}.${n.className}` : String(n?.nodeName);
          window.__ls.sources.push({ value: e.value, name, from: `${Math.round(s.previousRect.x)},${Math.round(s.previousRect.y)} ${Math.round(s.previousRect.width)}x${Math.round(s.previousRect.height)}`, to: `${Math.round(s.currentRect.x)},${Math.round(s.currentRect.y)} ${Math.round(s.currentRect.width)}x${Math.round(s.currentRect.height)}` });
        }
      }
    }).observe({ type: 'layout-shift', buffered: false });
  }, seed);
  for (let k = 0; k < actions; k++) {
    // the hand-over as the players do it, by clicking: the result banner's "Pass the device", then the
    // cover's button (what changes under a click is the click's doing: layout-shift entries then carry
    // hadRecentInput and are not counted, as in any CLS figure); the next player reads "since your last
    // turn" a moment, sometimes dismissing it
    const at = await page.evaluate(() => { const s = window.__enb.getState(); return { result: !!s.resultOf && s.viewer === null, cover: s.viewer === null, recent: !!s.recent }; });
    if (at.result) await clickOr(page, 'hand-over-now', () => window.__enb.getState().handOverNow());
    if (at.result || at.cover) await page.getByTestId('handover-confirm').click();
    if (at.result || at.cover) await page.waitForTimeout(600); // past the click's input window: what follows counts
    if (beforeEach) await beforeEach(); // the test's own step before each action (e.g. keeping the drawer open)
    if (k % 3 === 2 && (await page.getByTestId('since-dismiss').count())) await clickOr(page, 'since-dismiss', () => window.__enb.getState().dismissRecent());
    const done = await page.evaluate(async ({ k, refuseEvery }) => {
      const hook = window.__enb;
      const st = hook.state();
      if (!st || st.phase === 'over') return true;
      await window.__lsSettle();
      if (k % refuseEvery === refuseEvery - 1) {
        // an action the engine refuses: its reason shows in the prompt's notice
        hook.getState().submit({ type: 'endActivation', unitId: 'nobody' });
        await window.__lsSettle();
        if (document.querySelector('[data-testid="notice"]')) window.__ls.refusals++;
      }
      const legal = hook.legal();
      const others = legal.filter((a) => a.type !== 'pass');
      const pool = others.length && window.__lsRandom() > 0.05 ? others : legal;
      const a = pool[Math.floor(window.__lsRandom() * pool.length)];
      if (!a) return true;
      hook.getState().submit(a);
      await window.__lsSettle();
      if (document.querySelector('[data-testid="what-happened"]')) window.__ls.banners++;
      return false;
    }, { k, refuseEvery });
    if (done) break;
  }
  await page.evaluate(() => window.__lsSettle());
  return page.evaluate(() => {
    const bySource = new Map();
    for (const s of window.__ls.sources) bySource.set(s.name, (bySource.get(s.name) ?? 0) + s.value);
    return { sum: window.__ls.sum, frame: window.__ls.frame, refusals: window.__ls.refusals, banners: window.__ls.banners, shifted: window.__ls.sources.map((s) => `${s.name} ${s.from} -> ${s.to} (${s.value.toFixed(4)})`), frameSources: window.__ls.frameSources ?? [], sources: [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 8), samples: window.__ls.sources.slice(0, 12) };
  });
}

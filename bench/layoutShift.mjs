// Cumulative layout shift over a scripted hot-seat game (issue 37, "nothing moves under the pointer"):
// seeded random legal actions, an engine refusal (the prompt's notice) every few actions, the acting
// player's result banner with its hand-over button, the hand-over cover, then the next player's "since
// your last turn" banner read and dismissed — everything that used to push the map or the panels. The
// page must show a game with the hand-over cover on (hide=1) and the test hook (window.__enb). Shared by
// bench/ui.mjs (`layout shift per game: N`) and the real-browser test tests/e2e/layoutShift.test.ts.

/** Play `actions` actions on the page's game; resolves to the layout shift's sum and its largest sources. */
export async function layoutShiftGame(page, { actions = 40, seed = 0x2545f491, refuseEvery = 4 } = {}) {
  await page.evaluate((seed) => {
    let x = seed;
    window.__lsRandom = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
    window.__lsSettle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    window.__ls = { sum: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__ls.sum += e.value;
        for (const s of e.sources ?? []) {
          const n = s.node;
          const name = n instanceof Element ? `${n.tagName.toLowerCase()}${n.getAttribute('data-testid') ? `[${n.getAttribute('data-testid')}]` : ''}.${n.className}` : String(n?.nodeName);
          window.__ls.sources.push({ value: e.value, name, from: `${s.previousRect.y}/${s.previousRect.height}`, to: `${s.currentRect.y}/${s.currentRect.height}` });
        }
      }
    }).observe({ type: 'layout-shift', buffered: false });
  }, seed);
  for (let k = 0; k < actions; k++) {
    const done = await page.evaluate(async ({ k, refuseEvery }) => {
      const hook = window.__enb;
      const s = hook.getState();
      const st = hook.state();
      if (!st || st.phase === 'over') return true;
      if (s.resultOf && s.viewer === null) s.handOverNow(); // the result banner's "Pass the device" …
      else if (s.viewer === null) s.confirmHandOver(); // … and the cover's button
      await window.__lsSettle();
      const now = hook.getState();
      // the next player reads "since your last turn" for a moment, then dismisses it
      if (now.recent && !now.resultOf && k % 3 === 2) { now.dismissRecent(); await window.__lsSettle(); }
      if (k % refuseEvery === refuseEvery - 1) {
        // an action the engine refuses: its reason shows in the prompt's notice
        hook.getState().submit({ type: 'endActivation', unitId: 'nobody' });
        await window.__lsSettle();
      }
      const legal = hook.legal();
      const others = legal.filter((a) => a.type !== 'pass');
      const pool = others.length && window.__lsRandom() > 0.05 ? others : legal;
      const a = pool[Math.floor(window.__lsRandom() * pool.length)];
      if (!a) return true;
      hook.getState().submit(a);
      await window.__lsSettle();
      return false;
    }, { k, refuseEvery });
    if (done) break;
  }
  await page.evaluate(() => window.__lsSettle());
  return page.evaluate(() => {
    const bySource = new Map();
    for (const s of window.__ls.sources) bySource.set(s.name, (bySource.get(s.name) ?? 0) + s.value);
    return { sum: window.__ls.sum, sources: [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 8), samples: window.__ls.sources.slice(0, 12) };
  });
}

// Accessibility check with axe-core in a real Chromium (issue 20): the start, setup, game, hand-over,
// help, end and replay screens have no critical, serious or moderate violation. axe's source is
// injected into the page (a dev dependency; nothing is downloaded).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { engineState } from './play';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const COUNTED = ['critical', 'serious', 'moderate'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The violations axe finds on the page as it is now (critical, serious, moderate), one line each. */
async function violations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  const lines = found.filter((v) => COUNTED.includes(v.impact)).map((v) => `${screen}: ${v.impact} ${v.id} at ${v.targets.join(', ')}`);
  console.log(`axe ${screen}: ${lines.length} critical/serious/moderate violations${found.length > lines.length ? ` (${found.length - lines.length} minor)` : ''}`);
  return lines;
}

const confirmIfCovered = async (page: Page) => {
  if (await page.getByTestId('handover').count()) {
    await page.getByTestId('handover-confirm').click();
    await expect.poll(() => page.getByTestId('handover').count()).toBe(0);
  }
};

describe('axe-core on every screen', () => {
  it('start, help, setup, hand-over, game, end and replay: no critical, serious or moderate violation', async () => {
    const { page, context, errors } = await h.newPage();
    const all: string[] = [];
    await page.goto(`${h.baseUrl}/`);
    await page.getByTestId('start-screen').waitFor({ timeout: 30_000 });
    all.push(...(await violations(page, 'start')));
    await page.getByTestId('help-button').click();
    await page.getByTestId('help').waitFor();
    all.push(...(await violations(page, 'help')));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('help').count()).toBe(0);

    // Open Sea's secret setup, under the cover and then behind it
    await page.goto(`${h.baseUrl}/?scenario=open-sea&seed=1&hide=1`);
    await page.getByTestId('handover').waitFor({ timeout: 30_000 });
    all.push(...(await violations(page, 'hand-over')));
    await confirmIfCovered(page);
    await page.getByTestId('setup-panel').waitFor();
    all.push(...(await violations(page, 'setup')));

    // the duel: a turn with a ship selected, then both pass to the end screen, then the replay
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=1`);
    await page.getByTestId('handover').waitFor({ timeout: 30_000 });
    await confirmIfCovered(page);
    await page.keyboard.press('n');
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().selection)).not.toBeNull();
    await page.keyboard.press('ArrowRight');
    all.push(...(await violations(page, 'game')));
    for (let k = 0; k < 20 && (await engineState(page)).phase !== 'over'; k++) {
      await page.evaluate(() => {
        const s = window.__enb!.getState();
        if (s.resultOf) s.handOverNow();
        if (s.viewer === null && s.session!.state.phase !== 'over') s.confirmHandOver();
        const legal = window.__enb!.legal();
        const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type === 'declineDraw') ?? legal[0];
        if (a) window.__enb!.getState().submit(a);
      });
    }
    await page.getByTestId('end-screen').waitFor();
    all.push(...(await violations(page, 'end')));
    await page.getByTestId('watch-replay').click();
    await page.getByTestId('replay-bar').waitFor();
    await page.keyboard.press('ArrowRight');
    all.push(...(await violations(page, 'replay')));
    expect(all).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

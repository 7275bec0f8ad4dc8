// Touch-sized (issue 37, item 5): on a 1024×768 touch screen every control a finger uses — the top bar's
// and the prompt's buttons, the step buttons of a selected ship, the setup's ship chips and TF boards'
// buttons, the fold-outs (legend, more actions), the heading picker's sectors on the map, the Naval
// Battle board's fields — is at least 44×44 CSS px at the default zoom; a smaller one fails by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMap, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const MIN = 44;
const TOUCH = { width: 1024, height: 768, hasTouch: true };

/** Every visible control on the page smaller than MIN × MIN, named (test id, else its words). */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, summary, select, input, [role="button"], a[href]')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden' || el.closest('[inert], .sr-only')) continue;
      if (r.width < min - 0.5 || r.height < min - 0.5) small.push(`${el.dataset.testid ?? el.textContent?.trim().slice(0, 24) ?? el.tagName} (${Math.round(r.width)}×${Math.round(r.height)})`);
    }
    return small;
  }, MIN);

describe('touch targets at 1024×768', () => {
  it('setup, play and a heading choice: every control is at least 44×44 px', async () => {
    const { page, errors } = await h.newPage(TOUCH);
    await openMap(page, h.baseUrl, '/?scenario=open-sea&hide=0&seed=3');
    await page.getByTestId('hint-dismiss').count(); // the hints' buttons are measured too
    expect(await smallTargets(page), 'the secret setup').toEqual([]);
    // the setup done (through the store), play: the prompt, the panels, the legend opened
    await page.evaluate(() => {
      for (let i = 0; i < 200; i++) {
        const st = window.__enb!.state()!;
        if (st.phase !== 'setup') break;
        const legal = window.__enb!.legal();
        const a = legal.find((x) => x.type === 'finishSetup') ?? legal[0];
        if (!a || !window.__enb!.getState().submit(a)) break;
      }
    });
    await page.getByTestId('legend').locator('summary').click();
    expect(await smallTargets(page), 'play').toEqual([]);
    // a ship selected and a destination with several headings: the step buttons and the heading picker
    // (First Salvo: its ships on the map from the start)
    await openMap(page, h.baseUrl, '/?scenario=tutorial&hide=0&seed=3');
    const st = await page.evaluate(() => window.__enb!.state()!);
    const ship = Object.values(st.units).find((u) => u.owner === st.toAct && u.kind === 'ship' && !!u.node)!;
    await page.evaluate((id) => window.__enb!.getState().selectUnit(id), ship.id);
    expect(await smallTargets(page), 'a ship selected').toEqual([]);
    // a node it may reach with more than one heading: the heading picker opens there
    const dest = await page.evaluate((id) => {
      for (const node of window.__enb!.reachable(id)) {
        window.__enb!.getState().chooseDestination(node);
        if (window.__enb!.getState().destination === node) return node;
      }
      return null;
    }, ship.id);
    expect(dest).toBeTruthy();
    expect(await smallTargets(page), 'a heading to choose').toEqual([]);
    // each heading's sector (60°, between the centre's own small disc and the arrows' ring) holds a 44 px square
    const sector = await page.evaluate(() => window.__enb!.headingTarget());
    expect(sector, 'the heading picker').not.toBeNull();
    const side = largestSquareInSector(sector!.inner, sector!.outer);
    expect(side, `heading picker: a sector holds a ${side.toFixed(0)} px square`).toBeGreaterThanOrEqual(MIN);
    expect(errors).toEqual([]);
  });

  it('Naval Battle: its fields and buttons are at least 44×44 px', async () => {
    const { page, errors } = await h.newPage(TOUCH);
    await page.goto(`${h.baseUrl}/?scenario=naval-battle&hide=0&seed=2`);
    await expect.poll(() => page.getByTestId('naval-board').count(), { timeout: 30_000 }).toBe(1);
    const cell = await page.evaluate(() => Number((document.querySelector('[data-testid="naval-board"]') as HTMLCanvasElement).dataset.cell));
    expect(cell, 'a Naval Battle field').toBeGreaterThanOrEqual(MIN);
    expect(await smallTargets(page), 'Naval Battle').toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** The side of the largest square (centred on the bisector) inside a 60° sector between radii inner and outer. */
function largestSquareInSector(inner: number, outer: number): number {
  let lo = 0;
  let hi = outer;
  for (let i = 0; i < 40; i++) {
    const a = (lo + hi) / 2;
    const d = Math.max(inner, (a / 2) / Math.tan(Math.PI / 6)); // its near edge: clear of the centre and inside the 60°
    if ((d + a) ** 2 + (a / 2) ** 2 <= outer ** 2) lo = a;
    else hi = a;
  }
  return lo;
}

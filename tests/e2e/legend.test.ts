// The map legend and the help's words, in a real Chromium (mouse and tap): the legend folds out in the
// side panels (in the drawer on a small screen) and names terrain, zones, tokens and the marks of what
// happened, in English and Polish; the help guide speaks the game's words, not rule ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('map legend and help', () => {
  it('desktop: the legend lists terrain, zones, tokens and marks, EN and PL; the help has no rule ids', async () => {
    const { page, context, errors } = await h.newPage({ width: 1366, height: 768 });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await expect.poll(() => page.getByTestId('legend').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('legend').locator('summary').click();
    await expect.poll(() => page.getByTestId('legend-sea').isVisible()).toBe(true);
    const text = (await page.getByTestId('legend').innerText()).toLowerCase(); // the title is shown in capitals
    for (const words of ['map legend', 'sea', 'land', 'reef', 'where the enemy can fire', 'task force marker', 'a unit just sunk']) expect(text).toContain(words);
    await page.getByTestId('lang-pl').click();
    await expect.poll(async () => (await page.getByTestId('legend').innerText()).toLowerCase()).toContain('legenda mapy');
    expect(await page.getByTestId('legend-sea').innerText()).toBe('morze');
    await page.getByTestId('lang-en').click();
    await page.getByTestId('help-button').click();
    await expect.poll(() => page.getByTestId('help').count()).toBe(1);
    const help = await page.getByTestId('help').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.rules-text').forEach((r) => r.remove()); // the full rules text keeps its own numbering
      return copy.innerText;
    });
    expect(help).not.toMatch(/R-[A-Z]+-\d/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tablet: the legend is reached by tap through the panels drawer', async () => {
    const { page, context, errors } = await h.newPage({ width: 768, height: 1024, hasTouch: true });
    await page.goto(`${h.baseUrl}/?fixture=duel&seed=1&hide=0`);
    await expect.poll(() => page.getByTestId('panels-toggle').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('legend').isVisible()).toBe(false);
    await page.getByTestId('panels-toggle').tap();
    await page.getByTestId('legend').locator('summary').tap();
    await expect.poll(() => page.getByTestId('legend-trail').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The scenario editor keeps and tests: a copy of a bundled scenario edited, kept in the browser across a
// reload (the editor's library), and balanced by the computer in Web Workers with the lab's figures; a
// file that is not a scenario, opened from the editor's first page, is refused with a clear reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSaved, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the scenario editor keeps and balances', () => {
  it('keeps an edited copy across a reload, refuses a bad file, and balances the scenario with the lab', async () => {
    const { page, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('editor-open').click({ timeout: 30_000 });
    await page.getByTestId('editor-landing').waitFor({ timeout: 30_000 });
    // not a scenario: said, nothing opened
    await page.getByTestId('editor-open-file').setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from('[1, 2, 3]') });
    await expect.poll(() => page.getByTestId('editor-notice').innerText()).toMatch(/not an ENB scenario/);
    expect(await page.getByTestId('editor-screen').count()).toBe(0);

    await page.getByTestId('editor-copy-source').selectOption('tutorial');
    await page.getByTestId('editor-copy').click();
    await page.getByTestId('editor-screen').waitFor();
    await page.getByTestId('editor-rounds').fill('5');
    await expect.poll(() => page.getByTestId('editor-saved').innerText(), { timeout: 10_000 }).toBe('Kept in this browser');

    // quick balance: a few games in workers, win rates with intervals, the first player's edge, game length
    await page.getByTestId('editor-balance-games').fill('4');
    await page.getByTestId('editor-balance-run').click();
    await page.getByTestId('editor-balance-report').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('editor-balance-report').innerText()).toMatch(/4 games\. First player's edge [+−]\d+\.\d points \[[+−]\d+\.\d, [+−]\d+\.\d\]\. Game length \d+\.\d rounds/);
    expect(await page.getByTestId('playtest-winrates').getAttribute('aria-label')).toMatch(/Blue wins: \d+\.\d % \[\d+\.\d %, \d+\.\d %\]/);

    // a reload: the copy is in the editor's library, with its edit
    await reloadSaved(page);
    await page.getByTestId('editor-open').click({ timeout: 30_000 });
    await page.getByTestId('editor-draft').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('editor-draft-open').first().click();
    await page.getByTestId('editor-screen').waitFor();
    const doc = await page.evaluate(() => (window as unknown as { __enbEditor: { getState(): { history: { present: { id: string; rounds: number } } } } }).__enbEditor.getState().history.present);
    expect(doc.id).toBe('tutorial-copy');
    expect(doc.rounds).toBe(5);
    expect(errors).toEqual([]);
  });
});

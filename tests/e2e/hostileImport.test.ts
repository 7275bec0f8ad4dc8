// Hostile files picked on the start screen of a real Chromium end in a clear refusal, never an uncaught
// error: a save and a scenario of about 100 kB nested 50,000 deep (they once overflowed the stack), a
// scenario with a 100,000-character unknown class (quoted in at most ~60 characters), and a Naval Battle
// scenario with turnLimit 0 (refused when added to the list, not at Start). The saved games stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import openSea from '../../src/scenarios/open-sea.json';
import navalBattle from '../../src/scenarios/naval-battle.json';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const deep = (depth: number): string => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('hostile files on the start screen', () => {
  it('each is refused with a clear reason; no uncaught error; nothing is added', async () => {
    const { page, context, errors } = await h.newPage();
    try {
      await page.goto(`${h.baseUrl}/?lang=en`);
      const pick = async (testId: string, name: string, body: string): Promise<string> => {
        await page.getByTestId(testId).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
        await expect.poll(() => page.getByTestId('file-report').count(), { timeout: 20_000 }).toBe(1);
        const text = await page.getByTestId('file-report').innerText();
        await page.getByTestId('file-report-close').click();
        await expect.poll(() => page.getByTestId('file-report').count(), { timeout: 5_000 }).toBe(0);
        return text;
      };
      expect(await pick('start-import-save-input', 'deep.enb.json', `{"format":"enb-save","version":3,"scenario":${deep(50_000)}}`)).toMatch(/nested 50001 levels deep/);
      expect(await pick('load-scenario-input', 'deep.json', `{"id":"deep","map":${deep(50_000)}}`)).toMatch(/nested 50001 levels deep/);
      const longClass = JSON.parse(JSON.stringify(openSea)) as { reserve: { class: string }[] };
      longClass.reserve[0].class = 'x'.repeat(100_000);
      const refusal = await pick('load-scenario-input', 'long.json', JSON.stringify(longClass));
      expect(refusal).toMatch(/x{59}…/);
      expect(refusal).not.toMatch(/x{61}/);
      const naval = JSON.parse(JSON.stringify(navalBattle)) as { id: string; rules: { modules: { options: { turnLimit: number } }[] } };
      naval.id = 'naval-zero';
      naval.rules.modules[0].options.turnLimit = 0;
      expect(await pick('load-scenario-input', 'naval-zero.json', JSON.stringify(naval))).toMatch(/turnLimit/);
      expect(await page.getByTestId('scenario-option-naval-zero').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

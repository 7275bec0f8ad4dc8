// The Playtest screen in a real Chromium (issue 39 item 4): a rule variant that does not load is refused
// with why; a batch is played in Web Workers from a seed that is shown and settable, with a progress bar,
// its rate and the time left; the report gives every number as text in a table under each chart, the
// per-bot rates, a variant compared on the same seeds; the same seed repeats the same numbers; the records
// are exported as a JSON Lines file whose first line is the run; a game worth a look opens in the
// replay viewer with the bots named by side ("Blue: random", "Red: random"); Polish texts too.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the Playtest screen', () => {
  it('plays a seeded comparison in workers, shows every number as text, exports the records and opens an outlier', async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto(`${h.baseUrl}/?lang=en`);
    await page.getByTestId('playtest-open').click();
    await expect.poll(() => page.getByTestId('playtest-screen').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('playtest-seed').inputValue()).toMatch(/^\d+$/); // a seed is shown before any run
    await page.getByTestId('playtest-scenario').selectOption('gun-duel');
    // a variant that does not load: refused, with why
    await page.getByTestId('playtest-rules').fill('turnCost=banana');
    await page.getByTestId('playtest-run').click();
    await expect.poll(() => page.getByTestId('playtest-problem').innerText()).toMatch(/The rule variant does not load: .*turnCost/);
    await page.getByTestId('playtest-rules').fill('');
    await page.getByTestId('playtest-compare').fill('turnCost=2');
    await page.getByTestId('playtest-games').fill('4');
    await page.getByTestId('playtest-seed').fill('4242');
    await page.getByTestId('playtest-bot-0').selectOption('random');
    await page.getByTestId('playtest-bot-1').selectOption('random');
    await page.getByTestId('playtest-run').click();
    expect(await page.getByTestId('playtest-progress').getAttribute('max')).toBe('8'); // 4 games of each variant
    await expect.poll(() => page.getByTestId('playtest-report').count(), { timeout: 40_000 }).toBe(1);
    expect(await page.getByTestId('playtest-progress-text').innerText()).toMatch(/^\d+ of 8 games · \d+\.\d\d games\/s · .* left$/);
    // each variant: its header with the seed, a table of every rate (per bot too), the lengths as a table
    const variants = page.getByTestId('playtest-variant');
    expect(await variants.count()).toBe(2);
    expect(await variants.nth(0).locator('h3').textContent()).toMatch(/^gun-duel: 4 games · bot A random, bot B random \(seats rotated\) · seed 4242$/);
    expect(await variants.nth(1).locator('h3').textContent()).toMatch(/^gun-duel \[turnCost=2\]/);
    const rates = variants.nth(0).getByTestId('playtest-rates-table');
    expect(await rates.getByTestId('playtest-row-a').innerText()).toMatch(/Bot A \(random\) wins\s+\d+\.\d %\s+\[\d+\.\d %, \d+\.\d %\]\s+\d+ \/ 4/);
    expect(await rates.getByTestId('playtest-row-share').innerText()).toMatch(/Blue's share of decided games/);
    expect(await variants.nth(0).getByTestId('playtest-lengths-table').innerText()).toMatch(/Rounds[\s\S]*Games/);
    expect(await variants.nth(0).getByTestId('playtest-scores').innerText()).toMatch(/ENB/);
    expect(await page.getByTestId('playtest-comparison').innerText()).toMatch(/Blue win rate\s+[+−]\d+\.\d pp \[[+−]\d+\.\d pp, [+−]\d+\.\d pp\]/);
    const table = await rates.innerText();
    // the same seed again: the same numbers
    await page.getByTestId('playtest-run').click();
    await expect.poll(() => page.getByTestId('playtest-progress-text').innerText(), { timeout: 40_000 }).toMatch(/^8 of 8/);
    await expect.poll(() => page.getByTestId('playtest-variant').nth(0).getByTestId('playtest-rates-table').innerText()).toBe(table);
    // the records, as a file the command line merges
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.getByTestId('playtest-export').click()]);
    expect(download.suggestedFilename()).toBe('gun-duel-seed4242.records.jsonl');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { kind: string; seed?: number });
    expect(lines[0]).toMatchObject({ kind: 'run', seed: 4242, games: 4 });
    expect(lines.slice(1).every((l) => l.kind === 'game')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    // Polish
    await page.evaluate(() => window.__enb!.getState().setLanguage('pl'));
    await expect.poll(() => page.getByTestId('playtest-screen').locator('h2').innerText()).toMatch(/Testy gry/);
    expect(await page.getByTestId('playtest-variant').nth(0).getByTestId('playtest-rates-table').innerText()).toMatch(/Wygrane bota A/);
    await page.evaluate(() => window.__enb!.getState().setLanguage('en'));
    // a game worth a look in the replay viewer, the whole game shown, the bots named by side; back to the report
    await page.getByTestId('playtest-open-replay').first().click();
    await expect.poll(() => page.evaluate(() => window.__enb!.getState().screen), { timeout: 20_000 }).toBe('replay');
    const replay = await page.evaluate(() => ({ states: window.__enb!.getState().replay!.states.length, view: window.__enb!.getState().replayView, names: window.__enb!.getState().session!.names }));
    expect(replay.states).toBeGreaterThan(1);
    expect(replay.view).toBe('full');
    expect(replay.names).toEqual({ blue: 'Blue: random', red: 'Red: random' });
    await page.evaluate(() => window.__enb!.getState().leaveGame());
    await expect.poll(() => page.getByTestId('playtest-report').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

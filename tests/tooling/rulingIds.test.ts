// Every ruling is tested by name (issue 34, R-MOD-1): each ruling id in docs/rules.md and in each rule
// module's README table must be named by some test file under tests/, so a ruling added to a document
// without a test (or a test renamed away from its ruling) fails here, naming the id.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
// a module's README: src/modules/<id>/README.md (the module kit)
const MODULE_DIRS = [join(ROOT, 'src', 'modules')];

/** The rules' ids: R-GROUP-n. */
const RULES_ID = /\bR-[A-Z]+-\d+\b/g;
/** A module README's table row starting with its id: D-HIT, L-AA-FIRE, N-MINE-2, later C-…. */
const MODULE_ROW = /^\|\s*([DLNC](?:-[A-Z0-9]+)+)\s*\|/gm;

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(path, keep);
    return keep(e.name) ? [path] : [];
  });
}

/** Each document with the ids it lists. */
function documentedIds(): Map<string, string[]> {
  const docs = new Map<string, string[]>();
  docs.set('docs/rules.md', [...readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8').matchAll(RULES_ID)].map((m) => m[0]));
  for (const readme of MODULE_DIRS.flatMap((dir) => files(dir, (n) => n === 'README.md')).filter((f) => f !== join(ROOT, 'src', 'modules', 'README.md')))
    docs.set(relative(ROOT, readme), [...readFileSync(readme, 'utf8').matchAll(MODULE_ROW)].map((m) => m[1]));
  return docs;
}

/** An id named exactly: not a part of a longer id (N-WIN-3 is not named by "N-WIN-2/3" or "N-WIN-30"). */
const named = (text: string, id: string): boolean =>
  new RegExp(`(?<![A-Za-z0-9-])${id.replace(/-/g, '\\-')}(?![A-Za-z0-9]|-[A-Za-z0-9])`).test(text);

const TITLE = 'R-MOD-1: every ruling id of the rules and of the modules\' READMEs is named by a test';
// this file names ids in its examples, so only its title counts (it is R-MOD-1's test)
const isTest = (n: string) => n.endsWith('.test.ts') && n !== 'rulingIds.test.ts';
const testTexts = [TITLE, ...[...files(join(ROOT, 'tests'), isTest), ...files(join(ROOT, 'src', 'modules'), isTest)].map((f) => readFileSync(f, 'utf8'))];

describe(TITLE, () => {
  const docs = documentedIds();

  it('the documents are read: the rules list their R- ids and every module README has its table', () => {
    expect(docs.get('docs/rules.md')!.length).toBeGreaterThan(30);
    const readmes = [...docs.keys()].filter((k) => k !== 'docs/rules.md');
    expect(readmes.length).toBeGreaterThanOrEqual(3); // dice, naval, airDefence (fleet building to come)
    for (const k of readmes) expect(docs.get(k)!.length, `${k} lists no ruling ids in a table`).toBeGreaterThan(5);
  });

  it('the matcher is exact: an id inside a longer id or a range does not count', () => {
    expect(named('it(\'N-WIN-2/3: …\')', 'N-WIN-3')).toBe(false);
    expect(named('N-WIN-30', 'N-WIN-3')).toBe(false);
    expect(named('L-AA-FIRE-2', 'L-AA-FIRE')).toBe(false);
    expect(named('it(\'N-WIN-3: drawn\')', 'N-WIN-3')).toBe(true);
    expect(named('(R-LAND-3)', 'R-LAND-3')).toBe(true);
  });

  for (const [doc, ids] of documentedIds()) {
    it(`every ruling id in ${doc} is named by a test (tests/, a module's tests/)`, () => {
      const untested = [...new Set(ids)].filter((id) => !testTexts.some((t) => named(t, id)));
      expect(untested, `ids in ${doc} that no test names`).toEqual([]);
    });
  }
});

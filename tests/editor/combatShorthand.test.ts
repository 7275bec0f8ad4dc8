// Gun duel turns dice combat on by the rule option `combat: "dice"` (the format's shorthand), not by listing
// module D: the editor shows the module as on, lists it — the same game — when the designer wants its
// settings, and turning it off drops the shorthand too (else the module would stay on unseen).
import { readFileSync } from 'node:fs';
import '../setup/screenModules';
import { describe, expect, it } from 'vitest';
import { openScenarioText, exportText } from '../../src/editor/openFile';
import { validateDoc } from '../../src/editor/validate';
import { dropCombatOf, listShorthandModule, shorthandModule } from '../../src/editor/combatShorthand';
import { createGame, legalActions, applyAction, type GameState } from '../../src/engine/index';
import { modulesNamed } from '../../src/scenarios/rulesetSchema';
import { screenModule } from '../../src/ui/modules/screenModule';

const gunDuel = () => {
  const opened = openScenarioText(readFileSync(new URL('../../src/scenarios/gun-duel.json', import.meta.url), 'utf8'));
  if (!opened.ok) throw new Error(opened.why.code);
  return opened.doc;
};

/** The first `n` actions of a seeded game (always the first legal action): what the rules make of a scenario. */
function opening(scenario: unknown, n: number): GameState {
  const g = createGame(scenario, 5);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let s = g.state;
  for (let k = 0; k < n && s.phase !== 'over'; k++) {
    const r = applyAction(s, legalActions(s)[k % legalActions(s).length]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('the combat shorthand in the editor', () => {
  it('Gun duel: dice is on by `combat`, listing it keeps the same game and shows its settings', () => {
    const doc = gunDuel();
    expect(shorthandModule(doc.rules)).toBe('dice');
    const listed = listShorthandModule(doc);
    expect(shorthandModule(listed.rules)).toBeNull();
    expect(listed.rules?.modules).toEqual([{ id: 'dice', options: expect.any(Object) }]);
    expect(validateDoc(listed)).toEqual([]);
    const before = JSON.parse(exportText(doc));
    const after = JSON.parse(exportText(listed));
    expect(opening(after, 40)).toEqual(opening(before, 40));
    expect(screenModule('dice')?.editorSettings?.(listed).length).toBeGreaterThan(0);
  });

  it('turning dice off drops the shorthand and its options: no module is left on unseen', () => {
    const off = dropCombatOf(gunDuel(), 'dice');
    expect(off.rules?.combat).toBeUndefined();
    expect(modulesNamed(off.rules)).not.toContain('dice');
    // what is left is the game's own word on it: the classes only module D brings, pinned on their ships
    const problems = validateDoc(off);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.path).toMatch(/^units\[\d+\]\.class$/);
    // another module's id leaves the rules as they were
    expect(dropCombatOf(gunDuel(), 'airDefence')).toEqual(gunDuel());
  });
});

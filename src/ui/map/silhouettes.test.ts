// Every ship class of every bundled scenario (their rulesets, modules' classes included; Naval Battle's
// fleet: its module's tests) is drawn as a silhouette of its own kind (issue 37); a class no entry knows is drawn as
// the generic hull (with its code: drawTokens.ts), never a blank.
import { describe, expect, it } from 'vitest';
import { bundledScenarios } from '../../scenarios';
import { parseScenario } from '../../scenarios/schema';
import { resolveRuleset } from '../../scenarios/rulesetSchema';
import { SILHOUETTES, silhouetteOf } from './silhouettes';

const scenarioClasses = (): string[] => {
  const out = new Set<string>();
  for (const raw of bundledScenarios) {
    const p = parseScenario(raw);
    if (!p.ok) throw new Error(`a bundled scenario does not parse: ${JSON.stringify(p.errors).slice(0, 200)}`);
    for (const u of p.value.units ?? []) out.add(u.class);
    const rules = resolveRuleset(p.value.ruleset, p.value.rules);
    if (rules.ok) for (const c of Object.keys(rules.value.classes)) out.add(c);
  }
  return [...out];
};

describe('ship silhouettes', () => {
  it('every class the bundled scenarios use has a silhouette of its own', () => {
    const classes = scenarioClasses();
    expect(classes.length).toBeGreaterThanOrEqual(10);
    for (const c of classes) expect(silhouetteOf(c), c).not.toBe('generic');
    // within one game's classes, no two share a drawing
    for (const group of [['CV', 'BB', 'CA', 'DD', 'SS', 'AP'], ['AK', 'BB', 'CA', 'CL', 'DD', 'PG', 'PT']]) {
      const kinds = group.map(silhouetteOf);
      expect(new Set(kinds).size, group.join()).toBe(group.length);
    }
  });

  it('a class no silhouette knows draws as the generic hull (never a blank), prototype names included', () => {
    for (const c of ['QX', 'toString', '__proto__', '']) expect(silhouetteOf(c)).toBe('generic');
    expect(SILHOUETTES.generic.l).toBeGreaterThan(0);
  });
});

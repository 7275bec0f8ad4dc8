// The lab varies a rule module's options as it varies ENB's (`--rules <module>.<option>=value`), and
// plays the scenarios a module makes without a file (module C's quick battles) by their ids.
import { describe, expect, it } from 'vitest';
import '../../src/modules/registry';
import { createGame } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { moduleScenarios } from '../../src/lab/labModule';
import { layRules, makeVariant, scenarioIdOf } from '../../src/lab/variant';

const seaLion = bundledScenarios.find((s) => scenarioIdOf(s) === 'sea-lion-raid') as Record<string, unknown>;
const openSea = bundledScenarios.find((s) => scenarioIdOf(s) === 'open-sea') as Record<string, unknown>;

describe('module options through --rules', () => {
  it('a dotted key sets the option of a module the scenario plays; plain keys stay ENB options; the base is untouched', () => {
    const quick = moduleScenarios().find((s) => scenarioIdOf(s) === 'quick-passage-ambush')!;
    const before = JSON.stringify(quick);
    const laid = layRules(quick, { 'fleetBuilding.level': 'brigade', turnCost: 2 });
    expect(laid.ok).toBe(true);
    if (!laid.ok) return;
    const rules = laid.scenario.rules as { turnCost: number; modules: { id: string; options: Record<string, unknown> }[] };
    expect(rules.turnCost).toBe(2);
    expect(rules.modules[0]).toMatchObject({ id: 'fleetBuilding', options: { objective: 'ambush', level: 'brigade' } });
    expect(JSON.stringify(quick)).toBe(before);
    expect(createGame(laid.scenario, 1).ok).toBe(true);
  });

  it('a module the scenario does not play is refused, naming the ones it plays; a bad value is refused by the module', () => {
    const none = makeVariant(openSea, { 'fleetBuilding.level': 'brigade' });
    expect(none.ok ? [] : none.errors).toEqual(['rules.fleetBuilding.level: the scenario plays no rule module "fleetBuilding" (it plays none)']);
    const other = makeVariant(seaLion, { 'fleetBuilding.level': 'brigade' });
    expect(other.ok ? [] : other.errors[0]).toMatch(/plays no rule module "fleetBuilding" \(it plays "airDefence"\)/);
    const quick = moduleScenarios().find((s) => scenarioIdOf(s) === 'quick-strait-elimination')!;
    const bad = makeVariant(quick, { 'fleetBuilding.level': 'galaxy' });
    expect(bad.ok ? [] : bad.errors[0]).toMatch(/^rules\.modules\[0\]\.options\.level: must be one of/);
  });
});

describe('scenarios a module makes', () => {
  it('every quick battle the lab offers loads, under a unique id', () => {
    const made = moduleScenarios();
    expect(made.length).toBeGreaterThanOrEqual(6);
    expect(new Set(made.map(scenarioIdOf)).size).toBe(made.length);
    for (const s of made) expect(createGame(s, 1).ok, scenarioIdOf(s)).toBe(true);
  });
});

// Module C in the editor: its level, budgets and objective type as settings, the strategic point and
// the documents' supply nodes picked on the map — written as its options read them.
import { describe, expect, it } from 'vitest';
import { checkScenarioForPlay } from '../../../engine';
import { fleetEditorSettings, fleetEditorTools } from '../screen/editorTools';
import { quickBattleScenario } from '../rules/quickBattle';
import { QUICK_MAPS } from '../rules/maps';

const setting = (id: string) => fleetEditorSettings().find((x) => x.id === id)!;
const tool = (id: string) => fleetEditorTools.find((t) => t.id === id)!;
const optionsOf = (s: Record<string, unknown>) => (s.rules as { modules: { options?: Record<string, unknown> }[] }).modules[0].options ?? {};

describe('module C in the editor', () => {
  it('C-LEVEL-1: the level and a level\'s budget are settings; the default leaves the options', () => {
    expect(setting('level').write({}, 'army')).toEqual({ level: 'army' });
    expect(setting('level').write({ level: 'army' }, undefined)).toEqual({});
    expect(setting('budget-army').write({}, 3000)).toEqual({ levels: { army: 3000 } });
    expect(setting('budget-army').write({ levels: { army: 3000 } }, undefined)).toEqual({});
    expect(setting('budget-regiment').shownDefault(((k: string) => k))).toBe('250');
  });

  it('C-OBJ: the objective type is a choice of the six; the scenario with it plays', () => {
    const s = quickBattleScenario({ map: QUICK_MAPS[0], options: {} });
    const o = setting('objective').write(optionsOf(s), 'strategicPoint');
    expect(setting('objective').choices!.map((c) => c.value)).toEqual(['defencePoint', 'strategicPoint', 'commanderElimination', 'ambush', 'captureDocuments', 'elimination']);
    const next = { ...s, rules: { modules: [{ id: 'fleetBuilding', options: o }] } };
    expect(checkScenarioForPlay(next)).toEqual({ ok: true });
  });

  it('C-OBJ-STRATEGIC, C-OBJ-DOCUMENTS: the strategic point and supply nodes are clicked on the map', () => {
    const s = { ...quickBattleScenario({ map: QUICK_MAPS[0], options: {} }) } as Record<string, unknown>;
    const centred = tool('centre').apply(s, 'F5', 'blue') as Record<string, unknown>;
    expect(optionsOf(centred).centre).toBe('F5');
    expect(tool('centre').marks!(centred)).toEqual([{ node: 'F5', text: '★' }]);
    expect(optionsOf(tool('centre').apply(centred, 'F5', 'blue') as Record<string, unknown>).centre).toBeUndefined();
    const supplied = tool('supply').apply(tool('supply').apply(s, 'B2', 'blue'), 'C3', 'red') as Record<string, unknown>;
    expect(optionsOf(supplied).supplyNodes).toEqual(['B2', 'C3']);
    expect(optionsOf(tool('supply').apply(supplied, 'B2', 'blue') as Record<string, unknown>).supplyNodes).toEqual(['C3']);
  });
});

// Module D's editor settings: the initiative, the kind of turn, re-rolls and the dice classes of the
// classes a scenario plays, each written as the module's options read it (and gone again at the default).
import { describe, expect, it } from 'vitest';
import { checkScenarioForPlay } from '../../../engine';
import { blankScenario } from '../../../editor/document';
import { placeUnit } from '../../../editor/edits';
import { diceEditorSettings } from '../screen/editorTools';

const scenario = (options?: Record<string, unknown>) => {
  const d = placeUnit(placeUnit(blankScenario(10, 8), { owner: 'blue', class: 'BB', node: 'B6', heading: 0 }), { owner: 'red', class: 'DD', node: 'I2', heading: 3 });
  return { ...d, rules: { modules: [{ id: 'dice', ...(options ? { options } : {}) }] } };
};
const setting = (id: string, s = scenario()) => diceEditorSettings(s).find((x) => x.id === id)!;

describe('module D in the editor', () => {
  it('D-TABLE: one row of dice numbers per class the scenario plays, the table\'s shown as defaults', () => {
    const ids = diceEditorSettings(scenario()).map((s) => s.id);
    expect(ids.filter((id) => id.startsWith('class-'))).toEqual(['class-BB-hit', 'class-BB-defence', 'class-BB-hull', 'class-DD-hit', 'class-DD-defence', 'class-DD-hull']);
    expect(setting('class-BB-hit').shownDefault(((k: string) => k) as never)).toBe('4');
  });

  it('D-TABLE: a class\'s profile is written whole and plays; back to the table\'s numbers it leaves the options', () => {
    const hit = setting('class-DD-hit');
    const o = hit.write({}, 3);
    expect(o).toEqual({ classes: { DD: { hit: 3, defence: 6, hull: 2 } } });
    expect(checkScenarioForPlay(scenario(o))).toEqual({ ok: true });
    expect(hit.read(o)).toBe(3);
    expect(hit.write(o, 5)).toEqual({});
    expect(hit.write(o, undefined)).toEqual({});
  });

  it('D-INITIATIVE, D-FLEET, D-REROLL-1: choices and per-side numbers', () => {
    expect(setting('initiative').write({}, 'd10')).toEqual({ initiative: 'd10' });
    expect(setting('turns').write({ turns: 'fleet' }, undefined)).toEqual({});
    const r = setting('rerolls-red').write({}, 2);
    expect(r).toEqual({ rerollsPerRound: { blue: 0, red: 2 } });
    expect(checkScenarioForPlay(scenario(r))).toEqual({ ok: true });
  });
});

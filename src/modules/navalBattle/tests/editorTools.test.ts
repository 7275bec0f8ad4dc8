// Module N's scenario-editor tools: neutral waters (N-NEUTRAL) and port fields (N-PORT-1) toggled field
// by field and written as row runs; the game's checks still pass on the bundled battle edited with them.
import { describe, expect, it } from 'vitest';
import naval from '../../../scenarios/naval-battle.json';
import { checkScenarioForPlay } from '../../../engine';
import { navalEditorSettings, navalEditorTools } from '../screen/editorTools';
import type { ScenarioJson } from '../../../ui/modules/screenModule';

const tool = (id: string) => navalEditorTools.find((t) => t.id === id)!;
const options = (s: ScenarioJson) => (s.rules as { modules: { options: { neutral: string[]; ports: Record<string, { fields: string[] }> } }[] }).modules[0].options;

describe('module N in the editor', () => {
  it('N-NEUTRAL: a click takes a field out of neutral waters, another puts it back; rows stay runs', () => {
    const out = tool('neutral').apply(naval, 'C8', 'blue');
    expect(options(out).neutral).toContain('B8');
    expect(options(out).neutral).toContain('D8:E8');
    expect(checkScenarioForPlay(out)).toEqual({ ok: true });
    const back = tool('neutral').apply(out, 'C8', 'blue');
    expect(options(back).neutral).toContain('B8:E8');
    expect(tool('neutral').marks!(back).length).toBe(tool('neutral').marks!(naval).length);
  });

  it('N-PORT-1: port fields of the chosen side toggle', () => {
    const s = tool('port').apply(naval, 'A4', 'blue');
    expect(options(s).ports.blue.fields).toEqual(['A1:L1', 'A2:L2', 'A3:L3', 'A4']);
    expect(options(s).ports.red).toEqual(options(naval).ports.red);
    expect(options(tool('port').apply(s, 'A4', 'blue')).ports.blue.fields).toEqual(['A1:L1', 'A2:L2', 'A3:L3']);
  });

  it('N-SETUP: the batteries and mines a side sets up are settings; empty is the default', () => {
    const batteries = navalEditorSettings().find((x) => x.id === 'batteries')!;
    const o = options(naval) as unknown as Record<string, unknown>;
    const more = batteries.write(o, 3);
    expect(more.batteries).toBe(3);
    expect(batteries.read(more)).toBe(3);
    const withOptions = (options: Record<string, unknown>) => ({ ...naval, rules: { ...naval.rules, modules: [{ ...naval.rules.modules[0], options }] } });
    expect(checkScenarioForPlay(withOptions(more))).toEqual({ ok: true });
    // more than a port has sites for: the game's own check says so (the editor lists it)
    const r = checkScenarioForPlay(withOptions(batteries.write(o, 6)));
    expect(r.ok ? [] : r.errors.map((e) => e.message)).toContain("blue's port has 4 battery sites beside its entrances for 6 batteries");
    expect('batteries' in batteries.write(more, undefined)).toBe(false);
    expect(navalEditorSettings().find((x) => x.id === 'mines')!.shownDefault(((k: string) => k) as never)).toBe('6');
  });
});


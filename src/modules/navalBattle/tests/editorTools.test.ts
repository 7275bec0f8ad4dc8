// Module N's scenario-editor tools: neutral waters (N-NEUTRAL) and port fields (N-PORT-1) toggled field
// by field and written as row runs; the game's checks still pass on the bundled battle edited with them.
import { describe, expect, it } from 'vitest';
import naval from '../../../scenarios/naval-battle.json';
import { checkScenarioForPlay } from '../../../engine';
import { navalEditorTools } from '../screen/editorTools';
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
});

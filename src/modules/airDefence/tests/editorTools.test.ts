// Module L's scenario-editor tools: AA guns, bombing targets and clouds placed and taken away by a click
// on a node; what they write is what the module's options read (the game's checks pass on Sea Lion Raid
// edited with them).
import { describe, expect, it } from 'vitest';
import seaLion from '../../../scenarios/sea-lion-raid.json';
import { checkScenarioForPlay } from '../../../engine';
import { airDefenceEditorTools } from '../screen/editorTools';
import type { ScenarioJson } from '../../../ui/modules/screenModule';

const tool = (id: string) => airDefenceEditorTools.find((t) => t.id === id)!;
const options = (s: ScenarioJson) => ((s.rules as { modules: { options: Record<string, unknown> }[] }).modules[0].options);

describe('module L in the editor', () => {
  it('L-AA-FIRE: a click places an AA gun of the chosen side with an id of its own; a click on it takes it away', () => {
    const s = tool('gun').apply(seaLion, 'M3', 'red');
    const guns = options(s).guns as { id: string; owner: string; node: string }[];
    expect(guns.at(-1)).toEqual({ id: 'gun-m3', owner: 'red', node: 'M3' });
    expect(checkScenarioForPlay(s)).toEqual({ ok: true });
    expect(options(tool('gun').apply(s, 'M3', 'red')).guns).toEqual(options(seaLion).guns);
    expect(tool('gun').marks!(s).some((m) => m.node === 'M3')).toBe(true);
  });

  it('L-CLOUD: clouds toggle on a node and keep the sun; targets toggle too', () => {
    const s = tool('cloud').apply(seaLion, 'A1', 'blue');
    expect((options(s).weather as { clouds: string[]; sun: string }).clouds.at(-1)).toBe('A1');
    expect((options(s).weather as { sun: string }).sun).toBe('east');
    expect(options(tool('cloud').apply(s, 'A1', 'blue')).weather).toEqual(options(seaLion).weather);
    const t = tool('target').apply(seaLion, 'H2', 'blue');
    expect(options(t).targets).toEqual(['P2', 'U3']);
    expect(checkScenarioForPlay(t)).toEqual({ ok: true });
  });

  it('leaves a scenario without the module as it is', () => {
    const plain = { format: 'enb-scenario', rules: {} };
    expect(tool('gun').apply(plain, 'A1', 'blue')).toBe(plain);
  });
});

// Module L's scenario-editor tools: AA guns, bombing targets and clouds placed and taken away by a click
// on a node; what they write is what the module's options read (the game's checks pass on Sea Lion Raid
// edited with them).
import { describe, expect, it } from 'vitest';
import seaLion from '../../../scenarios/sea-lion-raid.json';
import { checkScenarioForPlay } from '../../../engine';
import { airDefenceEditorSettings, airDefenceEditorTools } from '../screen/editorTools';
import { SEED_VP } from '../rules/options';
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

  const setting = (id: string) => airDefenceEditorSettings().find((x) => x.id === id)!;

  it('L-SUN: the sun is a setting — an edge, none, or back to the default; clouds stay', () => {
    const o = options(seaLion);
    expect(setting('sun').read(o)).toBe('east');
    const none = setting('sun').write(o, 'null');
    expect(none.weather).toEqual({ clouds: (o.weather as { clouds: string[] }).clouds, sun: null });
    expect(setting('sun').read(none)).toBe('null');
    expect(setting('sun').write({}, 'north')).toEqual({ weather: { sun: 'north' } });
    expect(setting('sun').write({ weather: { sun: 'north' } }, undefined)).toEqual({});
  });

  it('L-VP-TABLE: a line of a side\'s table is set, 0 takes it out, and the seed\'s table again leaves the option', () => {
    const line = setting('vp-red-shotDown-bomber');
    expect(line.read({})).toBeUndefined();
    const more = line.write({}, 6);
    expect((more.vp as typeof SEED_VP).red).toEqual([{ when: 'shotDown', class: 'plane', points: 2 }, { when: 'shotDown', class: 'bomber', points: 6 }, { when: 'lost', class: 'plane', points: -1 }]);
    expect((more.vp as typeof SEED_VP).blue).toEqual(SEED_VP.blue);
    expect(line.read(more)).toBe(6);
    const none = line.write(more, 0);
    expect((none.vp as typeof SEED_VP).red.some((l) => l.class === 'bomber')).toBe(false);
    expect(line.write(more, undefined)).toEqual({});
    const gun = setting('vp-blue-gunDestroyed').write({}, 2);
    expect((gun.vp as typeof SEED_VP).blue.at(-1)).toEqual({ when: 'gunDestroyed', points: 2 });
    const scenario = { ...seaLion, rules: { ...seaLion.rules, modules: [{ ...seaLion.rules.modules[0], options: { ...options(seaLion), ...gun } }] } };
    expect(checkScenarioForPlay(scenario)).toEqual({ ok: true });
  });

  it('L-WIN-FULL: a VP target is written with the other side\'s default, and leaves when both are the defaults', () => {
    const t = setting('vpTarget-red');
    expect(t.write({}, 20)).toEqual({ vpTarget: { blue: 10, red: 20 } });
    expect(t.write({ vpTarget: { blue: 10, red: 20 } }, undefined)).toEqual({});
    expect(t.write({ vpTarget: { blue: 12, red: 20 } }, undefined)).toEqual({ vpTarget: { blue: 12, red: 15 } });
  });
});


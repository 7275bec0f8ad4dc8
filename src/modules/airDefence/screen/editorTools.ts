// Module L in the scenario editor (ScreenModule.editorTools): AA guns (L-AA-FIRE), bombing targets
// and clouds (L-CLOUD) placed by clicking nodes; a click on one already there takes it away. The sun
// (L-SUN) and the VP tables are options the editor shows as JSON with their defaults.
import type { PlayerId } from '../../../engine';
import type { ModuleEditorTool, ScenarioJson } from '../../../ui/modules/screenModule';
import { wordsFor } from '../strings';
import { AIR_DEFENCE } from './choices';

type Options = { guns?: { id: string; owner: PlayerId; node: string }[]; targets?: string[]; weather?: { clouds?: string[]; sun?: unknown } };

/** The scenario with module L's options changed (its entry in `rules.modules` found by id). */
function withOptions(scenario: ScenarioJson, change: (o: Options) => Options): ScenarioJson {
  const rules = (scenario.rules ?? {}) as Record<string, unknown>;
  const modules = Array.isArray(rules.modules) ? (rules.modules as { id?: unknown; options?: Options }[]) : [];
  const k = modules.findIndex((m) => m?.id === AIR_DEFENCE);
  if (k < 0) return scenario;
  const next = [...modules];
  next[k] = { ...modules[k], options: change(modules[k].options ?? {}) };
  return { ...scenario, rules: { ...rules, modules: next } };
}

const toggle = (list: readonly string[] | undefined, node: string): string[] =>
  (list ?? []).some((n) => n.toUpperCase() === node) ? (list ?? []).filter((n) => n.toUpperCase() !== node) : [...(list ?? []), node];

const optionsOf = (scenario: ScenarioJson): Options => {
  const modules = (scenario.rules as { modules?: { id?: unknown; options?: Options }[] } | undefined)?.modules;
  return (Array.isArray(modules) ? modules.find((m) => m?.id === AIR_DEFENCE)?.options : undefined) ?? {};
};

export const airDefenceEditorTools: readonly ModuleEditorTool[] = [
  {
    id: 'gun',
    label: (t) => wordsFor(t)('editor.airDefence.gun'),
    apply: (scenario, node, side) =>
      withOptions(scenario, (o) => {
        const guns = o.guns ?? [];
        if (guns.some((g) => g.node.toUpperCase() === node)) return { ...o, guns: guns.filter((g) => g.node.toUpperCase() !== node) };
        let id = `gun-${node.toLowerCase()}`;
        for (let k = 2; guns.some((g) => g.id === id); k++) id = `gun-${node.toLowerCase()}-${k}`;
        return { ...o, guns: [...guns, { id, owner: side, node }] };
      }),
    marks: (scenario) => (optionsOf(scenario).guns ?? []).map((g) => ({ node: g.node, text: `AA ${g.owner === 'red' ? '◆' : '●'}` })),
  },
  {
    id: 'target',
    label: (t) => wordsFor(t)('editor.airDefence.target'),
    apply: (scenario, node) => withOptions(scenario, (o) => ({ ...o, targets: toggle(o.targets, node) })),
    marks: (scenario) => (optionsOf(scenario).targets ?? []).map((n) => ({ node: n, text: '◎' })),
  },
  {
    id: 'cloud',
    label: (t) => wordsFor(t)('editor.airDefence.cloud'),
    apply: (scenario, node) => withOptions(scenario, (o) => ({ ...o, weather: { clouds: toggle(o.weather?.clouds, node), sun: o.weather?.sun ?? null } })),
    marks: (scenario) => (optionsOf(scenario).weather?.clouds ?? []).map((n) => ({ node: n, text: '☁' })),
  },
];

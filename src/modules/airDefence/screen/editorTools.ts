// Module L in the scenario editor (ScreenModule.editorTools): AA guns (L-AA-FIRE), bombing targets
// and clouds (L-CLOUD) placed by clicking nodes; a click on one already there takes it away. The sun
// (L-SUN), the damage rule, the VP targets (L-WIN-FULL) and each side's VP table (L-VP-TABLE) are
// settings: form fields with the seed's defaults shown.
import type { PlayerId } from '../../../engine';
import type { ModuleEditorSetting, ModuleEditorTool, ScenarioJson } from '../../../ui/modules/screenModule';
import { choiceSetting, sameJson, sideNumbers, writeAt } from '../../../editor/moduleSettings';
import { SEED_VP } from '../rules/options';
import type { VpLine } from '../rules/victoryPoints';
import { EDGES } from '../rules/weather';
import { wordsFor, type AirDefenceKey } from '../strings';
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

/** The VP table's lines a designer sets: each happening, for a class where the seed's table names one. */
const VP_LINES: readonly { when: VpLine['when']; class?: 'plane' | 'bomber' }[] = [
  { when: 'bombedTarget' },
  { when: 'allTargetsBombed' },
  { when: 'shotDown', class: 'plane' },
  { when: 'shotDown', class: 'bomber' },
  { when: 'lost', class: 'plane' },
  { when: 'lost', class: 'bomber' },
  { when: 'gunDestroyed' },
  { when: 'gunLost' },
];

const lineOf = (lines: readonly VpLine[], l: (typeof VP_LINES)[number]) => lines.find((x) => x.when === l.when && x.class === l.class);

/** L-VP-TABLE: one line of a side's table; 0 points is no line. The tables are written whole (the option replaces the seed's). */
function vpSetting(side: PlayerId, l: (typeof VP_LINES)[number]): ModuleEditorSetting {
  const seed = lineOf(SEED_VP[side], l)?.points ?? 0;
  return {
    id: `vp-${side}-${l.when}${l.class ? `-${l.class}` : ''}`,
    group: (t) => wordsFor(t)(`editor.airDefence.vpTable.${side}` as AirDefenceKey),
    label: (t) => {
      const w = wordsFor(t);
      return w(`vp.when.${l.when}` as AirDefenceKey, { cls: l.class ? w(`editor.airDefence.cls.${l.class}` as AirDefenceKey) : '' });
    },
    min: -99,
    max: 99,
    shownDefault: () => String(seed),
    read: (o) => {
      const vp = o.vp as Record<PlayerId, VpLine[]> | undefined;
      return vp ? (lineOf(vp[side] ?? [], l)?.points ?? 0) : undefined;
    },
    write: (o, v) => {
      const vp = (o.vp as Record<PlayerId, VpLine[]> | undefined) ?? SEED_VP;
      const points = v === undefined ? seed : Number(v);
      const lines = (vp[side] ?? []).filter((x) => !(x.when === l.when && x.class === l.class));
      const at = (vp[side] ?? []).findIndex((x) => x.when === l.when && x.class === l.class);
      const line: VpLine = { when: l.when, ...(l.class ? { class: l.class } : {}), points };
      if (points !== 0) lines.splice(at >= 0 ? at : lines.length, 0, line);
      const next = { ...vp, [side]: lines };
      return writeAt(o, ['vp'], sameJson(next, SEED_VP) ? undefined : next);
    },
  };
}

const edgeChoice = (e: string) => ({ value: e, label: (t: Parameters<typeof wordsFor>[0]) => wordsFor(t)(`editor.airDefence.edge.${e}` as AirDefenceKey) });

/** Module L's options as the editor's form fields. */
export const airDefenceEditorSettings = (): readonly ModuleEditorSetting[] => [
  choiceSetting(['weather', 'sun'], {
    id: 'sun',
    label: (t) => wordsFor(t)('editor.airDefence.sun'),
    shownDefault: (t) => wordsFor(t)('editor.airDefence.edge.null'),
    choices: [edgeChoice('null'), ...EDGES.map(edgeChoice)],
  }),
  choiceSetting(['damage'], {
    id: 'damage',
    label: (t) => wordsFor(t)('editor.airDefence.damage'),
    shownDefault: (t) => wordsFor(t)('module.airDefence.opt.damage.destroy'),
    choices: (['destroy', 'two-step'] as const).map((d) => ({ value: d, label: (t) => wordsFor(t)(`module.airDefence.opt.damage.${d}`) })),
  }),
  ...sideNumbers('vpTarget', { id: 'vpTarget', group: (t) => wordsFor(t)('editor.airDefence.vpTarget'), min: 1, max: 999, defaults: { blue: 10, red: 15 } }),
  ...(['blue', 'red'] as const).flatMap((side) => VP_LINES.map((l) => vpSetting(side, l))),
];

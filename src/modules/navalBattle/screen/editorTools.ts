// Module N in the scenario editor (ScreenModule.editorTools): neutral waters (N-NEUTRAL) and each side's
// port fields (N-PORT-1) toggled by clicking fields; both are written as row runs ("B8:E8"). The number
// of batteries and mines each side sets up, the neutral-waters stay, the plane's strike and the turn
// limit are settings (ScreenModule.editorSettings); a port's entrances and the fleet stay JSON.
import type { PlayerId } from '../../../engine';
import { cellName } from '../../../engine/geometry';
import type { ModuleEditorSetting, ModuleEditorTool, ScenarioJson } from '../../../ui/modules/screenModule';
import { numberSetting } from '../../../editor/moduleSettings';
import { expandZoneCells, zoneEntries } from '../../../editor/zones';
import { NAVAL } from '../rules/index';
import { wordsFor, type NavalKey } from '../strings';

type Port = { fields?: string[]; entrances?: unknown[] };
type Options = { neutral?: string[]; ports?: Partial<Record<PlayerId, Port>> };

const shapeOf = (s: ScenarioJson) => {
  const map = (s.map ?? {}) as { width?: unknown; height?: unknown };
  return { width: Number(map.width) || 0, height: Number(map.height) || 0 };
};

function withOptions(scenario: ScenarioJson, change: (o: Options) => Options): ScenarioJson {
  const rules = (scenario.rules ?? {}) as Record<string, unknown>;
  const modules = Array.isArray(rules.modules) ? (rules.modules as { id?: unknown; options?: Options }[]) : [];
  const k = modules.findIndex((m) => m?.id === NAVAL);
  if (k < 0) return scenario;
  const next = [...modules];
  next[k] = { ...modules[k], options: change(modules[k].options ?? {}) };
  return { ...scenario, rules: { ...rules, modules: next } };
}

const optionsOf = (scenario: ScenarioJson): Options => {
  const modules = (scenario.rules as { modules?: { id?: unknown; options?: Options }[] } | undefined)?.modules;
  return (Array.isArray(modules) ? modules.find((m) => m?.id === NAVAL)?.options : undefined) ?? {};
};

/** Fields as entries, with one field added or taken out. */
function toggled(scenario: ScenarioJson, entries: readonly string[] | undefined, node: string): string[] {
  const shape = shapeOf(scenario);
  const cells = expandZoneCells(shape, entries ?? []);
  const k = cells.findIndex((c) => cellName(c) === node);
  if (k >= 0) cells.splice(k, 1);
  else cells.push(...expandZoneCells(shape, [node]));
  return zoneEntries(cells);
}

const marksOf = (scenario: ScenarioJson, entries: readonly string[] | undefined, text: string) =>
  expandZoneCells(shapeOf(scenario), entries ?? []).map((c) => ({ node: cellName(c), text }));

export const navalEditorTools: readonly ModuleEditorTool[] = [
  {
    id: 'neutral',
    label: (t) => wordsFor(t)('naval.editor.neutral'),
    apply: (scenario, node) => withOptions(scenario, (o) => ({ ...o, neutral: toggled(scenario, o.neutral, node) })),
    marks: (scenario) => marksOf(scenario, optionsOf(scenario).neutral, 'N'),
  },
  {
    id: 'port',
    label: (t) => wordsFor(t)('naval.editor.port'),
    apply: (scenario, node, side) =>
      withOptions(scenario, (o) => {
        const port = o.ports?.[side] ?? {};
        return { ...o, ports: { ...o.ports, [side]: { ...port, fields: toggled(scenario, port.fields, node) } } };
      }),
    marks: (scenario) => (['blue', 'red'] as const).flatMap((side) => marksOf(scenario, optionsOf(scenario).ports?.[side]?.fields, side === 'blue' ? 'P●' : 'P◆')),
  },
];

const number = (key: string, min: number, max: number, shown: (t: Parameters<typeof wordsFor>[0]) => string): ModuleEditorSetting =>
  numberSetting([key], { id: key, label: (t) => wordsFor(t)(`naval.editor.${key}` as NavalKey), min, max, shownDefault: shown });

/** N-SETUP, N-NEUTRAL-3, N-STRIKE, N-LIMIT: module N's numbers as the editor's form fields. */
export const navalEditorSettings = (): readonly ModuleEditorSetting[] => [
  number('batteries', 0, 12, () => '4'),
  number('mines', 0, 20, () => '6'),
  number('neutralTurns', 1, 20, () => '3'),
  number('strikeRange', 1, 12, () => '4'),
  number('planeStrength', 0, 99, () => '8'),
  number('turnLimit', 2, 100000, (t) => wordsFor(t)('naval.editor.noLimit')),
];

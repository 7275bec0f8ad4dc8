// Module C in the scenario editor: its level and each level's budget (C-LEVEL-1), the objective type
// and its numbers (C-OBJ), who attacks (C-ROLE-1) and the fleet limits (C-BUILD-2) as form fields
// (ScreenModule.editorSettings); the strategic point (C-OBJ-STRATEGIC) and the documents' supply nodes
// (C-OBJ-DOCUMENTS) picked on the map (ScreenModule.editorTools).
import type { Translate } from '../../../i18n';
import type { ModuleEditorSetting, ModuleEditorTool, ScenarioJson } from '../../../ui/modules/screenModule';
import { choiceSetting, numberSetting, writeAt } from '../../../editor/moduleSettings';
import { MODULE_ID } from '../rules/data';
import { LEVELS, OBJECTIVES } from '../rules/options';
import { wordsFor, type FleetKey } from '../strings';

type Options = { centre?: string; supplyNodes?: string[] };

const w = (t: Translate) => wordsFor(t);
const optionsOf = (scenario: ScenarioJson): Options & Record<string, unknown> => {
  const m = ((scenario.rules as { modules?: { id?: unknown; options?: unknown }[] } | undefined)?.modules ?? []).find((x) => x?.id === MODULE_ID);
  return (m?.options as Options & Record<string, unknown> | undefined) ?? {};
};

/** The scenario with module C's options changed (its entry in `rules.modules` found by id). */
function withOptions(scenario: ScenarioJson, change: (o: Readonly<Record<string, unknown>>) => Record<string, unknown>): ScenarioJson {
  const rules = (scenario.rules ?? {}) as Record<string, unknown>;
  const modules = Array.isArray(rules.modules) ? (rules.modules as { id?: unknown; options?: Record<string, unknown> }[]) : [];
  const k = modules.findIndex((m) => m?.id === MODULE_ID);
  if (k < 0) return scenario;
  const next = [...modules];
  const options = change(modules[k].options ?? {});
  const { options: _drop, ...rest } = modules[k];
  next[k] = Object.keys(options).length ? { ...rest, options } : rest;
  return { ...scenario, rules: { ...rules, modules: next } };
}

export const fleetEditorTools: readonly ModuleEditorTool[] = [
  {
    id: 'centre',
    label: (t) => w(t)('editor.fleet.centre'),
    // a click sets the strategic point; a click on it takes it away (the map's middle node again)
    apply: (scenario, node) => withOptions(scenario, (o) => writeAt(o, ['centre'], String(o.centre ?? '').toUpperCase() === node ? undefined : node)),
    marks: (scenario) => (optionsOf(scenario).centre ? [{ node: String(optionsOf(scenario).centre).toUpperCase(), text: '★' }] : []),
  },
  {
    id: 'supply',
    label: (t) => w(t)('editor.fleet.supply'),
    apply: (scenario, node) =>
      withOptions(scenario, (o) => {
        const now = Array.isArray(o.supplyNodes) ? (o.supplyNodes as string[]) : [];
        const next = now.some((n) => n.toUpperCase() === node) ? now.filter((n) => n.toUpperCase() !== node) : [...now, node];
        return writeAt(o, ['supplyNodes'], next.length ? next : undefined);
      }),
    marks: (scenario) => (optionsOf(scenario).supplyNodes ?? []).map((n) => ({ node: n.toUpperCase(), text: '✉' })),
  },
];

const number = (key: string, min: number, max: number, shown: number, group?: FleetKey): ModuleEditorSetting =>
  numberSetting([key], { id: key, label: (t) => w(t)(`editor.fleet.${key}` as FleetKey), group: group && ((t) => w(t)(group)), min, max, shownDefault: () => String(shown) });

export const fleetEditorSettings = (): readonly ModuleEditorSetting[] => [
  choiceSetting(['level'], {
    id: 'level',
    label: (t) => w(t)('editor.fleet.level'),
    shownDefault: (t) => w(t)('fleet.level.brigade'),
    choices: LEVELS.map((l) => ({ value: l, label: (t: Translate) => w(t)(`fleet.level.${l}`) })),
  }),
  ...LEVELS.map((l, k) =>
    numberSetting(['levels', l], {
      id: `budget-${l}`,
      group: (t) => w(t)('editor.fleet.budgets'),
      label: (t) => w(t)(`fleet.level.${l}`),
      min: 0,
      max: 100000,
      shownDefault: () => String([100, 250, 500, 1000, 2000][k]),
    }),
  ),
  number('scale', 1, 1000, 10, 'editor.fleet.budgets'),
  choiceSetting(['objective'], {
    id: 'objective',
    group: (t) => w(t)('editor.fleet.objectiveGroup'),
    label: (t) => w(t)('fleet.quick.objective'),
    shownDefault: (t) => w(t)('fleet.quick.objective.elimination'),
    choices: OBJECTIVES.map((o) => ({ value: o, label: (t: Translate) => w(t)(`fleet.quick.objective.${o}`) })),
  }),
  choiceSetting(['attacker'], {
    id: 'attacker',
    group: (t) => w(t)('editor.fleet.objectiveGroup'),
    label: (t) => w(t)('editor.fleet.attacker'),
    shownDefault: (t) => w(t)('editor.fleet.attacker.spending'),
    choices: (['spending', 'blue', 'red'] as const).map((a) => ({ value: a, label: (t: Translate) => (a === 'spending' ? w(t)('editor.fleet.attacker.spending') : t(`owner.${a}`)) })),
  }),
  number('holdUnits', 1, 6, 2, 'editor.fleet.objectiveGroup'),
  number('holdRounds', 1, 20, 3, 'editor.fleet.objectiveGroup'),
  number('enemyRadius', 0, 6, 2, 'editor.fleet.objectiveGroup'),
  number('ambushShare', 1, 100, 25, 'editor.fleet.objectiveGroup'),
  number('documentsToWin', 1, 9, 2, 'editor.fleet.objectiveGroup'),
  number('maxShips', 1, 60, 24, 'editor.fleet.limits'),
  number('maxCards', 0, 60, 12, 'editor.fleet.limits'),
  number('maxMinefields', 0, 6, 2, 'editor.fleet.limits'),
];

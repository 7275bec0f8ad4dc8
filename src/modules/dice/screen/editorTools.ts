// Module D in the scenario editor (ScreenModule.editorSettings): the initiative roll (D-INITIATIVE), the
// kind of turn (D-FLEET), each side's re-rolls a round (D-REROLL) and the dice classes (D-TABLE): the
// to-hit, defence and hull of every class the scenario plays with, the table's numbers shown as defaults.
import type { Translate } from '../../../i18n';
import { wordsOf, type ModuleEditorSetting, type ScenarioJson } from '../../../ui/modules/screenModule';
import { choiceSetting, sameJson, sideNumbers, writeAt } from '../../../editor/moduleSettings';
import { DICE_TABLE, type DiceProfile } from '../rules/table';
import type { DiceKey } from '../strings';

const w = (t: Translate) => wordsOf<DiceKey>(t);
const STATS = ['hit', 'defence', 'hull'] as const;

/** The classes the scenario plays with (its units, fleets, reinforcements, fixed units) and those the options already give. */
function classesOf(scenario: ScenarioJson, options: Readonly<Record<string, unknown>>): string[] {
  const lists = ['units', 'reserve', 'reinforcements'].flatMap((k) => (Array.isArray(scenario[k]) ? (scenario[k] as { class?: unknown }[]) : []));
  const features = ((scenario.map as { features?: { kind?: unknown; owner?: unknown }[] } | undefined)?.features ?? []).filter((f) => f?.owner);
  const named = [...lists.map((u) => u?.class), ...features.map((f) => f.kind), ...Object.keys((options.classes as object | undefined) ?? {})];
  return [...new Set(named.filter((c): c is string => typeof c === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(c) && (c in DICE_TABLE || c in ((options.classes as object | undefined) ?? {}))))];
}

const optionsOf = (scenario: ScenarioJson): Readonly<Record<string, unknown>> => {
  const m = ((scenario.rules as { modules?: { id?: unknown; options?: unknown }[] } | undefined)?.modules ?? []).find((x) => x?.id === 'dice');
  return (m?.options as Record<string, unknown> | undefined) ?? {};
};

/** D-TABLE: one number of a class's profile; the profile is written whole, and leaves the options when it is the table's again. */
function statSetting(cls: string, stat: (typeof STATS)[number]): ModuleEditorSetting {
  const table = DICE_TABLE[cls] as DiceProfile | undefined;
  return {
    id: `class-${cls}-${stat}`,
    group: (t) => w(t)('editor.dice.class', { cls }),
    label: (t) => w(t)(`editor.dice.${stat}`),
    min: 1,
    max: stat === 'hull' ? 9 : 11,
    shownDefault: () => (table ? String(table[stat]) : '—'),
    read: (o) => {
      const p = (o.classes as Record<string, DiceProfile> | undefined)?.[cls];
      return p ? p[stat] : undefined;
    },
    write: (o, v) => {
      const classes = { ...((o.classes as Record<string, DiceProfile> | undefined) ?? {}) };
      const base = classes[cls] ?? table ?? { hit: 6, defence: 6, hull: 1 };
      const profile = { ...base, [stat]: v === undefined ? (table?.[stat] ?? base[stat]) : Number(v) };
      if (table && sameJson(profile, table)) delete classes[cls];
      else classes[cls] = profile;
      return writeAt(o, ['classes'], Object.keys(classes).length ? classes : undefined);
    },
  };
}

export const diceEditorSettings = (scenario: ScenarioJson): readonly ModuleEditorSetting[] => [
  choiceSetting(['initiative'], {
    id: 'initiative',
    label: (t) => w(t)('editor.dice.initiative'),
    shownDefault: (t) => w(t)('module.dice.opt.initiative.none'),
    choices: (['none', 'd10'] as const).map((v) => ({ value: v, label: (t: Translate) => w(t)(`module.dice.opt.initiative.${v}`) })),
  }),
  choiceSetting(['turns'], {
    id: 'turns',
    label: (t) => w(t)('editor.dice.turns'),
    shownDefault: (t) => w(t)('module.dice.opt.turns.activations'),
    choices: (['activations', 'fleet'] as const).map((v) => ({ value: v, label: (t: Translate) => w(t)(`module.dice.opt.turns.${v}`) })),
  }),
  choiceSetting(['tieBreak'], {
    id: 'tieBreak',
    label: (t) => w(t)('editor.dice.tieBreak'),
    shownDefault: (t) => w(t)('module.dice.opt.tieBreak.none'),
    choices: (['none', 'damage'] as const).map((v) => ({ value: v, label: (t: Translate) => w(t)(`module.dice.opt.tieBreak.${v}`) })),
  }),
  ...sideNumbers('rerollsPerRound', { id: 'rerolls', group: (t) => w(t)('editor.dice.rerolls'), min: 0, max: 9, defaults: { blue: 0, red: 0 } }),
  ...classesOf(scenario, optionsOf(scenario)).flatMap((cls) => STATS.map((stat) => statSetting(cls, stat))),
];

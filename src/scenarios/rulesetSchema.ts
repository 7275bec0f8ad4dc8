// The ruleset format: ship classes (§3), fixed units, attack types (§5.2–5.3), points (§11) and
// rule options (§14). The default ruleset is data (ruleset.default.json); a scenario may override
// any part of it with a partial ruleset, merged field by field, then validated as a whole.
import * as z from 'zod/mini';
import defaultRulesetJson from './ruleset.default.json';
import diceClassesJson from './diceClasses.json';
import { formatPath, type DataError } from './mapSchema';

export const ATTACK_TYPES = ['artillery', 'torpedo', 'air', 'none'] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];
/** What an attack can hit (§5.3): ships, fixed units, plane markers, bombers. */
export const TARGET_KINDS = ['ship', 'fixed', 'plane', 'bomber'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

const nameSchema = z.object({ en: z.string().check(z.minLength(1)), pl: z.string().check(z.minLength(1)) });
const count = z.int().check(z.minimum(0));

/** One group of rays of an attack zone: relative directions and a distance range (R-UNIT-1). */
export const zoneRaysSchema = z
  .object({ rays: z.array(z.int().check(z.minimum(0), z.maximum(5))).check(z.minLength(1)), from: z.int().check(z.minimum(1)), to: z.int().check(z.minimum(1)) })
  .check(z.refine((r) => r.from <= r.to, { message: '"from" must not exceed "to"' }));
export type ZoneRays = z.infer<typeof zoneRaysSchema>;

export const shipClassSchema = z.object({
  name: nameSchema,
  mp: count,
  attack: z.enum(ATTACK_TYPES),
  zone: z.array(zoneRaysSchema),
  points: count,
  /** Command tokens the ship brings to its owner's pool (R-CMD-1) and takes away when lost (R-CMD-3). */
  tokens: z._default(count, 1),
  shallowDraft: z._default(z.boolean(), false),
  /** Planes aboard at the start (carriers, §8.1); a class with planes needs one aboard to attack (R-UNIT-2). */
  planes: z.optional(count),
  pointsPerPlane: z._default(count, 0),
  cargo: z.optional(count),
  pointsPerCargo: z._default(count, 0),
  depthCharges: z._default(z.boolean(), false),
  canDive: z._default(z.boolean(), false),
});
export type ShipClass = z.infer<typeof shipClassSchema>;

export const fixedUnitSchema = z.object({
  name: nameSchema,
  attack: z.enum(ATTACK_TYPES),
  zone: z.array(zoneRaysSchema),
  points: count,
  tokens: z._default(count, 0),
  /** §8.2: a fixed class with a bomber pool is an airfield (operates bombers; hit, never destroyed: R-AIR-4). */
  bombers: z.optional(count),
});
export type FixedUnitClass = z.infer<typeof fixedUnitSchema>;

export const attackTypeSchema = z.object({
  /** "over": ignores everything between; "clearSea": the torpedo rule of §5.2. */
  line: z.enum(['over', 'clearSea']),
  hits: z.array(z.enum(TARGET_KINDS)),
});

export const ruleOptionsSchema = z.object({
  turnCost: count,
  cardPlaysPerRound: count,
  handLimit: z.int().check(z.minimum(1)),
  firstPlayer: z.enum(['scenario', 'roll']),
  maxDive: z.int().check(z.minimum(1)),
  combat: z.enum(['instant', 'dice']),
  hideBetweenTurns: z.boolean(),
  tfMaxShips: z.int().check(z.minimum(1)),
  planeReturn: z.enum(['in-zone', 'auto-after-enemy-turn']),
  /** §10: a plane marker launched in round r lies on the round track's field r + this, and is lost when it is finished (null: never). */
  planeEndurance: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(9))), null),
  /** §9 reaction cards (cancelAttack), R-CARD-1: armed face down in the owner's turn, triggering by themselves; or off. */
  reactions: z._default(z.enum(['armed', 'off'], { error: (i) => (i.input === 'ifHeld' || i.input === 'always' ? `"${String(i.input)}" is gone: reaction cards are now armed in their owner's turn and trigger by themselves (R-CARD-1); use "armed" or "off"` : 'use "armed" or "off"') }), 'armed'),
});
export type RuleOptions = z.infer<typeof ruleOptionsSchema>;

const classIdSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]*$/, 'a class id such as "BB"'));

export const rulesetSchema = z.object({
  format: z.literal('enb-ruleset'),
  version: z.literal(1),
  classes: z.record(classIdSchema, shipClassSchema),
  fixedUnits: z.record(classIdSchema, fixedUnitSchema),
  attackTypes: z.object({ artillery: attackTypeSchema, torpedo: attackTypeSchema, air: attackTypeSchema }),
  points: z.object({ plane: count, bomber: count, cargo: count }),
  /** §8.2 bomber markers: their air attack zone (default ray 0, 1–3). */
  bomber: z.object({ name: nameSchema, zone: z.array(zoneRaysSchema) }),
  options: ruleOptionsSchema,
});
export type Ruleset = z.infer<typeof rulesetSchema>;

/** A scenario's partial ruleset: any field may be given; new classes must be complete after merging. */
export const rulesetOverrideSchema = z.record(z.string(), z.unknown());

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Deep merge of plain objects; arrays and scalars in the override replace the base. */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(override)) out[k] = deepMerge(base[k], v);
  return out;
}

const parsedDefault = rulesetSchema.safeParse(defaultRulesetJson);
if (!parsedDefault.success) throw new Error(`ruleset.default.json is invalid: ${parsedDefault.error.message}`);
/** The bundled default ruleset (§3, §14), validated. */
export const DEFAULT_RULESET: Ruleset = parsedDefault.data;

/** Module D's speed classes (slow, standard, fast, very fast → MP) and the seed's extra classes, as data (diceClasses.json). */
export const SPEED_CLASSES: Record<string, number> = diceClassesJson.speeds;
/** The ruleset parts rule modules bring (their extra classes), by module id: module D's classes, each with the MP of its speed class. */
const MODULE_RULESETS: Record<string, unknown> = {
  dice: { classes: Object.fromEntries(Object.entries(diceClassesJson.classes).map(([id, { speed, ...c }]) => [id, { ...c, mp: SPEED_CLASSES[speed] }])) },
};
/**
 * The scenario format's shorthand for a rule module that resolves combat: a `rules.combat` value (other
 * than ENB's "instant") plays that module, its options then being these keys of the `rules` block.
 */
export const COMBAT_SHORTHAND: Readonly<Record<string, { module: string; name: string; options: readonly string[] }>> = {
  dice: { module: 'dice', name: 'dice combat (module D)', options: ['initiative', 'classes', 'turns', 'tieBreak'] },
};
/** The combat module a rules block's `combat` option names by the shorthand, if any (the editor asks too). */
export const shorthandOf = (combat: unknown) => (typeof combat === 'string' && Object.prototype.hasOwnProperty.call(COMBAT_SHORTHAND, combat) ? COMBAT_SHORTHAND[combat] : undefined);

/**
 * The keys of a `rules` block no rule reads: an option the engine would ignore is refused, never
 * ignored (a combat module's option without that combat, a misspelt or retired option).
 */
function ignoredRules(rules: unknown, named: string[]): DataError[] {
  if (!isPlainObject(rules)) return [];
  const known: string[] = [...Object.keys(ruleOptionsSchema.shape), 'modules'];
  const shorthandKeys = Object.values(COMBAT_SHORTHAND).flatMap((c) => c.options);
  return Object.keys(rules).flatMap((k) => {
    if (known.includes(k)) return [];
    const owner = Object.entries(COMBAT_SHORTHAND).find(([, c]) => c.options.includes(k));
    if (owner) {
      const [value, c] = owner;
      const listed = Array.isArray(rules.modules) ? rules.modules.findIndex((m) => isPlainObject(m) && m.id === c.module) : -1;
      if (listed >= 0) return [{ path: formatPath(['rules', k]), message: `"${k}" is an option of ${c.name}, listed in rules.modules[${listed}]: give it there, in its "options"` }];
      return named.includes(c.module) ? [] : [{ path: formatPath(['rules', k]), message: `"${k}" is an option of ${c.name}: it is played only with "combat": "${value}"` }];
    }
    return [{ path: formatPath(['rules', k]), message: `"${k}" is not a rule option this engine plays (known: ${[...known, ...shorthandKeys].join(', ')})` }];
  });
}

/** The modules a scenario's `rules` name: its `modules` list, and the module its `combat` names (module D when "dice"). */
export function modulesNamed(rules: unknown): string[] {
  const r = isPlainObject(rules) ? rules : {};
  const ids = Array.isArray(r.modules) ? r.modules.flatMap((m) => (isPlainObject(m) && typeof m.id === 'string' ? [m.id] : [])) : [];
  const combat = shorthandOf(r.combat);
  return combat && !ids.includes(combat.module) ? [...ids, combat.module] : ids;
}

/**
 * The ruleset a scenario plays with: the default, the parts its rule modules bring, overridden by the
 * scenario's `ruleset` and then its `rules` (options). Errors carry paths inside the scenario
 * (`ruleset.classes.XX.mp`, `rules.turnCost`).
 */
export function resolveRuleset(override: unknown, rules: unknown): { ok: true; value: Ruleset } | { ok: false; errors: DataError[] } {
  const named = modulesNamed(rules);
  const base = named.reduce<unknown>((acc, id) => deepMerge(acc, Object.prototype.hasOwnProperty.call(MODULE_RULESETS, id) ? MODULE_RULESETS[id] : {}), defaultRulesetJson);
  // listing a combat module (module D) is its combat, whatever `combat` says
  const combat = Object.keys(COMBAT_SHORTHAND).find((value) => named.includes(COMBAT_SHORTHAND[value].module));
  const options = combat && isPlainObject(rules) ? { ...rules, combat } : (rules ?? {});
  const merged = deepMerge(deepMerge(base, override ?? {}), { options });
  const parsed = rulesetSchema.safeParse(merged);
  const ignored = ignoredRules(rules, named);
  if (ignored.length) return { ok: false, errors: ignored };
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((i) => {
      const path = i.path[0] === 'options' ? ['rules', ...i.path.slice(1)] : ['ruleset', ...i.path];
      return { path: formatPath(path), message: i.message };
    }),
  };
}

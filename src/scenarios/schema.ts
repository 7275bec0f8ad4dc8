// Scenario file format v1: a map, the sides, the units placed, the round limit, rule options and
// ruleset overrides, objectives and decks. parseScenario never throws: a broken file yields every
// error with its path and reason.
import { z } from 'zod';
import { checkMap, formatPath, mapSchema, playerSchema, type DataError } from './mapSchema';
import { resolveRuleset, rulesetOverrideSchema } from './rulesetSchema';
import { checkUnits, unitPlacementSchema } from './unitChecks';

export const SCENARIO_FORMAT = 'enb-scenario';
export const SCENARIO_VERSION = 1;

/** A text in both UI languages. */
export const textSchema = z.object({ en: z.string().min(1), pl: z.string().min(1) });
export type Text = z.infer<typeof textSchema>;

const perPlayer = <T extends z.ZodType>(item: T) => z.object({ blue: item.optional(), red: item.optional() });

export const DEFAULT_POINTS_TARGET = 12;
export const DEFAULT_ROUNDS = 8;

export const scenarioSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(SCENARIO_VERSION),
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  name: textSchema,
  description: textSchema,
  map: mapSchema,
  /** The round limit (§10, §11). */
  rounds: z.number().int().min(1).max(99).default(DEFAULT_ROUNDS),
  /** R-ORDER-1: who goes first in round 1 (unless the `firstPlayer: "roll"` option is set). */
  firstPlayer: playerSchema.default('blue'),
  /** Rule options of §14; missing ones come from the ruleset. */
  rules: z.record(z.string(), z.unknown()).default({}),
  /** Partial ruleset overriding the default one (classes, fixed units, points, options). */
  ruleset: rulesetOverrideSchema.default({}),
  /** Ships placed on the map at the start. */
  units: z.array(unitPlacementSchema).default([]),
  /** Scenario mode (§11): points targets per player; absent means sandbox mode. */
  objectives: z.object({ pointsTarget: perPlayer(z.number().int().min(1)).default({}) }).optional(),
  /** Plain decks of card ids per player (the cards themselves come with the cards rules). */
  decks: perPlayer(z.array(z.string().min(1))).default({}),
  /** R-CMD-1: scenario bonus tokens per round per player. */
  commandBonus: perPlayer(z.number().int().min(0)).default({}),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: DataError[] };

/** Validate unknown JSON as a scenario: schema first, then the checks that need the whole map and ruleset. */
export function parseScenario(json: unknown): ParseResult<Scenario> {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, errors: parsed.error.issues.map((i) => ({ path: formatPath(i.path) || '(file)', message: i.message })) };
  const s = parsed.data;
  const errors = checkMap(s.map);
  const ruleset = resolveRuleset(s.ruleset, s.rules);
  if (!ruleset.ok) errors.push(...ruleset.errors);
  else {
    if (ruleset.value.options.combat === 'dice')
      errors.push({ path: 'rules.combat', message: 'dice combat (module D) is not available yet; use "instant"' });
    if (!errors.length) errors.push(...checkUnits(s.map, s.units, ruleset.value));
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: s };
}

/** Parse scenario text (a file's contents), reporting invalid JSON as an error too. */
export function parseScenarioText(text: string): ParseResult<Scenario> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ path: '(file)', message: `not valid JSON: ${(e as Error).message}` }] };
  }
  return parseScenario(json);
}

// Scenario file format v1: a map, the sides, the units placed, the round limit, rule options and
// ruleset overrides, objectives and decks. parseScenario never throws: a broken file yields every
// error with its path and reason.
import * as z from 'zod/mini';
import { checkMap, formatPath, mapSchema, playerSchema, type DataError } from './mapSchema';
import { MAX_SCENARIO_CHARS } from '../saves/limits';
import { textDepth, tooDeep, valueDepth } from '../saves/nesting';
import { capRefusals } from './quoteCap';
import './dataMessages';
import { resolveRuleset, rulesetOverrideSchema } from './rulesetSchema';
import { checkUnits, unitPlacementSchema } from './unitChecks';
import { checkOperations, reinforcementSchema, trackEntrySchema } from './trackSchema';
import { checkReserve, checkSecretSetupZones, reservePlacementSchema } from './reserveChecks';
import { fixedUnitPlacements } from './unitChecks';
import { cardSchema, checkCards, deckSchema } from './cardSchema';
import { checkObjectives, objectiveListSchema } from './objectiveSchema';

export const SCENARIO_FORMAT = 'enb-scenario';
export const SCENARIO_VERSION = 1;

/** A text in both UI languages. */
export const textSchema = z.object({ en: z.string().check(z.minLength(1)), pl: z.string().check(z.minLength(1)) });
export type Text = z.infer<typeof textSchema>;

const perPlayer = <T extends z.ZodMiniType>(item: T) => z._default(z.object({ blue: z.optional(item), red: z.optional(item) }), {});

export const DEFAULT_POINTS_TARGET = 12;
export const DEFAULT_ROUNDS = 8;

export const scenarioSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(SCENARIO_VERSION),
  id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')),
  name: textSchema,
  description: textSchema,
  map: mapSchema,
  /** The round limit (§10, §11). */
  rounds: z._default(z.int().check(z.minimum(1), z.maximum(99)), DEFAULT_ROUNDS),
  /** R-ORDER-1: who goes first in round 1 (unless the `firstPlayer: "roll"` option is set). */
  firstPlayer: z._default(playerSchema, 'blue'),
  /** Rule options of §14; missing ones come from the ruleset. */
  rules: z._default(z.record(z.string(), z.unknown()), {}),
  /** Partial ruleset overriding the default one (classes, fixed units, points, options). */
  ruleset: z._default(rulesetOverrideSchema, {}),
  /** Ships placed on the map at the start. */
  units: z._default(z.array(unitPlacementSchema), []),
  /** Scenario mode (§11): points targets (R-WIN-1) and each side's list of objectives (objectiveSchema.ts); absent means sandbox mode. */
  objectives: z.optional(z.object({ pointsTarget: perPlayer(z.int().check(z.minimum(1))), blue: z.optional(objectiveListSchema), red: z.optional(objectiveListSchema) })),
  /** §9 decks per player: "default" or card ids (optionally `{ card, count }`); absent: the default deck for both; a side left out has no cards. */
  decks: z.optional(z.object({ blue: z.optional(deckSchema), red: z.optional(deckSchema) })),
  /** §9 card definitions added to (or replacing by id) the bundled ones of cards.default.json. */
  cards: z._default(z.array(cardSchema), []),
  /** R-CMD-1: scenario bonus tokens per round per player. */
  commandBonus: perPlayer(z.int().check(z.minimum(0))),
  /** §8.5: mine tokens per player at the start (depth charges). */
  mines: perPlayer(z.int().check(z.minimum(0))),
  /** §10: units entering at their round, at a node or a map edge. */
  reinforcements: z._default(z.array(reinforcementSchema), []),
  /** §10: other items on the round track: mine tokens, cards to hand, effects, expiring units. */
  roundTrack: z._default(z.array(trackEntrySchema), []),
  /** §7.1: ships without a node: the fleets the players set up in secret (task forces or placed in their setup zone). */
  reserve: z._default(z.array(reservePlacementSchema), []),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: DataError[] };

/** Validate unknown JSON as a scenario: schema first, then the checks that need the whole map and ruleset. */
/** Check a scenario (its JSON) whole: the scenario, or every refusal (path: reason), each quoting at most ~60 characters of the file. */
export const parseScenario = (json: unknown): ParseResult<Scenario> => capRefusals(checkScenario(json));

function checkScenario(json: unknown): ParseResult<Scenario> {
  const deep = tooDeep(valueDepth(json), 'scenario');
  if (deep) return { ok: false, errors: [deep] };
  const version = (json as { version?: unknown } | null)?.version;
  if ((json as { format?: unknown } | null)?.format === SCENARIO_FORMAT && typeof version === 'number' && version > SCENARIO_VERSION)
    return { ok: false, errors: [{ path: 'version', message: `this scenario was made for a newer version of ENB (version ${version}); this version reads version ${SCENARIO_VERSION}` }] };
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, errors: parsed.error.issues.map((i) => ({ path: formatPath(i.path) || '(file)', message: i.message })) };
  const s = parsed.data;
  const errors = checkMap(s.map);
  const ruleset = resolveRuleset(s.ruleset, s.rules);
  if (!ruleset.ok) errors.push(...ruleset.errors);
  else {
    if (!errors.length) errors.push(...checkUnits(s.map, s.units, ruleset.value));
    if (!errors.length) errors.push(...checkOperations(s, ruleset.value));
    errors.push(...checkCards(s.decks, s.cards, Object.keys(ruleset.value.classes))); // §9
    if (!errors.length) errors.push(...checkReserve(s.units, s.reserve, ruleset.value, new Set(fixedUnitPlacements(s.map, ruleset.value).map((f) => f.id))));
    if (!errors.length) errors.push(...checkSecretSetupZones(s.map, s.reserve)); // R-SETUP-2
    if (!errors.length) errors.push(...checkObjectives(s, ruleset.value)); // §11 objectives
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: s };
}

/** Parse scenario text (a file's contents), reporting invalid JSON as an error too. */
export const parseScenarioText = (text: string): ParseResult<Scenario> => capRefusals(checkScenarioText(text));

function checkScenarioText(text: string): ParseResult<Scenario> {
  if (text.length > MAX_SCENARIO_CHARS) return tooLarge(text.length);
  const deep = tooDeep(textDepth(text), 'scenario');
  if (deep) return { ok: false, errors: [deep] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ path: '(file)', message: `not valid JSON: ${(e as Error).message}` }] };
  }
  // the save writes the scenario pretty-printed: it must fit there too
  const written = JSON.stringify(json, null, 2)?.length ?? 0;
  if (written > MAX_SCENARIO_CHARS) return tooLarge(written);
  return parseScenario(json);
}

const mb = (chars: number): string => (chars / 1024 / 1024).toFixed(1);
const tooLarge = (chars: number): ParseResult<Scenario> => ({
  ok: false,
  errors: [{ path: '(file)', message: `the scenario is too large (${mb(chars)} MB); a scenario is at most ${mb(MAX_SCENARIO_CHARS)} MB, so that its games can be saved` }],
});

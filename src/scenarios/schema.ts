// Scenario file format v1: a map, the sides, and (added by the engine's rules) units and options.
// parseScenario never throws: a broken file yields every error with its path and reason.
import { z } from 'zod';
import { checkMap, formatPath, mapSchema, type DataError } from './mapSchema';

export const SCENARIO_FORMAT = 'enb-scenario';
export const SCENARIO_VERSION = 1;

/** A text in both UI languages. */
export const textSchema = z.object({ en: z.string().min(1), pl: z.string().min(1) });
export type Text = z.infer<typeof textSchema>;

export const scenarioSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(SCENARIO_VERSION),
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  name: textSchema,
  description: textSchema,
  map: mapSchema,
});
export type Scenario = z.infer<typeof scenarioSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: DataError[] };

/** Validate unknown JSON as a scenario: schema first, then the checks that need the whole map. */
export function parseScenario(json: unknown): ParseResult<Scenario> {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, errors: parsed.error.issues.map((i) => ({ path: formatPath(i.path) || '(file)', message: i.message })) };
  const errors = checkMap(parsed.data.map);
  return errors.length ? { ok: false, errors } : { ok: true, value: parsed.data };
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

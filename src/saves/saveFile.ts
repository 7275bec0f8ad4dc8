// Save files: a game is its scenario, seed, options and action log (§13), plus a format version.
// The scenario is stored whole, so custom scenarios replay too. parseSave refuses — with every
// error's path and reason, never by throwing — a file that is oversized, not JSON, truncated, not a
// save, from a newer version, with a broken scenario, or with an action the engine refuses (a
// tampered log) or whose scenario was edited after saving (its fingerprint, scenarioHash.ts); older versions are migrated first. A save records the rules version it was played
// under: one from older rules replays under the current ones, and if they refuse one of its actions the
// game is kept up to there and the result says so (`rulesChanged`). Pure TypeScript: no DOM, no storage.
import { z } from 'zod';
import { replay, RULES_VERSION, scenarioForRules, type GameEvent, type GameState, type ReplayResult } from '../engine';
import { formatPath, type DataError } from '../scenarios/mapSchema';
import { parseScenario } from '../scenarios/schema';
import { bundledScenarios } from '../scenarios/index';
import { MAX_PLAYER_NAME, MAX_SAVE_CHARS } from './limits';
import { scenarioHash } from './scenarioHash';
import { textDepth, tooDeep, valueDepth } from './nesting';
import { capRefusals } from '../scenarios/quoteCap';
import { BOT_LEVELS } from '../bots/types';

import { SAVE_FORMAT, SAVE_VERSION } from './format';
export { SAVE_FORMAT, SAVE_VERSION };
export { MAX_SAVE_CHARS };

const botSeatSchema = z.object({ level: z.enum(BOT_LEVELS), seed: z.number().int().refine(Number.isSafeInteger, 'a whole number') });

/** How the game was being played: not rules, so not part of the scenario. */
export const saveOptionsSchema = z.object({
  players: z.object({ blue: z.string().max(MAX_PLAYER_NAME), red: z.string().max(MAX_PLAYER_NAME) }).partial().optional(),
  hideBetweenTurns: z.boolean().optional(),
  language: z.enum(['en', 'pl']).optional(),
  /** The sides played by machine players, with their level and seed (the game replays and goes on exactly). */
  bots: z.object({ blue: botSeatSchema, red: botSeatSchema }).partial().optional(),
});
export type SaveOptions = z.infer<typeof saveOptionsSchema>;

export const saveSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  /** The scenario JSON itself (checked by parseScenario). */
  scenario: z.record(z.string(), z.unknown()),
  /** The scenario's fingerprint when the game was saved (scenarioHash.ts); older saves have none. */
  scenarioHash: z.string().regex(/^[0-9a-f]{14}$/, 'is not a scenario fingerprint (14 hex digits)').optional(),
  seed: z.number().int().refine(Number.isSafeInteger, 'a whole number'),
  options: saveOptionsSchema.default({}),
  /** The version of the rules it was played under (engine RULES_VERSION). */
  rulesVersion: z.number().int().min(1),
  /** The action log, in order (checked by replaying it). */
  actions: z.array(z.unknown()),
  /** When it was saved (ISO 8601), for lists of saves. */
  savedAt: z.string().max(40).optional(),
});
export type SaveFile = z.infer<typeof saveSchema>;

/** Version 1: a bundled scenario named by its id, no options. */
export const saveV1Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(1),
  scenarioId: z.string().min(1),
  seed: z.number().int(),
  actions: z.array(z.unknown()),
});

export type MigrateResult = { ok: true; save: unknown } | { ok: false; errors: DataError[] };
/** A save from older rules that the current rules no longer replay to its end: where and why it stops. */
export interface RulesChanged { from: number; to: number; at: number; reason: string }
/** How a save's log is replayed: the engine's replay, or one that keeps more (the store keeps every state). */
export type Replayer<R extends ReplayResult> = (scenario: unknown, seed: number, actions: readonly unknown[]) => R;
export type ParseSaveResult<R extends ReplayResult = ReplayResult> =
  | { ok: true; save: SaveFile; state: GameState; events: GameEvent[]; replayed: R; migratedFrom?: number; rulesChanged?: RulesChanged }
  | { ok: false; errors: DataError[] };

const fail = (path: string, message: string): { ok: false; errors: DataError[] } => ({ ok: false, errors: [{ path, message }] });
const issues = (error: z.ZodError, prefix = ''): DataError[] =>
  error.issues.map((i) => ({ path: [prefix, formatPath(i.path)].filter(Boolean).join('.') || '(file)', message: i.message }));

/** The save file's text: pretty JSON (people may read and diff it). */
export function serializeSave(game: { scenario: unknown; seed: number; actions: readonly unknown[]; options?: SaveOptions; savedAt?: string }): string {
  const save = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    rulesVersion: RULES_VERSION,
    scenario: game.scenario,
    scenarioHash: scenarioHash(game.scenario),
    seed: game.seed,
    options: game.options ?? {},
    actions: game.actions,
    ...(game.savedAt ? { savedAt: game.savedAt } : {}),
  };
  return JSON.stringify(save, null, 2);
}

/** Bring an older save up to the current version; a current one passes through unchanged. */
export function migrateSave(json: unknown): MigrateResult {
  const version = (json as { version?: unknown } | null)?.version;
  if (version === SAVE_VERSION) return { ok: true, save: json };
  // version 2: as now, played under the first rules of record
  if (version === 2) return typeof json === 'object' && json !== null ? { ok: true, save: { ...json, version: SAVE_VERSION, rulesVersion: 1 } } : fail('(file)', 'not a save');
  if (version !== 1) return fail('version', `unknown save version ${JSON.stringify(version)}`);
  const v1 = saveV1Schema.safeParse(json);
  if (!v1.success) return { ok: false, errors: issues(v1.error) };
  const scenario = bundledScenarios.find((s) => (s as { id?: unknown }).id === v1.data.scenarioId);
  if (!scenario) return fail('scenarioId', `"${v1.data.scenarioId}" is not a bundled scenario of this version of ENB`);
  return { ok: true, save: { format: SAVE_FORMAT, version: SAVE_VERSION, rulesVersion: 1, scenario, seed: v1.data.seed, options: {}, actions: v1.data.actions } };
}

/** Why text is not JSON: cut short (truncated) or malformed. */
function notJson(text: string, e: unknown): { ok: false; errors: DataError[] } {
  const message = (e as Error).message;
  const trimmed = text.trim();
  if (!trimmed) return fail('(file)', 'the file is empty');
  const cutShort = /end of (JSON )?input|unterminated|unexpected end/i.test(message) || (trimmed.startsWith('{') && !trimmed.endsWith('}'));
  return fail('(file)', cutShort ? 'the file is truncated: it ends before the save is complete' : `not valid JSON: ${message}`);
}

/**
 * Read a save file's text: check it, migrate it, check its scenario, and replay its log (once, with
 * `run`) to the saved state.
 */
export function parseSave(text: string): ParseSaveResult;
export function parseSave<R extends ReplayResult>(text: string, run: Replayer<R>): ParseSaveResult<R>;
export function parseSave(text: string, run: Replayer<ReplayResult> = replay): ParseSaveResult {
  return capRefusals(readSaveText(text, run));
}

function readSaveText(text: string, run: Replayer<ReplayResult>): ParseSaveResult {
  if (typeof text !== 'string') return fail('(file)', 'a save file is text');
  if (text.length > MAX_SAVE_CHARS)
    return fail('(file)', `the file is too large (${(text.length / 1024 / 1024).toFixed(1)} MB); a save is at most ${MAX_SAVE_CHARS / 1024 / 1024} MB`);
  const deep = tooDeep(textDepth(text), 'save');
  if (deep) return { ok: false, errors: [deep] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return notJson(text, e);
  }
  return readSaveData(json, run);
}

/** A save already read as JSON (from the saved-games library, say): the same checks and the one replay. */
export function parseSaveData<R extends ReplayResult>(json: unknown, run: Replayer<R>): ParseSaveResult<R>;
export function parseSaveData(json: unknown, run: Replayer<ReplayResult> = replay): ParseSaveResult {
  return capRefusals(readSaveData(json, run));
}

function readSaveData(json: unknown, run: Replayer<ReplayResult>): ParseSaveResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as { format?: unknown }).format !== SAVE_FORMAT)
    return fail('format', `this is not an ENB save file (expected "format": "${SAVE_FORMAT}")`);
  const deep = tooDeep(valueDepth(json), 'save');
  if (deep) return { ok: false, errors: [deep] };
  const version = (json as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail('version', 'the save has no valid version number');
  if (version > SAVE_VERSION)
    return fail('version', `this save was made by a newer version of ENB (version ${version}); this version reads up to ${SAVE_VERSION}`);
  const migrated = migrateSave(json);
  if (!migrated.ok) return migrated;
  const parsed = saveSchema.safeParse(migrated.save);
  if (!parsed.success) return { ok: false, errors: issues(parsed.error) };
  const save = parsed.data;
  const scenario = parseScenario(save.scenario);
  if (!scenario.ok) return { ok: false, errors: scenario.errors.map((e) => ({ path: e.path === '(file)' ? 'scenario' : `scenario.${e.path}`, message: e.message })) };
  if (save.scenarioHash !== undefined && save.scenarioHash !== scenarioHash(save.scenario))
    return fail('scenarioHash', 'the scenario in this save was changed after the game was saved, so its actions would not replay as they were played');
  // a save from older rules replays with the options that mean what its scenario meant then (its ids…)
  const playedScenario = save.rulesVersion < RULES_VERSION ? scenarioForRules(save.scenario, save.rulesVersion) as SaveFile['scenario'] : save.scenario;
  const played: SaveFile = playedScenario === save.scenario ? save : { ...save, scenario: playedScenario, scenarioHash: scenarioHash(playedScenario) };
  const r = run(played.scenario, played.seed, played.actions);
  if (!r.ok && 'errors' in r) return { ok: false, errors: r.errors.map((e) => ({ path: e.path, message: e.message })) };
  const migratedFrom = version < SAVE_VERSION ? { migratedFrom: version } : {};
  if (!r.ok) {
    const type = (save.actions[r.at] as { type?: unknown } | null)?.type;
    const what = typeof type === 'string' ? ` (${type})` : '';
    if (save.rulesVersion < RULES_VERSION) {
      // older rules: the game is kept as far as the current rules replay it, and the loader says where it stopped
      const kept = { ...played, rulesVersion: RULES_VERSION, actions: save.actions.slice(0, r.at) };
      const rulesChanged = { from: save.rulesVersion, to: RULES_VERSION, at: r.at, reason: `action ${r.at + 1}${what}: ${r.error.message}` };
      return { ok: true, save: kept, state: r.state, events: r.events, replayed: r, ...migratedFrom, rulesChanged };
    }
    return fail(`actions[${r.at}]`, `action ${r.at + 1}${what} is refused: ${r.error.message}`);
  }
  return { ok: true, save: { ...played, rulesVersion: RULES_VERSION }, state: r.state, events: r.events, replayed: r, ...migratedFrom };
}

// A lab run's records (JSON Lines): the first line says what run it is (the run line), every other
// line is one game. Every figure of a report is computed from these lines (summary.ts), so records
// from several machines merge into the single run's report (merge.ts).
import { cyrb53 } from '../saves/scenarioHash';
import { BOT_LEVELS, type BotLevel, type Budget } from '../bots/index';
import type { ObjectiveKind, PlayerId } from '../engine/index';

/** The records' format: a file of another format is refused, never misread. */
export const RECORD_FORMAT = 1;

export interface Seating { blue: BotLevel; red: BotLevel }
export interface Variant {
  label: string;
  /** The rule options laid over the scenario's own (`--rules`, `--compare-rules`), as given. */
  rules: Record<string, unknown>;
  /** The id of the scenario it plays, and a hash of its whole text (a changed scenario is another run). */
  scenario: string;
  scenarioHash: string;
}

/** The run line: everything that decides which games a run plays, and which shard this file holds. */
export interface RunLine {
  kind: 'run';
  format: number;
  /** The engine's rules version (src/engine/core/rulesVersion.ts). */
  rulesVersion: number;
  /** A hash of everything below but the shard: shards of one run share it. */
  run: string;
  variants: Variant[];
  /** The bots, A first (seats rotated); one pair per level with --levels. */
  levels: [BotLevel, BotLevel][];
  /** Games per variant and level (with a sequential comparison: the most, the budget). */
  games: number;
  seed: number;
  budget: Partial<Record<BotLevel, Budget>>;
  /** Two variants compared on the same seeds stop once the comparison is decided (sequential.ts). */
  sequential: boolean;
  /** 1-based. */
  shard: { index: number; count: number };
}

export interface Loss { side: PlayerId; class: string; round: number }

export interface GameRecord {
  kind: 'game';
  /** Which variant and level (indices into the run line's lists), and the game's place in their plan. */
  variant: number;
  level: number;
  index: number;
  seed: number;
  seats: Seating;
  /** The variant's rule options (as its run line lists them), for a reader of one line. */
  rules: Record<string, unknown>;
  /** Who played first in round 1. */
  first: PlayerId;
  winner: PlayerId | null;
  /** The result's reason (§11, or 'module'), null when the game did not end (an error). */
  reason: string | null;
  /** The round the game ended in, and the actions taken. */
  rounds: number;
  actions: number;
  /** ENB's score, and the scores the game's modules keep (src/lab/labModule.ts: "VP"…). */
  score: Record<PlayerId, number>;
  moduleScores: Record<string, Record<PlayerId, number>>;
  /** The score that decides the game: "ENB", or a module's. */
  decisive: string;
  /** §11 objectives met, in the scenario's order (absent: the scenario lists none). */
  objectives?: Record<PlayerId, { kind: ObjectiveKind; met: boolean }[]>;
  /** Units, planes and bombers lost, in the order lost, each with its round. */
  losses: Loss[];
  cards: Record<PlayerId, number>;
  /** A bot failure, an engine error, or a game that ran past the action cap. */
  error?: { at: number; code: string; message: string };
  /** Milliseconds the game took (the only figure a repeated run does not repeat). */
  ms: number;
}

export const firstLoss = (r: GameRecord): Loss | null => r.losses[0] ?? null;

// The lines' shapes, checked by hand: a few lines of code rather than zod here, whose schema kinds would
// join the first screen's shared script (its budget is full) though only the lab uses them.
type Shape = (v: unknown, at: string) => string | null;
const is = (test: (v: unknown) => boolean, what: string): Shape => (v, at) => (test(v) ? null : `${at}: ${what} expected`);
const num = is((v) => typeof v === 'number' && Number.isFinite(v), 'a number');
const int = is((v) => Number.isInteger(v), 'a whole number');
const str = is((v) => typeof v === 'string', 'text');
const bool = is((v) => typeof v === 'boolean', 'true or false');
const oneOf = (xs: readonly unknown[]): Shape => is((v) => xs.includes(v), `one of ${xs.join(', ')}`);
const level = oneOf(BOT_LEVELS);
const side = oneOf(['blue', 'red']);
const nullable = (s: Shape): Shape => (v, at) => (v === null ? null : s(v, at));
const optional = (s: Shape): Shape => (v, at) => (v === undefined ? null : s(v, at));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (fields: Record<string, Shape>): Shape => (v, at) => {
  if (!isObject(v)) return `${at}: an object expected`;
  for (const [k, s] of Object.entries(fields)) {
    const p = s(v[k], at ? `${at}.${k}` : k);
    if (p) return p;
  }
  return null;
};
const arr = (s: Shape, min = 0): Shape => (v, at) => {
  if (!Array.isArray(v) || v.length < min) return `${at}: a list${min ? ` of at least ${min}` : ''} expected`;
  for (let k = 0; k < v.length; k++) { const p = s(v[k], `${at}.${k}`); if (p) return p; }
  return null;
};
const rec = (s: Shape): Shape => (v, at) => {
  if (!isObject(v)) return `${at}: an object expected`;
  for (const [k, x] of Object.entries(v)) { const p = s(x, `${at}.${k}`); if (p) return p; }
  return null;
};
const any: Shape = () => null;
const sides = (s: Shape) => obj({ blue: s, red: s });
const runShape = obj({
  rulesVersion: num, run: str,
  variants: arr(obj({ label: str, rules: rec(any), scenario: str, scenarioHash: str }), 1),
  levels: arr((v, at) => (Array.isArray(v) && v.length === 2 ? level(v[0], `${at}.0`) ?? level(v[1], `${at}.1`) : `${at}: two bot levels expected`), 1),
  games: int, seed: int, budget: rec(obj({ iterations: optional(num), ms: optional(num) })), sequential: bool,
  shard: obj({ index: int, count: int }),
});
const gameShape = obj({
  variant: int, level: int, index: int, seed: int, seats: sides(level), rules: rec(any), first: side, winner: nullable(side), reason: nullable(str),
  rounds: num, actions: num, score: sides(num), moduleScores: rec(sides(num)), decisive: str,
  objectives: optional(sides(arr(obj({ kind: str, met: bool })))),
  losses: arr(obj({ side, class: str, round: num })), cards: sides(num),
  error: optional(obj({ at: num, code: str, message: str })), ms: num,
});

/** One line of a records file, read and checked; a problem is thrown as "FILE:LINE: why". */
export function readLine(text: string, file: string, line: number): RunLine | GameRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${file}:${line}: not a whole JSON record (a truncated or damaged line)`);
  }
  const kind = (raw as { kind?: unknown } | null)?.kind;
  if (line === 1 && kind !== 'run') throw new Error(`${file}:1: a records file starts with its run line (kind "run"); this is not a lab records file`);
  if (kind === 'run') {
    const format = (raw as { format?: unknown }).format;
    if (format !== RECORD_FORMAT) throw new Error(`${file}:${line}: records of format ${String(format)}; this lab reads format ${RECORD_FORMAT} (records from another version of the lab)`);
    const problem = runShape(raw, '');
    if (problem) throw new Error(`${file}:${line}: a damaged run line: ${problem}`);
    const { shard } = raw as RunLine;
    if (shard.index < 1 || shard.count < 1) throw new Error(`${file}:${line}: shard ${shard.index}/${shard.count} is out of range (1 to ${shard.count})`);
    if (line !== 1) throw new Error(`${file}:${line}: a second run line (files are merged by naming each, not by joining them)`);
    return raw as RunLine;
  }
  if (kind !== 'game') throw new Error(`${file}:${line}: neither a run line nor a game record (kind ${JSON.stringify(kind)})`);
  const problem = gameShape(raw, '');
  if (problem) throw new Error(`${file}:${line}: a damaged game record: ${problem}`);
  return raw as GameRecord;
}

/** A run's fingerprint and a scenario's (cyrb53, as a save's scenario fingerprint), the same in Node and a browser. */
export const hashText = (text: string): string => cyrb53(text).toString(36);

/** The run line of a run, its fields in one order and its fingerprint computed from them (the shard apart). */
export function runLine(r: Omit<RunLine, 'kind' | 'format' | 'run'>): RunLine {
  const what = { rulesVersion: r.rulesVersion, variants: r.variants, levels: r.levels, games: r.games, seed: r.seed, budget: r.budget, sequential: r.sequential };
  return { kind: 'run', format: RECORD_FORMAT, run: hashText(JSON.stringify({ format: RECORD_FORMAT, ...what })), ...what, shard: r.shard };
}

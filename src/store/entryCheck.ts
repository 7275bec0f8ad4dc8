// A saved-games library entry as read from IndexedDB, checked whole before anything trusts it: its
// texts, dates, numbers, seats and screen record, by a schema, the way a save file's fields are. An
// entry that fails is listed as unreadable with every reason (path: reason) and kept to be downloaded;
// it never stops the list (a date that is not a date once made the start screen throw). Light: zod/mini
// and no engine, so the start screen can read the list before the game is loaded.
import * as z from 'zod/mini';
import { formatPath, type DataError } from '../scenarios/mapSchema';
import type { GameEntry } from './shelf';

/** A date as the library writes it (ISO 8601): a text that is not one is refused, not shown as "Invalid Date". */
export const isDateText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 40 && Number.isFinite(Date.parse(v));
// zod/mini, as the scenario's map schema: the first screen reads the list, and full zod stays out of its script
const dateText = z.string().check(z.refine(isDateText, 'is not a date'));
/** Texts are capped far above what the game writes: the cap only keeps a corrupt entry from flooding the screen. */
const text = z.string().check(z.maxLength(1000));
const whole = z.int().check(z.refine(Number.isSafeInteger, 'a whole number'));
const count = z.int().check(z.minimum(0), z.refine(Number.isSafeInteger, 'a whole number'));
const botSeat = z.object({ level: z.enum(['random', 'easy', 'normal', 'hard']), seed: whole });

const entrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  title: text,
  scenarioId: text,
  scenarioName: z.nullable(z.object({ en: text, pl: text })),
  seed: whole,
  hideBetweenTurns: z.boolean(),
  bots: z.optional(z.partial(z.object({ blue: botSeat, red: botSeat }))),
  names: z.object({ blue: text, red: text }),
  rulesVersion: count,
  createdAt: dateText,
  savedAt: dateText,
  actions: count,
  logLength: z.optional(count),
  round: count,
  rounds: count,
  over: z.boolean(),
  // its fields are checked against the game when it is resumed (persistence.ts screenRecordFor)
  record: z.nullable(z.looseObject({ actions: count })),
  brokenText: z.optional(z.string()),
});

export type EntryCheck = { ok: true; entry: GameEntry } | { ok: false; errors: DataError[] };

/** Check a stored entry (under `key`) whole: the entry, or every reason it is unreadable. */
export function checkStoredEntry(key: string, value: unknown): EntryCheck {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, errors: [{ path: key, message: 'the saved game’s entry is unreadable' }] };
  const parsed = entrySchema.safeParse(value);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => ({ path: [key, formatPath(i.path)].filter(Boolean).join('.'), message: i.message })) };
  if (parsed.data.id !== key) return { ok: false, errors: [{ path: `${key}.id`, message: 'the saved game’s entry is stored under another name' }] };
  return { ok: true, entry: parsed.data as GameEntry };
}

/** How many log records a stored entry may own (what deleting or downloading it reads), even a corrupt one. */
export function storedLogLength(value: unknown): number {
  const e = (value ?? {}) as { actions?: unknown; logLength?: unknown };
  const n = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);
  return Math.max(n(e.actions), n(e.logLength));
}

/** A stored value as text to download (a corrupt entry may hold what JSON cannot write: numbers too big, cycles). */
export function storedText(value: unknown): string {
  try {
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v), 2) ?? 'null';
  } catch {
    return String(value);
  }
}

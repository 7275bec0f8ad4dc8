// Plain messages for what the schemas refuse (zod issues), for every file the game reads: scenarios,
// saves and the engine's actions. They say what is wanted — never echo the bad value back (a file may
// hold megabytes of it) — in English that the Polish reader (i18n/dataErrorsPl.ts) recognises.
// Installed once, as zod's global message source (schema validators' own messages still win).
import * as z from 'zod/mini';

const MAX_SHOWN = 8;
const shown = (v: unknown): string => {
  const s = typeof v === 'string' ? `"${v}"` : JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};
const list = (values: readonly unknown[]): string =>
  values.slice(0, MAX_SHOWN).map(shown).join(', ') + (values.length > MAX_SHOWN ? `, … (${values.length} in all)` : '');

/** The kind of a value, in words. */
export function kindOf(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'number') return Number.isNaN(v) ? 'not a number' : !Number.isFinite(v) ? 'an infinite number' : Number.isInteger(v) ? 'a whole number' : 'a number';
  if (typeof v === 'string') return 'text';
  if (typeof v === 'boolean') return 'true/false';
  if (typeof v === 'object') return 'an object';
  return typeof v;
}

const WANTED: Readonly<Record<string, string>> = {
  string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object',
  bigint: 'a whole number', null: 'null', undefined: 'nothing', record: 'an object',
};

const unit = (origin: string | undefined, n: number): string =>
  origin === 'string' ? ` character${n === 1 ? '' : 's'}` : origin === 'array' || origin === 'set' ? ` item${n === 1 ? '' : 's'}` : '';

/** The message of one zod issue (undefined: zod's own). */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `is missing (${WANTED[issue.expected] ?? issue.expected} wanted)`;
      // JSON reads 1e999 as Infinity: say so, not "expected a number, found a number"
      if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'must be a finite number, found a value that is not a number';
      if (typeof issue.input === 'number' && !Number.isFinite(issue.input))
        return `must be a finite number, found an infinitely ${issue.input > 0 ? 'large' : 'small'} one (${String(issue.input)}; a number such as 1e999 is too large to use)`;
      return `expected ${WANTED[issue.expected] ?? issue.expected}, found ${kindOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${shown(issue.values[0])}` : `must be one of ${list(issue.values)}`;
    case 'too_big': {
      const n = Number(issue.maximum);
      return `must be at most ${n}${unit(issue.origin, n)}${issue.origin === 'string' || issue.origin === 'array' ? ' long' : ''}`;
    }
    case 'too_small': {
      const n = Number(issue.minimum);
      return `must be at least ${n}${unit(issue.origin, n)}${issue.origin === 'string' || issue.origin === 'array' ? ' long' : ''}`;
    }
    case 'invalid_union': {
      // a choice of single values (a heading 0–5, say): the values allowed
      const branches = (issue as { errors?: { code: string; path: PropertyKey[]; values?: unknown[] }[][] }).errors ?? [];
      const values = branches.every((b) => b.length === 1 && b[0].code === 'invalid_value' && b[0].path.length === 0) ? branches.flatMap((b) => b[0].values ?? []) : [];
      return values.length ? `must be one of ${list(values)}` : 'is none of the accepted forms';
    }
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${list(issue.keys)}`;
    case 'invalid_format':
      return `is not in the expected format (${issue.format})`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'has an element that is not allowed';
    default:
      return undefined;
  }
}

z.config({ customError: issueMessage });

/** "a carrier", "an airfield": the English article for a word. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

// A refusal quotes at most about 60 characters of any value it names: a file may hold an id of 100,000
// characters, and a message that repeats it whole buries the reason. Applied where refusals leave the
// readers (scenario, save, game creation), so every message, present and future, is covered.
import type { DataError } from './mapSchema';

export const MAX_QUOTED = 60;

const cut = (s: string): string => (s.length > MAX_QUOTED ? `${s.slice(0, MAX_QUOTED - 1)}…` : s);

/** A message with each quoted value, and any other unbroken run of characters, cut to MAX_QUOTED. */
export function capQuotes(text: string): string {
  if (text.length <= MAX_QUOTED) return text;
  return text
    // every quoted value in turn (pairs taken left to right: the text between two quotes is not one)
    .replace(/"([^"]*)"/g, (_, inner: string) => `"${cut(inner)}"`)
    .replace(/„([^”]*)”/g, (_, inner: string) => `„${cut(inner)}”`)
    .replace(/[^\s"„”]{61,}/g, (run) => cut(run));
}

/** The same refusals, with every path and message capped. */
export const capErrors = (errors: readonly DataError[]): DataError[] => errors.map((e) => ({ ...e, path: e.path.split('.').map(cut).join('.'), message: capQuotes(e.message) }));

/** A result's refusals capped (a success passes unchanged). */
export function capRefusals<R extends { ok: boolean }>(r: R): R {
  return r.ok ? r : ({ ...r, errors: capErrors((r as unknown as { errors: DataError[] }).errors) } as R);
}

// A variant: a scenario with rule options laid over its own (`--rules`, the Playtest's rule field), checked
// by the engine before any game (a variant that does not load is refused with every error's path).
import '../modules/registry'; // the rule modules a scenario may name
import { createGame } from '../engine/index';
import { hashText, type Variant } from './record';

export const scenarioIdOf = (s: unknown): string => String((s as { id?: unknown } | null)?.id ?? '?');

export const labelOf = (id: string, rules: Record<string, unknown>): string =>
  `${id}${Object.keys(rules).length ? ` [${Object.entries(rules).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(',')}]` : ''}`;

/** The variant and its scenario as JSON text (what the players are sent), or why it does not load. */
export function makeVariant(base: Record<string, unknown>, rules: Record<string, unknown>, label = labelOf(scenarioIdOf(base), rules)):
  { ok: true; variant: Variant; text: string } | { ok: false; errors: string[] } {
  const scenario = Object.keys(rules).length ? { ...base, rules: { ...((base.rules as Record<string, unknown> | undefined) ?? {}), ...rules } } : base;
  const made = createGame(scenario, 1);
  if (!made.ok) return { ok: false, errors: made.errors.map((e) => `${e.path}: ${e.message}`) };
  const text = JSON.stringify(scenario);
  return { ok: true, text, variant: { label, rules, scenario: scenarioIdOf(base), scenarioHash: hashText(text) } };
}

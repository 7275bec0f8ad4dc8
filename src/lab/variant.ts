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
  const laid = layRules(base, rules);
  if (!laid.ok) return laid;
  const scenario = laid.scenario;
  const made = createGame(scenario, 1);
  if (!made.ok) return { ok: false, errors: made.errors.map((e) => `${e.path}: ${e.message}`) };
  const text = JSON.stringify(scenario);
  return { ok: true, text, variant: { label, rules, scenario: scenarioIdOf(base), scenarioHash: hashText(text) } };
}

interface ModuleUse { id: string; options?: Record<string, unknown> }

/**
 * The scenario with rule options laid over its own. A key `<module>.<option>` sets an option of a rule
 * module the scenario plays (`<module>.level=brigade`), so a module's options are varied like ENB's;
 * a module the scenario does not play is refused (naming the ones it plays), never switched on silently.
 */
export function layRules(base: Record<string, unknown>, rules: Record<string, unknown>): { ok: true; scenario: Record<string, unknown> } | { ok: false; errors: string[] } {
  if (!Object.keys(rules).length) return { ok: true, scenario: base };
  const own = (base.rules as Record<string, unknown> | undefined) ?? {};
  const modules = Array.isArray(own.modules) ? (own.modules as ModuleUse[]).map((m) => ({ ...m, options: { ...(m.options ?? {}) } })) : null;
  const plain: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, value] of Object.entries(rules)) {
    const dot = key.indexOf('.');
    if (dot < 0) { plain[key] = value; continue; }
    const id = key.slice(0, dot), option = key.slice(dot + 1);
    const use = modules?.find((m) => m.id === id);
    if (!use || !option) errors.push(`rules.${key}: the scenario plays no rule module "${id}" (it plays ${modules?.length ? modules.map((m) => `"${m.id}"`).join(', ') : 'none'})`);
    else use.options[option] = value;
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, scenario: { ...base, rules: { ...own, ...plain, ...(modules ? { modules } : {}) } } };
}

// A game saved under older rules replays under the current ones (src/saves/saveFile.ts); where a
// module's options, as the save's scenario writes them, now mean something else, the module says
// which options replay the game as it was played (RuleModule.savedUnder). Pure: a new scenario.
import { moduleById } from '../modules/registry';

/** The scenario a save made under `rulesVersion` replays with: each module's `savedUnder` options in place (unchanged when none applies). */
export function scenarioForRules(scenario: unknown, rulesVersion: number): unknown {
  const rules = (scenario as { rules?: { modules?: unknown } } | null)?.rules;
  if (!rules || !Array.isArray(rules.modules)) return scenario;
  let changed = false;
  const modules = rules.modules.map((use: unknown) => {
    const { id, options } = (use ?? {}) as { id?: unknown; options?: unknown };
    const module = typeof id === 'string' ? moduleById(id) : undefined;
    if (!module?.savedUnder) return use;
    const next = module.savedUnder(options, rulesVersion);
    if (next === options) return use;
    changed = true;
    return { ...(use as object), options: next };
  });
  return changed ? { ...(scenario as object), rules: { ...rules, modules } } : scenario;
}

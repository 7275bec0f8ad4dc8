// The rule-module registry: modules register under their id; a scenario's `rules.modules` is checked
// against it when a game is created. An unknown id, a bad option, two modules that both resolve
// combat or want different topologies: each is refused with its path and reason, and no game is made.
import { z } from 'zod';
import { formatPath, type DataError } from '../../scenarios/mapSchema';
import { COMBAT_SHORTHAND, modulesNamed, type Ruleset } from '../../scenarios/rulesetSchema';
import type { Scenario } from '../../scenarios/schema';
import type { GameState, ModuleUse } from '../core/types';
import type { RuleModule, TopologyId } from './module';

const registry = new Map<string, RuleModule>();

/**
 * Register a module (the module list, src/modules/registry.ts, at start-up). The same module again is
 * nothing new; another module under a taken id is a mistake in the list, said at once (a test that
 * swaps modules unregisters the first).
 */
export function registerModule<O>(module: RuleModule<O>): void {
  const known = registry.get(module.id);
  if (known === module) return;
  if (known) throw new Error(`two rule modules are registered under the id "${module.id}" ("${known.name.en}" and "${module.name.en}"): each id once`);
  registry.set(module.id, module as RuleModule);
}

/** Remove a module from the registry (tests). */
export function unregisterModule(id: string): void {
  registry.delete(id);
}

export const moduleById = (id: string): RuleModule | undefined => registry.get(id);
export const registeredModules = (): string[] => [...registry.keys()];

/** A module in play with its validated options. */
export interface ActiveModule { module: RuleModule; options: unknown }

const NONE: readonly ActiveModule[] = [];
const activeBySetup = new WeakMap<object, readonly ActiveModule[]>();

/** The modules a game plays with, in order (cached per setup; [] for ENB alone). */
export function activeModules(state: Pick<GameState, 'setup'>): readonly ActiveModule[] {
  const uses = state.setup.modules;
  if (!uses?.length) return NONE;
  let active = activeBySetup.get(state.setup);
  if (!active) {
    active = uses.flatMap((u) => {
      const module = registry.get(u.id);
      return module ? [{ module, options: u.options }] : [];
    });
    activeBySetup.set(state.setup, active);
  }
  return active;
}

const usesSchema = z.array(z.object({ id: z.string().min(1).max(40), options: z.unknown().optional() }).strict()).max(16);

/**
 * Check a scenario's `rules.modules` (absent: none) against the registry and the map's topology.
 * The options come back parsed, defaults filled in.
 */
export function checkModules(raw: unknown, mapTopology: TopologyId): { ok: true; uses: ModuleUse[] } | { ok: false; errors: DataError[] } {
  if (raw === undefined) return { ok: true, uses: [] };
  const at = (...path: PropertyKey[]) => formatPath(['rules', 'modules', ...path]);
  const shape = usesSchema.safeParse(raw);
  if (!shape.success) return { ok: false, errors: shape.error.issues.map((i) => ({ path: at(...i.path), message: i.message })) };
  const errors: DataError[] = [];
  const uses: ModuleUse[] = [];
  const seen = new Set<string>();
  let combatBy: string | null = null;
  let topologyBy: { id: string; topology: TopologyId } | null = null;
  shape.data.forEach((entry, k) => {
    const module = registry.get(entry.id);
    if (!module) {
      const known = registeredModules();
      errors.push({ path: at(k, 'id'), message: `unknown rule module "${entry.id}" (${known.length ? `known: ${known.join(', ')}` : 'no rule modules are available in this version'})` });
      return;
    }
    if (seen.has(entry.id)) { errors.push({ path: at(k, 'id'), message: `the rule module "${entry.id}" is listed twice` }); return; }
    seen.add(entry.id);
    const options = module.options.safeParse(entry.options ?? {});
    if (!options.success) {
      errors.push(...options.error.issues.map((i) => ({ path: at(k, 'options', ...i.path), message: i.message })));
      return;
    }
    if (module.combat) {
      if (combatBy) errors.push({ path: at(k, 'id'), message: `"${entry.id}" and "${combatBy}" both resolve combat: use one of them` });
      combatBy ??= entry.id;
    }
    if (module.topology) {
      if (module.topology !== mapTopology)
        errors.push({ path: at(k, 'id'), message: `"${entry.id}" is played on a ${module.topology} map, and this map is a ${mapTopology} map (map.topology)` });
      else if (topologyBy && topologyBy.topology !== module.topology)
        errors.push({ path: at(k, 'id'), message: `"${entry.id}" wants a ${module.topology} map, "${topologyBy.id}" a ${topologyBy.topology} one` });
      topologyBy ??= { id: entry.id, topology: module.topology };
    }
    uses.push({ id: entry.id, options: options.data });
  });
  return errors.length ? { ok: false, errors } : { ok: true, uses };
}

/**
 * A scenario's `rules.modules`, with the module `rules.combat` names added (the format's shorthand,
 * scenarios/rulesetSchema.ts COMBAT_SHORTHAND) when the list does not name it;
 * its options then come from the `rules` block itself (`initiative`, `classes`, `turns`, `tieBreak`), and errors about them
 * are reported there (`rules.initiative`).
 */
export function modulesListed(rules: Record<string, unknown>): { raw: unknown; at: (path: string) => string } {
  const listed = rules.modules;
  const same = { raw: listed, at: (path: string) => path };
  const named = modulesNamed(rules);
  const shorthand = Object.values(COMBAT_SHORTHAND).find((c) => named.includes(c.module));
  if (!shorthand || (Array.isArray(listed) && listed.some((m) => (m as { id?: unknown } | null)?.id === shorthand.module))) return same;
  const list = Array.isArray(listed) ? listed : [];
  const options = Object.fromEntries(shorthand.options.flatMap((k) => (rules[k] === undefined ? [] : [[k, rules[k]]])));
  const prefix = `rules.modules[${list.length}].options`;
  return { raw: [...list, { id: shorthand.module, options }], at: (path) => (path.startsWith(prefix) ? `rules${path.slice(prefix.length)}` : path) };
}

/** The modules' own checks of the scenario (a class without its profile, a marker off the map…), after the scenario itself passed. */
export function checkModuleData(uses: ModuleUse[], scenario: Scenario, ruleset: Ruleset): DataError[] {
  const listed = (scenario.rules.modules as { id?: unknown }[] | undefined) ?? [];
  return uses.flatMap((u) => {
    const module = registry.get(u.id);
    const k = listed.findIndex((m) => m?.id === u.id);
    const at = (...path: PropertyKey[]) => formatPath(k < 0 ? ['rules', ...path] : ['rules', 'modules', k, 'options', ...path]);
    return module?.check?.(scenario, ruleset, u.options, at) ?? [];
  });
}

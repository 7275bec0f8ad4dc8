// What a rule module tells the balance lab (src/modules/README.md): the lab's twin of BotModule and
// ScreenModule, registered once from the module list (src/modules/registry.ts). A module whose own
// score decides its games (victory points…) names it here, so a record and a report show that score
// beside ENB's, and the margin is taken on it. The lab never names a module; it asks the registered ones.
import type { GameState } from '../engine/index';

export interface ModuleScore {
  /** A short name for reports and records ("VP"). */
  name: string;
  blue: number;
  red: number;
  /** This score, not ENB's, decides the game: the report's margin is taken on it. */
  decides?: boolean;
}

export interface LabModule {
  /** The id of the engine's module it reports on. */
  id: string;
  /** Its scores in a state (the game's last state, for a record). */
  scores?(state: GameState): ModuleScore[];
  /** Scenarios the module makes without a file (module C's quick battles), by id: the lab's `--scenario` accepts them. */
  scenarios?(): Record<string, unknown>[];
}

const known = new Map<string, LabModule>();

/** Register a module's lab part; another under a taken id is a mistake in the module list, said at once. */
export function registerLabModule(m: LabModule): void {
  const before = known.get(m.id);
  if (before === m) return;
  if (before) throw new Error(`the lab part of rule module "${m.id}" is registered twice (src/modules/registry.ts lists each module once)`);
  known.set(m.id, m);
}

/** Remove a module's lab part (tests). */
export function unregisterLabModule(id: string): void {
  known.delete(id);
}

/** The scores of a game's modules, in its order of modules (none: an ENB game). */
export function moduleScores(state: GameState): ModuleScore[] {
  return (state.setup.modules ?? []).flatMap((u) => known.get(u.id)?.scores?.(state) ?? []);
}

/** The scenarios the registered modules make, each with its id. */
export function moduleScenarios(): Record<string, unknown>[] {
  return [...known.values()].flatMap((m) => m.scenarios?.() ?? []);
}

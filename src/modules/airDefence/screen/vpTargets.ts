// Module L's victory-point targets when a game plays with the module: its victory rule then replaces
// ENB's "higher score wins" of a sandbox (the start screen's objectives, the game's objectives panel).
/**
 * Module L's VP targets when a game plays with it (its victory rule then replaces ENB's "higher score
 * wins" of a sandbox), else null. `modules`: a scenario's `rules.modules` or a game's `setup.modules`.
 */
export function vpTargetsOf(modules: unknown): { blue: number; red: number } | null {
  const l = Array.isArray(modules) ? modules.find((m: { id?: unknown }) => m?.id === 'airDefence') as { options?: { vpTarget?: { blue?: number; red?: number } } } | undefined : undefined;
  if (!l) return null;
  return { blue: l.options?.vpTarget?.blue ?? 10, red: l.options?.vpTarget?.red ?? 15 };
}

// Whether a scenario plays Naval Battle (module N): a light check the start screen may use before the
// engine is loaded.
export const isNavalScenario = (scenario: { rules?: Record<string, unknown> }): boolean => {
  const modules = scenario.rules?.modules;
  return Array.isArray(modules) && modules.some((m) => (m as { id?: unknown }).id === 'navalBattle');
};

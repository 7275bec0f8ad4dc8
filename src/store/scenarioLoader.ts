// Picking a bundled scenario by id and validating it; a broken or unknown scenario becomes a
// problem to show, never an exception.
import { bundledScenarios, DEFAULT_SCENARIO_ID } from '../scenarios';
import { parseScenario, type Scenario } from '../scenarios/schema';
import type { DataError } from '../scenarios/mapSchema';

export type ScenarioProblem =
  | { kind: 'invalid'; id: string; errors: DataError[] }
  | { kind: 'unknown'; id: string; available: string[] };

export type ScenarioLoad = { ok: true; scenario: Scenario } | { ok: false; problem: ScenarioProblem };

const idOf = (raw: unknown): string | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = (raw as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
};

export const bundledScenarioIds = (): string[] => bundledScenarios.map(idOf).filter((id): id is string => id !== null);

/** Validate a bundled scenario (raw JSON) found by its id. */
export function loadBundledScenario(id: string): ScenarioLoad {
  const raw = bundledScenarios.find((s) => idOf(s) === id);
  if (raw === undefined) return { ok: false, problem: { kind: 'unknown', id, available: bundledScenarioIds() } };
  const parsed = parseScenario(raw);
  return parsed.ok ? { ok: true, scenario: parsed.value } : { ok: false, problem: { kind: 'invalid', id, errors: parsed.errors } };
}

/** The scenario id asked for by the page address (`?scenario=great-archipelago`), else the default. */
export function scenarioIdFromSearch(search: string): string {
  const id = new URLSearchParams(search).get('scenario');
  return id && id.trim() ? id.trim() : DEFAULT_SCENARIO_ID;
}

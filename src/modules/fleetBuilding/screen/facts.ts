// Module C's options in words: the objective (the objectives panel, the start screen, the end report)
// and the level with its budget.
import { budgetOf, fleetOptions, type FleetOptions } from '../rules/options';
import type { Words } from '../strings';

/** The objective type in words, with its numbers. */
export function objectiveText(t: Words, o: FleetOptions, _rounds: number): string {
  const n = o.objective === 'captureDocuments' ? o.documentsToWin : o.holdRounds;
  return t(`fleet.objective.${o.objective}` as 'fleet.objective.elimination', { n, centre: o.centre ?? '', share: o.ambushShare });
}

/** The options as a scenario lists them, defaults filled in (null when they are not module C's). */
export function optionsOf(raw: unknown): FleetOptions | null {
  const r = fleetOptions.safeParse(raw ?? {});
  return r.success ? r.data : null;
}

export const levelLine = (t: Words, o: FleetOptions): string =>
  t('fleet.level', { level: t(`fleet.level.${o.level}` as 'fleet.level.brigade'), budget: budgetOf(o, o.level) });

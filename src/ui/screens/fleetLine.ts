// The start screen's fleet line: each side's ships and fixed units counted by class ("2× CA, 3× DD"),
// from the units on the map, the fleet set up in secret (reserve) and the reinforcements; a side
// with none says so instead of leaving the line empty.
import type { PlayerId } from '../../engine';
import type { Scenario } from '../../scenarios/schema';
import type { Translate } from '../../i18n';

/** The classes of a side's units in a scenario with their counts, in first-seen order. */
export function fleetCounts(sc: Scenario, owner: PlayerId): [string, number][] {
  const counts = new Map<string, number>();
  for (const u of [...sc.units, ...sc.reserve, ...sc.reinforcements]) if (u.owner === owner) counts.set(u.class, (counts.get(u.class) ?? 0) + 1);
  return [...counts];
}

export function fleetText(t: Translate, sc: Scenario, owner: PlayerId): string {
  const counts = fleetCounts(sc, owner);
  if (!counts.length) return t('start.fleetNone');
  return counts.map(([cls, n]) => (n > 1 ? `${n}× ${cls}` : cls)).join(', ');
}

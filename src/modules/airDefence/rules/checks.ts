// L-CHECK: module L's checks of a scenario. A gun, a target or a cloud off the map, a gun under a
// cloud or sharing a node with another gun (seed 6.0.1, 6.0.2), two guns with one id, a VP line
// naming a class the scenario does not know, a reinforcement from no airfield of its side or entering
// off the map: each refused with its path and reason; no game is made.
import type { DataError } from '../../../scenarios/mapSchema';
import type { Ruleset } from '../../../scenarios/rulesetSchema';
import type { Scenario } from '../../../scenarios/schema';
import { fixedUnitPlacements } from '../../../scenarios/unitChecks';
import { nodeIndex } from '../../../engine/author';
import type { AirDefenceOptions } from './options';

/** The classes a VP line may name besides the ruleset's: a plane marker, a bomber, an AA gun. */
export const MARKER_CLASSES = ['plane', 'bomber', 'gun'] as const;

export function checkAirDefence(o: AirDefenceOptions, scenario: Scenario, ruleset: Ruleset, at: (...path: PropertyKey[]) => string): DataError[] {
  const errors: DataError[] = [];
  const map = scenario.map;
  const shape = { width: map.width, height: map.height };
  const onMap = (name: string) => nodeIndex(shape, name) >= 0;
  const off = (name: string) => `"${name}" is off the ${shape.width} × ${shape.height} map`;
  const clouds = new Set(o.weather.clouds.map((c) => c.toUpperCase()));
  const gunAt = new Map<string, string>();
  const ids = new Set<string>();
  o.guns.forEach((g, k) => {
    if (ids.has(g.id)) errors.push({ path: at('guns', k, 'id'), message: `two AA guns are called "${g.id}"` });
    ids.add(g.id);
    const n = g.node.toUpperCase();
    if (!onMap(g.node)) errors.push({ path: at('guns', k, 'node'), message: off(g.node) });
    else if (clouds.has(n)) errors.push({ path: at('guns', k, 'node'), message: `an AA gun may not stand under a cloud (${g.node})` });
    else if (gunAt.has(n)) errors.push({ path: at('guns', k, 'node'), message: `${g.node} already holds the AA gun "${gunAt.get(n)}" (one gun a node)` });
    gunAt.set(n, g.id);
  });
  o.targets.forEach((t, k) => { if (!onMap(t)) errors.push({ path: at('targets', k), message: off(t) }); });
  o.weather.clouds.forEach((c, k) => { if (!onMap(c)) errors.push({ path: at('weather', 'clouds', k), message: off(c) }); });
  const airfields = fixedUnitPlacements(map, ruleset).filter((f) => ruleset.fixedUnits[f.class]?.bombers !== undefined);
  o.reinforcements.forEach((r, k) => {
    const field = airfields.find((f) => f.id === r.airfield);
    if (!field) errors.push({ path: at('reinforcements', k, 'airfield'), message: `"${r.airfield}" is not an airfield of this scenario (airfields: ${airfields.map((f) => f.id).join(', ') || 'none'})` });
    else if (field.owner !== r.owner) errors.push({ path: at('reinforcements', k, 'airfield'), message: `the airfield "${r.airfield}" belongs to ${field.owner}, not ${r.owner}` });
    r.entry.forEach((n, j) => { if (!onMap(n)) errors.push({ path: at('reinforcements', k, 'entry', j), message: off(n) }); });
    if (r.round > scenario.rounds) errors.push({ path: at('reinforcements', k, 'round'), message: `round ${r.round} is after the game's last round (${scenario.rounds})` });
  });
  const known = [...Object.keys(ruleset.classes), ...Object.keys(ruleset.fixedUnits), ...MARKER_CLASSES];
  for (const side of ['blue', 'red'] as const)
    o.vp[side].forEach((line, k) => {
      if (line.class !== undefined && !known.includes(line.class))
        errors.push({ path: at('vp', side, k, 'class'), message: `"${line.class}" is not a unit of this scenario (known: ${known.join(', ')})` });
    });
  return errors;
}

// Units placed by a scenario: their format, and the checks that need the map and the ruleset
// (on the map, navigable for the class (R-GRID-3), one unit per node, known class, unique ids).
import * as z from 'zod/mini';
import { DIRECTION_NAMES, isNavigable, nodeIndex, type Direction } from '../engine/geometry';
import { decodeTerrain, playerSchema, type DataError, type MapData, idSchema, nodeNameSchema } from './mapSchema';
import type { Ruleset } from './rulesetSchema';

/** A heading: 0..5 or a direction name (E, NE, NW, W, SW, SE). */
export const headingSchema = z.pipe(
  z.union([z.int().check(z.minimum(0), z.maximum(5)), z.enum(DIRECTION_NAMES)], { error: `must be a heading: 0 to 5, or one of ${DIRECTION_NAMES.join(' ')}` }),
  z.transform((h: number | (typeof DIRECTION_NAMES)[number]): Direction => (typeof h === 'number' ? (h as Direction) : (DIRECTION_NAMES.indexOf(h) as Direction))),
);

export const UNIT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export const unitPlacementSchema = z.object({
  id: z.optional(idSchema(UNIT_ID_PATTERN, 'letters, digits, "-" and "_"')),
  owner: playerSchema,
  class: z.string().check(z.minLength(1)),
  node: nodeNameSchema,
  heading: headingSchema,
  planes: z.optional(z.int().check(z.minimum(0))),
  cargo: z.optional(z.int().check(z.minimum(0))),
});
export type UnitPlacement = z.infer<typeof unitPlacementSchema>;

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The id a placed unit gets when the scenario gives none: owner-class-n ("blue-DD-2"). */
export function placementIds(units: readonly UnitPlacement[]): string[] {
  const counters = new Map<string, number>();
  return units.map((u) => {
    if (u.id) return u.id;
    const key = `${u.owner}-${u.class}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return `${key}-${n}`;
  });
}

/** Fixed units come from map features (coastal artillery); their ids are owner-kind-n ("red-coastalArtillery-1"). */
export function fixedUnitPlacements(map: MapData, ruleset: Ruleset): { id: string; owner: 'blue' | 'red'; class: string; node: string }[] {
  const counters = new Map<string, number>();
  const out: { id: string; owner: 'blue' | 'red'; class: string; node: string }[] = [];
  for (const f of map.features) {
    if (!ruleset.fixedUnits[f.kind] || !f.owner) continue;
    const key = `${f.owner}-${f.kind}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    out.push({ id: `${key}-${n}`, owner: f.owner, class: f.kind, node: f.node });
  }
  return out;
}

export function checkUnits(map: MapData, units: readonly UnitPlacement[], ruleset: Ruleset): DataError[] {
  const errors: DataError[] = [];
  const { terrain } = decodeTerrain(map);
  const shape = { width: map.width, height: map.height };
  const taken = new Map<number, number>();
  for (const f of map.features) {
    if (f.kind === 'airfield' || f.kind === 'coastalArtillery') taken.set(nodeIndex(shape, f.node), -1);
  }
  const ids = placementIds(units);
  const seenIds = new Map<string, number>();
  const fixedIds = new Set(fixedUnitPlacements(map, ruleset).map((f) => f.id));
  units.forEach((u, k) => {
    const at = `units[${k}]`;
    const prev = seenIds.get(ids[k]);
    if (prev !== undefined) errors.push({ path: `${at}.id`, message: `"${ids[k]}" is already used by units[${prev}]` });
    else if (fixedIds.has(ids[k])) errors.push({ path: `${at}.id`, message: `"${ids[k]}" is the id of a fixed unit on the map` });
    else seenIds.set(ids[k], k);
    const cls = ruleset.classes[u.class];
    if (!cls) {
      errors.push({ path: `${at}.class`, message: `unknown class "${u.class}"; known: ${Object.keys(ruleset.classes).join(', ')}` });
    }
    const i = nodeIndex(shape, u.node);
    if (i < 0) { errors.push({ path: `${at}.node`, message: `"${u.node}" is off the map` }); return; }
    const t = terrain[i];
    const name = cls ? cls.name.en.toLowerCase() : 'ship';
    if (cls && !isNavigable(t, cls.shallowDraft))
      errors.push({ path: `${at}.node`, message: `${article(name)} ${name} cannot be on ${t} ${u.node}` });
    const other = taken.get(i);
    if (other === -1) errors.push({ path: `${at}.node`, message: `${u.node} holds a fixed unit (airfield or coastal artillery)` });
    else if (other !== undefined) errors.push({ path: `${at}.node`, message: `${u.node} already holds units[${other}]` });
    else taken.set(i, k);
    if (u.planes !== undefined && cls && cls.planes === undefined)
      errors.push({ path: `${at}.planes`, message: `${article(name)} ${name} carries no planes` });
    if (u.cargo !== undefined && cls && cls.cargo === undefined)
      errors.push({ path: `${at}.cargo`, message: `${article(name)} ${name} carries no cargo` });
  });
  return errors;
}

// A scenario's `reserve`: ships listed without a node, the fleets the players set up themselves in
// secret (§7.1: task forces A–D, or placed directly in their setup zone). Their format, and the
// checks that need the ruleset and the placed units (known class, unique ids, planes/cargo only for
// classes that carry them).
import { withArticle } from './dataMessages';
import * as z from 'zod/mini';
import { expandZone, idSchema, playerSchema, type DataError, type MapData } from './mapSchema';
import type { Ruleset } from './rulesetSchema';
import { placementIds, UNIT_ID_PATTERN, type UnitPlacement } from './unitChecks';

export const reservePlacementSchema = z.object({
  id: z.optional(idSchema(UNIT_ID_PATTERN, 'letters, digits, "-" and "_"')),
  owner: playerSchema,
  class: z.string().check(z.minLength(1)),
  planes: z.optional(z.int().check(z.minimum(0))),
  cargo: z.optional(z.int().check(z.minimum(0))),
});
export type ReservePlacement = z.infer<typeof reservePlacementSchema>;

/** The ids of reserve ships: given, or owner-class-n counted on from the placed units ("blue-DD-3"). */
export function reserveIds(units: readonly UnitPlacement[], reserve: readonly ReservePlacement[]): string[] {
  const all = placementIds([...units, ...reserve.map((r) => ({ ...r, node: '', heading: 0 as const }))]);
  return all.slice(units.length);
}

export function checkReserve(units: readonly UnitPlacement[], reserve: readonly ReservePlacement[], ruleset: Ruleset, fixedIds: ReadonlySet<string>): DataError[] {
  const errors: DataError[] = [];
  const ids = reserveIds(units, reserve);
  const unitIds = new Set(placementIds(units));
  const seen = new Map<string, number>();
  reserve.forEach((r, k) => {
    const at = `reserve[${k}]`;
    const id = ids[k];
    const prev = seen.get(id);
    if (prev !== undefined) errors.push({ path: `${at}.id`, message: `"${id}" is already used by reserve[${prev}]` });
    else if (unitIds.has(id)) errors.push({ path: `${at}.id`, message: `"${id}" is already used by a unit on the map` });
    else if (fixedIds.has(id)) errors.push({ path: `${at}.id`, message: `"${id}" is the id of a fixed unit on the map` });
    else seen.set(id, k);
    const cls = ruleset.classes[r.class];
    if (!cls) { errors.push({ path: `${at}.class`, message: `unknown class "${r.class}"; known: ${Object.keys(ruleset.classes).join(', ')}` }); return; }
    const name = cls.name.en.toLowerCase();
    if (r.planes !== undefined && cls.planes === undefined) errors.push({ path: `${at}.planes`, message: `${withArticle(name)} carries no planes` });
    if (r.cargo !== undefined && cls.cargo === undefined) errors.push({ path: `${at}.cargo`, message: `${withArticle(name)} carries no cargo` });
  });
  return errors;
}

/**
 * R-SETUP-2: when both sides set up a fleet, their setup zones are disjoint — the setup is secret
 * (R-SETUP-1), so nothing one side places may stand in the other's way unseen.
 */
export function checkSecretSetupZones(map: MapData, reserve: readonly ReservePlacement[]): DataError[] {
  if (!reserve.some((r) => r.owner === 'blue') || !reserve.some((r) => r.owner === 'red')) return [];
  const shape = { width: map.width, height: map.height };
  const key = (c: { col: number; row: number }) => `${c.col},${c.row}`;
  const blue = new Set(expandZone(shape, map.setupZones.blue, '').cells.map(key));
  const shared = expandZone(shape, map.setupZones.red, '').cells.filter((c) => blue.has(key(c)));
  if (!shared.length) return [];
  return [{ path: 'map.setupZones', message: `the blue and red setup zones share ${shared.length} node${shared.length === 1 ? '' : 's'}: both fleets are set up in secret (R-SETUP-2), so each side needs a zone of its own` }];
}

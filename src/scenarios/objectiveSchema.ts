// Scenario objectives (§11 scenario mode) as data: each side lists what it must achieve. The kinds:
// points, deliverCargo, destroyTargets (named enemy units), holdNodes (own ships on nodes at the end
// of N consecutive rounds), exitByEdge (own ships leaving the map by an edge), keepFlagship (a named
// own ship must survive; optionally its loss loses the game). The engine evaluates them in
// src/engine/objectives.ts; here are their format and the checks that need the whole scenario.
import * as z from 'zod/mini';
import { isNavigable, nodeIndex } from '../engine/geometry';
import { decodeTerrain, PLAYERS, type DataError, type MapData, type PlayerId, nodeNameSchema } from './mapSchema';
import type { Ruleset } from './rulesetSchema';
import { edgeNodes, MAP_EDGES, reinforcementIds, type Reinforcement } from './trackSchema';
import { fixedUnitPlacements, placementIds, type UnitPlacement } from './unitChecks';
import { reserveIds, type ReservePlacement } from './reserveChecks';

const count = z.int().check(z.minimum(1), z.maximum(999));
const nodeName = nodeNameSchema;
const unitId = z.string().check(z.minLength(1), z.maxLength(40));
/** A map edge: the words reinforcements use (north, south, west, east) or their initials N S W E. */
const SHORT_EDGES = { N: 'north', S: 'south', W: 'west', E: 'east' } as const;
const edgeNameSchema = z.enum([...MAP_EDGES, 'N', 'S', 'W', 'E']);
export const edgeSchema = z.pipe(
  edgeNameSchema,
  z.transform((e: z.output<typeof edgeNameSchema>): (typeof MAP_EDGES)[number] => (e in SHORT_EDGES ? SHORT_EDGES[e as keyof typeof SHORT_EDGES] : (e as (typeof MAP_EDGES)[number]))),
);

export const objectiveSchema = z.discriminatedUnion('kind', [
  /** Score at least `target` points (§11). */
  z.object({ kind: z.literal('points'), target: count }),
  /** Deliver `count` cargo tokens at the side's delivery nodes (§8.6). */
  z.object({ kind: z.literal('deliverCargo'), count }),
  /** Destroy every named enemy unit (ships or fixed units). */
  z.object({ kind: z.literal('destroyTargets'), unitIds: z.array(unitId).check(z.minLength(1), z.maxLength(40)) }),
  /** At the end of `rounds` consecutive rounds, at least `units` own ships stand on these nodes. */
  z.object({ kind: z.literal('holdNodes'), nodes: z.array(nodeName).check(z.minLength(1), z.maxLength(60)), rounds: z.int().check(z.minimum(1), z.maximum(99)), units: z._default(count, 1) }),
  /** Own ships leave the map by this edge (the exitMap action): `count` ships, or ships worth `points`. */
  z
    .object({ kind: z.literal('exitByEdge'), edge: edgeSchema, count: z.optional(count), points: z.optional(count) })
    .check(z.refine((o) => (o.count === undefined) !== (o.points === undefined), { message: 'give either "count" or "points"' })),
  /** The named own ship must survive; with `losesGame`, losing it loses the game at the next cleanup. */
  z.object({ kind: z.literal('keepFlagship'), unitId, losesGame: z._default(z.boolean(), false) }),
]);
export type Objective = z.infer<typeof objectiveSchema>;
export type ObjectiveKind = Objective['kind'];
export const objectiveListSchema = z.array(objectiveSchema).check(z.minLength(1), z.maxLength(12));

/**
 * Kinds a side achieves by playing (the others are conditions that hold until broken): a side whose
 * list has only conditions cannot end the game early; its conditions count at the round limit.
 */
export const ACHIEVEMENTS: readonly ObjectiveKind[] = ['points', 'deliverCargo', 'destroyTargets', 'holdNodes', 'exitByEdge'];

interface ObjectiveData {
  map: MapData;
  units: readonly UnitPlacement[];
  reserve: readonly ReservePlacement[];
  reinforcements: readonly Reinforcement[];
  objectives?: Partial<Record<PlayerId, Objective[]>>;
}

/** Every unit a scenario brings, by id: owner and whether it is a ship. */
function unitsById(sc: ObjectiveData, ruleset: Ruleset): Map<string, { owner: PlayerId; ship: boolean }> {
  const out = new Map<string, { owner: PlayerId; ship: boolean }>();
  placementIds(sc.units).forEach((id, k) => out.set(id, { owner: sc.units[k].owner, ship: true }));
  reserveIds(sc.units, sc.reserve).forEach((id, k) => out.set(id, { owner: sc.reserve[k].owner, ship: true }));
  reinforcementIds(sc.units, sc.reinforcements).forEach((id, k) => out.set(id, { owner: sc.reinforcements[k].owner, ship: true }));
  for (const f of fixedUnitPlacements(sc.map, ruleset)) out.set(f.id, { owner: f.owner, ship: false });
  return out;
}

/** Checks that need the map and the units: named units exist and belong to the right side, nodes are navigable, edges open. */
export function checkObjectives(sc: ObjectiveData, ruleset: Ruleset): DataError[] {
  const errors: DataError[] = [];
  if (!sc.objectives) return errors;
  const units = unitsById(sc, ruleset);
  const { terrain } = decodeTerrain(sc.map);
  const shape = { width: sc.map.width, height: sc.map.height };
  const water = (i: number) => i >= 0 && isNavigable(terrain[i], true);
  for (const p of PLAYERS) {
    (sc.objectives[p] ?? []).forEach((o, k) => {
      const at = `objectives.${p}[${k}]`;
      if (o.kind === 'destroyTargets')
        o.unitIds.forEach((id, j) => {
          const u = units.get(id);
          if (!u) errors.push({ path: `${at}.unitIds[${j}]`, message: `there is no unit "${id}" in this scenario` });
          else if (u.owner === p) errors.push({ path: `${at}.unitIds[${j}]`, message: `"${id}" is ${p}'s own unit; name enemy units` });
        });
      if (o.kind === 'keepFlagship') {
        const u = units.get(o.unitId);
        if (!u) errors.push({ path: `${at}.unitId`, message: `there is no unit "${o.unitId}" in this scenario` });
        else if (u.owner !== p || !u.ship) errors.push({ path: `${at}.unitId`, message: `"${o.unitId}" must be one of ${p}'s ships` });
      }
      if (o.kind === 'holdNodes') {
        o.nodes.forEach((n, j) => {
          if (!water(nodeIndex(shape, n))) errors.push({ path: `${at}.nodes[${j}]`, message: `"${n}" is not a node ships can stand on (off the map, land or reef)` });
        });
        if (o.units > o.nodes.length) errors.push({ path: `${at}.units`, message: `${o.units} ships cannot stand on ${o.nodes.length} node(s)` });
      }
      if (o.kind === 'exitByEdge' && !edgeNodes(shape, o.edge).some(water))
        errors.push({ path: `${at}.edge`, message: `no ship can reach the ${o.edge} edge: it has no navigable node` });
      if (o.kind === 'deliverCargo' && !sc.map.features.some((f) => f.kind === 'delivery' && (!f.owner || f.owner === p)))
        errors.push({ path: `${at}`, message: `the map has no delivery node for ${p}` });
    });
  }
  return errors;
}

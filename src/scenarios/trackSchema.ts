// Scenario data for §8 and §10: reinforcements and other round-track items, and the checks that
// need the whole scenario (rounds within the track, classes known, entry nodes navigable, ids
// unique, airfields' bomber entries on the map edge).
import { withArticle } from './dataMessages';
import * as z from 'zod/mini';
import { cellOfIndex, isNavigable, nodeIndex, type MapShape, type NodeIndex } from '../engine/geometry';
import { decodeTerrain, playerSchema, type DataError, type MapData, idSchema, nodeNameSchema } from './mapSchema';
import type { Ruleset } from './rulesetSchema';
import { UNIT_ID_PATTERN, headingSchema, placementIds, fixedUnitPlacements, type UnitPlacement } from './unitChecks';

export const MAP_EDGES = ['north', 'south', 'west', 'east'] as const;
export type MapEdge = (typeof MAP_EDGES)[number];

const round = z.int().check(z.minimum(2, 'round 1 is the start: place such things with `units` or `mines`'), z.maximum(99));

/** A unit entering at its round (§10), at a node, on any free navigable node of a map edge, or into a task force. */
export const reinforcementSchema = z
  .object({
    round,
    id: z.optional(idSchema(UNIT_ID_PATTERN, 'letters, digits, "-" and "_"')),
    owner: playerSchema,
    class: z.string().check(z.minLength(1)),
    node: z.optional(nodeNameSchema),
    edge: z.optional(z.enum(MAP_EDGES)),
    /** Joins its owner's task force board (§7) while that TF's marker is on the map. */
    tf: z.optional(z.enum(['A', 'B', 'C', 'D'])),
    /** Omitted: the owner chooses the heading when it enters. */
    heading: z.optional(headingSchema),
    planes: z.optional(z.int().check(z.minimum(0))),
    cargo: z.optional(z.int().check(z.minimum(0))),
  })
  .check(
    z.refine((r) => [r.node, r.edge, r.tf].filter((x) => x !== undefined).length === 1, { message: 'give one of "node", "edge" or "tf"' }),
    z.refine((r) => r.tf === undefined || r.heading === undefined, { message: 'a ship joining a task force has no heading', path: ['heading'] }),
  );
export type Reinforcement = z.infer<typeof reinforcementSchema>;

/** Other round-track items: mine tokens, a card to hand, an effect, a unit leaving the game. */
export const trackEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mines'), round, owner: playerSchema, count: z.int().check(z.minimum(1)) }),
  z.object({ kind: z.literal('card'), round, owner: playerSchema, cardId: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('effect'), round, owner: playerSchema, effect: z.string().check(z.minLength(1)), data: z.optional(z.unknown()) }),
  z.object({ kind: z.literal('expire'), round: z.int().check(z.minimum(1), z.maximum(99)), unitId: z.string().check(z.minLength(1)) }),
]);
export type TrackEntry = z.infer<typeof trackEntrySchema>;

/** The nodes of a map edge, in reading order. */
export function edgeNodes(shape: MapShape, edge: MapEdge): NodeIndex[] {
  const out: NodeIndex[] = [];
  for (let i = 0; i < shape.width * shape.height; i++) {
    const { col, row } = cellOfIndex(shape, i);
    if ((edge === 'north' && row === 0) || (edge === 'south' && row === shape.height - 1) || (edge === 'west' && col === 0) || (edge === 'east' && col === shape.width - 1)) out.push(i);
  }
  return out;
}

const onEdge = (shape: MapShape, i: NodeIndex): boolean => MAP_EDGES.some((e) => edgeNodes(shape, e).includes(i));

/** The ids reinforcements get: their own, or owner-class-n counting on from the units placed at the start. */
export function reinforcementIds(units: readonly UnitPlacement[], reinforcements: readonly Reinforcement[]): string[] {
  return placementIds([...units, ...reinforcements.map((r) => ({ ...r, node: r.node ?? '', heading: 0 as const }))]).slice(units.length);
}

interface OperationsData {
  map: MapData;
  rounds: number;
  units: readonly UnitPlacement[];
  reinforcements: readonly Reinforcement[];
  roundTrack: readonly TrackEntry[];
  /** §7: the ships set up in task forces (a side without any has no boards to join). */
  reserve: readonly { owner: string }[];
}

/** Checks of §8/§10 data that need the map and the ruleset; every error has a path and a reason. */
export function checkOperations(sc: OperationsData, ruleset: Ruleset): DataError[] {
  const errors: DataError[] = [];
  const shape = { width: sc.map.width, height: sc.map.height };
  const { terrain } = decodeTerrain(sc.map);
  sc.map.features.forEach((f, k) => {
    const at = `map.features[${k}]`;
    const isAirfield = ruleset.fixedUnits[f.kind]?.bombers !== undefined;
    if ((f.bombers !== undefined || f.bomberEntry) && !isAirfield) errors.push({ path: at, message: `only an airfield has bombers, not ${withArticle(f.kind)}` });
    (f.bomberEntry ?? []).forEach((n, j) => {
      const i = nodeIndex(shape, n);
      if (i < 0 || !onEdge(shape, i)) errors.push({ path: `${at}.bomberEntry[${j}]`, message: `"${n}" is not a node on the map's edge` });
    });
  });
  const unitIds = new Set([...placementIds(sc.units), ...fixedUnitPlacements(sc.map, ruleset).map((f) => f.id)]);
  const ids = reinforcementIds(sc.units, sc.reinforcements);
  const fixedNodes = new Set(sc.map.features.filter((f) => ruleset.fixedUnits[f.kind] && f.owner).map((f) => nodeIndex(shape, f.node)));
  sc.reinforcements.forEach((r, k) => {
    const at = `reinforcements[${k}]`;
    if (r.round > sc.rounds) errors.push({ path: `${at}.round`, message: `round ${r.round} is after the last round (${sc.rounds})` });
    if (unitIds.has(ids[k])) errors.push({ path: `${at}.id`, message: `"${ids[k]}" is already the id of another unit` });
    unitIds.add(ids[k]);
    const cls = ruleset.classes[r.class];
    if (!cls) { errors.push({ path: `${at}.class`, message: `unknown class "${r.class}"; known: ${Object.keys(ruleset.classes).join(', ')}` }); return; }
    const name = cls.name.en.toLowerCase();
    if (r.planes !== undefined && cls.planes === undefined) errors.push({ path: `${at}.planes`, message: `${withArticle(name)} carries no planes` });
    if (r.cargo !== undefined && cls.cargo === undefined) errors.push({ path: `${at}.cargo`, message: `${withArticle(name)} carries no cargo` });
    const fits = (i: NodeIndex) => i >= 0 && isNavigable(terrain[i], cls.shallowDraft) && !fixedNodes.has(i);
    if (r.node !== undefined) {
      const i = nodeIndex(shape, r.node);
      if (i < 0) errors.push({ path: `${at}.node`, message: `"${r.node}" is off the map` });
      else if (!fits(i)) errors.push({ path: `${at}.node`, message: `${withArticle(name)} cannot enter at ${r.node} (${terrain[i]}${fixedNodes.has(i) ? ', a fixed unit' : ''})` });
    } else if (r.tf !== undefined && !sc.reserve.some((s) => s.owner === r.owner))
      errors.push({ path: `${at}.tf`, message: `${r.owner} has no task forces in this scenario (no "reserve" ships)` });
    else if (r.edge && !edgeNodes(shape, r.edge).some(fits))
      errors.push({ path: `${at}.edge`, message: `the ${r.edge} edge has no node ${withArticle(name)} can enter` });
  });
  sc.roundTrack.forEach((t, k) => {
    const at = `roundTrack[${k}]`;
    if (t.round > sc.rounds) errors.push({ path: `${at}.round`, message: `round ${t.round} is after the last round (${sc.rounds})` });
    if (t.kind === 'expire' && !unitIds.has(t.unitId)) errors.push({ path: `${at}.unitId`, message: `there is no unit "${t.unitId}"` });
  });
  return errors;
}

// Carrier planes (§8.1): a carrier's air attack leaves a plane marker on the target's node (attack.ts).
// R-AIR-1: when the carrier is activated, each of its markers lying in its zone (computed as if it had
// planes) at the start or at the end of its move may return aboard — one `recoverPlane` step each,
// while the activation is open. R-AIR-2: the markers of a sunk carrier never return. With the option
// planeReturn "auto-after-enemy-turn" (module N) a marker returns by itself once the enemy has had a
// turn (or at the end of the round), and there is no manual recovery. §10 with the option
// planeEndurance N: a marker launched in round r also lies on the round track's field r + N; when that
// field is finished (cleanup) the plane is lost, unscored, unless it is back aboard or destroyed first.
import { changeUnit, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import type { NodeIndex } from '../../geometry/grid';
import { boardOfState, indexOf } from '../../geometry/board';
import { zoneSet } from '../combat/zones';
import { own, other, type GameState, type NodeName, type PlaneMarker, type PlayerId, type Unit, type UnitId } from '../../core/types';
import { compiledZone } from '../combat/unitZone';

const autoReturn = (state: GameState): boolean => state.setup.ruleset.options.planeReturn === 'auto-after-enemy-turn';

/** The zone of a carrier as if it had planes aboard (R-AIR-1). */
function returnZone(state: GameState, carrier: Unit): Set<NodeIndex> {
  return zoneSet(state, { ...carrier, planes: Math.max(1, carrier.planes ?? 0) });
}

function planesInReturnZone(state: GameState, carrier: Unit): PlaneMarker[] {
  if (!state.planes.some((p) => p.carrierId === carrier.id)) return []; // none of its planes is out: no zone to work out
  const zone = returnZone(state, carrier);
  const board = boardOfState(state);
  return state.planes.filter((p) => p.carrierId === carrier.id && zone.has(indexOf(board, p.node)));
}

/** Hook of `move`: remember the carrier's plane markers in its zone where the move started. */
export function noteRecoverablePlanes(d: Draft, before: GameState, unitId: UnitId): void {
  const carrier = own(before.units, unitId);
  if (!carrier || autoReturn(before) || !compiledZone(before, carrier).usesPlanes || !d.s.activation) return;
  const ids = planesInReturnZone(before, carrier).map((p) => p.id);
  if (ids.length) d.s.activation.recoverable = ids;
}

/** R-AIR-1: the plane markers the carrier being activated may take back aboard now. */
export function recoverablePlanes(state: GameState, unitId: UnitId): PlaneMarker[] {
  const carrier = own(state.units, unitId);
  if (!carrier || autoReturn(state) || state.activation?.unitId !== unitId || !compiledZone(state, carrier).usesPlanes) return [];
  if (!state.planes.some((p) => p.carrierId === unitId)) return []; // none of its planes is out (asked after every move)
  const atStart = new Set(state.activation.recoverable ?? []);
  const atEnd = new Set(planesInReturnZone(state, carrier).map((p) => p.id));
  return state.planes.filter((p) => p.carrierId === unitId && (atStart.has(p.id) || atEnd.has(p.id)));
}

/** R-ATK-1 for a unit that uses planes: one leaves the carrier as a marker on `node` (and, with planeEndurance, on the track). */
export function launchPlane(d: Draft, carrierId: UnitId, node: NodeName): void {
  const carrier = changeUnit(d, carrierId);
  carrier.planes = (carrier.planes ?? 0) - 1;
  const planeId = `${carrier.id}/plane-${++d.s.planesLaunched}`;
  d.s.planes.push({ id: planeId, owner: carrier.owner, carrierId: carrier.id, node });
  d.events.push({ type: 'planeLaunched', carrierId: carrier.id, planeId, node, planesAboard: carrier.planes });
  const endurance = d.s.setup.ruleset.options.planeEndurance ?? null;
  if (endurance !== null) d.s.track = [...(d.s.track ?? []), { kind: 'expire', round: d.s.round + endurance, planeId }];
}

/** A plane marker left the map (back aboard, or destroyed): its field on the round track is cleared. */
export function removePlane(d: Draft, planeId: string): void {
  d.s.planes = d.s.planes.filter((p) => p.id !== planeId);
  if (d.s.track) d.s.track = d.s.track.filter((t) => !(t.kind === 'expire' && 'planeId' in t && t.planeId === planeId));
}

/** §6.2 step 3: the plane markers whose field (up to `finished`) is finished are lost. */
export function expirePlanes(d: Draft, finished: number): void {
  for (const t of d.s.track ?? []) {
    if (t.kind !== 'expire' || !('planeId' in t) || t.round > finished) continue;
    const plane = d.s.planes.find((p) => p.id === t.planeId);
    removePlane(d, t.planeId);
    if (plane) d.events.push({ type: 'planeExpired', round: finished, plane: { ...plane } });
  }
}

function returnAboard(d: Draft, plane: PlaneMarker, auto: boolean): void {
  const carrier = changeUnit(d, plane.carrierId);
  removePlane(d, plane.id);
  carrier.planes = (carrier.planes ?? 0) + 1;
  d.events.push({ type: 'planeReturned', planeId: plane.id, carrierId: carrier.id, node: plane.node, planesAboard: carrier.planes, auto });
}

/** R-AIR-1: one plane marker returns aboard the carrier being activated; the activation goes on. */
export function recoverPlane(d: Draft, state: GameState, unitId: UnitId, planeId: string): Refusal | null {
  const plane = recoverablePlanes(state, unitId).find((p) => p.id === planeId);
  if (!plane) {
    const p = state.planes.find((x) => x.id === planeId);
    const why = autoReturn(state) ? 'planes return by themselves in this game (planeReturn "auto-after-enemy-turn")'
      : !p ? 'there is no such plane marker'
      : p.carrierId !== unitId ? `it belongs to ${state.units[p.carrierId] ? `the carrier at ${state.units[p.carrierId].node}` : 'a sunk carrier (R-AIR-2)'}`
      : 'it was in the carrier\'s zone neither at the start nor at the end of its move';
    return refuse('plane/not-recoverable', `The plane${p ? ` at ${p.node}` : ''} cannot return aboard this carrier: ${why}.`, { unitId, planeId });
  }
  returnAboard(d, plane, false);
  return null;
}

/** Module N hook of advanceTurn: after `justActed`'s turn, the enemy's planes return to their living carriers. */
export function returnPlanesAfterTurn(d: Draft, justActed: PlayerId): void {
  if (!autoReturn(d.s)) return;
  returnAllPlanes(d, other(justActed));
}

/** Module N at the end of a round: the planes still out return (their enemy had no turn left). */
export function returnAllPlanes(d: Draft, owner?: PlayerId): void {
  if (!autoReturn(d.s)) return;
  for (const p of d.s.planes) {
    if (owner && p.owner !== owner) continue;
    if (d.s.units[p.carrierId]) returnAboard(d, p, true); // R-AIR-2: a sunk carrier's planes stay
  }
}

// Transports, cargo and landings (§8.6). A transport ending its activation next to a scenario
// delivery node may, instead of attacking, unload one cargo token there: delivered, it scores
// `points.cargo` and counts for objectives. R-LAND-1: unloaded next to enemy coastal artillery it
// destroys the battery; next to an enemy airfield it hits it (R-AIR-4). Cargo still aboard a sunk
// transport scores for the sinker through the class's pointsPerCargo (scoring.ts).
import { strikeTarget, targetOf } from '../combat/attack';
import { boardOfState, indexOf } from '../../geometry/board';
import { changeUnit, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { indexDistance } from '../../geometry/grid';
import { addPoints } from '../victory/scoring';
import { endActivation } from '../commands/activation';
import { own, type GameState, type NodeName, type PlayerId, type Unit, type UnitId } from '../../core/types';
import { unitName } from '../combat/unitZone';

/** Delivery nodes for `player`: `delivery` features of the map, either unowned or the player's. */
export function deliveryNodes(state: GameState, player: PlayerId): readonly NodeName[] {
  let bySide = deliveries.get(state.setup.map);
  if (!bySide) deliveries.set(state.setup.map, (bySide = {}));
  return (bySide[player] ??= deliveryNodesOn(state, player));
}
// each side's delivery nodes, worked out once per map (its features never change)
const deliveries = new WeakMap<object, Partial<Record<PlayerId, readonly NodeName[]>>>();

function deliveryNodesOn(state: GameState, player: PlayerId): NodeName[] {
  const board = boardOfState(state);
  return state.setup.map.features
    .filter((f) => f.kind === 'delivery' && (!f.owner || f.owner === player))
    .map((f) => board.names[indexOf(board, f.node)])
    .filter((n) => n !== undefined);
}

/** The enemy fixed units (coastal artillery, airfields) a landing may reach from the transport's node. */
function landingTargets(state: GameState, transport: Unit): Unit[] {
  const board = boardOfState(state);
  const at = indexOf(board, transport.node);
  return Object.values(state.units).filter((u) => u.kind === 'fixed' && u.owner !== transport.owner && indexDistance(board.shape, at, indexOf(board, u.node)) === 1);
}

/** Where the transport being activated may unload now: delivery nodes it is on or next to, and landings. */
export function unloadNodes(state: GameState, unitId: UnitId): NodeName[] {
  const t = own(state.units, unitId);
  if (!t || (t.cargo ?? 0) <= 0) return [];
  const board = boardOfState(state);
  const at = indexOf(board, t.node);
  const out = deliveryNodes(state, t.owner).filter((n) => indexDistance(board.shape, at, indexOf(board, n)) <= 1);
  for (const u of landingTargets(state, t)) if (!out.includes(u.node)) out.push(u.node);
  if (state.activation?.mustLand) return out.filter((n) => landingTargets(state, t).some((u) => u.node === n)); // R-LAND-2
  return out;
}

/** §8.6 / R-LAND-1: unload one cargo token at `node`; the activation ends. */
export function unload(d: Draft, state: GameState, unitId: UnitId, node: string): Refusal | null {
  const t = own(state.units, unitId)!;
  const name = unitName(state, t);
  if ((t.cargo ?? 0) <= 0) return refuse('unload/no-cargo', `The ${name} at ${t.node} has no cargo aboard.`, { unitId });
  const board = boardOfState(state);
  const i = indexOf(board, node);
  const target = i < 0 ? undefined : landingTargets(state, t).find((u) => u.node === board.names[i]);
  const delivery = i >= 0 && deliveryNodes(state, t.owner).includes(board.names[i]);
  if (!target && state.activation?.mustLand)
    return refuse('unload/must-land', `The ${name} ended in range of the enemy battery to land there: it must land against it now.`, { unitId });
  if (!target && !delivery)
    return refuse('unload/not-a-delivery-node', `${i < 0 ? node : board.names[i]} is neither a delivery node of yours nor an enemy coastal artillery or airfield next to the ${name}.`, { node });
  if (!target && indexDistance(board.shape, indexOf(board, t.node), i) > 1)
    return refuse('unload/not-adjacent', `The ${name} at ${t.node} must be next to ${board.names[i]} to unload there.`, { node: board.names[i] });
  const u = changeUnit(d, unitId);
  u.cargo = (u.cargo ?? 0) - 1;
  if (target) {
    // R-LAND-1: a landing operation destroys the battery or hits the airfield
    d.events.push({ type: 'landed', player: t.owner, unitId, node: target.node, targetId: target.id, cargoLeft: u.cargo });
    strikeTarget(d, unitId, t.owner, targetOf(state, target.id)!);
    endActivation(d, true);
    return null;
  }
  const points = state.setup.ruleset.points.cargo;
  addPoints(d, t.owner, points);
  const delivered = { blue: state.delivered?.blue ?? 0, red: state.delivered?.red ?? 0 };
  delivered[t.owner] += 1;
  d.s.delivered = delivered;
  d.events.push({ type: 'cargoDelivered', player: t.owner, unitId, node: board.names[i], points, delivered: delivered[t.owner], cargoLeft: u.cargo });
  endActivation(d, false);
  return null;
}


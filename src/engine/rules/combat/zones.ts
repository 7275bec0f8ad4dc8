// Attack zones (R-UNIT-1, R-UNIT-2): the nodes on a unit's rays from its node and heading.
// Torpedo rays stop at the first node that blocks them (§5.2: a node that is not sea, or a node
// holding a ship, which itself can still be hit); artillery and air rays ignore everything between.
import type { NodeIndex } from '../../geometry/grid';
import { boardOfState } from '../../geometry/board';
import { own, type GameState, type NodeName, type PlayerId, type Unit, type UnitId } from '../../core/types';
import { enemyZoneOf, stateIndex } from '../movement/stateIndex';
import { compiledZone, forEachRayNode, zoneRays } from './unitZone';

/** The zone of one unit as a set of node indices; `ignoreLine` treats torpedo rays like artillery. */
export function zoneSet(state: GameState, unit: Unit, ignoreLine = false): Set<NodeIndex> {
  const { board, occupied } = stateIndex(state);
  const set = new Set<NodeIndex>();
  // the class's compiled rays (the same rays as zoneRays), walked as forEachRayNode walks one
  const z = compiledZone(state, unit);
  if (z.attack === 'none' || (z.usesPlanes && (unit.planes ?? 0) <= 0)) return set; // R-UNIT-2
  const start = board.index.get(unit.node);
  if (start === undefined) return set;
  const clearSea = z.clearSea && !ignoreLine;
  const { neighbours: nb, sea } = board;
  for (let r = 0; r < z.rel.length; r++) {
    const dir = (unit.heading + z.rel[r]) % 6;
    const from = z.from[r], to = z.to[r];
    let cur = start;
    for (let d = 1; d <= to; d++) {
      cur = nb[cur * 6 + dir];
      if (cur < 0 || (clearSea && sea[cur] === 0)) break;
      if (d >= from) set.add(cur);
      if (clearSea && occupied[cur] === 1) break; // R-UNIT-1: the ray stops at a ship
    }
  }
  return set;
}

/** R-UNIT-1: the attack zone of a unit, as node names (empty for unknown or unarmed units). */
export function attackZone(state: GameState, unitId: UnitId): NodeName[] {
  const unit = own(state.units, unitId);
  if (!unit) return [];
  const board = boardOfState(state);
  return [...zoneSet(state, unit)].sort((a, b) => a - b).map((i) => board.names[i]);
}

/** The enemy units whose zones cover a node when `moverId` stands there instead of where it is. */
export function zoneCoverers(state: GameState, player: PlayerId, node: NodeName, moverId?: UnitId): Unit[] {
  const { board, occupied } = stateIndex(state);
  const target = board.index.get(node);
  const mover = moverId ? board.index.get(state.units[moverId]?.node ?? '') ?? -1 : -1;
  const isOcc = (i: NodeIndex) => occupied[i] === 1;
  return Object.values(state.units).filter((u) => {
    if (u.owner === player) return false;
    let hit = false;
    for (const ray of zoneRays(state, board, u)) forEachRayNode(board, ray, isOcc, (i) => { if (i === target) hit = true; }, mover);
    return hit;
  });
}

/** The whole enemy zone of a player with every unit in place, as node names (the UI's danger overlay). */
export function enemyZone(state: GameState, player: PlayerId): NodeName[] {
  const { base } = enemyZoneOf(state, player);
  const names = boardOfState(state).names;
  const out: NodeName[] = [];
  for (let i = 0; i < base.length; i++) if (base[i]) out.push(names[i]);
  return out;
}

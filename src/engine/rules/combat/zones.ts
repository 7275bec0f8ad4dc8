// Attack zones (R-UNIT-1, R-UNIT-2): the nodes on a unit's rays from its node and heading.
// Torpedo rays stop at the first node that blocks them (§5.2: a node that is not sea, or a node
// holding a ship, which itself can still be hit); artillery and air rays ignore everything between.
import type { NodeIndex } from '../../geometry/grid';
import { boardOfState } from '../../geometry/board';
import { own, type GameState, type NodeName, type PlayerId, type Unit, type UnitId } from '../../core/types';
import { enemyZoneOf, stateIndex } from '../movement/stateIndex';
import { compiledZone, forEachRayNode, zoneRays } from './unitZone';

/**
 * Visit the nodes of a unit's zone (R-UNIT-1, R-UNIT-2): the class's compiled rays (zoneRays' rays),
 * walked as forEachRayNode walks one; `ignoreLine` treats torpedo rays like artillery. A node may be
 * visited twice (rays that cross).
 */
function walkZone(state: GameState, unit: Unit, ignoreLine: boolean, visit: (i: NodeIndex) => void): void {
  const { board, occupied } = stateIndex(state);
  const z = compiledZone(state, unit);
  if (z.attack === 'none' || (z.usesPlanes && (unit.planes ?? 0) <= 0)) return; // R-UNIT-2
  const start = board.index.get(unit.node);
  if (start === undefined) return;
  const clearSea = z.clearSea && !ignoreLine;
  const { neighbours: nb, sea } = board;
  for (let r = 0; r < z.rel.length; r++) {
    const dir = (unit.heading + z.rel[r]) % 6;
    const from = z.from[r], to = z.to[r];
    let cur = start;
    for (let d = 1; d <= to; d++) {
      cur = nb[cur * 6 + dir];
      if (cur < 0 || (clearSea && sea[cur] === 0)) break;
      if (d >= from) visit(cur);
      if (clearSea && occupied[cur] === 1) break; // the ray stops at a ship
    }
  }
}

/** The zone of one unit as a set of node indices; `ignoreLine` treats torpedo rays like artillery. */
export function zoneSet(state: GameState, unit: Unit, ignoreLine = false): Set<NodeIndex> {
  const set = new Set<NodeIndex>();
  walkZone(state, unit, ignoreLine, (i) => set.add(i));
  return set;
}

// zoneMarks' array: marks[i] === stamp for the nodes of the last zone marked (no set, nothing to clear)
let marks = new Int32Array(0);
let stamp = 0;
/**
 * The zone of one unit marked on an array of the board's size — node i is in it when
 * `marks[i] === stamp` — and how many marks were made (0: an empty zone). Valid until the next call.
 */
export function zoneMarks(state: GameState, unit: Unit): { marks: Int32Array; stamp: number; any: boolean } {
  const size = stateIndex(state).board.size;
  if (marks.length !== size || stamp >= 0x3fffffff) { marks = new Int32Array(size); stamp = 0; }
  const s = ++stamp;
  let any = false;
  walkZone(state, unit, false, (i) => { marks[i] = s; any = true; });
  return { marks, stamp: s, any };
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

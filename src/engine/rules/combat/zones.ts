// Attack zones (R-UNIT-1, R-UNIT-2): the nodes on a unit's rays from its node and heading.
// Torpedo rays stop at the first node that blocks them (§5.2: a node that is not sea, or a node
// holding a ship, which itself can still be hit); artillery and air rays ignore everything between.
import type { NodeIndex } from '../../geometry/grid';
import { boardOfState } from '../../geometry/board';
import { own, type GameState, type NodeName, type PlayerId, type Unit, type UnitId } from '../../core/types';
import { enemyZoneOf, stateIndex } from '../movement/stateIndex';
import { forEachZoneNode } from './unitZone';

/** The zone of one unit as a set of node indices; `ignoreLine` treats torpedo rays like artillery. */
export function zoneSet(state: GameState, unit: Unit, ignoreLine = false): Set<NodeIndex> {
  const { board, occupied } = stateIndex(state);
  const set = new Set<NodeIndex>();
  forEachZoneNode(state, board, occupied, unit, (i) => set.add(i), -1, ignoreLine);
  return set;
}

// zoneMarks' array: marks[i] === stamp for the nodes of the last zone marked (no set, nothing to clear)
let marks = new Int32Array(0);
let stamp = 0;
/**
 * The zone of one unit marked on an array of the board's size — node i is in it when
 * `marks[i] === stamp` — and how many marks were made (0: an empty zone). Valid until the next call.
 * `skip`: a node taken as empty (a mover's start node, which it has left).
 */
export function zoneMarks(state: GameState, unit: Unit, skip: NodeIndex = -1): { marks: Int32Array; stamp: number; any: boolean } {
  const { board, occupied } = stateIndex(state);
  if (marks.length !== board.size || stamp >= 0x3fffffff) { marks = new Int32Array(board.size); stamp = 0; }
  const s = ++stamp;
  let any = false;
  forEachZoneNode(state, board, occupied, unit, (i) => { marks[i] = s; any = true; }, skip);
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
  return Object.values(state.units).filter((u) => {
    if (u.owner === player) return false;
    let hit = false;
    forEachZoneNode(state, board, occupied, u, (i) => { if (i === target) hit = true; }, mover);
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

/** Membership of a set of nodes, by name. */
export interface NodeTest { has(node: NodeName): boolean }

/**
 * The enemy zone of a player (enemyZone's nodes) as a membership test: for a caller asking about a
 * few nodes of many states (a bot's evaluation), with no list of names made and no copy (a typed
 * array costs more to make than the rest). It reads the state's cached zone, worked out again if that
 * has been recycled since, so it stays true however many states are queried after it.
 */
export function enemyZoneTest(state: GameState, player: PlayerId): NodeTest {
  let zone = enemyZoneOf(state, player);
  const index = boardOfState(state).index;
  return {
    has: (node) => {
      if (zone.recycled === true) zone = enemyZoneOf(state, player);
      return zone.base[index.get(node) ?? -1] === 1;
    },
  };
}

// The map as module C reads it: setup zones, a 3-node minefield around a node, the strategic point,
// the far edge an ambush crosses to, and distances. Pure functions of the map.
import { boardOfState, expandZone, indexDistance, indexOf, nodeIndex, type GameState, type PlayerId } from '../../../engine/author';

type Setup = Pick<GameState, 'setup'>;
type Board = ReturnType<typeof boardOfState>;

/** A side's setup zone as node names (the scenario's rectangles and nodes). */
export function zoneNodes(state: Setup, p: PlayerId): string[] {
  const map = state.setup.map;
  return expandZone({ width: map.width, height: map.height }, map.setupZones[p], '').cells.map((c) => boardOfState(state).names[c.row * map.width + c.col]);
}

/** Whether a deep-draft ship may stand on a node (navigable, not blocked by a feature). */
export const openSea = (board: Board, i: number): boolean => i >= 0 && board.passable[0][i] === 1;

/** C-EXTRA-MINES: the three nodes of a minefield laid around `node` (it and two opposite neighbours, first axis that fits), or null. */
export function minefieldAt(state: Setup, node: string): string[] | null {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  if (!openSea(board, i)) return null;
  const half = board.degree / 2;
  for (let k = 0; k < half; k++) {
    const a = board.neighbours[i * board.degree + k], b = board.neighbours[i * board.degree + k + half];
    if (openSea(board, a) && openSea(board, b)) return [board.names[i], board.names[a], board.names[b]];
  }
  return null;
}

/** C-OBJ-STRATEGIC: the strategic point — the option's node, else the map's middle node. */
export function centreOf(state: Setup, centre: string | undefined): string {
  const { width, height } = state.setup.map;
  return centre ?? boardOfState(state).names[Math.floor(height / 2) * width + Math.floor(width / 2)];
}

/** Node distance on the map's grid (a node off the map is never near). */
export function distance(state: Setup, a: string, b: string): number {
  const board = boardOfState(state);
  const i = indexOf(board, a), j = indexOf(board, b);
  return i < 0 || j < 0 ? Infinity : indexDistance(board.shape, i, j);
}

export type Edge = 'north' | 'south' | 'west' | 'east';
/** C-OBJ-AMBUSH: the map edge farthest from a side's setup zone (the one its fleet must cross to). */
export function farEdge(state: Setup, p: PlayerId): Edge {
  const { width, height } = state.setup.map;
  const shape = { width, height };
  const cells = zoneNodes(state, p).map((n) => nodeIndex(shape, n)).filter((i) => i >= 0);
  const row = cells.reduce((s, i) => s + Math.floor(i / width), 0) / Math.max(1, cells.length);
  const col = cells.reduce((s, i) => s + (i % width), 0) / Math.max(1, cells.length);
  const gaps: [Edge, number][] = [['north', row], ['south', height - 1 - row], ['west', col], ['east', width - 1 - col]];
  return gaps.reduce((far, g) => (g[1] > far[1] ? g : far))[0];
}

/** How many rows (or columns) a node lies from a map edge (Infinity off the map). */
export function edgeGap(state: Setup, node: string, edge: Edge): number {
  const { width, height } = state.setup.map;
  const i = nodeIndex({ width, height }, node);
  if (i < 0) return Infinity;
  const row = Math.floor(i / width), col = i % width;
  return edge === 'north' ? row : edge === 'south' ? height - 1 - row : edge === 'west' ? col : width - 1 - col;
}

/** Whether a node lies on a map edge. */
export const onEdge = (state: Setup, node: string, edge: Edge): boolean => edgeGap(state, node, edge) === 0;

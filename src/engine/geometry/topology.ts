// Grid topologies as data: how nodes neighbour each other, whether units have headings, how far
// apart two nodes are and which nodes lie on a line. ENB plays on the triangular lattice (6
// neighbours, headings, grid.ts); a rule module's own square board plays on `square8` (8 neighbours — the
// king's moves — and no headings). Pixel layouts stay in the UI. Hot loops use the neighbour table,
// node-major with `degree` entries per node (-1: off the map).
import { DIRECTION_STEPS, indexDistance, lineBetween as latticeLine, neighbourTable, type MapShape, type NodeIndex } from './grid';

export type TopologyId = 'lattice' | 'square8';

export interface Topology {
  id: TopologyId;
  /** How many directions leave a node (and the stride of the neighbour table). */
  degree: number;
  /** Whether a unit faces a direction (turning costs MP) or not. */
  headings: boolean;
  neighbours(shape: MapShape): Int32Array;
  distance(shape: MapShape, a: NodeIndex, b: NodeIndex): number;
  /** The nodes along direction `dir` from node i at distances from..to, nearest first (the ray stops at the edge). */
  ray(shape: MapShape, i: NodeIndex, dir: number, from: number, to: number): NodeIndex[];
  /** If b lies on a line from a: the direction and the distance along it; else null. */
  lineBetween(shape: MapShape, a: NodeIndex, b: NodeIndex): { dir: number; distance: number } | null;
}

function rayOf(topology: Topology, shape: MapShape, i: NodeIndex, dir: number, from: number, to: number): NodeIndex[] {
  const t = topology.neighbours(shape);
  const out: NodeIndex[] = [];
  let cur = i;
  for (let d = 1; d <= to; d++) {
    cur = t[cur * topology.degree + dir];
    if (cur < 0) break;
    if (d >= from) out.push(cur);
  }
  return out;
}

const cellOf = (shape: MapShape, i: NodeIndex) => ({ col: i % shape.width, row: Math.floor(i / shape.width) });

export const lattice: Topology = {
  id: 'lattice',
  degree: DIRECTION_STEPS.length,
  headings: true,
  neighbours: neighbourTable,
  distance: indexDistance,
  ray: (shape, i, dir, from, to) => rayOf(lattice, shape, i, dir, from, to),
  lineBetween: (shape, a, b) => {
    const ca = cellOf(shape, a), cb = cellOf(shape, b);
    return latticeLine({ q: ca.col - Math.floor(ca.row / 2), r: ca.row }, { q: cb.col - Math.floor(cb.row / 2), r: cb.row });
  },
};

/** The eight directions of the square grid, counter-clockwise from east: E, NE, N, NW, W, SW, S, SE. */
export const SQUARE8_STEPS: readonly (readonly [number, number])[] = [[1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1], [1, 1]];

const square8Tables = new Map<string, Int32Array>();
export const square8: Topology = {
  id: 'square8',
  degree: 8,
  headings: false,
  neighbours(shape) {
    const key = `${shape.width}x${shape.height}`;
    let t = square8Tables.get(key);
    if (!t) {
      t = new Int32Array(shape.width * shape.height * 8);
      for (let i = 0; i < shape.width * shape.height; i++) {
        const { col, row } = cellOf(shape, i);
        SQUARE8_STEPS.forEach(([dc, dr], dir) => {
          const c = col + dc, r = row + dr;
          t![i * 8 + dir] = c >= 0 && r >= 0 && c < shape.width && r < shape.height ? r * shape.width + c : -1;
        });
      }
      square8Tables.set(key, t);
    }
    return t;
  },
  distance(shape, a, b) {
    const ca = cellOf(shape, a), cb = cellOf(shape, b);
    return Math.max(Math.abs(ca.col - cb.col), Math.abs(ca.row - cb.row)); // Chebyshev: a king's moves
  },
  ray: (shape, i, dir, from, to) => rayOf(square8, shape, i, dir, from, to),
  lineBetween(shape, a, b) {
    const ca = cellOf(shape, a), cb = cellOf(shape, b);
    const dc = cb.col - ca.col, dr = cb.row - ca.row;
    const d = Math.max(Math.abs(dc), Math.abs(dr));
    if (d === 0 || (dc !== 0 && dr !== 0 && Math.abs(dc) !== Math.abs(dr))) return null;
    const dir = SQUARE8_STEPS.findIndex(([x, y]) => x === Math.sign(dc) && y === Math.sign(dr));
    return { dir, distance: d };
  },
};

export const TOPOLOGIES: Readonly<Record<TopologyId, Topology>> = { lattice, square8 };

/**
 * The nodes a unit without headings reaches within `mp` steps (1 MP a step in any of the topology's
 * directions), with their cost: entering only `passable`, un`occupied` nodes (the start is the mover's).
 * A breadth-first search: ENB's node × heading search (search.ts) is the lattice's, with turns.
 */
export function reachableWithoutHeadings(topology: Topology, shape: MapShape, passable: Uint8Array, occupied: Uint8Array, start: NodeIndex, mp: number): Map<NodeIndex, number> {
  const nb = topology.neighbours(shape);
  const cost = new Map<NodeIndex, number>([[start, 0]]);
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const cur = queue[k];
    const c = cost.get(cur)!;
    if (c >= mp) continue;
    for (let dir = 0; dir < topology.degree; dir++) {
      const next = nb[cur * topology.degree + dir];
      if (next < 0 || cost.has(next) || !passable[next] || occupied[next]) continue;
      cost.set(next, c + 1);
      queue.push(next);
    }
  }
  return cost;
}

// The triangular lattice of nodes (ENB-RULES §2): coordinates, directions, lines, names, terrain.
// Hot paths (movement search, zones) work on dense node indices; people and saves use names ("C7").

/** R-GRID-1: a direction / heading, counter-clockwise from east. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];
export const DIRECTION_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type DirectionName = (typeof DIRECTION_NAMES)[number];
/** R-GRID-1: axial steps of the six directions, in order E, NE, NW, W, SW, SE. */
export const DIRECTION_STEPS: readonly (readonly [number, number])[] = [
  [1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1],
];

export interface Axial { q: number; r: number }
/** Column and row of the rectangular map (R-GRID-2), both 0-based. */
export interface Cell { col: number; row: number }
export interface MapShape { width: number; height: number }
/** Dense index of a node on a map: row * width + col; -1 means "off the map". */
export type NodeIndex = number;
export type NodeName = string;

// ---- directions and headings ---------------------------------------------------------------

/** Relative direction k from a heading: 0 ahead, 1 ahead-left, 2 astern-left, 3 astern, 4 astern-right, 5 ahead-right. */
export const relativeDirection = (heading: Direction, k: number): Direction =>
  ((((heading + k) % 6) + 6) % 6) as Direction;
/** A 60° turn to port (left, counter-clockwise). */
export const turnLeft = (heading: Direction): Direction => relativeDirection(heading, 1);
/** A 60° turn to starboard (right, clockwise). */
export const turnRight = (heading: Direction): Direction => relativeDirection(heading, 5);
/** The fewest 60° turns between two headings (0..3). */
export const turnsBetween = (a: Direction, b: Direction): number => {
  const d = (((b - a) % 6) + 6) % 6;
  return Math.min(d, 6 - d);
};
export const isDirection = (n: unknown): n is Direction => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 6;

// ---- axial geometry ------------------------------------------------------------------------

export const step = (a: Axial, dir: Direction, times = 1): Axial => ({
  q: a.q + DIRECTION_STEPS[dir][0] * times,
  r: a.r + DIRECTION_STEPS[dir][1] * times,
});
export const neighbourAxial = (a: Axial, dir: Direction): Axial => step(a, dir);
/** Lattice distance: the fewest steps between two nodes. */
export const distance = (a: Axial, b: Axial): number => {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};
/** If b lies on a grid line from a, the direction and the distance along it; else null. */
export const lineBetween = (a: Axial, b: Axial): { dir: Direction; distance: number } | null => {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const d = distance(a, b);
  if (d === 0) return null;
  for (const dir of DIRECTIONS) {
    const [sq, sr] = DIRECTION_STEPS[dir];
    if (sq * d === dq && sr * d === dr) return { dir, distance: d };
  }
  return null;
};

// ---- the rectangular map (R-GRID-2) -------------------------------------------------------

export const cellToAxial = ({ col, row }: Cell): Axial => ({ q: col - Math.floor(row / 2), r: row });
export const axialToCell = ({ q, r }: Axial): Cell => ({ col: q + Math.floor(r / 2), row: r });
export const nodeCount = (shape: MapShape): number => shape.width * shape.height;
export const inMap = (shape: MapShape, c: Cell): boolean =>
  c.col >= 0 && c.row >= 0 && c.col < shape.width && c.row < shape.height;
export const indexOfCell = (shape: MapShape, c: Cell): NodeIndex => (inMap(shape, c) ? c.row * shape.width + c.col : -1);
export const cellOfIndex = (shape: MapShape, i: NodeIndex): Cell => ({ col: i % shape.width, row: Math.floor(i / shape.width) });
export const indexOfAxial = (shape: MapShape, a: Axial): NodeIndex => indexOfCell(shape, axialToCell(a));
export const axialOfIndex = (shape: MapShape, i: NodeIndex): Axial => cellToAxial(cellOfIndex(shape, i));

/** Per-shape neighbour table: neighbours[i * 6 + dir] is the index of the neighbour, or -1. Cached. */
const neighbourTables = new Map<string, Int32Array>();
export function neighbourTable(shape: MapShape): Int32Array {
  const key = `${shape.width}x${shape.height}`;
  let table = neighbourTables.get(key);
  if (!table) {
    const n = nodeCount(shape);
    table = new Int32Array(n * 6);
    for (let i = 0; i < n; i++) {
      const a = axialOfIndex(shape, i);
      for (const dir of DIRECTIONS) table[i * 6 + dir] = indexOfAxial(shape, step(a, dir));
    }
    neighbourTables.set(key, table);
  }
  return table;
}
/** The neighbour of node i in a direction, or -1 off the map. */
export const neighbour = (shape: MapShape, i: NodeIndex, dir: Direction): NodeIndex => neighbourTable(shape)[i * 6 + dir];
/** The on-map neighbours of node i (up to 6). */
export const neighbours = (shape: MapShape, i: NodeIndex): NodeIndex[] => {
  const t = neighbourTable(shape);
  const out: NodeIndex[] = [];
  for (let d = 0; d < 6; d++) if (t[i * 6 + d] >= 0) out.push(t[i * 6 + d]);
  return out;
};
export const indexDistance = (shape: MapShape, a: NodeIndex, b: NodeIndex): number =>
  distance(axialOfIndex(shape, a), axialOfIndex(shape, b));

/**
 * The nodes along a line from node i, heading dir, at distances from..to (inclusive),
 * nearest first; the ray stops at the map edge.
 */
export function ray(shape: MapShape, i: NodeIndex, dir: Direction, from: number, to: number): NodeIndex[] {
  const t = neighbourTable(shape);
  const out: NodeIndex[] = [];
  let cur = i;
  for (let d = 1; d <= to; d++) {
    cur = t[cur * 6 + dir];
    if (cur < 0) break;
    if (d >= from) out.push(cur);
  }
  return out;
}

// ---- node names ("C7", "AB12") -------------------------------------------------------------

/** Column letters: 0 → A, 25 → Z, 26 → AA, 27 → AB … */
export function columnName(col: number): string {
  let s = '';
  let n = col + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
export function columnOfName(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}
/** R-GRID-2: the name people use: column letters then the 1-based row number. */
export const cellName = ({ col, row }: Cell): NodeName => `${columnName(col)}${row + 1}`;
export function parseCellName(name: string): Cell | null {
  const m = /^([A-Za-z]{1,3})([1-9][0-9]{0,3})$/.exec(name.trim());
  if (!m) return null;
  return { col: columnOfName(m[1]), row: Number(m[2]) - 1 };
}
export const nodeName = (shape: MapShape, i: NodeIndex): NodeName => cellName(cellOfIndex(shape, i));
/** The index of a named node on a map, or -1 when the name is malformed or off the map. */
export const nodeIndex = (shape: MapShape, name: string): NodeIndex => {
  const c = parseCellName(name);
  return c ? indexOfCell(shape, c) : -1;
};

// ---- terrain (R-GRID-3) -------------------------------------------------------------------

export const TERRAINS = ['sea', 'shallow', 'coast', 'land', 'reef'] as const;
export type Terrain = (typeof TERRAINS)[number];
/** R-GRID-3: ships may occupy sea and coast; shallow only with shallowDraft; never land or reef. */
export const isNavigable = (terrain: Terrain, shallowDraft: boolean): boolean =>
  terrain === 'sea' || terrain === 'coast' || (terrain === 'shallow' && shallowDraft);

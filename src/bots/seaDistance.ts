// Distance by sea: the fewest steps a ship needs from one node to another around islands and
// coasts (a ship's heading aside), for deep- and shallow-draft ships; a target on land counts as
// reached from a node next to it. A closing ship follows this, not the straight line, so it is not
// caught behind an island. All pairs are worked out once per map (a breadth-first search from each
// node over the board the engine built) and kept.
import { boardOf, type Board } from '../engine/geometry/index';
import type { GameState } from '../engine/index';

/** Steps between two nodes (255: no way by sea). */
export const FAR = 255;

const tables = new WeakMap<Board, (Uint8Array | undefined)[]>();

function allPairs(board: Board, draft: 0 | 1): Uint8Array {
  const { size, degree, neighbours } = board;
  const pass = board.passable[draft];
  const out = new Uint8Array(size * size).fill(FAR);
  const queue = new Int32Array(size);
  for (let s = 0; s < size; s++) {
    const row = s * size;
    out[row + s] = 0;
    let head = 0, tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const i = queue[head++];
      const d = out[row + i] + 1;
      if (d >= FAR) continue;
      for (let k = 0; k < degree; k++) {
        const j = neighbours[i * degree + k];
        if (j < 0 || out[row + j] !== FAR) continue;
        out[row + j] = d; // reached (a node on land is reached from beside it, but not crossed)
        if (pass[j]) queue[tail++] = j;
      }
    }
  }
  return out;
}

/** The distance-by-sea function of a game's map for a draft (shallow: a shallowDraft ship). */
export function seaDistances(state: Pick<GameState, 'setup'>, shallow: boolean): (a: string, b: string) => number {
  const board = boardOf(state.setup.map);
  let t = tables.get(board);
  if (!t) { t = []; tables.set(board, t); }
  const draft = shallow ? 1 : 0;
  const table = (t[draft] ??= allPairs(board, draft));
  const { index, size } = board;
  return (a, b) => {
    const i = index.get(a), j = index.get(b);
    return i === undefined || j === undefined ? FAR : table[i * size + j];
  };
}

/** Per map and draft, the nearest-target distances already asked, by target set (shared by every
 * state of a decision and its playouts, where the enemy seldom moves); emptied when it grows large. */
const nearestMemo = new WeakMap<Board, Map<string, { ts: Int32Array; known: Int16Array }>>();
const MEMO_LIMIT = 4000;
// the targets' node indices, sorted, made into a key: a reused list, one char per index (asked tens of thousands of times a game)
let scratch = new Int32Array(64);

/** The nearest of `targets` to a node by sea, for a draft, memoised per node (FAR: none reachable). */
export function nearestBySea(state: Pick<GameState, 'setup'>, shallow: boolean, targets: readonly string[]): (node: string) => number {
  const board = boardOf(state.setup.map);
  seaDistances(state, shallow); // the table, made once
  const table = tables.get(board)![shallow ? 1 : 0]!;
  const { index, size } = board;
  if (scratch.length < targets.length) scratch = new Int32Array(targets.length * 2);
  let n = 0;
  for (const t of targets) { // insertion sort as they come (a few targets)
    const i = index.get(t);
    if (i === undefined) continue;
    let k = n++;
    while (k > 0 && scratch[k - 1] > i) { scratch[k] = scratch[k - 1]; k--; }
    scratch[k] = i;
  }
  let key = shallow ? '1' : '0';
  for (let k = 0; k < n; k++) key += size < 0xffff ? String.fromCharCode(scratch[k]) : `,${scratch[k]}`;
  let byTargets = nearestMemo.get(board);
  if (!byTargets) { byTargets = new Map(); nearestMemo.set(board, byTargets); }
  let memo = byTargets.get(key);
  if (!memo) {
    if (byTargets.size >= MEMO_LIMIT) byTargets.clear();
    memo = { ts: scratch.slice(0, n), known: new Int16Array(size).fill(-1) };
    byTargets.set(key, memo);
  }
  const { ts, known } = memo;
  return (node) => {
    const i = index.get(node);
    if (i === undefined) return FAR;
    let d = known[i];
    if (d < 0) {
      d = FAR;
      const row = i * size;
      for (let k = 0; k < ts.length; k++) { const x = table[row + ts[k]]; if (x < d) d = x; }
      known[i] = d;
    }
    return d;
  };
}

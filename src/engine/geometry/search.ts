// The raw shortest-path search over node × heading states (state s = node * 6 + heading), on typed
// arrays reused between calls: a bucket queue (Dial's algorithm) with FIFO buckets in a ring, so
// forward steps (1 MP) and turns (turnCost MP, which may be 0) are both handled; with turnCost 1
// it is a plain BFS. Settles each state once, at its cheapest cost. It is the search of topologies with
// headings (ENB's lattice, board.degree 6); topologies without them use reachableWithoutHeadings (topology.ts).
import type { Direction } from './grid';

export interface SearchBuffers {
  /** base + cost for states reached in the current search (base = gen * 64), lower otherwise;
   *  every state reached within the MP is settled by the end of the search. */
  mark: Int32Array;
  /** gen for states settled in the current search (bucket-queue search only). */
  done: Int32Array;
  parent: Int32Array;
  /** Settled states, in order of cost. */
  ends: Int32Array;
  buckets: Int32Array[];
  lens: Int32Array;
  gen: number;
  /** Which search last used these buffers (never repeats). */
  serial: number;
}
const MAX_COST = 63;
// One set of buffers per map size: a result stays readable until the next search on a map of its
// size (isCurrent tells). (A pool of several sets, to keep more searches readable, measured slower.)
const buffersBySize = new Map<number, SearchBuffers>();
let serials = 0;

function buffersFor(size: number, ring: number): SearchBuffers {
  let b = buffersBySize.get(size);
  const states = size * 6;
  if (!b) {
    b = { mark: new Int32Array(states), done: new Int32Array(states), parent: new Int32Array(states), ends: new Int32Array(states), buckets: [], lens: new Int32Array(0), gen: 0, serial: 0 };
    buffersBySize.set(size, b);
  }
  while (b.buckets.length < ring) b.buckets.push(new Int32Array(states * 3 + 8));
  if (b.lens.length < ring) b.lens = new Int32Array(ring);
  if (b.gen >= 0x1fffff0) { b.mark.fill(0); b.done.fill(0); b.gen = 0; }
  b.serial = ++serials;
  return b;
}

export interface SearchResult {
  buffers: SearchBuffers;
  /** The start state. */
  start: number;
  /** Number of settled states in buffers.ends. */
  count: number;
  /** The mark of cost 0: cost(s) = buffers.mark[s] - base for settled states. */
  base: number;
  /** The search's serial: its buffers still hold it while buffers.serial equals it. */
  serial: number;
}

/** Whether a result is still readable (no later search has reused its buffers). */
export const isCurrent = (r: SearchResult): boolean => r.buffers.serial === r.serial;

/**
 * Every state reachable from (start, heading) within `mp`: forward onto `passable` nodes not
 * `occupied` (the start node counts as free: the mover leaves it), turns of 60° for `turnCost`.
 * Results stay valid until the next search on a map of the same size (isCurrent).
 */
export function searchStates(
  neighbours: Int32Array, passable: Uint8Array, occupied: Uint8Array,
  start: number, heading: Direction, mp: number, turnCost: number,
): SearchResult {
  const maxCost = Math.min(mp, MAX_COST);
  if (turnCost === 1) return breadthFirst(neighbours, passable, occupied, start, heading, maxCost);
  const step = Math.max(1, turnCost);
  const ring = step + 1;
  const b = buffersFor(passable.length, ring);
  const gen = ++b.gen;
  const base = gen * 64;
  const { mark, done, parent, ends, buckets, lens } = b;
  for (let k = 0; k < ring; k++) lens[k] = 0;
  const s0 = start * 6 + heading;
  mark[s0] = base; parent[s0] = -1;
  buckets[0][lens[0]++] = s0;
  let count = 0;
  for (let c = 0; c <= maxCost; c++) {
    const bi = c % ring;
    const bucket = buckets[bi];
    const tc = c + turnCost, fc = c + 1;
    const turnBucket = buckets[tc % ring], ti = tc % ring;
    const fwdBucket = buckets[fc % ring], fi = fc % ring;
    for (let k = 0; k < lens[bi]; k++) {
      const s = bucket[k];
      if (done[s] === gen) continue;
      done[s] = gen;
      ends[count++] = s;
      const node = (s / 6) | 0;
      const h = s - node * 6;
      if (tc <= maxCost) {
        const l = s + (h === 5 ? -5 : 1);
        if (mark[l] < base || mark[l] > base + tc) { mark[l] = base + tc; parent[l] = s; turnBucket[lens[ti]++] = l; }
        const r = s + (h === 0 ? 5 : -1);
        if (mark[r] < base || mark[r] > base + tc) { mark[r] = base + tc; parent[r] = s; turnBucket[lens[ti]++] = r; }
      }
      if (fc <= maxCost) {
        const m = neighbours[s];
        if (m >= 0 && passable[m] === 1 && (occupied[m] === 0 || m === start)) {
          const f = m * 6 + h;
          if (mark[f] < base || mark[f] > base + fc) { mark[f] = base + fc; parent[f] = s; fwdBucket[lens[fi]++] = f; }
        }
      }
    }
    lens[bi] = 0;
  }
  return { buffers: b, start: s0, count, base, serial: b.serial };
}

/** With turnCost 1 every step costs 1: a plain BFS, whose queue is the list of settled states. */
function breadthFirst(neighbours: Int32Array, passable: Uint8Array, occupied: Uint8Array, start: number, heading: Direction, maxCost: number): SearchResult {
  const b = buffersFor(passable.length, 1);
  const gen = ++b.gen;
  const base = gen * 64;
  const { mark, parent } = b;
  const queue = b.ends;
  const s0 = start * 6 + heading;
  mark[s0] = base; parent[s0] = -1;
  let head = 0, tail = 1;
  queue[0] = s0;
  const last = base + maxCost;
  while (head < tail) {
    const s = queue[head++];
    const ms = mark[s];
    if (ms === last) continue;
    const nc = ms + 1;
    const h = s % 6;
    const l = h === 5 ? s - 5 : s + 1;
    if (mark[l] < base) { mark[l] = nc; parent[l] = s; queue[tail++] = l; }
    const r = h === 0 ? s + 5 : s - 1;
    if (mark[r] < base) { mark[r] = nc; parent[r] = s; queue[tail++] = r; }
    const m = neighbours[s];
    if (m >= 0 && passable[m] === 1 && (occupied[m] === 0 || m === start)) {
      const f = m * 6 + h;
      if (mark[f] < base) { mark[f] = nc; parent[f] = s; queue[tail++] = f; }
    }
  }
  return { buffers: b, start: s0, count: tail, base, serial: b.serial };
}

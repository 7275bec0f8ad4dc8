// Per-state caches for the queries the UI and legalActions repeat on one state: which nodes hold
// units, and each side's enemy zone (R-MOVE-4). States are immutable, so a cache keyed by the state
// object stays true; a transition's draft is indexed again when its units changed since (copied,
// added or removed: the draft counts them), so a rule may ask in the middle of a transition. A
// torpedo ray stopped by a ship would run on if that ship moved away: for each such blocker the
// cache keeps the nodes past it, so a mover's own start node can be lifted.
import { boardOfState, type Board } from '../../geometry/board';
import type { NodeIndex } from '../../geometry/grid';
import { markOccupied } from '../taskForces/taskForces';
import { isAirfield, markBomberZones } from '../aviation/airspace';
import { compiledZone } from '../combat/unitZone';
import { draftBehind, type Draft } from '../../core/draft';
import { other, type GameState, type PlayerId, type Unit } from '../../core/types';

export interface EnemyZone {
  /** 1 where some enemy zone covers the node, with every unit in place. */
  base: Uint8Array;
  /** For a node holding a ship that stops enemy torpedo rays: the nodes those rays reach past it. */
  past: ReadonlyMap<NodeIndex, NodeIndex[]>;
  /** Set once its index has dropped out and `base` went back to the spare buffers (another state's now). */
  recycled?: boolean;
}

export interface StateIndex {
  board: Board;
  /** 1 where a unit (ship or fixed) stands. */
  occupied: Uint8Array;
  /** The units on the map and, in the same order, their node indices (looked up once per state). */
  units: Unit[];
  at: readonly NodeIndex[];
  zones: Partial<Record<PlayerId, EnemyZone>>;
  // made on first use (most states are indexed for their occupancy and zones alone):
  /** R-LAND-2: per transport, the enemy-zone nodes it may end on to land (landing.ts), once worked out. */
  landing: Map<string, Uint8Array | null> | null;
  /** The last ship's move search on this state (movement.ts's MoveContext), kept on the index (no weak table). */
  lastMove: unknown;
  /** Each TF marker's move search on this state (tfMove.ts), kept on the index like the ships'. */
  taskForceMoves: Map<string, unknown> | null;
  /** For the index of a draft's state: how many unit changes the draft had made then (so it is known to be behind), else -1. */
  unitChanges: number;
  /** How many airfields stand on the map (either side's): with none, no air operation is worked out. */
  airfields: number;
  /** How many units each side has in the state's record (on the map or not). */
  sides: Record<PlayerId, number>;
}

// The indexes of the last few states queried; the oldest one's buffers are recycled (typed-array
// allocation is slow), so an index is only valid until RECENT other states have been indexed.
const RECENT = 6;
const NONE: readonly NodeIndex[] = [];
const NOTHING_PAST: ReadonlyMap<NodeIndex, NodeIndex[]> = new Map();
const recent: { state: GameState; idx: StateIndex }[] = [];
const spare: { size: number; arrays: Uint8Array[] } = { size: 0, arrays: [] };

function buffer(size: number, clear = true): Uint8Array {
  if (spare.size === size && spare.arrays.length) { const a = spare.arrays.pop()!; if (clear) a.fill(0); return a; }
  return new Uint8Array(size);
}
function recycle(idx: StateIndex): void {
  if (spare.size !== idx.board.size) { spare.size = idx.board.size; spare.arrays = []; }
  spare.arrays.push(idx.occupied);
  for (const z of [idx.zones.blue, idx.zones.red]) if (z) { z.recycled = true; spare.arrays.push(z.base); }
}

export function stateIndex(state: GameState): StateIndex {
  const d = draftBehind(state);
  const known = cached(state);
  if (known !== null) {
    if (d === null || known.unitChanges === (d.unitChanges ?? 0)) return known;
    forgetIndex(state); // a transition's draft whose units changed since its index was made: made again
  }
  const idx = (d !== null ? carriedIndex(state, d) : null) ?? freshIndex(state);
  idx.unitChanges = d !== null ? d.unitChanges ?? 0 : -1;
  if (recent.length >= RECENT) recycle(recent.shift()!.idx);
  recent.push({ state, idx });
  return idx;
}

function cached(state: GameState): StateIndex | null {
  for (let k = recent.length - 1; k >= 0; k--) if (recent[k].state === state) return recent[k].idx;
  return null;
}

/**
 * The index of a draft's state worked out from its parent's, when the transition only changed units
 * (changeUnit: a move, a turn, an activation): the parent's lists with the changed units put in
 * their places. Null when units came or went, markers changed, or the parent is no longer indexed.
 */
export function carriedIndex(state: GameState, d: Draft): StateIndex | null {
  if (d.reshaped || d.ownTaskForces || d.from.setup !== state.setup) return null;
  const from = cached(d.from);
  if (from === null) return null;
  const changed = d.copied ?? [];
  const board = from.board;
  const places: number[] = [];
  const nodes: number[] = [];
  for (const c of changed) { // each changed unit's place in the parent's list (the record keeps its keys' order), and its node
    let k = from.units.length - 1;
    while (k >= 0 && from.units[k].id !== c.id) k--;
    if (k < 0) return null; // came onto the map: index afresh
    const i = board.names[from.at[k]] === c.node ? from.at[k] : board.index.get(c.node);
    if (i === undefined) return null; // left the map: index afresh
    places.push(k);
    nodes.push(i);
  }
  const units = from.units.slice();
  const at = from.at.slice();
  const occupied = buffer(board.size, false);
  occupied.set(from.occupied);
  for (const k of places) occupied[at[k]] = 0; // every changed unit lifted, then put down where it is now
  for (let j = 0; j < places.length; j++) {
    units[places[j]] = changed[j];
    at[places[j]] = nodes[j];
    occupied[nodes[j]] = 1;
  }
  markOccupied(state, board, occupied); // a lifted node a TF marker also holds stays taken (R-TF-2)
  return { board, occupied, units, at, zones: {}, landing: null, lastMove: null, taskForceMoves: null, unitChanges: -1, airfields: from.airfields, sides: from.sides };
}

/** The index worked out from the state alone (what carriedIndex must equal: tests compare them). */
export function freshIndex(state: GameState): StateIndex {
  const board = boardOfState(state);
  const occupied = buffer(board.size);
  const units: Unit[] = [];
  const nodes: number[] = [];
  // Looking a node's name up is most of this loop's cost, and most units stand where they stood in
  // the last state indexed (most often the state before): a unit in the same place of the list whose
  // node reads the same takes that node's index (a check, not a trust: any unit may have moved).
  const last = recent.length ? recent[recent.length - 1].idx : null;
  const was = last !== null && last.board === board ? last.at : NONE;
  const names = board.names;
  let k = 0, airfields = 0, blue = 0;
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner === 'blue') blue++;
    const guess = k < was.length ? was[k] : -1;
    const i = guess >= 0 && names[guess] === u.node ? guess : board.index.get(u.node);
    k++;
    if (i === undefined) continue;
    occupied[i] = 1;
    units.push(u);
    nodes.push(i);
    if (u.kind === 'fixed' && isAirfield(state, u)) airfields++;
  }
  markOccupied(state, board, occupied); // R-TF-2: TF markers block ships (and torpedo lines) like ships
  return { board, occupied, units, at: nodes, zones: {}, landing: null, lastMove: null, taskForceMoves: null, unitChanges: -1, airfields, sides: { blue, red: k - blue } };
}

/**
 * At the end of a transition: drop the index of its state if the transition changed units after
 * asking for it (a transition may ask before its last changes; the next state's index is carried
 * from this one, so it must be true of the state as it ends).
 */
export function settleIndex(d: Draft): void {
  const idx = cached(d.s);
  if (idx !== null && idx.unitChanges !== (d.unitChanges ?? 0)) forgetIndex(d.s);
}

/** Drop the cached index of a draft whose bombers changed after it was indexed (their zones; units changes stateIndex sees). */
export function forgetIndex(state: GameState): void {
  const k = recent.findIndex((r) => r.state === state);
  if (k >= 0) recent.splice(k, 1);
}

/** The union of the zones of `player`'s enemies (R-MOVE-4), cached per state. */
export function enemyZoneOf(state: GameState, player: PlayerId): EnemyZone {
  const idx = stateIndex(state);
  const cached = idx.zones[player];
  if (cached) return cached;
  const { board, occupied } = idx;
  const base = buffer(board.size);
  let past: Map<NodeIndex, NodeIndex[]> | null = null; // made only when a ray is stopped (most states: none)
  const enemy = other(player);
  const { neighbours: nb, sea } = board;
  for (let k = 0; k < idx.units.length; k++) {
    const u = idx.units[k];
    if (u.owner !== enemy) continue;
    const z = compiledZone(state, u);
    if (z.attack === 'none' || (z.usesPlanes && (u.planes ?? 0) <= 0)) continue; // R-UNIT-2
    const start = idx.at[k];
    const rays = z.rel.length;
    for (let r = 0; r < rays; r++) {
      const dir = z.dirs[u.heading * rays + r];
      const from = z.from[r], to = z.to[r];
      let cur = start;
      let stop = -1;
      for (let d = 1; d <= to; d++) {
        cur = nb[cur * 6 + dir];
        if (cur < 0 || (z.clearSea && sea[cur] === 0)) break;
        if (stop < 0) {
          if (d >= from) base[cur] = 1;
          if (z.clearSea && occupied[cur] === 1) stop = cur; // R-UNIT-1: the ray stops at a ship…
        } else {
          // …but would run on if that ship moved away: remember where, for that ship's moves
          if (d >= from) { past ??= new Map(); let more = past.get(stop); if (!more) past.set(stop, (more = [])); more.push(cur); }
          if (occupied[cur] === 1) break;
        }
      }
    }
  }
  markBomberZones(state, board, enemy, base); // R-MOVE-4: enemy bombers' zones and the nodes they hold
  const zone = { base, past: past ?? NOTHING_PAST };
  idx.zones[player] = zone;
  return zone;
}

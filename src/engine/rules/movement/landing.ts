// R-LAND-2 landing under fire: a transport with cargo aboard may end its move in the zone of the
// enemy coastal artillery or airfield it lands against — next to it — though in no other zone
// (an exception to R-MOVE-4), provided it lands in the same activation (activation.mustLand).
// Without it R-LAND-1 could never happen: every neighbour of a battery lies in its zone.
import type { Board } from '../../geometry/board';
import type { SearchResult } from '../../geometry/search';
import type { GameState, Unit } from '../../core/types';
import { forEachZoneNode } from '../combat/unitZone';
import { bomberCoverers } from '../aviation/airspace';
import { stateIndex, type EnemyZone } from './stateIndex';

/**
 * The enemy-zone nodes `transport` may end on to land at once (1), or null when it cannot land (once
 * per state and transport). `move`: its move's search — when it reached no node next to an enemy
 * fixed unit inside the enemy zone, nothing needs working out.
 */
export function landingEnds(state: GameState, board: Board, transport: Unit, zone: EnemyZone, move: SearchResult): Uint8Array | null {
  if ((transport.cargo ?? 0) <= 0) return null;
  const idx = stateIndex(state);
  const cache = (idx.landing ??= new Map());
  let ends = cache.get(transport.id);
  if (ends === undefined) cache.set(transport.id, (ends = reachesALandingNode(state, board, transport, zone, move) ? workOutLandingEnds(state, board, transport, zone) : null));
  return ends;
}

/** Whether the search reached the node (in any heading). */
function reached(move: SearchResult, node: number): boolean {
  const { mark } = move.buffers;
  for (let s = node * 6, e = s + 6; s < e; s++) if (mark[s] >= move.base) return true;
  return false;
}

function reachesALandingNode(state: GameState, board: Board, transport: Unit, zone: EnemyZone, move: SearchResult): boolean {
  const { units, at } = stateIndex(state);
  for (let k = 0; k < units.length; k++) {
    if (units[k].kind !== 'fixed' || units[k].owner === transport.owner) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbours[at[k] * 6 + dir];
      if (n >= 0 && zone.base[n] === 1 && reached(move, n)) return true;
    }
  }
  return false;
}

function workOutLandingEnds(state: GameState, board: Board, transport: Unit, zone: EnemyZone): Uint8Array | null {
  let targets: Unit[] | null = null; // the enemy fixed units, found without allocating when there are none
  for (const u of stateIndex(state).units) if (u.kind === 'fixed' && u.owner !== transport.owner) (targets ??= []).push(u);
  if (!targets) return null;
  // the candidates: neighbours of those units, in the enemy zone
  const nb = board.neighbours;
  const candidate = new Map<number, boolean>(); // node → so far covered only by fixed units next to it
  for (const t of targets) {
    const at = board.index.get(t.node);
    if (at === undefined) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = nb[at * 6 + dir];
      if (n >= 0 && zone.base[n] === 1) candidate.set(n, bomberCoverers(state, transport.owner, board.names[n]).length === 0);
    }
  }
  if (![...candidate.values()].some(Boolean)) return null; // no node to land from: nothing to check
  // one pass over the enemy units' rays (the transport gone from its node): every unit covering a candidate
  // must be one the transport could land against from it
  const { occupied } = stateIndex(state);
  const from = board.index.get(transport.node) ?? -1;
  for (const u of stateIndex(state).units) {
    if (u.owner === transport.owner) continue;
    const lands = u.kind === 'fixed';
    const at = board.index.get(u.node) ?? -1;
    forEachZoneNode(state, board, occupied, u, (i) => { if (candidate.get(i) && !(lands && isNeighbour(board, i, at))) candidate.set(i, false); }, from);
  }
  const out = new Uint8Array(board.size);
  for (const [n, ok] of candidate) if (ok) out[n] = 1;
  return out;
}

function isNeighbour(board: Board, a: number, b: number): boolean {
  for (let dir = 0; dir < 6; dir++) if (board.neighbours[a * 6 + dir] === b) return true;
  return false;
}

// §7.3 moving a task force: one token activates the marker; it moves up to the MP of its slowest
// ship, 1 MP per step to any of the 6 neighbours (no heading, no turns), and may not end in an enemy
// zone. R-TF-2: own markers may pass through and stack on each other; ships (own or enemy), fixed
// units, airfields and enemy markers block it; every node it enters must suit all its ships' drafts.
// R-MOVE-7: enemy plane markers on the nodes it enters are destroyed, as by a ship (R-MOVE-3).
import { boardOfState, indexOf } from '../../geometry/board';
import { spendToken } from '../commands/commands';
import { destroyPlane } from '../combat/attack';
import { taskForcesToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import type { NodeIndex } from '../../geometry/grid';
import { advanceTurn } from '../commands/rounds';
import { enemyZoneOf, stateIndex } from '../movement/stateIndex';
import { boardOfMarker, markersOf, navigableForAll, passableForAll, taskForceMp } from './taskForces';
import { zoneCoverers } from '../combat/zones';
import { unitName } from '../combat/unitZone';
import { own, type GameState, type NodeName, type PlayerId, type TaskForceMarker } from '../../core/types';

/** A node a TF marker may stop on, with the MP it costs. */
export interface TaskForceMoveOption { node: NodeName; cost: number }

/**
 * A TF marker's search: the nodes reached (the start first, cheapest first), in the same order the
 * MP each costs and the node each was entered from (-1 for the start), and the nodes it may stop on.
 */
interface Reach { reached: NodeIndex[]; cost: number[]; parent: NodeIndex[]; ends: NodeIndex[]; mp: number }

// The search's visited marks: one array per board size, stamped per search instead of cleared
let seen = new Int32Array(0);
let stamp = 0;

/** Breadth-first search from the marker's node within its MP (the owner's state: it needs the board); once per state and marker. */
function search(state: GameState, markerId: string): Reach | null {
  const idx = stateIndex(state);
  const known = idx.taskForceMoves?.get(markerId) as Reach | null | undefined;
  if (known !== undefined) return known;
  const r = searchAfresh(state, markerId);
  (idx.taskForceMoves ??= new Map()).set(markerId, r);
  return r;
}

function searchAfresh(state: GameState, markerId: string): Reach | null {
  const found = boardOfMarker(state, markerId);
  const marker = own(state.taskForces?.markers, markerId);
  if (!found || !marker) return null;
  const idx = stateIndex(state);
  const { board } = idx;
  const start = board.index.get(marker.node);
  if (start === undefined) return null;
  const player: PlayerId = marker.owner;
  if (seen.length !== board.size) { seen = new Int32Array(board.size); stamp = 0; }
  const gen = ++stamp;
  // R-TF-2: units and enemy markers block; own markers do not
  for (const i of idx.at) seen[i] = gen;
  let sharing = 0; // markers on the start node, this one included
  for (const m of markersOf(state)) {
    if (m.node === marker.node) sharing++;
    if (m.owner !== player) { const i = board.index.get(m.node); if (i !== undefined) seen[i] = gen; }
  }
  const ships = found.board.ships;
  const passable = passableForAll(state, board, ships);
  const mp = taskForceMp(state, ships);
  const reached = [start], cost = [0], parent = [-1];
  seen[start] = gen;
  for (let k = 0; k < reached.length; k++) {
    const cur = reached[k];
    const c = cost[k];
    if (c >= mp) continue;
    for (let dir = 0; dir < 6; dir++) {
      const next = board.neighbours[cur * 6 + dir];
      if (next < 0 || seen[next] === gen || passable[next] !== 1) continue;
      seen[next] = gen;
      reached.push(next);
      cost.push(c + 1);
      parent.push(cur);
    }
  }
  // The enemy zones with the marker gone from its start: a torpedo ray it stopped there runs on,
  // unless another own marker stays on that node.
  const zone = enemyZoneOf(state, player);
  const lifted = sharing === 1 ? zone.past.get(start) : undefined;
  const ends = reached.filter((i) => i === start || (zone.base[i] === 0 && !lifted?.includes(i)));
  return { reached, cost, parent, ends, mp };
}

/** §7.3: the nodes a TF marker may move to, cheapest first (its own node for 0 MP included). */
export function taskForceMoves(state: GameState, markerId: string): TaskForceMoveOption[] {
  const r = search(state, markerId);
  if (!r) return [];
  const names = boardOfState(state).names;
  return r.ends.map((i) => ({ node: names[i], cost: r.cost[r.reached.indexOf(i)] }));
}

/** §7.3: the nodes (indices) a TF marker may move to, as taskForceMoves, without making a list of objects. */
export const taskForceMoveEnds = (state: GameState, markerId: string): readonly NodeIndex[] => search(state, markerId)?.ends ?? [];

/** Activate a TF marker and move it (§7.3). */
export function moveTaskForce(d: Draft, state: GameState, markerId: string, to: string): Refusal | null {
  const marker = own(state.taskForces?.markers, markerId);
  if (!marker) return refuse('tf/unknown-marker', `There is no task force marker "${markerId}" on the map.`, { markerId });
  const player = state.toAct;
  if (marker.owner !== player) return refuse('tf/not-yours', `The task force marker at ${marker.node} belongs to ${marker.owner}.`, { markerId });
  if (marker.activated) return refuse('tf/already-activated', `The task force at ${marker.node} has already been activated this round.`, { markerId });
  if (state.tokens[player].pool <= 0) return refuse('tokens/none', 'You have no command tokens left this round.');
  const board = boardOfState(state);
  const i = indexOf(board, to);
  if (i < 0) return refuse('move/off-map', `${to} is not a node of this map.`, { node: to });
  const node = board.names[i];
  const r = search(state, markerId)!;
  const k = r.reached.indexOf(i);
  if (k < 0) {
    const ships = boardOfMarker(state, markerId)!.board.ships;
    if (!navigableForAll(state, board, ships, i))
      return refuse('move/not-navigable', `Not every ship of this task force can enter ${node}: it is ${board.terrain[i]}.`, { node, terrain: board.terrain[i] });
    const enemyMarker = markersOf(state).some((m) => m.node === node && m.owner !== player);
    if (enemyMarker || Object.values(state.units).some((u) => u.node === node))
      return refuse('move/occupied', `${node} is taken by ${enemyMarker ? 'an enemy task force' : 'a unit'}.`, { node });
    return refuse('tf/out-of-reach', `The task force cannot reach ${node} with ${r.mp} MP.`, { node, mp: r.mp });
  }
  if (!r.ends.includes(i)) {
    const by = zoneCoverers(state, player, node).map((u) => `the enemy ${unitName(state, u)} at ${u.node}`);
    return refuse('tf/ends-in-enemy-zone', `The task force cannot stop at ${node}: it is in range of ${by.join(' and ') || 'the enemy'}.`, { node, coveredBy: by });
  }
  const path: NodeName[] = [];
  for (let cur = i; cur !== -1; cur = r.parent[r.reached.indexOf(cur)]) path.unshift(board.names[cur]);
  spendToken(d, player, 'taskForce', markerId);
  const m = taskForcesToChange(d).markers[markerId];
  const from = m.node;
  m.node = node;
  m.activated = true;
  d.s.lastActor = player;
  d.events.push({ type: 'taskForceMoved', player, markerId, from, to: node, cost: r.cost[k], path });
  // R-MOVE-7: a TF marker is ships: entering a node with an enemy plane marker destroys the plane (R-MOVE-3)
  for (const step of path.slice(1))
    for (const p of d.s.planes.filter((x) => x.node === step && x.owner !== player)) destroyPlane(d, p.id, markerId, player);
  advanceTurn(d, player);
  return null;
}

/** The markers the player to act may move now (§7.3: each once a round). */
export const movableMarkers = (state: GameState, player: PlayerId): TaskForceMarker[] => markersOf(state, player).filter((m) => !m.activated);

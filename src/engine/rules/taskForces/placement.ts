// §7.4 where a deploying task force may put its ships: only on the marker's node and its 6
// neighbours, on nodes navigable for the ship, empty (no unit, no marker that stays), and outside
// every enemy attack zone. The zones are taken once, with the deploying markers gone and before any
// ship is placed (a placed ship does not change where the others may go). Ships that cannot be
// placed are destroyed; the owner must place as many as the free nodes allow, and chooses which.
// suggestedPlacement picks the choice that saves the most points.
import { boardOfState, indexOf } from '../../geometry/board';
import { refuse, type Refusal } from '../../core/errors';
import type { Direction, NodeIndex } from '../../geometry/grid';
import { enemyZoneOf, stateIndex } from '../movement/stateIndex';
import { boardOfMarker, headingToward, markersAt, markersOf, shipPoints } from './taskForces';
import { zoneCoverers } from '../combat/zones';
import { unitName } from '../combat/unitZone';
import { own, type GameState, type NodeName, type OffMapShip, type PlayerId, type TaskForceMarker } from '../../core/types';

/** One ship placed by a deployment. */
export interface Placement { unitId: string; node: NodeName; heading: Direction }

/** A node a deploying TF may use, and whether only shallow-draft ships may go there. */
export interface DeploymentNode { node: NodeName; shallowOnly: boolean }

/**
 * The markers that deploy together with `markerId`: the whole stack on its node when a forced
 * deployment hits it (R-TF-4), else the marker alone.
 */
export function deployingMarkers(state: GameState, markerId: string): TaskForceMarker[] {
  const m = own(state.taskForces?.markers, markerId);
  if (!m) return [];
  const p = state.pending;
  if (p?.kind === 'forcedDeployment' && p.player === m.owner && p.nodes[0] === m.node) return markersAt(state, m.owner, m.node);
  return [m];
}

/** The ships of the deploying markers (the owner's state: the boards are theirs). */
export function deployingShips(state: GameState, markers: readonly TaskForceMarker[]): OffMapShip[] {
  return markers.flatMap((m) => boardOfMarker(state, m.id)?.board.ships ?? []);
}

/** §7.4: the free nodes among the marker's node and its neighbours, centre first. */
export function deploymentNodes(state: GameState, markers: readonly TaskForceMarker[]): DeploymentNode[] {
  if (!markers.length) return [];
  const { board } = stateIndex(state);
  const player: PlayerId = markers[0].owner;
  const centre = board.index.get(markers[0].node);
  if (centre === undefined) return [];
  // every node with a unit or a marker is taken, but the deploying markers' own (unless a marker stays there)
  const { occupied, at } = stateIndex(state);
  const leaving = new Set(markers.map((m) => m.id));
  const centreTaken = at.includes(centre) || markersOf(state).some((m) => m.node === markers[0].node && !leaving.has(m.id));
  const taken = (i: NodeIndex) => (i === centre ? centreTaken : occupied[i] === 1);
  const zone = enemyZoneOf(state, player);
  // torpedo rays the markers stopped on their node run on once they have left it (unless a marker stays)
  const lifted = centreTaken ? new Set<NodeIndex>() : new Set(zone.past.get(centre) ?? []);
  const out: DeploymentNode[] = [];
  for (const i of [centre, ...Array.from({ length: 6 }, (_, k) => board.neighbours[centre * 6 + k])]) {
    if (i < 0 || taken(i) || board.featureBlocked[i] || !board.navigable[1][i]) continue;
    if (zone.base[i] === 1 || lifted.has(i)) continue;
    out.push({ node: board.names[i], shallowOnly: board.navigable[0][i] === 0 });
  }
  return out;
}

const isShallowDraft = (state: GameState, ship: OffMapShip): boolean => !!state.setup.ruleset.classes[ship.class]?.shallowDraft;

/** How many of the ships can be placed at most: shallow-only nodes take only shallow-draft ships. */
export function maxPlaceable(state: GameState, ships: readonly OffMapShip[], nodes: readonly DeploymentNode[]): number {
  const deepNodes = nodes.filter((n) => !n.shallowOnly).length;
  const shallowNodes = nodes.length - deepNodes;
  const shallowShips = ships.filter((s) => isShallowDraft(state, s)).length;
  return Math.min(ships.length, deepNodes + Math.min(shallowNodes, shallowShips));
}

/** Why a deployment's placements are not acceptable, or null (§7.4; the count must be the most possible). */
export function placementRefusal(state: GameState, markers: readonly TaskForceMarker[], placements: readonly Placement[]): Refusal | null {
  const ships = deployingShips(state, markers);
  const nodes = deploymentNodes(state, markers);
  const board = boardOfState(state);
  const centre = indexOf(board, markers[0].node);
  const near = new Set([centre, ...Array.from({ length: 6 }, (_, k) => board.neighbours[centre * 6 + k])]);
  const seenShips = new Set<string>();
  const seenNodes = new Set<NodeIndex>();
  for (const p of placements) {
    const ship = ships.find((s) => s.id === p.unitId);
    if (!ship) return refuse('tf/ship-not-in-task-force', `${p.unitId} is not a ship of the deploying task force.`, { unitId: p.unitId });
    if (seenShips.has(p.unitId)) return refuse('deploy/duplicate-ship', `${p.unitId} is placed twice.`, { unitId: p.unitId });
    seenShips.add(p.unitId);
    const i = indexOf(board, p.node);
    if (i < 0) return refuse('move/off-map', `${p.node} is not a node of this map.`, { node: p.node });
    const node = board.names[i];
    if (!near.has(i)) return refuse('placement/not-adjacent', `${node} is neither the task force's node ${markers[0].node} nor next to it.`, { node });
    const cls = state.setup.ruleset.classes[ship.class];
    if (board.featureBlocked[i] || !board.navigable[cls?.shallowDraft ? 1 : 0][i])
      return refuse('placement/not-navigable', `The ${cls?.name.en.toLowerCase() ?? 'ship'} cannot be at ${node}: it is ${board.terrain[i]}.`, { node, terrain: board.terrain[i] });
    const taken = seenNodes.has(i) || Object.values(state.units).some((u) => u.node === node) || markersOf(state).some((m) => m.node === node && !markers.some((x) => x.id === m.id));
    if (taken) return refuse('placement/occupied', `${node} is taken.`, { node });
    if (!nodes.some((n) => n.node === node)) {
      const by = zoneCoverers(state, markers[0].owner, node).map((u) => `the enemy ${unitName(state, u)} at ${u.node}`);
      return refuse('placement/in-enemy-zone', `A ship cannot be placed at ${node}: it is in range of ${by.join(' and ') || 'the enemy'}.`, { node, coveredBy: by });
    }
    seenNodes.add(i);
  }
  const most = maxPlaceable(state, ships, nodes);
  if (placements.length < most)
    return refuse('deploy/too-few', `Place ${most} ship(s): as many as the free nodes take (the others are lost).`, { required: most });
  return null;
}

/** Ships sorted by value, most valuable first (ties by id, so the choice is the same every time), each with its value. */
function byValue(state: GameState, ships: readonly OffMapShip[]): { ships: OffMapShip[]; points: number[] } {
  const valued = ships.map((ship) => ({ ship, points: shipPoints(state, ship) }));
  valued.sort((a, b) => b.points - a.points || (a.ship.id < b.ship.id ? -1 : a.ship.id > b.ship.id ? 1 : 0));
  return { ships: valued.map((v) => v.ship), points: valued.map((v) => v.points) };
}

/** The nodes of a player's enemies' units and markers. */
function enemyNodes(state: GameState, player: PlayerId): NodeIndex[] {
  const { board, units, at } = stateIndex(state);
  const out: NodeIndex[] = [];
  for (let k = 0; k < units.length; k++) if (units[k].owner !== player) out.push(at[k]);
  for (const m of markersOf(state)) { const i = board.index.get(m.node); if (m.owner !== player && i !== undefined) out.push(i); }
  return out;
}

/** The heading towards the nearest enemy unit or marker (or the map's centre when there is none). */
function facingEnemy(state: GameState, node: NodeName, enemies: readonly NodeIndex[]): Direction {
  const board = boardOfState(state);
  const from = indexOf(board, node);
  const w = board.shape.width;
  const dist = (i: NodeIndex) => Math.hypot((i % w) - (from % w), (Math.floor(i / w) - Math.floor(from / w)) * 0.866);
  let best = -1;
  for (const i of enemies) if (i !== from && (best < 0 || dist(i) < dist(best))) best = i;
  if (best < 0) best = Math.floor(board.shape.height / 2) * w + Math.floor(w / 2);
  return best === from ? 0 : headingToward(board, from, best);
}

/**
 * The placement of a deployment that saves the most points: as many ships as possible (the rule),
 * the most valuable ones, shallow-draft ships first onto shallow-only nodes; each faces the nearest enemy.
 */
export function suggestedPlacement(state: GameState, markerId: string): Placement[] {
  const markers = deployingMarkers(state, markerId);
  const ships = deployingShips(state, markers);
  const nodes = deploymentNodes(state, markers);
  const most = maxPlaceable(state, ships, nodes);
  const deep = byValue(state, ships.filter((s) => !isShallowDraft(state, s)));
  const shallow = byValue(state, ships.filter((s) => isShallowDraft(state, s)));
  const deepShips = deep.ships, shallowShips = shallow.ships;
  const deepNodes = nodes.filter((n) => !n.shallowOnly);
  const shallowNodes = nodes.filter((n) => n.shallowOnly);
  const sum = (points: number[], k: number) => { let t = 0; for (let j = 0; j < k; j++) t += points[j]; return t; };
  let bestDeep = -1, bestValue = -1;
  for (let kd = 0; kd <= Math.min(deepShips.length, deepNodes.length); kd++) {
    const ks = most - kd;
    if (ks < 0 || ks > shallowShips.length || ks > shallowNodes.length + deepNodes.length - kd) continue;
    const value = sum(deep.points, kd) + sum(shallow.points, ks);
    if (value > bestValue) { bestValue = value; bestDeep = kd; }
  }
  if (bestDeep < 0) return [];
  const chosenShallow = shallowShips.slice(0, most - bestDeep);
  const out: Placement[] = [];
  const freeDeep = [...deepNodes];
  const enemies = enemyNodes(state, ships[0]?.owner ?? state.toAct);
  chosenShallow.forEach((s, k) => {
    const n = k < shallowNodes.length ? shallowNodes[k] : freeDeep.pop()!;
    out.push({ unitId: s.id, node: n.node, heading: facingEnemy(state, n.node, enemies) });
  });
  for (const s of deepShips.slice(0, bestDeep)) {
    const n = freeDeep.shift()!;
    out.push({ unitId: s.id, node: n.node, heading: facingEnemy(state, n.node, enemies) });
  }
  return out;
}

/** For the UI: the nodes where the ships of a deploying marker (its stack, if forced) may go. */
export const legalDeploymentNodes = (state: GameState, markerId: string): DeploymentNode[] =>
  deploymentNodes(state, deployingMarkers(state, markerId));

// §7.1 setup of task forces. A scenario's `reserve` ships are the fleets the players set up: in the
// round's order, each player (a pending `taskForceSetup` decision) assigns ships to boards A–D in
// secret (1 to tfMaxShips each), puts each used board's marker on a node of their setup zone, and
// places the other ships directly with a heading; `finishSetup` hands over to the next player, and
// after the last one round 1 begins. Until a player finishes, every step may be changed.
import type { Action } from '../../core/actions';
import { boardOfState, indexOf, type Board } from '../../geometry/board';
import { poolSize } from '../commands/commands';
import { taskForcesToChange, unitsToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { cellName, indexOfCell, type Direction, type NodeIndex } from '../../geometry/grid';
import { stateIndex } from '../movement/stateIndex';
import { expandZone, type MapData } from '../../../scenarios/mapSchema';
import type { Ruleset } from '../../../scenarios/rulesetSchema';
import { startRound } from '../commands/rounds';
import { headingToward, markerOn, navigableForAll, offMap, removeMarker, setMarker, unitOf } from './taskForces';
import { own, type GameState, type NodeName, type OffMapShip, type PlayerId, type TaskForceLetter, type TaskForces, emptyBoards, TF_LETTERS } from '../../core/types';

type SetupAction = Extract<Action, { type: 'assignToTaskForce' | 'placeMarker' | 'placeShip' | 'finishSetup' }>;

/** The task forces of a new game: every reserve ship waits to be set up (undefined: no reserve, no TFs). */
export function taskForcesAtStart(reserve: readonly { id: string; owner: PlayerId; class: string; planes?: number; cargo?: number }[], ruleset: Ruleset): TaskForces | undefined {
  if (!reserve.length) return undefined;
  const tf: TaskForces = { markers: {}, boards: { blue: emptyBoards(), red: emptyBoards() }, reserve: { blue: [], red: [] }, fleet: { blue: [], red: [] }, queue: [] };
  for (const r of reserve) {
    const cls = ruleset.classes[r.class];
    const ship: OffMapShip = { id: r.id, owner: r.owner, class: r.class };
    if (cls?.planes !== undefined) ship.planes = r.planes ?? cls.planes;
    if (cls?.cargo !== undefined) ship.cargo = r.cargo ?? cls.cargo;
    tf.reserve[r.owner].push(ship);
    tf.fleet[r.owner].push(r.id);
  }
  return tf;
}

/** After the first player is settled: the setup phase if there are fleets to set up, else round 1. */
export function beginGame(d: Draft): void {
  const tf = d.s.taskForces;
  const players = d.s.order.filter((p) => tf && tf.fleet[p].length > 0);
  if (!tf || !players.length) { startRound(d); return; }
  d.s.phase = 'setup';
  taskForcesToChange(d).queue = players.slice(1);
  d.s.pending = { kind: 'taskForceSetup', player: players[0] };
  d.s.toAct = players[0];
}

/** A setup zone: its node names (in the scenario's order), their node indices, and 1 on its nodes. */
interface SetupZone { names: NodeName[]; nodes: Int32Array; mask: Uint8Array }
const zoneCache = new WeakMap<MapData, Record<PlayerId, SetupZone>>();
function zonesOf(state: Pick<GameState, 'setup'>): Record<PlayerId, SetupZone> {
  const map = state.setup.map;
  let z = zoneCache.get(map);
  if (!z) {
    const shape = { width: map.width, height: map.height };
    const zone = (p: PlayerId) => {
      const cells = expandZone(shape, map.setupZones[p], '').cells;
      const mask = new Uint8Array(map.width * map.height);
      for (const c of cells) mask[c.row * map.width + c.col] = 1;
      return { names: cells.map(cellName), nodes: Int32Array.from(cells, (c) => indexOfCell(shape, c)), mask };
    };
    z = { blue: zone('blue'), red: zone('red') };
    zoneCache.set(map, z);
  }
  return z;
}
/** A player's setup zone (§7.1), as node names in reading order. */
export const setupZone = (state: Pick<GameState, 'setup'>, player: PlayerId): NodeName[] => zonesOf(state)[player].names;

/** Where a fleet ship is during setup: the reserve, a board, or the map; null if not the player's fleet ship. */
function locate(state: GameState, player: PlayerId, unitId: string): 'reserve' | 'map' | TaskForceLetter | null {
  const tf = state.taskForces!;
  if (!tf.fleet[player].includes(unitId)) return null;
  if (tf.reserve[player].some((s) => s.id === unitId)) return 'reserve';
  const l = TF_LETTERS.find((x) => tf.boards[player][x].ships.some((s) => s.id === unitId));
  return l ?? 'map';
}

/** Take a fleet ship from where it is; a board left empty takes its marker off the map. */
function takeShip(d: Draft, player: PlayerId, unitId: string): OffMapShip {
  const tf = taskForcesToChange(d);
  const at = locate(d.s, player, unitId)!;
  if (at === 'map') { const u = d.s.units[unitId]; delete unitsToChange(d)[unitId]; return offMap(u); }
  const list = at === 'reserve' ? tf.reserve[player] : tf.boards[player][at].ships;
  const ship = list.splice(list.findIndex((s) => s.id === unitId), 1)[0];
  if (at !== 'reserve' && !list.length && tf.boards[player][at].markerId) {
    const m = tf.markers[tf.boards[player][at].markerId!];
    d.events.push({ type: 'markerWithdrawn', player, markerId: m.id, node: m.node, tf: at });
    removeMarker(d, player, at);
  }
  return ship;
}

/**
 * Whether node i is open to a setup placement of `deep` (or shallow-draft-only) ships: in the
 * player's zone, navigable for them, and nothing on it (R-SETUP-1: no unit, no marker). The one test
 * behind the refusals below and the offers of setupActions.
 */
function openForSetup(state: GameState, player: PlayerId, board: Board, i: NodeIndex, deep: boolean,
  zone = zonesOf(state)[player], occupied = stateIndex(state).occupied): boolean {
  return zone.mask[i] === 1 && board.featureBlocked[i] === 0 && board.navigable[deep ? 0 : 1][i] === 1 && occupied[i] === 0;
}
const needsDeepWater = (state: GameState, ships: readonly OffMapShip[]): boolean =>
  ships.some((s) => !state.setup.ruleset.classes[s.class]?.shallowDraft);

/**
 * Why a node cannot take board `tf`'s marker (or null): on the map, in the zone, navigable for all its
 * ships, empty — R-SETUP-1: no unit and no other marker, own markers included (they may stack later).
 */
export function markerNodeRefusal(state: GameState, player: PlayerId, tf: TaskForceLetter, ships: readonly OffMapShip[], node: string): Refusal | null {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  if (i < 0) return refuse('move/off-map', `${node} is not a node of this map.`, { node });
  const deep = needsDeepWater(state, ships);
  if (openForSetup(state, player, board, i, deep)) return null;
  const name = board.names[i];
  if (!zonesOf(state)[player].mask[i]) return refuse('placement/outside-zone', `${name} is outside your setup zone.`, { node: name });
  if (!navigableForAll(state, board, ships, i))
    return refuse('placement/not-navigable', `Not every ship of this task force can be at ${name}: it is ${board.terrain[i]}.`, { node: name, terrain: board.terrain[i] });
  const m = markerOn(state, name);
  if (m && m.owner === player && m.id === state.taskForces?.boards[player][tf].markerId) return null; // moving it within the zone
  if (m && m.owner === player)
    return refuse('placement/occupied', `${name} already holds one of your task forces: in setup each stands on a node of its own.`, { node: name });
  return refuse('placement/occupied', `${name} is taken.`, { node: name });
}

/** Why a ship cannot be placed directly on a node in setup (or null): in the zone, navigable, nothing there. */
export function shipNodeRefusal(state: GameState, player: PlayerId, ship: OffMapShip, node: string): Refusal | null {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  if (i < 0) return refuse('move/off-map', `${node} is not a node of this map.`, { node });
  if (openForSetup(state, player, board, i, needsDeepWater(state, [ship]))) return null;
  const name = board.names[i];
  if (!zonesOf(state)[player].mask[i]) return refuse('placement/outside-zone', `${name} is outside your setup zone.`, { node: name });
  if (!navigableForAll(state, board, [ship], i))
    return refuse('placement/not-navigable', `The ship cannot be at ${name}: it is ${board.terrain[i]}.`, { node: name, terrain: board.terrain[i] });
  if (own(state.units, ship.id)?.node === name) return null; // placed again where it stands (a new heading)
  return refuse('placement/occupied', `${name} is taken.`, { node: name });
}

/** The pools follow what is on the map while players set up (R-CMD-1), so tokens stay conserved. */
function syncPools(d: Draft): void {
  for (const p of ['blue', 'red'] as const) d.s.tokens[p] = { pool: poolSize(d.s, p), spent: 0 };
}

export function applySetupAction(d: Draft, state: GameState, action: SetupAction): Refusal | null {
  if (state.pending?.kind !== 'taskForceSetup') return refuse('decision/none', 'Task forces are set up only before the game starts.');
  const player = state.pending.player;
  const tf = state.taskForces!;
  const max = state.setup.ruleset.options.tfMaxShips;
  switch (action.type) {
    case 'assignToTaskForce': {
      const at = locate(state, player, action.unitId);
      if (!at) return refuse('setup/not-in-fleet', `${action.unitId} is not a ship of your fleet to set up.`, { unitId: action.unitId });
      if (action.tf && at !== action.tf) {
        const board = tf.boards[player][action.tf];
        if (board.ships.length >= max) return refuse('tf/board-full', `Task force ${action.tf} already has ${max} ships.`, { tf: action.tf, max });
        const ship = at === 'map' ? offMap(state.units[action.unitId]) : (at === 'reserve' ? tf.reserve[player] : tf.boards[player][at].ships).find((s) => s.id === action.unitId)!;
        if (board.markerId) {
          const node = tf.markers[board.markerId].node;
          const b = boardOfState(state);
          if (!navigableForAll(state, b, [ship], indexOf(b, node)))
            return refuse('placement/not-navigable', `The marker of task force ${action.tf} stands on ${node}, where this ship cannot be.`, { node });
        }
      }
      const ship = takeShip(d, player, action.unitId);
      if (action.tf) taskForcesToChange(d).boards[player][action.tf].ships.push(ship);
      else taskForcesToChange(d).reserve[player].push(ship);
      d.events.push({ type: 'shipAssigned', player, unitId: action.unitId, tf: action.tf });
      break;
    }
    case 'placeMarker': {
      const ships = tf.boards[player][action.tf].ships;
      if (!ships.length) return refuse('tf/board-empty', `Task force ${action.tf} has no ships: assign some first.`, { tf: action.tf });
      const refusal = markerNodeRefusal(state, player, action.tf, ships, action.node);
      if (refusal) return refusal;
      const node = boardOfState(state).names[indexOf(boardOfState(state), action.node)];
      const markerId = setMarker(d, player, action.tf, node);
      d.events.push({ type: 'markerPlaced', player, markerId, node, tf: action.tf });
      break;
    }
    case 'placeShip': {
      const at = locate(state, player, action.unitId);
      if (!at) return refuse('setup/not-in-fleet', `${action.unitId} is not a ship of your fleet to set up.`, { unitId: action.unitId });
      const ship = at === 'map' ? offMap(state.units[action.unitId]) : (at === 'reserve' ? tf.reserve[player] : tf.boards[player][at].ships).find((s) => s.id === action.unitId)!;
      const refusal = shipNodeRefusal(state, player, ship, action.node);
      if (refusal) return refusal;
      const node = boardOfState(state).names[indexOf(boardOfState(state), action.node)];
      takeShip(d, player, action.unitId);
      unitsToChange(d)[ship.id] = unitOf(ship, node, action.heading, false);
      d.events.push({ type: 'shipPlaced', player, unitId: ship.id, node, heading: action.heading });
      break;
    }
    case 'finishSetup': {
      const missing = setupMissing(state, player);
      if (missing) return refuse('setup/incomplete', `Not yet: ${missing}.`);
      const t = taskForcesToChange(d);
      d.events.push({ type: 'setupFinished', player });
      const next = t.queue.shift();
      if (next) { d.s.pending = { kind: 'taskForceSetup', player: next }; d.s.toAct = next; }
      else {
        // R-SETUP-1: both setups show together now; the fleet lists (what stays secret meanwhile) are done with
        t.fleet = { blue: [], red: [] };
        d.s.pending = null;
        startRound(d);
        return null;
      }
      break;
    }
  }
  syncPools(d);
  return null;
}

/** What keeps a player from finishing the setup, in words, or null. */
function setupMissing(state: GameState, player: PlayerId): string | null {
  const tf = state.taskForces!;
  if (tf.reserve[player].length) return `${tf.reserve[player].length} ship(s) are neither in a task force nor on the map`;
  const unplaced = TF_LETTERS.filter((l) => tf.boards[player][l].ships.length && !tf.boards[player][l].markerId);
  return unplaced.length ? `put the marker of task force ${unplaced.join(', ')} on the map` : null;
}

/** Up to `n` nodes spread over a list (first, last, middle …), so offers cover the zone. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const out: T[] = [];
  for (let k = 0; k < n; k++) out.push(items[Math.round((k * (items.length - 1)) / (n - 1))]);
  return out;
}

/** The heading a ship set up in a zone faces by default: towards the map's centre. */
export function facingOut(board: Board, player: PlayerId, state: GameState): Direction {
  const zone = setupZone(state, player);
  const mid = indexOf(board, zone[Math.floor(zone.length / 2)] ?? board.names[0]);
  const centre = Math.floor(board.shape.height / 2) * board.shape.width + Math.floor(board.shape.width / 2);
  return mid < 0 ? 0 : headingToward(board, mid, centre);
}

/**
 * A sensible, finite set of setup steps (every one accepted): each reserve ship to each board that can
 * take it, or onto the map at a few free nodes; each used board's marker onto a few free nodes; finish
 * when complete. Re-assigning is legal too but not offered, so random play always gets through setup.
 * One pass over the zone per draft (deep, shallow), whatever the fleet: linear in the zone's size.
 */
export function setupActions(state: GameState, player: PlayerId): Action[] {
  const tf = state.taskForces!;
  const board = boardOfState(state);
  const max = state.setup.ruleset.options.tfMaxShips;
  const heading = facingOut(board, player, state);
  const open: Partial<Record<'deep' | 'shallow', NodeName[]>> = {};
  const openNodes = (deep: boolean): NodeName[] => {
    const key = deep ? 'deep' : 'shallow';
    let list = open[key];
    if (!list) {
      list = [];
      const zone = zonesOf(state)[player];
      const { occupied } = stateIndex(state);
      for (let k = 0; k < zone.nodes.length; k++) if (openForSetup(state, player, board, zone.nodes[k], deep, zone, occupied)) list.push(zone.names[k]);
      open[key] = list;
    }
    return list;
  };
  const out: Action[] = [];
  for (const ship of tf.reserve[player]) {
    for (const l of TF_LETTERS) {
      const b = tf.boards[player][l];
      if (b.ships.length >= max) continue;
      if (b.markerId && !navigableForAll(state, board, [ship], indexOf(board, tf.markers[b.markerId].node))) continue;
      out.push({ type: 'assignToTaskForce', unitId: ship.id, tf: l });
    }
    for (const node of spread(openNodes(needsDeepWater(state, [ship])), 2)) out.push({ type: 'placeShip', unitId: ship.id, node, heading });
  }
  for (const l of TF_LETTERS) {
    const b = tf.boards[player][l];
    if (!b.ships.length || b.markerId) continue;
    for (const node of spread(openNodes(needsDeepWater(state, b.ships)), 3)) out.push({ type: 'placeMarker', tf: l, node });
  }
  if (!setupMissing(state, player)) out.push({ type: 'finishSetup' });
  return out;
}

/** For the UI: the nodes where a board's marker may go now (§7.1). */
export function legalMarkerNodes(state: GameState, player: PlayerId, tf: TaskForceLetter): NodeName[] {
  const ships = state.taskForces?.boards[player][tf].ships ?? [];
  return ships.length ? setupZone(state, player).filter((n) => !markerNodeRefusal(state, player, tf, ships, n)) : [];
}

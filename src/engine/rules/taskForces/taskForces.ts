// Task forces (§7): the state helpers the other TF files share. A player's four boards A–D hold
// ships off the map; a board's marker stands for them on the map. Which marker is which board is
// secret (R-TF-1), so markers carry opaque ids drawn from the PRNG, never the letter.
// R-TF-2: every marker occupies its node for ships (own ships may not pass or end there, enemy
// markers block like enemy ships), so stateIndex marks marker nodes as occupied (markOccupied).
import type { Board } from '../../geometry/board';
import { taskForcesToChange, unitCopy, type Draft } from '../../core/draft';
import { randomInt } from '../../core/random';
import { shipValue } from '../victory/scoring';
import { own, type GameState, type NodeName, type OffMapShip, type PlayerId, type TaskForceBoard, type TaskForceLetter, type TaskForceMarker, type Unit } from '../../core/types';
import { TF_LETTERS } from '../../core/types';
import type { Direction, NodeIndex } from '../../geometry/grid';




/**
 * The markers of a player on the map (all players' if none is given), in the order of their ids:
 * never in the order they were put down, which could tell the opponent which one is which.
 */
export function markersOf(state: Pick<GameState, 'taskForces'>, player?: PlayerId): TaskForceMarker[] {
  const tf = state.taskForces;
  if (!tf) return [];
  const out: TaskForceMarker[] = [];
  let sorted = true;
  let last = '';
  for (const id in tf.markers) {
    if (id < last) sorted = false;
    last = id;
    if (!player || tf.markers[id].owner === player) out.push(tf.markers[id]);
  }
  // in the order of their ids (a record keeps the order they were added in: usually that already)
  return sorted ? out : out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** R-CMD-1: one token per own TF marker on the map. */
export const markerTokens = (state: GameState, player: PlayerId): number => markersOf(state, player).length;

/** The board a marker stands for: its owner, letter and board (only the owner's state knows it). */
export function boardOfMarker(state: GameState, markerId: string): { owner: PlayerId; letter: TaskForceLetter; board: TaskForceBoard } | null {
  const m = own(state.taskForces?.markers, markerId);
  if (!m) return null;
  for (const letter of TF_LETTERS) {
    const board = state.taskForces!.boards[m.owner][letter];
    if (board.markerId === markerId) return { owner: m.owner, letter, board };
  }
  return null;
}

/** The letter of a player's board whose marker is `markerId`, or null. */
export function letterOfMarker(state: GameState, player: PlayerId, markerId: string): TaskForceLetter | null {
  const boards = state.taskForces?.boards[player];
  return boards ? TF_LETTERS.find((l) => boards[l].markerId === markerId) ?? null : null;
}

/** A player's markers on one node (a stack, R-TF-4). */
export const markersAt = (state: GameState, player: PlayerId, node: NodeName): TaskForceMarker[] =>
  markersOf(state, player).filter((m) => m.node === node);

/** Any marker on a node. */
export const markerOn = (state: GameState, node: NodeName): TaskForceMarker | undefined =>
  markersOf(state).find((m) => m.node === node);

/** R-TF-2: markers occupy their nodes for ships (called by stateIndex). */
export function markOccupied(state: GameState, board: Board, occupied: Uint8Array): void {
  for (const m of markersOf(state)) {
    const i = board.index.get(m.node);
    if (i !== undefined) occupied[i] = 1;
  }
}

/** Whether every ship of a TF may be on node i (R-GRID-3 for the deepest draft; airfields never). */
export function navigableForAll(state: GameState, board: Board, ships: readonly OffMapShip[], i: NodeIndex): boolean {
  return passableForAll(state, board, ships)[i] === 1;
}

/** The nodes every ship of a TF may be on (1), for the deepest draft among them: navigableForAll of every node at once. */
export function passableForAll(state: GameState, board: Board, ships: readonly OffMapShip[]): Uint8Array {
  const deep = ships.some((s) => !state.setup.ruleset.classes[s.class]?.shallowDraft);
  return board.passable[deep ? 0 : 1];
}

/** §7.3: a TF moves as far as its slowest ship. */
export function taskForceMp(state: GameState, ships: readonly OffMapShip[]): number {
  let mp = Infinity;
  for (const s of ships) mp = Math.min(mp, state.setup.ruleset.classes[s.class]?.mp ?? 0);
  return Number.isFinite(mp) ? mp : 0;
}

/** The ship as a unit on the map (placed by setup or deployment). */
export function unitOf(ship: OffMapShip, node: NodeName, heading: Direction, activated: boolean): Unit {
  return unitCopy({ id: ship.id, owner: ship.owner, kind: 'ship', class: ship.class, node, heading, activated, planes: ship.planes, cargo: ship.cargo }); // the one shape of units (draft.ts)
}

/** The ship as it waits off the map (what it carries stays with it). */
export function offMap(unit: Unit): OffMapShip {
  const s: OffMapShip = { id: unit.id, owner: unit.owner, class: unit.class };
  if (unit.planes !== undefined) s.planes = unit.planes;
  if (unit.cargo !== undefined) s.cargo = unit.cargo;
  return s;
}

/** §11: what an off-map ship is worth when it is lost. */
export const shipPoints = (state: GameState, ship: OffMapShip): number => shipValue(state, ship.class, ship.planes, ship.cargo);

/** An opaque marker id from the PRNG: nothing in it says which board it stands for. */
export function newMarkerId(d: Draft): string {
  const taken = d.s.taskForces!.markers;
  for (;;) {
    const [n, rng] = randomInt(d.s.rng, 0, 36 ** 6 - 1);
    d.s.rng = rng;
    const id = `tf-${n.toString(36).padStart(6, '0')}`;
    if (!taken[id]) return id;
  }
}

/** Put a board's marker on the map under a fresh id (or move it there if it is out already). */
export function setMarker(d: Draft, player: PlayerId, letter: TaskForceLetter, node: NodeName): string {
  const tf = taskForcesToChange(d);
  const board = tf.boards[player][letter];
  if (board.markerId && tf.markers[board.markerId]) { tf.markers[board.markerId].node = node; return board.markerId; }
  const id = newMarkerId(d);
  tf.markers[id] = { id, owner: player, node, activated: false };
  board.markerId = id;
  return id;
}

/** Take a board's marker off the map; the board keeps its ships. */
export function removeMarker(d: Draft, player: PlayerId, letter: TaskForceLetter): void {
  const tf = taskForcesToChange(d);
  const board = tf.boards[player][letter];
  if (board.markerId) delete tf.markers[board.markerId];
  board.markerId = null;
}

/**
 * §7.4 token accounting: a marker that leaves the map takes its token: the one on it if it was
 * activated, else one from the pool (if the pool is empty, a spent one, as R-CMD-3).
 */
export function dropMarkerToken(d: Draft, player: PlayerId, activated: boolean): void {
  const t = d.s.tokens[player];
  if (activated && t.spent > 0) t.spent -= 1;
  else if (t.pool > 0) t.pool -= 1;
  else if (t.spent > 0) t.spent -= 1;
}

/** R-CMD-2: the tokens on markers go back at cleanup, like those on units. */
export function clearMarkerActivations(d: Draft): void {
  if (markersOf(d.s).some((m) => m.activated)) for (const m of markersOf({ taskForces: taskForcesToChange(d) })) m.activated = false;
}

/** Whether a player has ships in a TF marker on the map or still to set up. */
export const hasTaskForces = (state: GameState, player: PlayerId): boolean => markersOf(state, player).length > 0;

/** The heading (of the six) that points most nearly from node a towards node b (for suggested placements). */
export function headingToward(board: Board, a: NodeIndex, b: NodeIndex): Direction {
  const w = board.shape.width;
  const pa = { x: (a % w) + (Math.floor(a / w) % 2 ? 0.5 : 0), y: Math.floor(a / w) };
  const pb = { x: (b % w) + (Math.floor(b / w) % 2 ? 0.5 : 0), y: Math.floor(b / w) };
  const angle = Math.atan2(-(pb.y - pa.y) * Math.sqrt(3) / 2, pb.x - pa.x); // screen y grows downwards
  return ((((Math.round(angle / (Math.PI / 3)) % 6) + 6) % 6) as Direction);
}

/** §7.6: start the start-of-round step for the first player (in order) with markers on the map; false if nobody has any. */
export function beginStartOfRound(d: Draft): boolean {
  const tf = d.s.taskForces;
  if (!tf) return false;
  clearMarkerActivations(d);
  const players = d.s.order.filter((p) => markersOf(d.s, p).length > 0);
  if (!players.length) return false;
  taskForcesToChange(d).queue = players.slice(1);
  d.s.pending = { kind: 'startOfRound', player: players[0] };
  d.s.toAct = players[0];
  return true;
}

/**
 * Force the markers of `owner` on `nodes` to deploy (R-TF-3, R-TF-6; also for effects such as air
 * reconnaissance), in the order their owner chooses. `resume` is the player whose turn goes on
 * afterwards (advanceTurn(resume)). Returns false when there is nothing to deploy.
 */
export function forceDeployment(d: Draft, owner: PlayerId, nodes: readonly NodeName[], by: string, resume: PlayerId): boolean {
  const here = nodes.filter((n) => markersOf(d.s, owner).some((m) => m.node === n));
  if (!here.length) return false;
  for (const node of here)
    d.events.push({ type: 'deploymentForced', player: owner, node, markerIds: markersOf(d.s, owner).filter((m) => m.node === node).map((m) => m.id), by });
  d.s.activation = null;
  d.s.pending = { kind: 'forcedDeployment', player: owner, nodes: here, resume, by };
  d.s.toAct = owner;
  return true;
}

// Hidden information for task forces (§12, R-TF-1, R-TF-5): what a player may know of them.
// Public: every marker on the map (an opaque id, its node, whether a token lies on it) and the
// compositions of the opponent's TFs, as a list in a canonical order, with no letter and no link to
// a marker. Secret to the opponent: which marker (or letter) holds which ships. R-TF-5: when a player
// has exactly one marker left, its ships are revealed. Events show TF letters to their owner only.
import type { GameEvent } from '../../core/events';
import { markersOf } from './taskForces';
import { enemyFleet, setupIsSecret } from './secretSetup';
import { TaskForcesView } from '../../core/view';
import { other, type GameState, type OffMapShip, type PlayerId, type TaskForceMarker, type TaskForces, emptyBoards, TF_LETTERS } from '../../core/types';


const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const copyShips = (ships: readonly OffMapShip[]) => ships.map((s) => ({ ...s })).sort(byId);

/** The ships of the only marker a player has left on the map (R-TF-5), or null. */
export function revealedTaskForce(state: GameState, owner: PlayerId): { markerId: string; ships: OffMapShip[] } | null {
  if (state.phase === 'setup') return null;
  const mine = markersOf(state, owner);
  if (mine.length !== 1) return null;
  const letter = TF_LETTERS.find((l) => state.taskForces!.boards[owner][l].markerId === mine[0].id);
  return letter ? { markerId: mine[0].id, ships: copyShips(state.taskForces!.boards[owner][letter].ships) } : null;
}

export function taskForcesView(state: GameState, viewer: PlayerId): TaskForcesView {
  const tf = state.taskForces!;
  const enemy = other(viewer);
  const secret = setupIsSecret(state); // R-SETUP-1: the other player's setup does not show yet
  const markers: Record<string, TaskForceMarker> = {};
  for (const m of markersOf(state)) if (!secret || m.owner === viewer) markers[m.id] = { ...m };
  const boards = emptyBoards();
  for (const l of TF_LETTERS) boards[l] = { ships: tf.boards[viewer][l].ships.map((s) => ({ ...s })), markerId: tf.boards[viewer][l].markerId };
  // in a canonical order (by content), so nothing in it says which board is which; each key made once
  const compositions = secret ? [] : TF_LETTERS.map((l) => copyShips(tf.boards[enemy][l].ships))
    .filter((c) => c.length > 0)
    .map((c) => ({ c, key: JSON.stringify(c) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map(({ c }) => c);
  const revealed = revealedTaskForce(state, enemy);
  return {
    markers,
    boards,
    reserve: tf.reserve[viewer].map((s) => ({ ...s })),
    fleet: [...tf.fleet[viewer]],
    queue: [...tf.queue],
    enemy: { compositions, revealed: revealed ? [revealed] : [], reserve: secret ? enemyFleet(state, viewer) : copyShips(tf.reserve[enemy]) },
  };
}

/** The TF part of a GameState rebuilt from a view (for legalActions): the opponent's boards are left empty. */
export function taskForcesFromView(v: TaskForcesView, viewer: PlayerId): TaskForces {
  const tf: TaskForces = {
    markers: v.markers,
    boards: { blue: emptyBoards(), red: emptyBoards() },
    reserve: { blue: v.enemy.reserve, red: v.enemy.reserve },
    fleet: { blue: [], red: [] },
    queue: v.queue,
  };
  tf.boards[viewer] = v.boards;
  tf.reserve[viewer] = v.reserve;
  tf.fleet[viewer] = v.fleet;
  return tf;
}

/** A TF event as `viewer` may see it: the opponent's letters become '?'; null for events that are not about TFs. */
export function taskForceEventFor(e: GameEvent, viewer: PlayerId): GameEvent | null {
  switch (e.type) {
    case 'shipAssigned':
      return e.player === viewer || e.tf === null ? e : { ...e, tf: '?' };
    case 'markerPlaced':
    case 'markerWithdrawn':
      return e.player === viewer ? e : { ...e, tf: '?' };
    case 'taskForceDeployed':
    case 'taskForcesRegrouped':
      return e.player === viewer ? e : { ...e, tfs: e.tfs.map(() => '?' as const) };
    case 'reinforcementJoined':
      return e.player === viewer ? e : { ...e, tf: '?' };
    case 'taskForceSplit':
      return e.player === viewer ? e : { ...e, tf: '?', into: '?' };
    default:
      return null;
  }
}

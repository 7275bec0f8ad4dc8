// Reading task forces for the screen, from a view (or, in demo mode, the state): the viewer's own
// markers with their letters and ships, the markers at a node, the enemy's anonymous markers.
import { TF_LETTERS, type GameView, type OffMapShip, type PlayerId, type TaskForceLetter, type TaskForceMarker } from '../../engine';

export interface OwnTaskForce { letter: TaskForceLetter; marker: TaskForceMarker | null; ships: OffMapShip[] }

type TfSource = Pick<GameView, 'taskForces'>;

/** The viewer's boards A–D with their markers (null: not on the map). */
export function ownTaskForces(view: TfSource): OwnTaskForce[] {
  const tf = view.taskForces;
  if (!tf) return [];
  return TF_LETTERS.map((letter) => {
    const b = tf.boards[letter];
    return { letter, marker: b.markerId ? tf.markers[b.markerId] ?? null : null, ships: b.ships };
  });
}

/** markerId → letter for the viewer's own markers. */
export function ownLetters(view: TfSource): Map<string, TaskForceLetter> {
  const m = new Map<string, TaskForceLetter>();
  for (const t of ownTaskForces(view)) if (t.marker) m.set(t.marker.id, t.letter);
  return m;
}

export const markersAtNode = (view: TfSource, node: string, owner?: PlayerId): TaskForceMarker[] =>
  Object.values(view.taskForces?.markers ?? {}).filter((m) => m.node === node && (owner === undefined || m.owner === owner));

/** A ship list in short: "BB CA DD". */
export const shipsText = (ships: readonly OffMapShip[]): string => ships.map((s) => s.class).join(' ');

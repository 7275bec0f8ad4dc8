// What a side still has at sea, for the objectives: its ships on the map, on task-force boards, still
// to set up, or on the round track (submerged, arriving); and what stands on a node (a ship, or a
// task-force marker — ships all the same).
import type { GameState, PlayerId } from '../../../engine/author';

const TF_LETTERS_OF = ['A', 'B', 'C', 'D'] as const;

/** The ids of a side's ships, wherever they are (C-OBJ-ELIMINATION: none left, the side is eliminated). */
export function shipsAfloat(state: GameState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const id in state.units) { const u = state.units[id]; if (u.owner === p && u.kind === 'ship') out.push(id); }
  const tf = state.taskForces;
  if (tf) {
    for (const l of TF_LETTERS_OF) for (const s of tf.boards[p][l].ships) out.push(s.id);
    for (const s of tf.reserve[p]) out.push(s.id);
  }
  for (const t of state.track ?? []) if ((t.kind === 'submarine' || t.kind === 'reinforcement') && t.unit.owner === p) out.push(t.unit.id);
  return out;
}

/** What a side has standing on the map: each ship, and each task-force marker with the ships on its board. */
export function standing(state: GameState, p: PlayerId): { node: string; ships: string[] }[] {
  const out: { node: string; ships: string[] }[] = [];
  for (const id in state.units) { const u = state.units[id]; if (u.owner === p && u.kind === 'ship') out.push({ node: u.node, ships: [id] }); }
  const tf = state.taskForces;
  if (tf) {
    for (const l of TF_LETTERS_OF) {
      const b = tf.boards[p][l];
      const m = b.markerId ? tf.markers[b.markerId] : undefined;
      if (m) out.push({ node: m.node, ships: b.ships.map((s) => s.id) });
    }
  }
  return out;
}

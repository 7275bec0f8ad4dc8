// §7.6 the start-of-round step: in the round's order, each player with TF markers on the map may
// deploy TFs (free, §7.4), split a TF onto a free board (its marker joins on the same node) and
// regroup TFs whose markers share a node (§7.5), then ends the step (`endStartOfRound`). It is a
// pending `startOfRound` decision; rounds.ts calls beginStartOfRound once the pools are counted
// (surfacing submarines and reinforcements come before, §10). After a split or a regroup every
// own marker on that node gets a fresh opaque id, so the opponent cannot tell the stacked markers apart.
import type { Action } from '../../core/actions';
import { taskForcesToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { openTurns } from './rounds';
import { markersAt, newMarkerId, setMarker, letterOfMarker } from '../taskForces/taskForces';
import { type GameState, type NodeName, type PlayerId, type TaskForceLetter, TF_LETTERS } from '../../core/types';

type StepAction = Extract<Action, { type: 'splitTaskForce' | 'regroup' | 'endStartOfRound' }>;

/** Fresh ids for a player's markers on a node, so the stack's markers cannot be told apart. */
function reissueIds(d: Draft, player: PlayerId, node: NodeName): string[] {
  const tf = taskForcesToChange(d);
  const ids: string[] = [];
  for (const m of markersAt(d.s, player, node)) {
    const letter = letterOfMarker(d.s, player, m.id)!;
    const id = newMarkerId(d);
    delete tf.markers[m.id];
    tf.markers[id] = { ...m, id };
    tf.boards[player][letter].markerId = id;
    ids.push(id);
  }
  return ids.sort();
}

export function applyStartOfRound(d: Draft, state: GameState, action: StepAction): Refusal | null {
  if (state.pending?.kind !== 'startOfRound') return refuse('decision/none', 'Task forces are split and regrouped only at the start of a round.');
  const player = state.pending.player;
  const tf = state.taskForces!;
  const boards = tf.boards[player];
  const max = state.setup.ruleset.options.tfMaxShips;
  switch (action.type) {
    case 'splitTaskForce': {
      const from = boards[action.tf];
      if (!from.markerId) return refuse('tf/board-empty', `Task force ${action.tf} is not on the map.`, { tf: action.tf });
      const into = boards[action.into];
      if (action.into === action.tf || into.ships.length || into.markerId)
        return refuse('tf/board-in-use', `Board ${action.into} is not free: split onto an empty board.`, { tf: action.into });
      const moving = [...new Set(action.unitIds)];
      const stray = moving.find((id) => !from.ships.some((s) => s.id === id));
      if (stray) return refuse('tf/ship-not-in-task-force', `${stray} is not in task force ${action.tf}.`, { unitId: stray });
      if (moving.length >= from.ships.length || moving.length > max)
        return refuse('tf/size', `Both task forces must keep 1 to ${max} ships.`, { max });
      const node = tf.markers[from.markerId].node;
      const b = taskForcesToChange(d).boards[player];
      b[action.into].ships = b[action.tf].ships.filter((s) => moving.includes(s.id));
      b[action.tf].ships = b[action.tf].ships.filter((s) => !moving.includes(s.id));
      setMarker(d, player, action.into, node);
      d.s.tokens[player].pool += 1; // R-CMD-1: one more marker on the map
      d.events.push({ type: 'taskForceSplit', player, node, tf: action.tf, into: action.into, unitIds: moving, markerIds: reissueIds(d, player, node) });
      return null;
    }
    case 'regroup': {
      const letters = action.groups.map((g) => g.tf);
      const nodes = new Set(letters.map((l) => (boards[l].markerId ? tf.markers[boards[l].markerId!].node : null)));
      if (new Set(letters).size !== letters.length || nodes.size !== 1 || nodes.has(null))
        return refuse('tf/not-stacked', 'Regroup task forces whose markers stand on the same node, each named once.', { tfs: letters });
      const pool = letters.flatMap((l) => boards[l].ships);
      const named = action.groups.flatMap((g) => g.unitIds);
      const stray = named.find((id, k) => !pool.some((s) => s.id === id) || named.indexOf(id) !== k) ?? pool.find((s) => !named.includes(s.id))?.id;
      if (stray) return refuse('tf/ship-not-in-task-force', `Name every ship of these task forces exactly once (${stray}).`, { unitId: stray });
      if (action.groups.some((g) => g.unitIds.length < 1 || g.unitIds.length > max))
        return refuse('tf/size', `Each task force must keep 1 to ${max} ships.`, { max });
      const b = taskForcesToChange(d).boards[player];
      const ships = letters.flatMap((l) => b[l].ships);
      for (const g of action.groups) b[g.tf].ships = g.unitIds.map((id) => ships.find((s) => s.id === id)!);
      const node = [...nodes][0]!;
      d.events.push({ type: 'taskForcesRegrouped', player, node, tfs: letters, markerIds: reissueIds(d, player, node) });
      return null;
    }
    case 'endStartOfRound': {
      d.events.push({ type: 'startOfRoundEnded', player });
      const next = taskForcesToChange(d).queue.shift();
      if (next) { d.s.pending = { kind: 'startOfRound', player: next }; d.s.toAct = next; return null; }
      d.s.pending = null;
      openTurns(d);
      return null;
    }
  }
}

/**
 * The start-of-round steps offered besides ending the step and deploying (play/legal.ts): split the
 * second half of a TF onto the first free board, or even out a stack — a sensible finite set, each accepted.
 */
export function startOfRoundChanges(state: GameState): Action[] {
  const player = state.toAct;
  const boards = state.taskForces!.boards[player];
  const out: Action[] = [];
  const free = TF_LETTERS.find((l) => !boards[l].ships.length && !boards[l].markerId);
  const byNode = new Map<NodeName, TaskForceLetter[]>();
  for (const l of TF_LETTERS) {
    const b = boards[l];
    if (!b.markerId) continue;
    const node = state.taskForces!.markers[b.markerId].node;
    byNode.set(node, [...(byNode.get(node) ?? []), l]);
    if (free && b.ships.length >= 2)
      out.push({ type: 'splitTaskForce', tf: l, into: free, unitIds: b.ships.slice(Math.ceil(b.ships.length / 2)).map((s) => s.id) });
  }
  const max = state.setup.ruleset.options.tfMaxShips;
  for (const letters of byNode.values()) {
    if (letters.length < 2) continue;
    // deal the ships round the boards in turn: a different mix, 1..max each
    const ships = letters.flatMap((l) => boards[l].ships.map((s) => s.id));
    const groups = letters.map((tf) => ({ tf, unitIds: [] as string[] }));
    ships.forEach((id, k) => groups[k % groups.length].unitIds.push(id));
    if (groups.every((g) => g.unitIds.length >= 1 && g.unitIds.length <= max)) out.push({ type: 'regroup', groups });
  }
  return out;
}

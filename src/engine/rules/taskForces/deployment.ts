// §7.4 deploying task forces, in its three forms:
// - in the owner's turn (the TF's activation token): the ships are placed, each may then attack once
//   (any order: an activation with a `group`), and all are marked activated;
// - at the start of a round (§7.6, free): the ships are placed and act normally this round;
// - forced (R-TF-3, R-ATK-4): when an enemy activation ends with a marker in that unit's attack zone
//   (or an effect forces it), the owner must deploy at once — a pending `forcedDeployment` decision in
//   the middle of the enemy's turn; the placed ships are marked activated; then the enemy's turn goes on.
//   R-TF-4: every own marker on that node deploys with it.
// Tokens (§7.4): each marker takes its token off (dropMarkerToken) and each placed ship brings one —
// spent at once when the ship is marked activated. Ships that cannot be placed are lost and scored.
import type { Action } from '../../core/actions';
import { hasValidTarget } from '../combat/attack';
import { spendToken } from '../commands/commands';
import { activationCopy, taskForcesToChange, unitsToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { advanceTurn } from '../commands/rounds';
import { addPoints } from '../victory/scoring';
import { boardOfMarker, dropMarkerToken, markersOf, shipPoints, unitOf } from './taskForces';
import { deployingMarkers, deployingShips, placementRefusal, suggestedPlacement, type Placement } from './placement';
import { boardOfState, indexOf } from '../../geometry/board';
import { own, other, type GameState, type NodeName, type TaskForceMarker, type UnitId } from '../../core/types';

type How = 'turn' | 'startOfRound' | 'forced';

/** The `deploy` action: which form it takes follows from the pending decision (or its absence). */
export function deploy(d: Draft, state: GameState, markerId: string, placements: readonly Placement[]): Refusal | null {
  const marker = own(state.taskForces?.markers, markerId);
  const pending = state.pending;
  const player = state.toAct;
  if (!marker) return refuse('tf/unknown-marker', `There is no task force marker "${markerId}" on the map.`, { markerId });
  if (marker.owner !== player) return refuse('tf/not-yours', `The task force marker at ${marker.node} belongs to ${marker.owner}.`, { markerId });
  let how: How = 'turn';
  if (pending?.kind === 'forcedDeployment') {
    if (!pending.nodes.includes(marker.node))
      return refuse('deploy/wrong-task-force', `The task force${pending.nodes.length > 1 ? 's' : ''} at ${pending.nodes.join(', ')} must deploy now, not the one at ${marker.node}.`, { node: pending.nodes[0], nodes: pending.nodes });
    how = 'forced';
  } else if (pending?.kind === 'startOfRound') how = 'startOfRound';
  else {
    if (marker.activated) return refuse('tf/already-activated', `The task force at ${marker.node} has already been activated this round.`, { markerId });
    if (state.tokens[player].pool <= 0) return refuse('tokens/none', 'You have no command tokens left this round.');
  }
  const markers = deployingMarkers(state, markerId);
  const refusal = placementRefusal(state, markers, placements);
  if (refusal) return refusal;
  if (how === 'turn') {
    spendToken(d, player, 'taskForce', markerId);
    taskForcesToChange(d).markers[markerId].activated = true;
    d.s.lastActor = player;
  }
  const placed = placeShips(d, state, markers, placements, how);
  if (how === 'startOfRound') return null; // the start-of-round step goes on
  if (how === 'forced') { nextForcedDeployment(d, marker.node); return null; }
  const attackers = placed.filter((id) => hasValidTarget(d.s, id));
  if (attackers.length) {
    d.s.activation = activationCopy({ player, unitId: attackers[0], group: attackers, deployed: placed });
    return null;
  }
  advanceTurn(d, player); // R-TF-6: enemy TFs in the new ships' zones deploy first (rounds.ts)
  return null;
}

/** Take the markers off, put the ships on, lose the rest; returns the ids of the placed ships. */
function placeShips(d: Draft, state: GameState, markers: readonly TaskForceMarker[], placements: readonly Placement[], how: How): UnitId[] {
  const player = markers[0].owner;
  const node = markers[0].node;
  const tf = taskForcesToChange(d);
  const ships = deployingShips(state, markers);
  const letters = markers.map((m) => boardOfMarker(state, m.id)!.letter);
  for (const m of markers) {
    dropMarkerToken(d, player, tf.markers[m.id].activated);
    delete tf.markers[m.id];
  }
  for (const l of letters) tf.boards[player][l] = { ships: [], markerId: null };
  const t = d.s.tokens[player];
  for (const p of placements) {
    const ship = ships.find((s) => s.id === p.unitId)!;
    const board = boardOfState(state);
    unitsToChange(d)[ship.id] = unitOf(ship, board.names[indexOf(board, p.node)], p.heading, how !== 'startOfRound');
    if (how === 'startOfRound') t.pool += 1;
    else t.spent += 1;
  }
  const lost = ships.filter((s) => !placements.some((p) => p.unitId === s.id));
  for (const s of lost) {
    const points = shipPoints(state, s);
    addPoints(d, other(player), points);
    d.events.push({ type: 'destroyed', unit: unitOf(s, node, 0, false), by: markers[0].id, scorer: other(player), points });
  }
  d.events.push({
    type: 'taskForceDeployed', player, how, node, markerIds: markers.map((m) => m.id), tfs: letters,
    placed: placements.map((p) => ({ unitId: p.unitId, node: d.s.units[p.unitId].node, heading: p.heading })), lost: lost.map((s) => s.id),
  });
  return placements.map((p) => p.unitId);
}

/** After a forced deployment at `done`: the nodes still to deploy (the owner picks the next), or back to the turn it interrupted. */
function nextForcedDeployment(d: Draft, done: NodeName): void {
  const p = d.s.pending;
  if (p?.kind !== 'forcedDeployment') return;
  const rest = p.nodes.filter((n) => n !== done && markersOf(d.s, p.player).some((m) => m.node === n));
  if (rest.length) { d.s.pending = { ...p, nodes: rest }; return; }
  d.s.pending = null;
  advanceTurn(d, p.resume);
}

/**
 * §7.4 in the owner's turn: after one ship of the deployed group has attacked, the activation stays
 * open while another ship of the group still has a valid target. Returns true if it stays open.
 */
export function continueGroupAttack(d: Draft, attackerId: UnitId): boolean {
  const a = d.s.activation;
  if (!a?.group) return false;
  const rest = a.group.filter((id) => id !== attackerId && d.s.units[id] && hasValidTarget(d.s, id));
  if (!rest.length) return false;
  d.s.activation = activationCopy({ ...a, unitId: rest[0], group: rest });
  return true;
}

/** The units that may attack in the open activation: the group of a deployment, else the activated unit. */
export const activationAttackers = (state: GameState): UnitId[] =>
  state.activation ? state.activation.group ?? [state.activation.unitId] : [];

/** The markers the player to act may deploy now (R-TF-6: a forced deployment's, one per node, in the order the owner picks). */
export function deployableMarkers(state: GameState): TaskForceMarker[] {
  const pending = state.pending;
  const player = state.toAct;
  const mine = markersOf(state, player);
  if (pending?.kind === 'forcedDeployment')
    return pending.nodes.flatMap((node) => mine.find((x) => x.node === node) ?? []);
  const free = pending?.kind === 'startOfRound';
  if (!free && (pending || state.activation || state.tokens[player].pool <= 0)) return [];
  return mine.filter((m) => free || !m.activated);
}

/** A marker's deployment with its suggested placement. */
export const deployAction = (state: GameState, m: TaskForceMarker): Action => ({ type: 'deploy', markerId: m.id, placements: suggestedPlacement(state, m.id) });


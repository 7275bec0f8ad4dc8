// Leaving the map by an edge (§11 exitByEdge objectives). A ship whose activation is open and whose
// node lies on a map edge its side has an exitByEdge objective for may leave the map there, instead
// of attacking: it is removed from the game, recorded in `state.exited` with its points, and counts
// for the objective — not as a loss (nobody scores it). Its token goes with it (as R-CMD-3), and its
// upgrade and commander cards leave with it. Its plane markers stay on the map (as R-AIR-2).
import type { Action } from '../../core/actions';
import { endActivation } from '../commands/activation';
import { boardOfState, indexOf } from '../../geometry/board';
import { loseTokens } from '../commands/commands';
import { unitsToChange, type Draft } from '../../core/draft';
import { loseCardsWith } from '../cards/effects';
import { refuse, type Refusal } from '../../core/errors';
import { objectivesOf } from './objectives';
import { unitPoints } from './scoring';
import { edgeNodes, MAP_EDGES, type MapEdge } from '../../../scenarios/trackSchema';
import { unitName } from '../combat/unitZone';
import { own, type GameState, type UnitId } from '../../core/types';

/** The edges the unit may leave by now: the edges its node lies on that its side has an exitByEdge objective for. */
export function exitEdges(state: GameState, unitId: UnitId): MapEdge[] {
  const unit = own(state.units, unitId);
  if (!unit || unit.kind !== 'ship') return [];
  const objectives = objectivesOf(state, unit.owner);
  if (!objectives.some((o) => o.kind === 'exitByEdge')) return []; // (most scenarios: asked after every move)
  const wanted = new Set(objectives.flatMap((o) => (o.kind === 'exitByEdge' ? [o.edge] : [])));
  const board = boardOfState(state);
  const at = indexOf(board, unit.node);
  return MAP_EDGES.filter((e) => wanted.has(e) && edgeNodes(board.shape, e).includes(at));
}

/** The exitMap step of the unit being activated, if it may leave the map (activationStepActions). */
export function exitActions(state: GameState, unitId: UnitId): Action[] {
  return exitEdges(state, unitId).length ? [{ type: 'exitMap', unitId }] : [];
}

/** §11: the ship being activated leaves the map by the edge it stands on; the activation ends. */
export function exitMapStep(d: Draft, state: GameState, unitId: UnitId): Refusal | null {
  const active = state.activation!.unitId; // apply.ts has checked that an activation is open
  if (active !== unitId) return refuse('activation/other-unit', `Only the unit being activated (${active}) may do that now.`, { unitId, active });
  if (state.activation!.group) // §7.4: ships placed by an in-turn deployment may only attack
    return refuse('activation/deployed-attack-only', 'Ships placed by a deployment may only attack now (§7.4): none of them leaves the map.', { unitId });
  const unit = own(state.units, unitId)!;
  const name = unitName(state, unit);
  if (unit.kind !== 'ship') return refuse('exit/not-a-ship', `The ${name} at ${unit.node} is fixed on land: only ships leave the map.`, { unitId });
  const edges = exitEdges(state, unitId);
  if (!edges.length) {
    const allowed = objectivesOf(state, unit.owner).flatMap((o) => (o.kind === 'exitByEdge' ? [o.edge] : []));
    const where = allowed.length ? `your ships may leave by the ${[...new Set(allowed)].join(' or ')} edge` : 'your side has no objective to leave the map';
    return refuse('exit/not-on-exit-edge', `The ${name} at ${unit.node} cannot leave the map here: ${where}.`, { unitId, edges: allowed });
  }
  const edge = edges[0];
  const points = unitPoints(state, unit);
  loseTokens(d, d.s.units[unitId]); // the token on it leaves the game with it
  loseCardsWith(d, unit);
  delete unitsToChange(d)[unitId];
  d.s.exited = [...(d.s.exited ?? []), { unit: { ...unit, activated: false }, edge, points, round: state.round }];
  d.events.push({ type: 'shipExited', player: unit.owner, unitId, node: unit.node, edge, points });
  endActivation(d, false);
  return null;
}

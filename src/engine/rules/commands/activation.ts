// Activating a unit (§6 action 1, §4, §5): a ship spends a token and moves to a legal end state;
// a fixed unit spends a token; then, if a valid target is in its zone, the owner attacks one or
// ends the activation (R-ATK-1, R-ATK-2). With no valid target the activation ends at once.
import { checkAttack, destroyPlane, hasValidTarget, resolveAttack } from '../combat/attack';
import { indexOf } from '../../geometry/board';
import { spendToken } from './commands';
import { activationCopy, changeUnit, type Draft } from '../../core/draft';
import { hooks } from '../../core/hooks';
import { refuse, type Refusal } from '../../core/errors';
import { DIRECTION_NAMES, DIRECTIONS, type Direction } from '../../geometry/grid';
import { endsToLand, isLegalEnd, moveContext, moveWork, wasReached, type MoveWork } from '../movement/movement';
import { checkRoute } from '../movement/route';
import { stateIndex } from '../movement/stateIndex';
import type { PathStep } from '../../core/events';
import { advanceTurn } from './rounds';
import { zoneCoverers } from '../combat/zones';
import { noteRecoverablePlanes } from '../aviation/planes';
import { own, type GameState, type Unit, type UnitId } from '../../core/types';
import { continueGroupAttack } from '../taskForces/deployment';
import { markerOn } from '../taskForces/taskForces';
import { useExtraActivation } from '../cards/effects';
import { checkActivatable } from './activatable';
import { unitName, unitPhrase } from '../combat/unitZone';
import { bomberCoverers, isAirfield } from '../aviation/airspace';

function begin(d: Draft, unit: Unit): Unit {
  if (unit.activated) useExtraActivation(d, unit); // R-CMD-2: a second activation granted by a card (effects.ts)
  spendToken(d, unit.owner, 'unit', unit.id);
  const u = changeUnit(d, unit.id);
  u.activated = true;
  d.s.activation = activationCopy({ player: unit.owner, unitId: unit.id });
  d.s.lastActor = unit.owner;
  d.events.push({ type: 'activationStarted', player: unit.owner, unitId: unit.id });
  return u;
}

/** Start an activation: cards.ts starts one with a command card played before the move. */
export const beginActivation = begin;

/** End the activation when the unit has no valid target (nothing to decide). */
export function endIfNoTarget(d: Draft, unitId: UnitId): void {
  // …and nothing else to do: no dive, depth charge, unloading or plane to recover (§8)
  if (!hasValidTarget(d.s, unitId) && !hooks.activationHasMore(d.s, unitId)) endActivation(d, false);
}

export function endActivation(d: Draft, attacked: boolean): void {
  const a = d.s.activation!;
  d.events.push({ type: 'activationEnded', player: a.player, unitId: a.unitId, attacked });
  advanceTurn(d, a.player); // R-TF-6: enemy TFs in any of the player's zones deploy first (rounds.ts)
}

/**
 * Check a move of a ship to (node, heading), then do it (R-MOVE-1..6, R-MOVE-3 planes on the way).
 * `known`: what the engine worked out when it made this very move for this state (sampleAction's
 * search): a legal move, so the checks and the search are not run again.
 */
export function move(d: Draft, state: GameState, unitId: UnitId, toNode: string, heading: Direction, route?: readonly PathStep[], known?: MoveWork | null): Refusal | null {
  // §9: a command card played before the move has already started this activation (cards.ts)
  const continuing = state.activation?.awaitingMove === true && state.activation.unitId === unitId;
  let unit: Unit;
  let node: string;
  let work: MoveWork;
  if (known) {
    unit = own(state.units, unitId)!;
    node = toNode; // the engine's own move names the node as the map does
    work = known;
  } else {
    const checked = checkMove(state, unitId, toNode, heading, route, continuing);
    if ('ok' in checked) return checked;
    ({ unit, node, work } = checked);
  }
  const from = { node: unit.node, heading: unit.heading };
  const u = continuing ? changeUnit(d, unitId) : begin(d, unit);
  if (continuing) d.s.activation!.awaitingMove = undefined;
  shiftShip(d, u, from, node, heading, work);
  noteRecoverablePlanes(d, state, unitId); // R-AIR-1: planes in the carrier's zone at the start of its move
  if (work.mustLand) d.s.activation!.mustLand = true; // R-LAND-2
  endIfNoTarget(d, unitId);
  return null;
}

/** A checked move done on the draft's ship `u` (changed by the caller): its new place, its event, R-MOVE-3. Module D's fleet turn moves ships with it too. */
export function shiftShip(d: Draft, u: Unit, from: { node: string; heading: Direction }, node: string, heading: Direction, work: MoveWork): void {
  u.node = node;
  u.heading = heading;
  const { path, cost } = work;
  const type = node !== from.node ? 'moved' : heading !== from.heading ? 'turned' : 'stayed';
  d.events.push({ type, player: u.owner, unitId: u.id, from, to: { node, heading }, cost, path });
  // R-MOVE-3: entering a node with an enemy plane marker destroys the plane.
  for (let k = 1; k < path.length && d.s.planes.length > 0; k++) {
    if (path[k].node === path[k - 1].node) continue;
    for (const p of d.s.planes.filter((x) => x.node === path[k].node && x.owner !== u.owner)) destroyPlane(d, p.id, u.id, u.owner);
  }
}

/**
 * The checks of a move (R-MOVE-1..6, R-MOVE-8 for a route given), and what it does: its path, cost and
 * landing. `continuing`: the ship is already the one to move (no activation checks: a command card's
 * activation, or module D's fleet turn, whose own checks come first).
 */
export function checkMove(state: GameState, unitId: UnitId, toNode: string, heading: Direction, route: readonly PathStep[] | undefined, continuing: boolean): Refusal | { unit: Unit; node: string; work: MoveWork } {
  const checked = continuing ? own(state.units, unitId)! : checkActivatable(state, unitId);
  if ('ok' in checked) return checked;
  const unit = checked;
  const name = unitName(state, unit);
  if (unit.kind !== 'ship') return refuse('unit/not-a-ship', `The ${name} at ${unit.node} does not move: activate it instead.`, { unitId });
  const ctx = moveContext(state, unitId)!;
  const board = ctx.board;
  const i = indexOf(board, toNode);
  if (i < 0) return refuse('move/off-map', `${toNode} is not a node of this map.`, { node: toNode });
  const node = board.names[i];
  const s = i * 6 + heading;
  const at = `${node} facing ${DIRECTION_NAMES[heading]}`;
  if (s !== ctx.result.start) {
    const cls = state.setup.ruleset.classes[unit.class];
    if (!board.navigable[cls.shallowDraft ? 1 : 0][i])
      return refuse('move/not-navigable', `The ${name} cannot enter ${node}: it is ${board.terrain[i]}.`, { node, terrain: board.terrain[i] });
    if ((stateIndex(state).occupied[i] === 1 && node !== unit.node) || board.featureBlocked[i]) { // another unit, a TF marker (R-TF-2) or an airfield
      const occupant = Object.values(state.units).find((u) => u.node === node && u.id !== unitId);
      const tfMarker = markerOn(state, node); // R-TF-2: no ship ends on a TF marker, own or enemy
      return refuse('move/occupied', `${node} is taken by ${occupant ? unitPhrase(state, occupant) : tfMarker ? 'a task force marker' : 'an airfield'}.`, { node, ...(occupant ? { unitId: occupant.id } : {}) });
    }
    if (!route && !wasReached(ctx, s)) {
      // the heading is named only when the node is reached facing another way ("why not here" tries them all)
      const elsewise = DIRECTIONS.some((h) => wasReached(ctx, i * 6 + h));
      return refuse('move/out-of-reach', `The ${name} cannot reach ${elsewise ? at : node} with ${ctx.mp} MP.`, { node, heading, mp: ctx.mp });
    }
    if (!isLegalEnd(ctx, s)) {
      const by = zoneCoverers(state, unit.owner, node, unitId).map((u) => `the enemy ${unitName(state, u)} at ${u.node}`);
      by.push(...bomberCoverers(state, unit.owner, node)); // R-MOVE-4: enemy bombers' zones and nodes
      return refuse('move/ends-in-enemy-zone', `Cannot stop at ${node}: it is in range of ${by.join(' and ')}.`, { node, coveredBy: by });
    }
  }
  if (!route) return { unit, node, work: moveWork(ctx, s) }; // R-MOVE-8: the cheapest path
  // R-MOVE-8: the player's route, checked step by step
  const last = route[route.length - 1];
  if (route.length && (last.node.toUpperCase() !== node || last.heading !== heading))
    return refuse('move/bad-path', `The route must end where the move does: ${at}.`, { step: route.length - 1 });
  const cost = checkRoute(ctx, stateIndex(state).occupied, route);
  if (typeof cost !== 'number') return cost;
  const path = route.map((p) => ({ node: board.names[indexOf(board, p.node)], heading: p.heading }));
  return { unit, node, work: { path, cost, mustLand: endsToLand(ctx, s) } };
}

/** Activate a fixed unit (coastal artillery, §8.3): a token, then an optional attack. */
export function activateFixed(d: Draft, state: GameState, unitId: UnitId): Refusal | null {
  const checked = checkActivatable(state, unitId);
  if ('ok' in checked) return checked;
  if (checked.kind !== 'fixed')
    return refuse('unit/not-fixed', `The ${unitName(state, checked)} at ${checked.node} is a ship: move it to activate it.`, { unitId });
  if (isAirfield(state, checked))
    return refuse('airfield/use-air-operation', `The airfield at ${checked.node} is activated by an air operation: place a bomber.`, { unitId });
  begin(d, checked);
  endIfNoTarget(d, unitId);
  return null;
}

/** R-ATK-1: the activated unit destroys one valid target in its zone; the activation ends. */
export function attack(d: Draft, state: GameState, unitId: UnitId, targetId: string): Refusal | null {
  const a = state.activation!;
  if (a.unitId !== unitId && !a.group?.includes(unitId)) // §7.4: any ship of a deployed group
    return refuse('activation/other-unit', `Only the unit being activated (${state.units[a.unitId] ? unitPhrase(state, state.units[a.unitId]) : a.unitId}) may attack now.`, { unitId, active: a.unitId });
  const attacker = own(state.units, unitId)!;
  const target = checkAttack(state, attacker, targetId);
  if ('ok' in target) return target;
  if (hooks.attackDeclared(d, attacker, target)) return null; // §9: the defender may first cancel it with a reaction card
  resolveAttack(d, attacker, target);
  if (continueGroupAttack(d, unitId)) return null; // §7.4: the other deployed ships may still attack
  endActivation(d, true);
  return null;
}

// legalActions: every action the player to act (or the pending decision) may take now.
// Applying any of them succeeds; anything else is refused.
import { engineMade, workedMove, type Action } from '../core/actions';
import { validTargets } from '../rules/combat/attack';
import { legalEndAt, legalEndCount, legalEndStates, moveBound, moveWorkTo } from '../rules/movement/movement';
import { boardOfState } from '../geometry/board';
import { stateIndex } from '../rules/movement/stateIndex';
import type { Direction, NodeIndex } from '../geometry/grid';
import { drawRefusal } from '../rules/cards/deck';
import { activationStepActions, arrivalActions, operationActions } from './operations';
import { own, type CardId, type GameState, type PlayerId, type TaskForceMarker, type Unit } from '../core/types';
import { activationAttackers, deployAction, deployableMarkers } from '../rules/taskForces/deployment';
import { setupActions } from '../rules/taskForces/tfSetup';
import { startOfRoundChanges } from '../rules/commands/startOfRound';
import { movableMarkers, taskForceMoveEnds } from '../rules/taskForces/tfMove';
import { stateFromView } from '../rules/view/viewState';
import { cardActionBound, cardActions, cardActionsOf, cardsToTry } from '../rules/cards/playableCards';
import { mayActivateAgain } from '../rules/cards/effects';
import { moduleActions } from './modules';
import { isAirfield } from '../rules/aviation/airspace';
import type { GameView } from '../core/view';

function drawVariants(state: GameState, player: PlayerId, type: 'draw' | 'cleanupDraw'): Action[] {
  if (!drawRefusal(state, player, undefined)) return [{ type }];
  if (state.cards[player].deck.length === 0) return [];
  return [...new Set(state.cards[player].hand)].map((discard) => ({ type, discard }));
}

/**
 * The legal actions come in parts: a list, or a count with what makes its k-th action (a ship's
 * moves, read off its search; deployments, whose placement is worked out only when asked for; for
 * sampleAction, a ship's moves and the card plays first counted by an upper bound, see settle), so
 * sampleAction can pick one uniformly without building them all. legalActions,
 * legalActionsFor and sampleAction all read these same parts. (Plain data, no closures: the parts are
 * made on every call.)
 */
type Part =
  | readonly Action[]
  | { kind: 'moves'; state: GameState; unitId: string; count: number; exact: boolean; names: readonly string[] }
  | { kind: 'deployments'; state: GameState; markers: TaskForceMarker[] }
  | { kind: 'taskForceMoves'; markerId: string; ends: readonly number[]; names: readonly string[] }
  | { kind: 'cards'; state: GameState; cardId: CardId; count: number; exact: boolean; list: Action[] | null };

/** The deployments, each placement worked out only when its action is asked for. */
const deployments = (state: GameState): Part => ({ kind: 'deployments', state, markers: deployableMarkers(state) });

/**
 * A ship's moves: for legalActions, every one made at once, read off its search (the next ship's
 * search reuses the buffers); for sampleAction (`kept` false) no search at all: `count` is moveBound's
 * upper bound until a draw lands on this ship and settle searches it (`exact`).
 */
function shipMoves(state: GameState, unit: Unit, at: NodeIndex, kept: boolean): Part {
  const names = boardOfState(state).names;
  if (kept) {
    const { ends, count } = legalEndStates(state, unit.id);
    const moves: Action[] = new Array(count);
    for (let k = 0; k < count; k++) moves[k] = moveTo(unit.id, names, ends[k]);
    return moves;
  }
  return { kind: 'moves', state, unitId: unit.id, count: moveBound(state, unit, at), exact: false, names };
}

/** The node index of a unit, -1 off the map. */
const nodeOf = (state: GameState, unitId: string): NodeIndex => boardOfState(state).index.get(state.units[unitId].node) ?? -1;

/**
 * Where search state s (node * 6 + heading) is: made once per map and state, then shared by every move
 * listed to it (frozen: plain data nobody changes), so listing a fleet's moves makes one object per move.
 */
function endAt(names: readonly string[], s: number): { node: string; heading: Direction } {
  if (names !== endsFor) { endsFor = names; ends = new Array(names.length * 6); }
  let end = ends[s];
  if (end === undefined) {
    const node = (s / 6) | 0;
    ends[s] = end = Object.freeze({ node: names[node], heading: (s - node * 6) as Direction });
  }
  return end;
}
let endsFor: readonly string[] | null = null;
let ends: ({ node: string; heading: Direction } | undefined)[] = [];
/** The move of a ship to search state s. */
const moveTo = (unitId: string, names: readonly string[], s: number): Action => ({ type: 'move', unitId, to: endAt(names, s) });

/** The card plays (§9); for sampleAction (`kept` false) a part per card, counted by cardActionBound until a draw lands on it. */
const cardPlays = (state: GameState, kept: boolean): Part[] =>
  kept ? [cardActions(state)] : cardsToTry(state).map((cardId): Part => ({ kind: 'cards', state, cardId, count: cardActionBound(state, cardId), exact: false, list: null }));

/** A TF marker's moves (§7.3): its search's legal ends, each made an action only when asked for. */
const taskForceMoves = (state: GameState, m: TaskForceMarker): Part =>
  ({ kind: 'taskForceMoves', markerId: m.id, ends: taskForceMoveEnds(state, m.id), names: boardOfState(state).names });

// (Array.isArray, not `'kind' in p`: an `in` on an array searches its prototypes, once per action listed)
const isList = (p: Part): p is readonly Action[] => Array.isArray(p);

function countOf(p: Part): number {
  if (isList(p)) return p.length;
  return p.kind === 'moves' || p.kind === 'cards' ? p.count : p.kind === 'deployments' ? p.markers.length : p.ends.length;
}

/** Make a part counted by an upper bound (sampleAction's) exact: search the ship, work out the card plays. */
function settle(p: Part): void {
  if (isList(p)) return;
  if (p.kind === 'moves' && !p.exact) { p.count = legalEndCount(p.state, p.unitId); p.exact = true; }
  if (p.kind === 'cards' && !p.exact) { p.list = cardActionsOf(p.state, p.cardId); p.count = p.list.length; p.exact = true; }
}

function actionAt(p: Part, k: number): Action {
  if (isList(p)) return p[k];
  if (p.kind === 'deployments') return deployAction(p.state, p.markers[k]);
  if (p.kind === 'taskForceMoves') return { type: 'moveTaskForce', markerId: p.markerId, to: p.names[p.ends[k]] };
  if (p.kind === 'cards') return p.list![k];
  return moveTo(p.unitId, p.names, legalEndAt(p.state, p.unitId, k));
}

/**
 * The parts of the legal actions; `only`: the unit parts of that unit alone (the other parts are filtered
 * later); `moves` false: without the ships' moves (each ship's search, most of the list on a big map).
 */
function legalParts(state: GameState, only?: string, kept = true, moves = true): Part[] {
  if (state.phase === 'over') return [];
  const player = state.toAct;
  const pending = state.pending;
  if (pending) {
    switch (pending.kind) {
      case 'chooseFirstPlayer':
        return [[{ type: 'chooseFirstPlayer', first: 'blue' }, { type: 'chooseFirstPlayer', first: 'red' }]];
      case 'keepCard':
        return [[...new Set(pending.drawn)].map((cardId) => ({ type: 'keepCard', cardId }))];
      case 'cleanupDraw':
        return [[{ type: 'declineDraw' }, ...drawVariants(state, player, 'cleanupDraw')]];
      case 'arrival':
        return [arrivalActions(state, pending)];
      case 'taskForceSetup':
        return [setupActions(state, pending.player)];
      case 'startOfRound':
        return [[{ type: 'endStartOfRound' }], deployments(state), startOfRoundChanges(state)]; // §7.6
      case 'forcedDeployment':
        return [deployments(state)];
      case 'moduleSetup':
        return [moduleActions(state)]; // a rule module's setup phase
    }
  }
  if (state.activation) {
    const unitId = state.activation.unitId;
    const attacks = activationAttackers(state).flatMap((id) => validTargets(state, id).map((t): Action => ({ type: 'attack', unitId: id, targetId: t.id }))); // §7.4 groups
    const end: Action[] = state.activation.mustLand ? [] : [{ type: 'endActivation' }]; // R-LAND-2: it must land
    // §9: command cards in the activation, and the move of a ship a command card activated before it moved
    const cards = cardPlays(state, kept);
    const waiting = state.activation.awaitingMove && moves ? [shipMoves(state, state.units[unitId], nodeOf(state, unitId), kept)] : [];
    return [attacks, activationStepActions(state, unitId), ...cards, ...waiting, end];
  }
  const parts: Part[] = [[{ type: 'pass' }], moduleActions(state)]; // rule modules' own actions (their own costs)
  if (state.tokens[player].pool <= 0) return parts;
  if (!state.drew[player]) parts.push(drawVariants(state, player, 'draw'));
  const unitParts = (u: Unit, at: NodeIndex) => {
    if (u.owner !== player || (u.activated && !mayActivateAgain(state, u))) return; // R-CMD-2, or a card's extra activation
    if (u.kind === 'fixed') { if (!isAirfield(state, u)) parts.push([{ type: 'activateFixed', unitId: u.id }]); }
    else if (moves) parts.push(shipMoves(state, u, at, kept));
  };
  if (only !== undefined) { const u = own(state.units, only); if (u) unitParts(u, nodeOf(state, only)); }
  else { // the units on the map, in the record's order, with their nodes (the state's index; units off the map have nothing to do)
    const idx = stateIndex(state);
    for (let k = 0; k < idx.units.length; k++) unitParts(idx.units[k], idx.at[k]);
  }
  parts.push(operationActions(state, player)); // §8.2 air operations, chain extensions, bomber activations
  for (const m of movableMarkers(state, player)) parts.push(taskForceMoves(state, m)); // §7.3
  parts.push(deployments(state)); // §7.4
  parts.push(...cardPlays(state, kept)); // §9: command cards starting an activation, event/upgrade/commander cards
  return parts;
}


/** From the full state, or from the view of the player to act (§12: the same actions; [] for the other player's view). */
export function legalActions(state: GameState | GameView): Action[] {
  if ('viewer' in state) return state.viewer === state.toAct ? legalActions(stateFromView(state)) : [];
  return listOf(legalParts(state));
}

/** Every action of the parts, in order. */
function listOf(parts: Part[]): Action[] {
  const out: Action[] = [];
  for (const p of parts) {
    if (isList(p)) for (let k = 0; k < p.length; k++) out.push(p[k]);
    else for (let k = 0, n = countOf(p); k < n; k++) out.push(actionAt(p, k));
  }
  return out;
}

/**
 * The legal actions but the ships' moves, in legalActions' order: what a screen offers beside the map
 * (pass, draw, cards, deployments, operations…) without searching every ship; a selected ship's moves
 * are reachableMoves'.
 */
export function legalActionsBesideMoves(state: GameState | GameView): Action[] {
  if ('viewer' in state) return state.viewer === state.toAct ? legalActionsBesideMoves(stateFromView(state)) : [];
  return listOf(legalParts(state, undefined, true, false));
}

/**
 * The ships the player to act may move now, in legalActions' order, without searching any: a ship
 * that may move has at least one legal end, its start (R-MOVE-5), so its moveBound is not 0.
 */
export function shipsThatMayMove(state: GameState | GameView): string[] {
  if ('viewer' in state) return state.viewer === state.toAct ? shipsThatMayMove(stateFromView(state)) : [];
  const out: string[] = [];
  for (const p of legalParts(state, undefined, false)) if (!isList(p) && p.kind === 'moves' && p.count > 0) out.push(p.unitId);
  return out;
}

/** The legal actions that name one unit (its moves or activation, attacks, operations and cards on it). */
export function legalActionsFor(state: GameState | GameView, unitId: string): Action[] {
  if ('viewer' in state) return state.viewer === state.toAct ? legalActionsFor(stateFromView(state), unitId) : [];
  const out: Action[] = [];
  for (const p of legalParts(state, unitId))
    for (let k = 0, n = countOf(p); k < n; k++) { const a = actionAt(p, k); if ('unitId' in a && a.unitId === unitId) out.push(a); }
  return out;
}

/**
 * One legal action picked uniformly at random (as from legalActions), without building the list:
 * `rng(n)` answers an integer in [0, n). null when nothing is legal (the game is over, or it is the
 * other player's view). The action is the engine's own, so applyAction skips its shape check.
 *
 * Rejection sampling, so that only the ship drawn is searched and the cards are checked only when
 * drawn: each ship first has as many slots as its moveBound, each card in hand as its cardActionBound, the
 * other parts one per action. A draw on such a part works it out (settle); a slot past its legal
 * actions is refused, the part keeps exactly its legal actions' slots, and the draw is made again. Every
 * draw gives each legal action exactly one slot, so the action taken is uniform over the legal ones.
 */
export function sampleAction(state: GameState | GameView, rng: (n: number) => number): Action | null {
  if ('viewer' in state) return state.viewer === state.toAct ? sampleAction(stateFromView(state), rng) : null;
  const parts = legalParts(state, undefined, false);
  for (;;) {
    let total = 0;
    for (const p of parts) total += countOf(p);
    if (total === 0) return null;
    let r = rng(total);
    for (const p of parts) {
      const n = countOf(p);
      if (r >= n) { r -= n; continue; }
      settle(p);
      if (r < countOf(p)) {
        if (isList(p) || p.kind !== 'moves') return engineMade([actionAt(p, r)])[0];
        // a ship's move keeps its search's work: applied to this state, it is not searched again
        const end = legalEndAt(state, p.unitId, r);
        return workedMove(p.unitId, endAt(p.names, end), state, moveWorkTo(state, p.unitId, end));
      }
      break; // past the part's legal actions: draw again
    }
  }
}

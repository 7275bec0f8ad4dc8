// legalActions: every action the player to act (or the pending decision) may take now.
// Applying any of them succeeds; anything else is refused.
import type { Action } from '../core/actions';
import { validTargets } from '../rules/combat/attack';
import { reachableMoves } from '../rules/movement/movement';
import { drawRefusal } from '../rules/cards/deck';
import { activationStepActions, arrivalActions, operationActions } from './operations';
import type { GameState, PlayerId } from '../core/types';
import { activationAttackers, deployActions } from '../rules/taskForces/deployment';
import { setupActions } from '../rules/taskForces/tfSetup';
import { startOfRoundActions } from '../rules/commands/startOfRound';
import { taskForceMoveActions } from '../rules/taskForces/tfMove';
import { stateFromView } from '../rules/view/viewState';
import { activationCardActions, cardActions } from '../rules/cards/playableCards';
import { mayActivateAgain } from '../rules/cards/effects';
import { moduleActions } from './modules';
import { isAirfield } from '../rules/aviation/airspace';
import type { GameView } from '../core/view';

function drawVariants(state: GameState, player: PlayerId, type: 'draw' | 'cleanupDraw'): Action[] {
  if (!drawRefusal(state, player, undefined)) return [{ type }];
  if (state.cards[player].deck.length === 0) return [];
  return [...new Set(state.cards[player].hand)].map((discard) => ({ type, discard }));
}

/** From the full state, or from the view of the player to act (§12: the same actions; [] for the other player's view). */
export function legalActions(state: GameState | GameView): Action[] {
  if ('viewer' in state) return state.viewer === state.toAct ? legalActions(stateFromView(state)) : [];
  if (state.phase === 'over') return [];
  const player = state.toAct;
  const pending = state.pending;
  if (pending) {
    switch (pending.kind) {
      case 'chooseFirstPlayer':
        return [{ type: 'chooseFirstPlayer', first: 'blue' }, { type: 'chooseFirstPlayer', first: 'red' }];
      case 'keepCard':
        return [...new Set(pending.drawn)].map((cardId) => ({ type: 'keepCard', cardId }));
      case 'cleanupDraw':
        return [{ type: 'declineDraw' }, ...drawVariants(state, player, 'cleanupDraw')];
      case 'arrival':
        return arrivalActions(state, pending);
      case 'taskForceSetup':
        return setupActions(state, pending.player);
      case 'startOfRound':
        return startOfRoundActions(state);
      case 'forcedDeployment':
        return deployActions(state);
      case 'moduleSetup':
        return moduleActions(state); // a rule module's setup phase
    }
  }
  if (state.activation) {
    const unitId = state.activation.unitId;
    const attacks = activationAttackers(state).flatMap((id) => validTargets(state, id).map((t): Action => ({ type: 'attack', unitId: id, targetId: t.id }))); // §7.4 groups
    const end: Action[] = state.activation.mustLand ? [] : [{ type: 'endActivation' }]; // R-LAND-2: it must land
    return [...attacks, ...activationStepActions(state, unitId), ...activationCardActions(state), ...end];
  }
  const out: Action[] = [{ type: 'pass' }];
  out.push(...moduleActions(state)); // rule modules' own actions (their own costs)
  if (state.tokens[player].pool <= 0) return out;
  if (!state.drew[player]) out.push(...drawVariants(state, player, 'draw'));
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner !== player || (u.activated && !mayActivateAgain(state, u))) continue; // R-CMD-2, or a card's extra activation
    if (u.kind === 'fixed') { if (!isAirfield(state, u)) out.push({ type: 'activateFixed', unitId: id }); }
    else for (const m of reachableMoves(state, id)) out.push({ type: 'move', unitId: id, to: { node: m.node, heading: m.heading } });
  }
  out.push(...operationActions(state, player)); // §8.2 air operations, chain extensions, bomber activations
  out.push(...taskForceMoveActions(state, player), ...deployActions(state)); // §7.3, §7.4
  out.push(...cardActions(state)); // §9: command cards starting an activation, event/upgrade/commander cards
  return out;
}

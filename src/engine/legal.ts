// legalActions: every action the player to act (or the pending decision) may take now.
// Applying any of them succeeds; anything else is refused.
import type { Action } from './actions';
import { validTargets } from './attack';
import { reachableMoves } from './movement';
import { drawRefusal } from './deck';
import type { GameState, PlayerId } from './types';

function drawVariants(state: GameState, player: PlayerId, type: 'draw' | 'cleanupDraw'): Action[] {
  if (!drawRefusal(state, player, undefined)) return [{ type }];
  if (state.cards[player].deck.length === 0) return [];
  return [...new Set(state.cards[player].hand)].map((discard) => ({ type, discard }));
}

export function legalActions(state: GameState): Action[] {
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
    }
  }
  if (state.activation) {
    const unitId = state.activation.unitId;
    return [...validTargets(state, unitId).map((t): Action => ({ type: 'attack', unitId, targetId: t.id })), { type: 'endActivation' }];
  }
  const out: Action[] = [{ type: 'pass' }];
  if (state.tokens[player].pool <= 0) return out;
  if (!state.drew[player]) out.push(...drawVariants(state, player, 'draw'));
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner !== player || u.activated) continue;
    if (u.kind === 'fixed') out.push({ type: 'activateFixed', unitId: id });
    else for (const m of reachableMoves(state, id)) out.push({ type: 'move', unitId: id, to: { node: m.node, heading: m.heading } });
  }
  return out;
}

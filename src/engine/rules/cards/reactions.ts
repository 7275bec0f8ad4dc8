// Reactions (§9 "cancel an attack", R-CARD-1): nothing in one player's turn may wait on what the
// other holds, so a reaction card is never asked for. Its owner **arms** it in their own turn —
// face down on the unit being activated, as that activation's one card play (its extra token cost
// paid then) — and it triggers by itself when an enemy attack on that unit is declared: the attack
// is cancelled, the card is revealed and discarded, and the attacker's activation ends without it.
// The opponent sees that a card is armed on the unit, never which (views, eventsFor). An armed card
// that has not triggered goes back to its owner's hand at cleanup; lost with its unit, it leaves the
// game unseen. Rule option `reactions`: "armed" (default) or "off" (reaction cards cannot be played).
import type { Target } from '../combat/attack';
import { endActivation } from '../commands/activation';
import { continueGroupAttack } from '../taskForces/deployment';
import { discardCard } from './cards';
import type { Draft } from '../../core/draft';
import type { Unit } from '../../core/types';

/** Before an attack on a unit is carried out: a reaction armed on it cancels it. Returns whether it did. */
export function triggerArmedReaction(d: Draft, attacker: Pick<Unit, 'id' | 'owner'>, target: Target): boolean {
  if (d.s.setup.ruleset.options.reactions === 'off') return false;
  const armed = d.s.armed ?? [];
  const k = armed.findIndex((a) => a.unitId === target.id && a.owner !== attacker.owner);
  if (k < 0) return false;
  const card = armed[k];
  d.s.armed = armed.filter((_, i) => i !== k);
  discardCard(d, card.owner, card.cardId);
  d.events.push({ type: 'attackCancelled', player: card.owner, cardId: card.cardId, attackerId: attacker.id, targetId: target.id });
  if (!continueGroupAttack(d, attacker.id)) endActivation(d, false); // §7.4: the rest of a deployed group may still attack
  return true;
}

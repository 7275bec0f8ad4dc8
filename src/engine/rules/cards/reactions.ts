// Reactions (§9 "cancel an attack"): when an attack on a player's unit is declared, that player may
// answer with a card whose effect is `cancelAttack`. The attack waits as a pending decision of the
// defender: `playCard` (the attack is cancelled, the attacker's activation ends without it) or
// `declineReaction` (the attack goes ahead). Rule option `reactions`: "ifHeld" (default) asks only a
// defender who could play such a card now; "always" asks on every attack on a unit, so that being
// asked gives nothing away; "off" never asks. A reaction needs no token (only its extra cost) and is
// not one of the round's card plays; it is not a turn, so it does not change who acted last.
import { isReaction, type CardDef } from '../../../scenarios/cardSchema';
import { resolveAttack, targetOf, type Target } from '../combat/attack';
import { endActivation } from '../commands/activation';
import { continueGroupAttack } from '../taskForces/deployment';
import { cardInHand, discardCard, takeFromHand } from './cards';
import { spendToken } from '../commands/commands';
import type { Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { profileOf, unitPhrase } from '../combat/unitZone';
import type { CardId, GameState, PlayerId, Unit, CardPick } from '../../core/types';

/** Why `player` may not play `card` against the attack on `unit`, or null. */
function reactionRefusal(state: GameState, player: PlayerId, card: CardDef, unit: Unit): Refusal | null {
  if (!isReaction(card)) return refuse('card/not-a-reaction', `"${card.name.en}" cannot answer an attack: only a reaction card can.`, { cardId: card.id });
  const classes = card.requires.classes;
  if (classes && !classes.includes(unit.class))
    return refuse('card/requirement-unmet', `"${card.name.en}" only protects a unit of class ${classes.join(' or ')}, not the ${profileOf(state, unit).name} at ${unit.node}.`, { cardId: card.id, classes });
  const need = card.requires.tokens;
  if (state.tokens[player].pool < need)
    return refuse('tokens/none', `"${card.name.en}" needs ${need} command token${need === 1 ? '' : 's'}; you have ${state.tokens[player].pool}.`, { cardId: card.id, need });
  return null;
}

/** The distinct reaction cards `player` could play now to save `unit`. */
export function reactionCards(state: GameState, player: PlayerId, unit: Unit): CardId[] {
  const out: CardId[] = [];
  for (const id of new Set(state.cards[player].hand)) {
    const card = state.setup.cards?.[id];
    if (card && !reactionRefusal(state, player, card, unit)) out.push(id);
  }
  return out;
}

/** Before an attack on a unit is carried out: ask its owner for a reaction, if the option says so. Returns whether it asked. */
export function offerReaction(d: Draft, attacker: Unit, target: Target): boolean {
  const mode = d.s.setup.ruleset.options.reactions;
  const unit = d.s.units[target.id];
  if (mode === 'off' || !unit) return false;
  if (mode === 'ifHeld' && reactionCards(d.s, unit.owner, unit).length === 0) return false;
  d.s.pending = { kind: 'reaction', player: unit.owner, attackingPlayer: attacker.owner, attackerId: attacker.id, targetId: unit.id };
  d.s.toAct = unit.owner;
  d.events.push({ type: 'reactionOffered', player: unit.owner, attackerId: attacker.id, targetId: unit.id });
  return true;
}

/** The defender plays a reaction: the attack is cancelled and the attacker's activation ends without it. */
export function playReaction(d: Draft, state: GameState, cardId: CardId, pick: CardPick): Refusal | null {
  const pending = state.pending;
  if (pending?.kind !== 'reaction') return refuse('decision/none', 'No attack is waiting for a reaction.');
  const player = pending.player;
  const card = cardInHand(state, player, cardId);
  if ('ok' in card) return card;
  const unit = state.units[pending.targetId];
  if (pick.unitId !== undefined && pick.unitId !== unit.id)
    return refuse('card/invalid-target', `"${card.name.en}" can only answer the attack on ${unitPhrase(state, unit, player)}.`, { cardId, unitId: pick.unitId });
  const refusal = reactionRefusal(state, player, card, unit);
  if (refusal) return refusal;
  takeFromHand(d, player, cardId);
  for (let k = 0; k < card.requires.tokens; k++) spendToken(d, player, 'card');
  discardCard(d, player, cardId);
  d.s.pending = null;
  d.s.toAct = pending.attackingPlayer;
  d.events.push({ type: 'cardPlayed', player, cardId, card: card.type, target: { unitId: unit.id }, tokens: card.requires.tokens });
  d.events.push({ type: 'attackCancelled', player, cardId, attackerId: pending.attackerId, targetId: unit.id });
  if (!continueGroupAttack(d, pending.attackerId)) endActivation(d, false); // §7.4: the rest of a deployed group may still attack
  return null;
}

/** The defender lets the attack stand: it is carried out, and the attacker's activation ends. */
export function declineReaction(d: Draft, state: GameState): Refusal | null {
  const pending = state.pending;
  if (pending?.kind !== 'reaction') return refuse('decision/none', 'No attack is waiting for a reaction.');
  d.s.pending = null;
  d.s.toAct = pending.attackingPlayer;
  d.events.push({ type: 'reactionDeclined', player: pending.player, attackerId: pending.attackerId, targetId: pending.targetId });
  const attacker = d.s.units[pending.attackerId];
  const target = targetOf(d.s, pending.targetId);
  if (attacker && target) resolveAttack(d, attacker, target);
  if (!continueGroupAttack(d, pending.attackerId)) endActivation(d, true);
  return null;
}

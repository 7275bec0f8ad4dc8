// §8.2 "Command cards may be played when activating a bomber": the card rides on the bomber's
// activation (`cardId` of bomberAttack and bomberMove), so the activation stays one action. A bomber
// is not a unit: of the card only its zone effects on the target (extendRays, addRays) act, on the
// bomber's zone for this activation — the targets it may attack and the nodes it may re-position
// to. A card that would change nothing of a bomber, or that asks for a ship class, is refused; its
// extra token cost is paid on top of the bomber's token. The card is then discarded.
import { isReaction, type CardDef, type LastingEffect } from '../../../scenarios/cardSchema';
import type { ZoneRays } from '../../../scenarios/rulesetSchema';
import { cardDef, cardInHand, discardCard, reactionOnly, takeFromHand, tokenRefusal } from './cards';
import { spendToken } from '../commands/commands';
import type { Draft } from '../../core/draft';
import { applyRayEffects } from './effects';
import { refuse, type Refusal } from '../../core/errors';
import type { CardId, GameState, PlayerId } from '../../core/types';

/** The effects of a card that act on a bomber's zone. */
export const bomberEffects = (card: CardDef): LastingEffect[] =>
  card.effects.filter((e): e is LastingEffect => (e.kind === 'extendRays' || e.kind === 'addRays') && e.applyTo === 'target');

/** A bomber's zone rays, with the command card played on its activation (if any). */
export function bomberRays(state: GameState, cardId?: CardId): ZoneRays[] {
  const base = state.setup.ruleset.bomber.zone;
  const card = cardId === undefined ? undefined : cardDef(state, cardId);
  return card ? applyRayEffects(base, bomberEffects(card)) : base;
}

/** The card `player` may play on a bomber's activation, with the tokens the whole activation needs; or why not. */
export function checkBomberCard(state: GameState, player: PlayerId, cardId: CardId): { card: CardDef; tokens: number } | Refusal {
  const card = cardInHand(state, player, cardId);
  if ('ok' in card) return card;
  const name = `"${card.name.en}"`;
  if (isReaction(card)) return reactionOnly(card);
  if (card.type !== 'command' || bomberEffects(card).length === 0)
    return refuse('card/not-for-bomber', `${name} cannot be played when activating a bomber: only a command card that changes the attack zone acts on a bomber.`, { cardId });
  if (card.requires.classes)
    return refuse('card/requirement-unmet', `${name} needs a unit of class ${card.requires.classes.join(' or ')}; a bomber is none of them.`, { cardId, classes: card.requires.classes });
  const tokens = 1 + card.requires.tokens; // the bomber's token and the card's extra cost
  return tokenRefusal(state, player, tokens, card) ?? { card, tokens };
}

/** The distinct cards in `player`'s hand that may be played on a bomber's activation now. */
export function bomberCards(state: GameState, player: PlayerId): CardId[] {
  return [...new Set(state.cards[player].hand)].filter((id) => !('ok' in checkBomberCard(state, player, id)));
}

/** Play the checked card on the bomber's activation (after the bomber's token is spent). */
export function playBomberCard(d: Draft, player: PlayerId, card: CardDef, bomberId: string): void {
  takeFromHand(d, player, card.id);
  for (let k = 0; k < card.requires.tokens; k++) spendToken(d, player, 'card');
  d.events.push({ type: 'cardPlayed', player, cardId: card.id, card: card.type, target: { bomberId }, tokens: card.requires.tokens });
  discardCard(d, player, card.id);
}

// Drawing cards (§6 action 5, §6.2 step 2) from a plain deck of card ids: draw two, keep one,
// discard the other; at the hand limit a card must be discarded from hand first. The card effects
// themselves belong to the cards rules (§9).
import { cardsToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { advanceTurn, continueCleanup } from '../commands/rounds';
import type { CardId, GameState, PlayerId } from '../../core/types';

/** Why a player may not draw now (deck empty, hand full without a discard, discard not in hand), or null. */
export function drawRefusal(state: GameState, player: PlayerId, discard: CardId | undefined): Refusal | null {
  const cards = state.cards[player];
  if (cards.deck.length === 0) return refuse('draw/deck-empty', 'Your deck is empty: there is nothing to draw.');
  if (discard !== undefined && !cards.hand.includes(discard))
    return refuse('draw/not-in-hand', `You cannot discard ${discard}: it is not in your hand.`, { cardId: discard });
  const limit = state.setup.ruleset.options.handLimit;
  if (discard === undefined && cards.hand.length >= limit)
    return refuse('draw/hand-full', `Your hand is full (${limit} cards): choose a card to discard first.`, { handLimit: limit });
  return null;
}

/** Draw up to two cards into a pending choice (the player keeps one). */
export function drawCards(d: Draft, player: PlayerId, discard: CardId | undefined, during: 'turn' | 'cleanup'): void {
  const cards = cardsToChange(d, player);
  if (discard !== undefined) {
    cards.hand.splice(cards.hand.indexOf(discard), 1);
    cards.discard.push(discard);
  }
  const drawn = cards.deck.splice(0, 2);
  d.s.pending = { kind: 'keepCard', player, drawn, during };
  d.s.toAct = player;
  d.s.lastActor = player; // R-ORDER-2: a draw is an act
  d.events.push({ type: 'cardsDrawn', player, cards: [...drawn], ...(discard !== undefined ? { discarded: discard } : {}), during });
}

/** Keep one drawn card, discard the rest, and go on with the turn order or the cleanup. */
export function keepCard(d: Draft, cardId: CardId): Refusal | null {
  const pending = d.s.pending;
  if (!pending || pending.kind !== 'keepCard') return refuse('decision/none', 'There are no drawn cards to choose from.');
  if (!pending.drawn.includes(cardId))
    return refuse('card/not-drawn', `You did not draw ${cardId}: keep one of ${pending.drawn.join(', ')}.`, { drawn: pending.drawn });
  const cards = cardsToChange(d, pending.player);
  const discarded = pending.drawn.filter((c, k) => c !== cardId || k !== pending.drawn.indexOf(cardId));
  cards.hand.push(cardId);
  cards.discard.push(...discarded);
  d.s.pending = null;
  d.events.push({ type: 'cardKept', player: pending.player, cardId, discarded });
  if (pending.during === 'turn') advanceTurn(d, pending.player);
  else continueCleanup(d);
  return null;
}

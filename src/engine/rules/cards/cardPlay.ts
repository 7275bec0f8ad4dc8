// Carrying out a checked card play (cards.ts has the checks): the card leaves the hand, its tokens
// are spent, its lasting effects start (effects.ts) and its one-time effects happen; then the
// activation goes on (command cards) or the turn passes (cards played instead of an activation).
import type { CardDef } from '../../../scenarios/cardSchema';
import { beginActivation, endIfNoTarget } from '../commands/activation';
import { checkPlay, discardCard, takeFromHand, type CardPlay } from './cards';
import { spendToken } from '../commands/commands';
import type { Draft } from '../../core/draft';
import { attachCard, startEffects } from './effects';
import type { Refusal } from '../../core/errors';
import { advanceTurn } from '../commands/rounds';
import { oneTimeEffects } from './cardEvents';
import type { CardId, GameState, PlayerId, CardPick } from '../../core/types';

/** The `playCard` action: a card in one's turn (a reaction card is armed, R-CARD-1). */
export function playCard(d: Draft, state: GameState, cardId: CardId, pick: CardPick = {}): Refusal | null {
  const play = checkPlay(state, cardId, pick);
  if ('ok' in play) return play;
  if (play.arms) armReaction(d, play);
  else if (play.card.type === 'command') playCommandCard(d, state, play);
  else playInsteadOfActivation(d, play);
  return null;
}

function spendOnCard(d: Draft, player: PlayerId, n: number): void {
  for (let k = 0; k < n; k++) spendToken(d, player, 'card');
}

function announce(d: Draft, play: CardPlay): void {
  const { card, player, pick } = play;
  d.events.push({ type: 'cardPlayed', player, cardId: card.id, card: card.type, ...(Object.keys(pick).length ? { target: { ...pick } } : {}), tokens: play.tokens });
}

/**
 * §6 action 1: a command card on the unit being activated. Played first, it starts the activation
 * (the unit's token) and a ship then still moves; played after the move, only the attack remains.
 */
function playCommandCard(d: Draft, state: GameState, play: CardPlay): void {
  const { card, player } = play;
  const unitId = play.pick.unitId!;
  takeFromHand(d, player, card.id);
  if (play.starts) {
    const unit = state.units[unitId];
    beginActivation(d, unit);
    if (unit.kind === 'ship') d.s.activation!.awaitingMove = true;
  }
  d.s.activation!.card = card.id; // (the draft's own activation: draft.ts)
  spendOnCard(d, player, play.tokens);
  announce(d, play);
  startEffects(d, card, player, play.pick, undefined);
  discardCard(d, player, card.id);
  // a fixed unit, or a ship that has moved, now only attacks: with nothing to attack, nothing is left to decide
  if (!d.s.activation!.awaitingMove) endIfNoTarget(d, unitId);
}

/** R-CARD-1: the reaction card goes face down on the unit being activated (its extra cost paid); the activation goes on. */
function armReaction(d: Draft, play: CardPlay): void {
  const { card, player } = play;
  const unitId = play.pick.unitId!;
  takeFromHand(d, player, card.id);
  spendOnCard(d, player, play.tokens);
  d.s.armed = [...(d.s.armed ?? []), { cardId: card.id, owner: player, unitId }];
  d.s.activation!.armed = true;
  d.events.push({ type: 'cardArmed', player, cardId: card.id, unitId });
  if (!d.s.activation!.awaitingMove) endIfNoTarget(d, unitId);
}

/** §6 action 4: an event, upgrade or commander card instead of an activation; its token marks the card. */
function playInsteadOfActivation(d: Draft, play: CardPlay): void {
  const { card, player, pick } = play;
  takeFromHand(d, player, card.id);
  spendOnCard(d, player, play.tokens);
  d.s.cardPlays = { blue: d.s.cardPlays?.blue ?? 0, red: d.s.cardPlays?.red ?? 0, [player]: (d.s.cardPlays?.[player] ?? 0) + 1 };
  d.s.lastActor = player; // R-ORDER-2: playing a card is acting
  announce(d, play);
  const attachedTo = staysWithUnit(card) ? pick.unitId : undefined;
  startEffects(d, card, player, pick, attachedTo);
  if (card.type === 'event') discardCard(d, player, card.id);
  else attachCard(d, player, card.id, attachedTo);
  oneTimeEffects(d, card, player, pick);
  // a forced deployment asks its owner first; their answer hands the turn on
  if (!d.s.pending) advanceTurn(d, player);
}

/** Upgrades and commanders played on a unit stay with it and are lost with it (§9). */
const staysWithUnit = (card: CardDef): boolean => (card.type === 'upgrade' || card.type === 'commander') && (card.target === 'ownUnit' || card.target === 'enemyUnit');

// Playing cards (§9, §6 actions 1 and 4). A command card is played during an activation, at most
// one per activation: before the move (it starts the activation of the unit it names, spending the
// unit's token) or, if it changes the zone, after the move and before the attack. An event, upgrade
// or commander card is played instead of an activation: its token marks the card, and at most
// `cardPlaysPerRound` such cards are played per player per round (R-CMD-2). A reaction card
// (cancelAttack) is armed face down on the unit being activated, as its card play (R-CARD-1, reactions.ts).
import { isReaction, type CardDef } from '../../../scenarios/cardSchema';
import type { Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { mayActivateAgain } from './effects';
import { own, type CardId, type GameState, type PlayerId, type Unit, type CardPick } from '../../core/types';
import type { Action } from '../../core/actions';
import { isAirfield } from '../aviation/airspace';
import { checkActivatable } from '../commands/activatable';
import { unitName, unitPhrase } from '../combat/unitZone';

/** A checked play: the card, who plays it, on what, and how many tokens it takes. */
export interface CardPlay {
  card: CardDef;
  player: PlayerId;
  pick: CardPick;
  /** Tokens spent on the card itself (command cards: only their extra cost; the unit's token pays the activation). */
  tokens: number;
  /** A command card that starts the activation of pick.unitId. */
  starts: boolean;
  /** R-CARD-1: a reaction card armed face down on pick.unitId. */
  arms?: true;
}

export const cardDef = (state: GameState, cardId: CardId): CardDef | undefined => own(state.setup.cards, cardId);

/** The card changes the attack zone: worth playing after the move. */
export const changesZone = (card: CardDef): boolean => card.effects.some((e) => e.kind === 'extendRays' || e.kind === 'addRays');

const nameOf = (card: CardDef) => `"${card.name.en}"`;

/** The class requirement of a card (a commander's flagship class, a command card's unit class); movement cards for ships only. */
function requirementRefusal(state: GameState, card: CardDef, unit: Unit): Refusal | null {
  // a card that only changes movement (MP, turn cost) is for ships: a fixed unit never moves
  if (unit.kind !== 'ship' && card.effects.length > 0 && card.effects.every((e) => e.kind === 'mp' || e.kind === 'turnCost'))
    return refuse('card/invalid-target', `${nameOf(card)} changes how a ship moves: the ${unitName(state, unit)} at ${unit.node} does not move.`, { cardId: card.id, unitId: unit.id });
  const classes = card.requires.classes;
  if (classes && !classes.includes(unit.class))
    return refuse('card/requirement-unmet', `${nameOf(card)} needs a unit of class ${classes.join(' or ')}, not the ${unitName(state, unit)} at ${unit.node}.`, { cardId: card.id, classes });
  return null;
}

export const tokenRefusal = (state: GameState, player: PlayerId, need: number, card: CardDef): Refusal | null =>
  state.tokens[player].pool < need
    ? refuse('tokens/none', `${nameOf(card)} needs ${need} command token${need === 1 ? '' : 's'}; you have ${state.tokens[player].pool}.`, { cardId: card.id, need })
    : null;

/** A reaction card played other than armed on the unit being activated (R-CARD-1). */
export const reactionOnly = (card: CardDef): Refusal =>
  refuse('card/reaction-only', `${nameOf(card)} is a reaction: arm it on one of your units during that unit's activation; it triggers by itself when the enemy attacks the unit.`, { cardId: card.id });

/** The card in hand and its definition, or why not. */
export function cardInHand(state: GameState, player: PlayerId, cardId: CardId): CardDef | Refusal {
  if (!state.cards[player].hand.includes(cardId)) return refuse('card/not-in-hand', `You do not hold "${cardId}".`, { cardId });
  const card = cardDef(state, cardId);
  return card ?? refuse('card/unknown', `"${cardId}" is not a card of this game.`, { cardId });
}

/** Check playing a card in one's turn (not as a reaction): the play, or why not (with a stable code). */
export function checkPlay(state: GameState, cardId: CardId, pick: CardPick = {}): CardPlay | Refusal {
  const player = state.toAct;
  const card = cardInHand(state, player, cardId);
  if ('ok' in card) return card;
  const extra = card.requires.tokens;
  const a = state.activation;
  if (isReaction(card)) return checkArming(state, card, pick, extra);
  if (card.type === 'command') {
    if (a) {
      if (a.card !== undefined || a.armed) return oneCardOnly(cardId, a.card);
      if (pick.unitId !== undefined && pick.unitId !== a.unitId)
        return refuse('card/invalid-target', `${nameOf(card)} can only be played on the unit being activated (${state.units[a.unitId] ? unitPhrase(state, state.units[a.unitId], player) : a.unitId}).`, { cardId, unitId: pick.unitId });
      if (!a.awaitingMove && !changesZone(card))
        return refuse('card/too-late', `${nameOf(card)} must be played before the move; only cards that change the attack zone may come after it.`, { cardId });
      const unit = state.units[a.unitId];
      if (unit) { const r = requirementRefusal(state, card, unit); if (r) return r; }
      return tokenRefusal(state, player, extra, card) ?? { card, player, pick: { unitId: a.unitId }, tokens: extra, starts: false };
    }
    if (pick.unitId === undefined) return refuse('card/target-required', `Name the unit to activate with ${nameOf(card)}.`, { cardId });
    const unit = activatable(state, pick.unitId);
    if ('ok' in unit) return unit;
    return requirementRefusal(state, card, unit) ?? tokenRefusal(state, player, 1 + extra, card) ?? { card, player, pick: { unitId: unit.id }, tokens: extra, starts: true };
  }
  if (a) return refuse('card/not-during-activation', `${nameOf(card)} is played instead of an activation: finish the activation of ${state.units[a.unitId] ? unitPhrase(state, state.units[a.unitId], player) : a.unitId} first.`, { cardId });
  const limit = state.setup.ruleset.options.cardPlaysPerRound;
  if ((state.cardPlays?.[player] ?? 0) >= limit)
    return refuse('card/plays-used', `You have already played ${limit === 1 ? 'an event, upgrade or commander card' : `${limit} such cards`} this round.`, { cardId, limit });
  const target = targetRefusal(state, card, player, pick);
  if (target) return target;
  return tokenRefusal(state, player, 1 + extra, card) ?? { card, player, pick: pickFor(card, pick), tokens: 1 + extra, starts: false };
}

const oneCardOnly = (cardId: CardId, played: CardId | undefined): Refusal =>
  refuse('card/one-per-activation', played ? `A command card (${played}) has already been played in this activation.` : 'A card has already been played in this activation.', { cardId, ...(played ? { played } : {}) });

/** R-CARD-1: a reaction card is armed on the unit being activated, as the activation's card play. */
function checkArming(state: GameState, card: CardDef, pick: CardPick, extra: number): CardPlay | Refusal {
  const a = state.activation;
  if (!a || state.setup.ruleset.options.reactions === 'off' || a.player !== state.toAct || !state.units[a.unitId]) return reactionOnly(card);
  if (a.card !== undefined || a.armed) return oneCardOnly(card.id, a.card);
  const unit = state.units[a.unitId];
  if (pick.unitId !== undefined && pick.unitId !== a.unitId)
    return refuse('card/invalid-target', `${nameOf(card)} can only be armed on the unit being activated (${unitPhrase(state, unit, a.player)}).`, { cardId: card.id, unitId: pick.unitId });
  return requirementRefusal(state, card, unit) ?? tokenRefusal(state, a.player, extra, card) ?? { card, player: a.player, pick: { unitId: a.unitId }, tokens: extra, starts: false, arms: true };
}

/** A unit that may start an activation now (R-CMD-2, with extra activations from cards). */
function activatable(state: GameState, unitId: string): Unit | Refusal {
  const unit = own(state.units, unitId);
  if (unit && isAirfield(state, unit)) // §8.2: an airfield is activated by an air operation, not like a unit
    return refuse('airfield/use-air-operation', `The airfield at ${unit.node} is activated by an air operation: place a bomber.`, { unitId });
  if (unit && unit.activated && unit.owner === state.toAct && mayActivateAgain(state, unit)) {
    return state.tokens[unit.owner].pool > 0 ? unit : refuse('tokens/none', 'You have no command tokens left this round.');
  }
  return checkActivatable(state, unitId);
}

/** Only what the card's target needs is kept of the pick. */
function pickFor(card: CardDef, pick: CardPick): CardPick {
  if (card.target === 'ownUnit' || card.target === 'enemyUnit') return { unitId: pick.unitId };
  if (card.target === 'ownClass') return { class: pick.class };
  if (card.target === 'enemyTf') return { tf: pick.tf };
  return {};
}

/** Whether the pick suits the card's target (events, upgrades, commanders). */
function targetRefusal(state: GameState, card: CardDef, player: PlayerId, pick: CardPick): Refusal | null {
  const cardId = card.id;
  switch (card.target) {
    case 'none':
      return null;
    case 'ownUnit':
    case 'enemyUnit': {
      const whose = card.target === 'ownUnit' ? 'your' : 'an enemy';
      if (pick.unitId === undefined) return refuse('card/target-required', `Name ${whose} unit for ${nameOf(card)}.`, { cardId });
      const unit = state.units[pick.unitId];
      if (!unit || (unit.owner === player) !== (card.target === 'ownUnit'))
        return refuse('card/invalid-target', `${nameOf(card)} must be played on ${whose} unit; ${unit ? unitPhrase(state, unit, player) : `"${pick.unitId}"`} is not one.`, { cardId, unitId: pick.unitId });
      const r = requirementRefusal(state, card, unit);
      if (r) return r;
      if (card.type === 'commander' && (state.inPlay ?? []).some((c) => c.unitId === unit.id && cardDef(state, c.cardId)?.type === 'commander'))
        return refuse('card/requirement-unmet', `The ${unitName(state, unit)} at ${unit.node} already has a commander.`, { cardId, unitId: unit.id });
      return null;
    }
    case 'ownClass': {
      if (pick.class === undefined) return refuse('card/target-required', `Name one of your classes for ${nameOf(card)}.`, { cardId });
      const classes = card.requires.classes;
      const present = Object.values(state.units).some((u) => u.owner === player && u.class === pick.class);
      if (!present || (classes && !classes.includes(pick.class)))
        return refuse('card/invalid-target', `${nameOf(card)} needs a class you have on the map${classes ? ` (${classes.join(', ')})` : ''}, not "${pick.class}".`, { cardId, class: pick.class });
      return null;
    }
    case 'enemyTf':
      return enemyTfRefusal(state, card, player, pick);
  }
}

/** An enemy task force marker on the map (§7): task-force effects need one. */
function enemyTfRefusal(state: GameState, card: CardDef, player: PlayerId, pick: CardPick): Refusal | null {
  const markers = state.taskForces?.markers ?? {};
  const enemy = Object.values(markers).filter((m) => m.owner !== player);
  if (enemy.length === 0) return refuse('card/no-target', `${nameOf(card)} needs an enemy task force marker on the map; there is none.`, { cardId: card.id });
  if (pick.tf === undefined) return refuse('card/target-required', `Name the enemy task force marker for ${nameOf(card)}.`, { cardId: card.id });
  if (!enemy.some((m) => m.id === pick.tf))
    return refuse('card/invalid-target', `"${pick.tf}" is not an enemy task force marker on the map.`, { cardId: card.id, tf: pick.tf });
  return null;
}

/** Take one copy of a card from the hand. */
export function takeFromHand(d: Draft, player: PlayerId, cardId: CardId): void {
  const hand = [...d.s.cards[player].hand];
  hand.splice(hand.indexOf(cardId), 1);
  d.s.cards[player] = { ...d.s.cards[player], hand };
}

export function discardCard(d: Draft, player: PlayerId, cardId: CardId): void {
  d.s.cards[player] = { ...d.s.cards[player], discard: [...d.s.cards[player].discard, cardId] };
}

/** Actions that belong to the open activation because of cards: playing a card, and the move of a unit a command card activated. */
export function isCardStep(state: GameState, action: Action): boolean {
  if (action.type === 'playCard') return true;
  const a = state.activation;
  return action.type === 'move' && a?.awaitingMove === true && a.unitId === action.unitId;
}

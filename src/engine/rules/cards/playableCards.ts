// What the UI and legalActions ask about cards: for each card in a hand, whether it can be played
// now, why not (the refusal applyAction would give), and its valid targets. Targets are bounded by
// the units (or classes, or task force markers) on the map. And what a view shows of the cards (§12):
// the opponent sees hand size and deck size, never the cards or their order (view.ts); the card
// definitions a view carries are only those of cards its viewer may see — their own hand and drawn
// cards, both discard piles, cards in play, on the round track and in the open activation — so that
// not even a scenario's side-specific cards leak through the setup.
import type { Action } from '../../core/actions';
import type { CardDef } from '../../../scenarios/cardSchema';
import { cardDef, checkPlay } from './cards';
import { stateIndex } from '../movement/stateIndex';
import type { GameError } from '../../core/errors';
import { other, own, type CardId, type GameSetup, type GameState, type PlayerId, type CardPick, type Unit } from '../../core/types';
import type { GameEvent } from '../../core/events';

export interface PlayableCard {
  cardId: CardId;
  type: CardDef['type'] | 'unknown';
  playable: boolean;
  /** Why it cannot be played now (the code and message applyAction would refuse it with). */
  reason?: GameError;
  /** The targets it may be played on now (`{}` when it needs none). */
  targets: CardPick[];
}

/** The picks worth trying for a card: every unit, class or marker its target could name. */
function candidatePicks(state: GameState, card: CardDef, player: PlayerId, units: readonly Unit[]): CardPick[] {
  if (card.type === 'command') {
    if (state.activation) return [{}];
    return units.filter((u) => u.owner === player).map((u) => ({ unitId: u.id }));
  }
  switch (card.target) {
    case 'ownUnit': return units.filter((u) => u.owner === player).map((u) => ({ unitId: u.id }));
    case 'enemyUnit': return units.filter((u) => u.owner !== player).map((u) => ({ unitId: u.id }));
    case 'ownClass': return [...new Set(units.filter((u) => u.owner === player).map((u) => u.class))].map((c) => ({ class: c }));
    case 'enemyTf': return Object.values(state.taskForces?.markers ?? {}).filter((m) => m.owner !== player).map((m) => ({ tf: m.id }));
    case 'none': return [{}];
  }
}

const blocked = (cardId: CardId, card: CardDef | undefined, reason: GameError): PlayableCard =>
  ({ cardId, type: card?.type ?? 'unknown', playable: false, reason, targets: [] });

/** For each distinct card in `player`'s hand (the player to act by default): can it be played now, on what, or why not. */
export function playableCards(state: GameState, player: PlayerId = state.toAct): PlayableCard[] {
  const hand = [...new Set(state.cards[player].hand)];
  const general = generalRefusal(state, player);
  const units = Object.values(state.units); // listed once for every card's picks
  return hand.map((cardId): PlayableCard => {
    const card = cardDef(state, cardId);
    if (!card) return blocked(cardId, card, { code: 'card/unknown', message: `"${cardId}" is not a card of this game.` });
    if (general) return blocked(cardId, card, general);
    const { targets, first } = allowedPicks(state, cardId, card, player, units);
    if (targets.length) return { cardId, type: card.type, playable: true, targets };
    return blocked(cardId, card, first ?? { code: 'card/no-target', message: `"${card.name.en}" has no valid target now.` });
  });
}

/** A card's candidate picks that checkPlay allows now, and the first refusal of the others. */
function allowedPicks(state: GameState, cardId: CardId, card: CardDef, player: PlayerId, units: readonly Unit[]): { targets: CardPick[]; first?: GameError } {
  const targets: CardPick[] = [];
  let first: GameError | undefined;
  for (const pick of candidatePicks(state, card, player, units)) {
    const r = checkPlay(state, cardId, pick);
    if ('ok' in r) first ??= r.error;
    else targets.push(pick);
  }
  return { targets, first };
}

/** Why nothing can be played by `player` now, whatever the card. */
function generalRefusal(state: GameState, player: PlayerId): GameError | null {
  if (state.phase === 'over') return { code: 'game/over', message: 'The game is over.' };
  if (state.toAct !== player) return { code: 'turn/not-your-turn', message: `It is ${state.toAct}'s turn, not ${player}'s.` };
  const p = state.pending;
  if (p) return { code: 'decision/pending', message: `Not now: ${p.player} must first answer a pending decision.` };
  return null;
}

/** The distinct cards of the hand of the player to act that may be played now, if any card may (legalActions tries each). */
export function cardsToTry(state: GameState): CardId[] {
  const player = state.toAct;
  if (state.pending || generalRefusal(state, player)) return [];
  const hand = state.cards[player].hand;
  const out: CardId[] = [];
  for (let k = 0; k < hand.length; k++) if (hand.indexOf(hand[k]) === k) out.push(hand[k]); // each distinct card once
  return out;
}

/** The playCard actions of one of cardsToTry's cards: each of its picks that checkPlay allows, as playableCards lists them. */
export function cardActionsOf(state: GameState, cardId: CardId): Action[] {
  const out: Action[] = [];
  const card = cardDef(state, cardId);
  if (!card) return out;
  for (const pick of allowedPicks(state, cardId, card, state.toAct, Object.values(state.units)).targets)
    out.push({ type: 'playCard', cardId, ...(Object.keys(pick).length ? { target: pick } : {}) });
  return out;
}

/** The playCard actions of the player to act (legalActions). */
export function cardActions(state: GameState): Action[] {
  const out: Action[] = [];
  for (const cardId of cardsToTry(state)) out.push(...cardActionsOf(state, cardId));
  return out;
}

/**
 * At least as many as cardActionsOf's actions for one of cardsToTry's cards, without checking a single
 * play: its candidate picks (sampleAction draws against it and works the card's actions out only when a
 * draw lands on them).
 */
export function cardActionBound(state: GameState, cardId: CardId): number {
  const card = cardDef(state, cardId);
  if (!card) return 0;
  const player = state.toAct;
  if (card.type === 'command') return state.activation ? 1 : unitsOf(state, player);
  switch (card.target) {
    case 'ownUnit': return unitsOf(state, player);
    case 'enemyUnit': return unitsOf(state, other(player));
    case 'none': return 1;
    default: return candidatePicks(state, card, player, Object.values(state.units)).length; // classes, markers: rare
  }
}

/** How many units a side has (the state index counts them once per state). */
const unitsOf = (state: GameState, player: PlayerId): number => stateIndex(state).sides[player];

/**
 * Whether the player may still play a command card in the open activation after the move (one that
 * changes the zone): then the activation waits for them even with no target in the zone yet.
 */
export function commandCardStillPlayable(state: GameState): boolean {
  const a = state.activation;
  if (!a || a.card !== undefined || state.pending) return false;
  for (const cardId of new Set(state.cards[a.player].hand)) {
    const card = cardDef(state, cardId);
    if (card?.type === 'command' && !('ok' in checkPlay(state, cardId))) return true;
  }
  return false;
}

function visibleCards(state: GameState, viewer: PlayerId): Set<CardId> {
  const seen = new Set<CardId>([...state.cards[viewer].hand, ...state.cards.blue.discard, ...state.cards.red.discard]);
  const p = state.pending;
  if (p?.kind === 'keepCard' && p.player === viewer) for (const c of p.drawn) seen.add(c);
  for (const c of state.inPlay ?? []) seen.add(c.cardId);
  for (const e of state.effects ?? []) seen.add(e.cardId);
  if (state.activation?.card) seen.add(state.activation.card);
  for (const t of state.track ?? []) {
    if (t.kind === 'card') seen.add(t.cardId);
    else if (t.kind === 'effect' && typeof t.data === 'object' && t.data !== null && typeof (t.data as { cardId?: unknown }).cardId === 'string')
      seen.add((t.data as { cardId: string }).cardId);
  }
  return seen;
}

/**
 * The setup as `viewer` may see it: card definitions limited to the cards they may see. The same
 * object as the last one made for this viewer while those cards stay the same (most actions), so
 * what the UI works out from a view's setup stays valid.
 */
export function setupFor(state: GameState, viewer: PlayerId): GameSetup {
  const all = state.setup.cards;
  if (!all) return state.setup;
  const ids: CardId[] = [];
  for (const id of visibleCards(state, viewer)) if (own(all, id)) ids.push(id);
  let byViewer = setupsMade.get(state.setup);
  if (!byViewer) setupsMade.set(state.setup, (byViewer = {}));
  const last = byViewer[viewer];
  if (last !== undefined && last.ids.length === ids.length && last.ids.every((id, k) => id === ids[k])) return last.setup;
  const cards: Record<CardId, (typeof all)[string]> = {};
  for (const id of ids) cards[id] = all[id];
  const setup = { ...state.setup, cards };
  byViewer[viewer] = { ids, setup };
  return setup;
}
// the last setup made for each viewer of a game's setup, with the cards it shows (in the order shown)
const setupsMade = new WeakMap<GameSetup, Partial<Record<PlayerId, { ids: CardId[]; setup: GameSetup }>>>();

/** A card event as `viewer` may see it, or null if it is not a card event to redact. */
export function cardEventFor(e: GameEvent, viewer: PlayerId): GameEvent | null {
  if (e.type === 'scheduledDraw' && e.player !== viewer) return { ...e, cards: e.cards.map(() => '?') };
  return null;
}

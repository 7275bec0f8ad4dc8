// What a view shows of the cards (§12): the opponent sees hand size and deck size, never the cards or
// their order (view.ts). The card definitions a view carries are only those of cards its viewer may
// see — their own hand and drawn cards, both discard piles, cards in play, on the round track and in
// the open activation — so that not even a scenario's side-specific cards leak through the setup.
import type { GameEvent } from './events';
import type { CardId, GameSetup, GameState, PlayerId } from './types';

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

/** The setup as `viewer` may see it: card definitions limited to the cards they may see. */
export function setupFor(state: GameState, viewer: PlayerId): GameSetup {
  const all = state.setup.cards;
  if (!all) return state.setup;
  const cards: Record<CardId, (typeof all)[string]> = {};
  for (const id of visibleCards(state, viewer)) if (all[id]) cards[id] = all[id];
  return { ...state.setup, cards };
}

/** A card event as `viewer` may see it, or null if it is not a card event to redact. */
export function cardEventFor(e: GameEvent, viewer: PlayerId): GameEvent | null {
  if (e.type === 'scheduledDraw' && e.player !== viewer) return { ...e, cards: e.cards.map(() => '?') };
  return null;
}

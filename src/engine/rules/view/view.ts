// Hidden information (§12): what one player may know. Secret: the opponent's hand and drawn cards,
// the order of every deck, the PRNG state and seed (they determine future draws).
import type { GameEvent } from '../../core/events';
import type { GameState, PlayerId } from '../../core/types';
import { isSecretSetupEvent, setupIsSecret, unitsSeenInSetup } from '../taskForces/secretSetup';
import { taskForceEventFor, taskForcesView } from '../taskForces/tfView';
import { cardEventFor, setupFor } from '../cards/playableCards';
import { CardsView, PendingView, GameView } from '../../core/view';

export function viewFor(state: GameState, viewer: PlayerId): GameView {
  const { rng: _rng, seed: _seed, cards, pending, taskForces, ...open } = state;
  const cardsView = (p: PlayerId): CardsView => ({
    deckSize: cards[p].deck.length,
    handSize: cards[p].hand.length,
    ...(p === viewer ? { hand: [...cards[p].hand] } : {}),
    discard: [...cards[p].discard],
  });
  let pendingView: PendingView | null = null;
  if (pending?.kind === 'keepCard') {
    const { drawn, ...rest } = pending;
    pendingView = { ...rest, drawnCount: drawn.length, ...(pending.player === viewer ? { drawn: [...drawn] } : {}) };
  } else pendingView = pending;
  const tfView = taskForces ? { taskForces: taskForcesView(state, viewer) } : {};
  if (setupIsSecret(state)) open.units = unitsSeenInSetup(state, viewer, open.units); // R-SETUP-1
  if (open.armed) open.armed = open.armed.map((a) => (a.owner === viewer ? a : { ...a, cardId: '?' })); // R-CARD-1: armed, not which
  // States never change (transitions copy what they change), so the view shares what it shows as it is
  // (the setup, the units…) and builds only what it hides or reshapes: no deep copy.
  return { ...open, setup: setupFor(state, viewer), viewer, cards: { blue: cardsView('blue'), red: cardsView('red') }, pending: pendingView, ...tfView };
}

/**
 * Events as one player may see them: the opponent's drawn and kept card ids are hidden; the
 * opponent's setup steps are left out altogether — their order would tell which marker is which
 * board (R-TF-1), and setup is secret (R-SETUP-1); what was set up shows on the map once both are done.
 */
export function eventsFor(events: readonly GameEvent[], viewer: PlayerId): GameEvent[] {
  return events.filter((e) => !isSecretSetupEvent(e, viewer)).map((e): GameEvent => {
    if (e.type === 'cardsDrawn' && e.player !== viewer) return { ...e, cards: e.cards.map(() => '?') };
    if (e.type === 'cardKept' && e.player !== viewer) return { ...e, cardId: '?', discarded: e.discarded.map(() => '?') };
    if (e.type === 'gameStarted') return { ...e, seed: 0 };
    if ((e.type === 'cardArmed' || e.type === 'armedCardReturned') && e.player !== viewer) return { ...e, cardId: '?' }; // R-CARD-1
    return cardEventFor(e, viewer) ?? taskForceEventFor(e, viewer) ?? e; // §7: the opponent's TF letters become '?'
  });
}

// Hidden information (§12): what one player may know. Secret: the opponent's hand and drawn cards,
// the order of every deck, the PRNG state and seed (they determine future draws).
import type { GameEvent } from '../../core/events';
import type { GameState, PlayerId } from '../../core/types';
import { isSecretSetupEvent, setupIsSecret, tokensSeenInSetup, unitsSeenInSetup } from '../taskForces/secretSetup';
import { taskForceEventFor, taskForcesView } from '../taskForces/tfView';
import { cardEventFor, setupFor } from '../cards/playableCards';
import { CardsView, PendingView, GameView } from '../../core/view';
import { fieldsExcept } from '../../core/fields';

/** The state's own fields a view never copies as they are: secret (rng, seed) or reshaped (viewFor). */
const NOT_COPIED = new Set(['rng', 'seed', 'cards', 'pending', 'taskForces']);

function cardsView(cards: GameState['cards'], p: PlayerId, viewer: PlayerId): CardsView {
  const { deck, hand, discard } = cards[p];
  // two literals, no conditional spread (that leaves V8 a slow dictionary-mode object)
  return p === viewer
    ? { deckSize: deck.length, handSize: hand.length, hand: [...hand], discard: [...discard] }
    : { deckSize: deck.length, handSize: hand.length, discard: [...discard] };
}

export function viewFor(state: GameState, viewer: PlayerId): GameView {
  const { cards, pending, taskForces } = state;
  // States never change (transitions copy what they change), so the view shares what it shows as it is
  // (the setup, the units…) and builds only what it hides or reshapes: no deep copy.
  const open = fieldsExcept(state, NOT_COPIED) as Omit<GameState, 'rng' | 'seed' | 'cards' | 'pending' | 'taskForces'> & Partial<GameView>;
  let pendingView: PendingView | null = null;
  if (pending?.kind === 'keepCard') {
    const { drawn, ...rest } = pending;
    pendingView = { ...rest, drawnCount: drawn.length, ...(pending.player === viewer ? { drawn: [...drawn] } : {}) };
  } else pendingView = pending;
  if (setupIsSecret(state)) { // R-SETUP-1
    open.units = unitsSeenInSetup(state, viewer, open.units);
    open.tokens = tokensSeenInSetup(state, viewer);
  }
  if (open.armed) open.armed = open.armed.map((a) => (a.owner === viewer ? a : { ...a, cardId: '?' })); // R-CARD-1: armed, not which
  open.setup = setupFor(state, viewer);
  open.viewer = viewer;
  open.cards = { blue: cardsView(cards, 'blue', viewer), red: cardsView(cards, 'red', viewer) };
  open.pending = pendingView;
  if (taskForces) open.taskForces = taskForcesView(state, viewer);
  return open as GameView;
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

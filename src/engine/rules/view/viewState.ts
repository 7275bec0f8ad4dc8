// legalActions from a view (§12): a UI or a bot holds only `viewFor(state, player)`, yet must know
// what that player may do. The view is turned back into a GameState-shaped stand-in whose secrets
// are placeholders: the PRNG and seed zeroed, unknown cards "?n" (deck and hand sizes kept), the
// opponent's TF boards empty (their markers stay on the map). The legal actions of the player to act
// depend only on what they may know, so the stand-in answers exactly as the full state does
// (tests/engine/views.test.ts checks it over random play). Only legalActions uses it: applyAction
// needs the real state.
import { taskForcesFromView } from '../taskForces/tfView';
import type { GameState, Pending, PlayerCards, PlayerId } from '../../core/types';
import { playableCards, type PlayableCard } from '../cards/playableCards';
import type { GameView } from '../../core/view';
import { fieldsExcept } from '../../core/fields';

const unknown = (n: number, tag: string): string[] => Array.from({ length: n }, (_, k) => `?${tag}${k}`);

/** The view's own fields the stand-in does not take as they are (reshaped below). */
const RESHAPED = new Set(['viewer', 'cards', 'pending', 'taskForces']);

function cardsOf(cards: GameView['cards'], p: PlayerId): PlayerCards {
  return {
    deck: unknown(cards[p].deckSize, `${p}-deck-`),
    hand: cards[p].hand ? [...cards[p].hand] : unknown(cards[p].handSize, `${p}-hand-`),
    discard: [...cards[p].discard],
  };
}

export function stateFromView(view: GameView): GameState {
  const { viewer, cards, pending, taskForces } = view;
  const s = fieldsExcept(view, RESHAPED) as Partial<GameState>;
  let realPending: Pending | null = null;
  if (pending?.kind === 'keepCard') {
    const { drawnCount, drawn, ...rest } = pending;
    realPending = { ...rest, drawn: drawn ? [...drawn] : unknown(drawnCount, 'drawn-') };
  } else realPending = pending;
  s.seed = 0;
  s.rng = [0, 0, 0, 0];
  s.cards = { blue: cardsOf(cards, 'blue'), red: cardsOf(cards, 'red') };
  s.pending = realPending;
  if (taskForces) s.taskForces = taskForcesFromView(taskForces, viewer);
  return s as GameState;
}

/** playableCards from the full state, or from the view of the player it asks about (§12; [] for another player's view). */
export function playableCardsSeen(state: GameState | GameView, player: PlayerId = state.toAct): PlayableCard[] {
  if ('viewer' in state) return state.viewer === player ? playableCards(stateFromView(state), player) : [];
  return playableCards(state, player);
}

// Card games for rule tests: a small open sea with a few ships a side and cards put straight into
// the hands (decks come from the default deck, so every card id is a real card definition).
import { applyAction, type GameState } from '../../src/engine/index';
import { edit, tinyGame, type TinyOptions, type UnitSpec } from './fixtures/tiny';

export const fleets = (): UnitSpec[] => [
  ['blue', 'BB', 'D4', 'E', 'bb'], ['blue', 'DD', 'A2', 'E', 'dd'], ['blue', 'CA', 'A6', 'E', 'ca'],
  ['red', 'BB', 'K4', 'W', 'rbb'], ['red', 'DD', 'L1', 'W', 'rdd'], ['red', 'AP', 'L7', 'W', 'rap'],
];

/** Blue to act with `blue` in hand (and red with `red`); both decks are the default ones. */
export function cardGame(blue: string[], red: string[] = [], o: TinyOptions = {}): GameState {
  const s = tinyGame({ units: fleets(), decks: { blue: 'default', red: 'default' }, ...o });
  return edit(s, (x) => { x.cards.blue.hand = [...blue]; x.cards.red.hand = [...red]; });
}

/** Apply an action that must succeed, returning state and events. */
export function ok(state: GameState, action: unknown) {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

/** The types of a list of events, in order. */
export const types = (events: { type: string }[]): string[] => events.map((e) => e.type);

/** Both players pass and decline their cleanup draws: the next round begins. */
export function endRound(state: GameState): GameState {
  let s = state;
  const round = s.round;
  while (s.round === round && s.phase !== 'over') {
    const p = s.pending;
    const action = p?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : s.activation ? { type: 'endActivation' } : { type: 'pass' };
    s = ok(s, action).state;
  }
  return s;
}

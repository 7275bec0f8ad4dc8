// Who must act now: the turn, or the pending decision (a light module: the cover and the store use
// it before the engine side is loaded).
import type { GameState, PlayerId } from '../engine';

/** The player who must act now (the turn, or the pending decision). */
export const deciderOf = (state: GameState): PlayerId => (state.pending?.player as PlayerId | undefined) ?? state.toAct;

/**
 * Whether the person at the screen as `viewer` may act now: the game goes on, the decision is theirs and
 * their side is not played by a bot (watch mode offers no person's controls; a bot's turn none either).
 */
export const personMayAct = (session: { state: GameState; options: { bots?: Partial<Record<PlayerId, unknown>> } }, viewer: PlayerId | null): boolean =>
  !!viewer && session.state.phase !== 'over' && deciderOf(session.state) === viewer && !session.options.bots?.[viewer];

// Who must act now: the turn, or the pending decision (a light module: the cover and the store use
// it before the engine side is loaded).
import type { GameState, PlayerId } from '../engine';

/** The player who must act now (the turn, or the pending decision). */
export const deciderOf = (state: GameState): PlayerId => (state.pending?.player as PlayerId | undefined) ?? state.toAct;

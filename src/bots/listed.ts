// An action the bot took from the engine's own list (legalActions) is well-formed by construction:
// marked as the engine's (engineMade), applyAction skips its shape check, a cost paid at every
// action a bot weighs or plays out. Only actions out of a legal list are marked, never one the bot
// built itself (setup.ts names its own nodes: those keep the check).
import { applyAction, engineMade, type Action, type ApplyResult, type GameState } from '../engine/index';

/** The same action, marked as the engine's own. */
export const listed = <A extends Action>(a: A): A => engineMade([a])[0];

/** applyAction for an action out of a legal list. */
export const applyListed = (state: GameState, a: Action): ApplyResult => applyAction(state, listed(a));

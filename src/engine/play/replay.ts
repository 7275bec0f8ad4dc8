// Replays (§13): a game is reproduced exactly from (scenario, seed, actions).
import { applyAction } from './apply';
import type { GameError } from '../core/errors';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/types';
import { createGame } from './createGame';
import type { DataError } from '../../scenarios/mapSchema';

export type ReplayResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; errors: DataError[] }
  | { ok: false; at: number; error: GameError; state: GameState; events: GameEvent[] };

/** Create the game and apply every action in order; stops at the first refused action. */
export function replay(scenario: unknown, seed: number, actions: readonly unknown[]): ReplayResult {
  const created = createGame(scenario, seed);
  if (!created.ok) return created;
  let state = created.state;
  const events = [...created.events];
  for (let k = 0; k < actions.length; k++) {
    const r = applyAction(state, actions[k]);
    if (!r.ok) return { ok: false, at: k, error: r.error, state, events };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events };
}

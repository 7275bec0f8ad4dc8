// Transitions never change their input: they work on a draft, a copy of everything a transition
// may change (the setup, which never changes, is shared), and return it as the new state.
import type { GameEvent } from './events';
import { emptyBoards, TF_LETTERS, type GameState, type PlayerId, type TaskForces } from './types';

export interface Draft {
  s: GameState;
  events: GameEvent[];
}

export function cloneState(state: GameState): GameState {
  const units: GameState['units'] = {};
  for (const id in state.units) units[id] = { ...state.units[id] };
  return {
    ...state,
    rng: [...state.rng],
    order: [state.order[0], state.order[1]],
    pending: state.pending ? (state.pending.kind === 'keepCard' ? { ...state.pending, drawn: [...state.pending.drawn] } : { ...state.pending }) : null,
    activation: state.activation ? { ...state.activation } : null,
    tokens: { blue: { ...state.tokens.blue }, red: { ...state.tokens.red } },
    passed: { ...state.passed },
    drew: { ...state.drew },
    cleanupQueue: [...state.cleanupQueue],
    units,
    planes: state.planes.map((p) => ({ ...p })),
    cards: {
      blue: { deck: [...state.cards.blue.deck], hand: [...state.cards.blue.hand], discard: [...state.cards.blue.discard] },
      red: { deck: [...state.cards.red.deck], hand: [...state.cards.red.hand], discard: [...state.cards.red.discard] },
    },
    score: { ...state.score },
    result: state.result ? { ...state.result, score: { ...state.result.score } } : null,
    // §8, §10 (optional fields): bombers, the round track, resources, delivered cargo
    ...(state.bombers ? { bombers: state.bombers.map((b) => ({ ...b })) } : {}),
    ...(state.track ? { track: state.track.map((t) => ('unit' in t ? { ...t, unit: { ...t.unit } } : { ...t })) } : {}),
    ...(state.resources ? { resources: { blue: { ...state.resources.blue }, red: { ...state.resources.red } } } : {}),
    ...(state.delivered ? { delivered: { ...state.delivered } } : {}),
    ...(state.taskForces ? { taskForces: cloneTaskForces(state.taskForces) } : {}), // §7
  };
}

export const draftOf = (state: GameState): Draft => ({ s: cloneState(state), events: [] });

/** A deep copy of the task forces. */
export function cloneTaskForces(tf: TaskForces): TaskForces {
  const markers: TaskForces['markers'] = {};
  for (const id in tf.markers) markers[id] = { ...tf.markers[id] };
  const boards = (p: PlayerId) => {
    const out = emptyBoards();
    for (const l of TF_LETTERS) out[l] = { ships: tf.boards[p][l].ships.map((s) => ({ ...s })), markerId: tf.boards[p][l].markerId };
    return out;
  };
  return {
    markers,
    boards: { blue: boards('blue'), red: boards('red') },
    reserve: { blue: tf.reserve.blue.map((s) => ({ ...s })), red: tf.reserve.red.map((s) => ({ ...s })) },
    fleet: { blue: [...tf.fleet.blue], red: [...tf.fleet.red] },
    queue: [...tf.queue],
  };
}

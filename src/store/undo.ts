// Undo and redo of a session (hot-seat). The action log is the source of truth; the timeline caches
// every state along it (state k = after k actions), the events seen by then and each action's undo
// facts (engine/undo.ts), so undoing and redoing are instant slices, never a replay. A player undoes
// their own latest actions alone down to the engine's barrier (`freeTo`); beyond it, back to before
// their own previous action, only with the other player's confirmation. Redo re-applies undone
// actions until a new action is taken. Pure: no store, no DOM.
import { applyAction, createGame, sharedWith, undoPoint, undoStepOf, type Action, type GameError, type GameEvent, type GameState, type PlayerId, type UndoBarrier, type UndoStep } from '../engine';
import type { DataError } from '../scenarios/mapSchema';

export interface Timeline {
  /** states[k]: the state after k actions (states[0]: the game as created). */
  states: GameState[];
  /** eventCounts[k]: how many events had happened by states[k]. */
  eventCounts: number[];
  /** steps[k]: the undo facts of action k. */
  steps: UndoStep[];
}

/** What the session needs for undo/redo (Session in session.ts has these and more). */
export interface Undoable {
  actions: Action[];
  state: GameState;
  events: GameEvent[];
  timeline: Timeline;
  /** Undone actions, in log order: redo re-applies redo[0] first. */
  redo: Action[];
}

export const startTimeline = (state: GameState, events: readonly GameEvent[]): Timeline => ({ states: [state], eventCounts: [events.length], steps: [] });

/** The timeline after one more applied action. */
export function extendTimeline(tl: Timeline, before: GameState, after: GameState, events: readonly GameEvent[]): Timeline {
  const count = tl.eventCounts[tl.eventCounts.length - 1] + events.length;
  return { states: [...tl.states, after], eventCounts: [...tl.eventCounts, count], steps: [...tl.steps, undoStepOf(before, after, events)] };
}

export type TimelineResult =
  | { ok: true; timeline: Timeline; state: GameState; events: GameEvent[] }
  | { ok: false; errors: DataError[] };

/** A replay that keeps every state (the engine's replay result, plus the timeline up to where it stopped). */
export type TimelineReplay =
  | { ok: true; state: GameState; events: GameEvent[]; timeline: Timeline }
  | { ok: false; errors: DataError[] }
  | { ok: false; at: number; error: GameError; state: GameState; events: GameEvent[]; timeline: Timeline };

/**
 * Replay a log once, keeping every state: in linear time (the timeline's arrays grow in place while it
 * is built, never copied per action). Stops at the first refused action, like the engine's replay.
 */
export function replayTimeline(scenario: unknown, seed: number, actions: readonly unknown[]): TimelineReplay {
  const created = createGame(scenario, seed);
  if (!created.ok) return created;
  let state = created.state;
  const events = [...created.events];
  const timeline = startTimeline(state, events);
  for (let k = 0; k < actions.length; k++) {
    const r = applyAction(state, actions[k]);
    if (!r.ok) return { ok: false, at: k, error: r.error, state, events, timeline };
    const after = sharedWith(state, r.state); // the timeline keeps one copy of what an action left as it was
    timeline.states.push(after);
    timeline.eventCounts.push(events.length + r.events.length);
    timeline.steps.push(undoStepOf(state, after, r.events));
    for (const e of r.events) events.push(e);
    state = after;
  }
  return { ok: true, state, events, timeline };
}

/** Replay a log once, keeping every state: the timeline of a loaded save. */
export function buildTimeline(scenario: unknown, seed: number, actions: readonly unknown[]): TimelineResult {
  const r = replayTimeline(scenario, seed, actions);
  if (r.ok || 'errors' in r) return r;
  return { ok: false, errors: [{ path: `actions[${r.at}]`, message: r.error.message }] };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The session after a new action the engine accepted: the redo list survives only if it was its next action. */
export function appended<S extends Undoable>(s: S, action: Action, applied: GameState, events: readonly GameEvent[]): S {
  const after = sharedWith(s.state, applied); // the timeline keeps one copy of what the action left as it was
  return {
    ...s,
    actions: [...s.actions, action],
    state: after,
    events: [...s.events, ...events],
    timeline: extendTimeline(s.timeline, s.state, after, events),
    redo: s.redo.length && same(s.redo[0], action) ? s.redo.slice(1) : [],
  };
}

/** The session with its log cut back to `k` actions; the cut actions go to the front of the redo list. */
export function undoneTo<S extends Undoable>(s: S, k: number): S {
  if (!Number.isInteger(k) || k < 0 || k >= s.actions.length) return s;
  const tl = s.timeline;
  return {
    ...s,
    actions: s.actions.slice(0, k),
    state: tl.states[k],
    events: s.events.slice(0, tl.eventCounts[k]),
    timeline: { states: tl.states.slice(0, k + 1), eventCounts: tl.eventCounts.slice(0, k + 1), steps: tl.steps.slice(0, k) },
    redo: [...s.actions.slice(k), ...s.redo],
  };
}

/** The session with its next undone action re-applied, or null when there is none (or the engine refuses it). */
export function redone<S extends Undoable>(s: S): S | null {
  const action = s.redo[0];
  if (!action) return null;
  const r = applyAction(s.state, action);
  if (!r.ok) return null;
  return { ...appended(s, action, r.state, r.events), redo: s.redo.slice(1) };
}

/**
 * What an undo by `player` does now: nothing (no action of theirs to take back), a free undo of the
 * last action, or an undo back to before their own latest action (with every later action of the
 * other player) that needs the other player's confirmation; `barrier` says why.
 */
export type UndoPlan =
  | { kind: 'none' }
  | { kind: 'free'; to: number }
  | { kind: 'confirm'; to: number; barrier: UndoBarrier };

export function undoPlan(timeline: Timeline, player: PlayerId): UndoPlan {
  const steps = timeline.steps;
  const n = steps.length;
  if (n === 0) return { kind: 'none' };
  const point = undoPoint(steps, player);
  if (point.freeTo < n) return { kind: 'free', to: n - 1 };
  // beyond the barrier: back to before the player's own latest action
  let k = n - 1;
  while (k >= 0 && steps[k].player !== player) k -= 1;
  if (k < point.confirmTo) return { kind: 'none' };
  return { kind: 'confirm', to: k, barrier: point.barrier };
}

/**
 * Against a bot: back to before the person's own latest action (the bot's answers with it), only as far
 * as nothing hidden was revealed since — a bot cannot confirm an undo beyond that barrier.
 */
export function undoPlanVsBot(timeline: Timeline, person: PlayerId): UndoPlan {
  const steps = timeline.steps;
  let k = steps.length - 1;
  while (k >= 0 && steps[k].player !== person) k -= 1;
  if (k < 0) return { kind: 'none' };
  return k >= undoPoint(steps, person).freeTo ? { kind: 'free', to: k } : { kind: 'none' };
}

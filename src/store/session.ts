// A game session: the scenario (as raw JSON, for replays), the seed, the options, the players' names
// and the action log — the log is the source of truth: the state is the replay of it (DESIGN.md).
// Every state along the log is cached (timeline, undo.ts); autosave and save files: persistence.ts.
import { applyAction, createGame, type Action, type GameEvent, type GameState, type PlayerId } from '../engine';
import type { DataError } from '../scenarios/mapSchema';
import { appended, startTimeline, type Timeline } from './undo';
import { MAX_PLAYER_NAME } from '../saves/limits';
import type { BotSeats } from './seats';

export interface GameOptions {
  /** Cover the screen at every hand-over and render only the viewer's secrets (off = demo mode). */
  hideBetweenTurns: boolean;
  /** The sides played by machine players (none: two people, hot-seat). */
  bots?: BotSeats;
}

export interface Session {
  scenarioId: string;
  /** The scenario as JSON (bundled or loaded), so the game can be replayed from it. */
  scenarioRaw: unknown;
  seed: number;
  options: GameOptions;
  names: Record<PlayerId, string>;
  actions: Action[];
  state: GameState;
  events: GameEvent[];
  /** Every state along the log, for instant undo/redo and the replay viewer. */
  timeline: Timeline;
  /** Undone actions (log order) that redo re-applies until a new action is taken. */
  redo: Action[];
}

export interface NewSession {
  scenarioId: string;
  scenarioRaw: unknown;
  seed: number;
  options: GameOptions;
  names: Record<PlayerId, string>;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; errors: DataError[] };

export function createSession(n: NewSession): SessionResult {
  const created = createGame(n.scenarioRaw, n.seed);
  if (!created.ok) return created;
  // a name longer than a save keeps (from the address, say) is cut, so the game can always be saved
  const names = { blue: n.names.blue.slice(0, MAX_PLAYER_NAME), red: n.names.red.slice(0, MAX_PLAYER_NAME) };
  return { ok: true, session: { ...n, names, actions: [], state: created.state, events: created.events, timeline: startTimeline(created.state, created.events), redo: [] } };
}

/** Apply an action to a session: the new session, or the engine's refusal. */
export function advance(s: Session, action: Action): { ok: true; session: Session; events: GameEvent[] } | { ok: false; error: import('../engine').GameError } {
  const r = applyAction(s.state, action);
  if (!r.ok) return r;
  return { ok: true, session: appended(s, action, r.state, r.events), events: r.events };
}

/**
 * Every intermediate state of a session, for the replay viewer (state k = after k actions), with
 * how many events had happened by then.
 */
export function replayStates(s: Session): { states: GameState[]; marks: number[] } {
  return { states: s.timeline.states, marks: s.timeline.eventCounts };
}

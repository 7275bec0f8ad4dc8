// A game session: the scenario (as raw JSON, for replays), the seed, the options, the players' names
// and the action log — the log is the source of truth: the state is the replay of it (DESIGN.md).
// Autosave keeps exactly that in localStorage and resumes with the engine's replay.
import { applyAction, createGame, replay, type Action, type GameEvent, type GameState, type PlayerId } from '../engine';
import type { DataError } from '../scenarios/mapSchema';

export interface GameOptions {
  /** Cover the screen at every hand-over and render only the viewer's secrets (off = demo mode). */
  hideBetweenTurns: boolean;
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
  return { ok: true, session: { ...n, actions: [], state: created.state, events: created.events } };
}

/** Apply an action to a session: the new session, or the engine's refusal. */
export function advance(s: Session, action: Action): { ok: true; session: Session; events: GameEvent[] } | { ok: false; error: import('../engine').GameError } {
  const r = applyAction(s.state, action);
  if (!r.ok) return r;
  return { ok: true, session: { ...s, actions: [...s.actions, action], state: r.state, events: [...s.events, ...r.events] }, events: r.events };
}

// ---- autosave ------------------------------------------------------------------------------

export const AUTOSAVE_KEY = 'enb.autosave';

export interface SaveData {
  format: 'enb-save';
  version: 1;
  scenarioId: string;
  scenario: unknown;
  seed: number;
  options: GameOptions;
  names: Record<PlayerId, string>;
  actions: Action[];
  savedAt: string;
}

export function toSave(s: Session): SaveData {
  return {
    format: 'enb-save', version: 1, scenarioId: s.scenarioId, scenario: s.scenarioRaw, seed: s.seed,
    options: s.options, names: s.names, actions: s.actions, savedAt: new Date().toISOString(),
  };
}

export function fromSave(data: SaveData): SessionResult {
  const r = replay(data.scenario, data.seed, data.actions);
  if (!r.ok && 'errors' in r) return r;
  if (!r.ok) return { ok: false, errors: [{ path: `actions[${r.at}]`, message: r.error.message }] };
  return {
    ok: true,
    session: { scenarioId: data.scenarioId, scenarioRaw: data.scenario, seed: data.seed, options: data.options, names: data.names, actions: [...data.actions], state: r.state, events: r.events },
  };
}

export function readAutosave(): SaveData | null {
  try {
    const text = window.localStorage.getItem(AUTOSAVE_KEY);
    if (!text) return null;
    const data = JSON.parse(text) as SaveData;
    return data && data.format === 'enb-save' && Array.isArray(data.actions) ? data : null;
  } catch {
    return null;
  }
}

export function writeAutosave(s: Session | null): void {
  try {
    if (!s || s.state.phase === 'over') window.localStorage.removeItem(AUTOSAVE_KEY);
    else window.localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(toSave(s)));
  } catch {
    // no storage: the game simply is not saved
  }
}

/**
 * Every intermediate state of a session, for the replay viewer (state k = after k actions), with
 * how many events had happened by then.
 */
export function replayStates(s: Session): { states: GameState[]; marks: number[] } {
  const created = createGame(s.scenarioRaw, s.seed);
  if (!created.ok) return { states: [s.state], marks: [s.events.length] };
  const states: GameState[] = [created.state];
  let count = created.events.length;
  const marks = [count];
  let cur = created.state;
  for (const a of s.actions) {
    const r = applyAction(cur, a);
    if (!r.ok) break;
    cur = r.state;
    count += r.events.length;
    states.push(cur);
    marks.push(count);
  }
  return { states, marks };
}

// Persistence of a session: the autosave (browser storage, written after every change) and save files
// (export/import). Both are the save format of src/saves/saveFile.ts — scenario, seed, options, the
// action log and a format version — so an autosave is a valid save file and vice versa. Beside it a
// small record keeps what the screen showed (the hand-over cover or whose view, the screen, the redo
// list), so a reload comes back exactly where the game was; a record that does not match the save
// brings the cover up (never the other player's secrets). Storage is passed in (tests use a Map).
import { applyAction, type Action, type GameEvent, type GameState, type PlayerId } from '../engine';
import { parseSave, parseSaveData, serializeSave, type ParseSaveResult, type RulesChanged, type SaveFile } from '../saves/saveFile';
import type { DataError } from '../scenarios/mapSchema';
import type { Session, SessionResult } from './session';
import { buildTimeline, replayTimeline, type Timeline, type TimelineReplay } from './undo';
import { AUTOSAVE_KEY, AUTOSAVE_UI_KEY, type KeyValueStore, type ScreenRecord } from './storage';

export { AUTOSAVE_KEY, AUTOSAVE_UI_KEY, browserStorage, clearAutosave, exportFileName, looksLikeSave, writeAutosave, type KeyValueStore, type ScreenRecord } from './storage';

/** A session's save file text. */
export function saveTextOf(s: Session, savedAt = new Date().toISOString()): string {
  const players: { blue?: string; red?: string } = {};
  if (s.names.blue) players.blue = s.names.blue;
  if (s.names.red) players.red = s.names.red;
  return serializeSave({ scenario: s.scenarioRaw, seed: s.seed, actions: s.actions, options: { players, hideBetweenTurns: s.options.hideBetweenTurns, ...(s.options.bots ? { bots: s.options.bots } : {}) }, savedAt });
}

/** The session of a checked save whose log was replayed keeping every state. */
function sessionOf(save: SaveFile, tl: { state: GameState; events: GameEvent[]; timeline: Timeline }): Session {
  const id = (save.scenario as { id?: unknown }).id;
  const hide = save.options.hideBetweenTurns ?? (save.scenario as { rules?: { hideBetweenTurns?: unknown } }).rules?.hideBetweenTurns !== false;
  return {
    scenarioId: typeof id === 'string' ? id : 'custom',
    scenarioRaw: save.scenario,
    seed: save.seed,
    options: { hideBetweenTurns: hide, ...(save.options.bots && Object.keys(save.options.bots).length ? { bots: save.options.bots } : {}) },
    names: { blue: save.options.players?.blue ?? '', red: save.options.players?.red ?? '' },
    actions: save.actions as Action[],
    state: tl.state,
    events: tl.events,
    timeline: tl.timeline,
    redo: [],
  };
}

/** A session from a checked save (parseSave's): the log replayed once more, keeping every state. */
export function sessionFromSave(save: SaveFile): SessionResult {
  const tl = buildTimeline(save.scenario, save.seed, save.actions);
  if (!tl.ok) return tl;
  return { ok: true, session: sessionOf(save, tl) };
}

export type LoadResult = { ok: true; session: Session; save: SaveFile; migratedFrom?: number; rulesChanged?: RulesChanged } | { ok: false; errors: DataError[] };

/** Read a save file's text into a session (its log replayed once, in linear time), or every reason it is refused (path: reason). */
export function sessionFromText(text: string): LoadResult {
  return loaded(parseSave(text, replayTimeline));
}

/** A save already read as JSON (a game of the library) into a session, like sessionFromText. */
export function sessionFromData(json: unknown): LoadResult {
  return loaded(parseSaveData(json, replayTimeline));
}

function loaded(parsed: ParseSaveResult<TimelineReplay>): LoadResult {
  if (!parsed.ok) return parsed;
  const r = parsed.replayed;
  if (!r.ok && 'errors' in r) return r;
  // a save from older rules kept up to where the current rules stop: the timeline up to there
  const session = sessionOf(parsed.save, { state: parsed.state, events: parsed.events, timeline: r.timeline });
  return { ok: true, session, save: parsed.save, ...(parsed.migratedFrom ? { migratedFrom: parsed.migratedFrom } : {}), ...(parsed.rulesChanged ? { rulesChanged: parsed.rulesChanged } : {}) };
}

/** The longest prefix of `redo` the engine accepts from the session's state (a stale list is cut). */
export function validRedo(s: Session, redo: readonly unknown[]): Action[] {
  const out: Action[] = [];
  let state = s.state;
  for (const a of redo) {
    const r = applyAction(state, a);
    if (!r.ok) break;
    out.push(a as Action);
    state = r.state;
  }
  return out;
}

const isPlayer = (p: unknown): p is PlayerId => p === 'blue' || p === 'red';

/** The screen record, checked against the session; a missing or mismatched one puts the cover up. */
export function screenRecordFor(s: Session, text: string | null): ScreenRecord {
  const cover: ScreenRecord = { actions: s.actions.length, viewer: null, screen: 'game', redo: [] };
  if (!text) return cover;
  try {
    const r = JSON.parse(text) as Partial<ScreenRecord>;
    if (r.actions !== s.actions.length) return cover;
    const screen = r.screen === 'start' || r.screen === 'replay' ? r.screen : 'game';
    const viewer = isPlayer(r.viewer) ? r.viewer : null;
    const step = Number.isInteger(r.replayStep) ? (r.replayStep as number) : undefined;
    return { actions: s.actions.length, viewer, screen, ...(step !== undefined ? { replayStep: step } : {}), redo: validRedo(s, Array.isArray(r.redo) ? r.redo : []) };
  } catch {
    return cover;
  }
}

export type AutosaveRead =
  | { kind: 'none' }
  | { kind: 'ok'; session: Session; record: ScreenRecord; save: SaveFile }
  | { kind: 'broken'; errors: DataError[]; text: string };

/** The autosaved game: none, resumable (with what the screen showed), or broken (with why). */
export function readAutosave(storage: KeyValueStore | null): AutosaveRead {
  let text: string | null = null;
  let ui: string | null = null;
  try {
    text = storage?.getItem(AUTOSAVE_KEY) ?? null;
    ui = storage?.getItem(AUTOSAVE_UI_KEY) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  const r = sessionFromText(text);
  if (!r.ok) return { kind: 'broken', errors: r.errors, text };
  const record = screenRecordFor(r.session, ui);
  return { kind: 'ok', session: { ...r.session, redo: record.redo }, record, save: r.save };
}

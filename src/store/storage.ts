// The light side of persistence (no engine, no save-file checks), so the start screen can use it
// before the game is loaded: the storage keys, browser storage, writing and clearing the autosave,
// export file names and telling a save file from a scenario file. Reading a save: persistence.ts.
import type { Action, PlayerId } from '../engine';
import type { Session } from './session';

export const AUTOSAVE_KEY = 'enb.autosave';
export const AUTOSAVE_UI_KEY = 'enb.autosave.ui';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the screen showed with the autosaved game. */
export interface ScreenRecord {
  /** The log length it belongs to (a record for another log is ignored). */
  actions: number;
  /** Whose secrets were shown; null: the hand-over cover was up. */
  viewer: PlayerId | null;
  screen: 'start' | 'game' | 'replay';
  replayStep?: number;
  redo: Action[];
}

/** The browser's localStorage, or null when there is none (or it is blocked). */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Why a game could not be written to browser storage: it is full, or blocked (private mode, disabled, gone). */
export type SaveFailure = 'full' | 'blocked';

/** Whether an error thrown by a storage write means the storage is full. */
export const isQuotaError = (e: unknown): boolean =>
  e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);

/** Write the game (its save text, when given) and what the screen shows; null when written, else why not. */
export function writeAutosave(storage: KeyValueStore | null, saveText: string | null, record: ScreenRecord): SaveFailure | null {
  if (!storage) return 'blocked';
  try {
    if (saveText !== null) storage.setItem(AUTOSAVE_KEY, saveText);
    storage.setItem(AUTOSAVE_UI_KEY, JSON.stringify(record));
    return null;
  } catch (e) {
    return isQuotaError(e) ? 'full' : 'blocked';
  }
}

export function clearAutosave(storage: KeyValueStore | null): void {
  try {
    storage?.removeItem(AUTOSAVE_KEY);
    storage?.removeItem(AUTOSAVE_UI_KEY);
  } catch {
    // nothing to clear
  }
}

/** A file name for an exported save: `enb-<scenario>-<yyyy-mm-dd-hhmm>.enb.json`. */
export function exportFileName(s: Pick<Session, 'scenarioId'>, when = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}-${pad(when.getHours())}${pad(when.getMinutes())}`;
  return `enb-${s.scenarioId.replace(/[^a-z0-9-]/gi, '') || 'game'}-${stamp}.enb.json`;
}

/** Whether a dropped or picked file is meant as a save (else: a scenario): by its name, or its top-level "format". */
export function looksLikeSave(name: string, text: string): boolean {
  if (/\.enb\.json$/i.test(name)) return true;
  try {
    return (JSON.parse(text) as { format?: unknown } | null)?.format === 'enb-save';
  } catch {
    return /^\s*\{\s*"format"\s*:\s*"enb-save"/.test(text); // not JSON: the save reader says why, if it starts as one
  }
}

/** Whether storage holds an autosaved game (not yet checked: readAutosave replays it). */
export function hasAutosave(storage: KeyValueStore | null): boolean {
  try {
    return !!storage?.getItem(AUTOSAVE_KEY);
  } catch {
    return false;
  }
}

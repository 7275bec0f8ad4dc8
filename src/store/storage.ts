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

/** Write the game (its save text, when given) and what the screen shows; false when storage refused it. */
export function writeAutosave(storage: KeyValueStore | null, saveText: string | null, record: ScreenRecord): boolean {
  if (!storage) return false;
  try {
    if (saveText !== null) storage.setItem(AUTOSAVE_KEY, saveText);
    storage.setItem(AUTOSAVE_UI_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
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

/** Whether a dropped or picked file is meant as a save (else: a scenario). */
export const looksLikeSave = (name: string, text: string): boolean => /\.enb\.json$/i.test(name) || /"format"\s*:\s*"enb-save"/.test(text.slice(0, 2000));

/** Whether storage holds an autosaved game (not yet checked: readAutosave replays it). */
export function hasAutosave(storage: KeyValueStore | null): boolean {
  try {
    return !!storage?.getItem(AUTOSAVE_KEY);
  } catch {
    return false;
  }
}

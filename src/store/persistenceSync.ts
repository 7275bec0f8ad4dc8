// The one autosave mechanism: after every change of the game (an action, an undo or redo, a new or
// loaded game) or of what the screen shows (cover, viewer, screen, replay step), write the save and
// the screen record to browser storage. A session only watched in the replay viewer is not saved.
// A write that fails is never silent: the store's saveProblem says why until a write succeeds again.
import type { GameSlice } from './game';
import type { SavesSlice } from './persistenceSlice';
type UiState = GameSlice & SavesSlice;
import { writeAutosave, type KeyValueStore, type ScreenRecord } from './storage';
import { kernel } from './kernel';
import { savesStorage } from './persistenceSlice';

interface Subscribable { subscribe(listener: (s: UiState, prev: UiState) => void): () => void; getState(): UiState }

const recordOf = (s: UiState): ScreenRecord | null => {
  if (!s.session) return null;
  return {
    actions: s.session.actions.length,
    viewer: s.viewer,
    screen: s.screen,
    ...(s.screen === 'replay' && s.replay ? { replayStep: s.replay.step } : {}),
    redo: s.session.redo,
  };
};

const sameRecord = (a: ScreenRecord | null, b: ScreenRecord | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Keep the autosave up to date with the store; returns the call that stops it. */
export function installAutosave(store: Subscribable, storage: () => KeyValueStore | null = savesStorage): () => void {
  return store.subscribe((s, prev) => {
    if (!s.session || s.session === s.watchedOnly) return;
    const logChanged = !prev.session || prev.session === prev.watchedOnly || s.session.actions !== prev.session.actions || s.session.scenarioRaw !== prev.session.scenarioRaw || s.session.seed !== prev.session.seed;
    const record = recordOf(s);
    if (!logChanged && sameRecord(record, recordOf(prev))) return;
    // a write the browser refuses (storage full, private mode) is shown to the player, who can export the game
    const failure = writeAutosave(storage(), logChanged || s.saveProblem !== null ? kernel().saveTextOf(s.session) : null, record!);
    if (failure !== s.saveProblem) s.setSaveProblem(failure);
  });
}

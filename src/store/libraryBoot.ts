// At start: take over the autosave of older versions (one slot in localStorage) into the saved-games
// library, once — a broken one too, kept aside to be exported — and find the game to resume: the one
// saved last, unless it was left for the start screen.
import { AUTOSAVE_KEY, browserStorage, clearAutosave, hasAutosave, type KeyValueStore } from './storage';
import { checkStoredEntry, isDateText } from './entryCheck';
import { kernel, loadKernel } from './kernel';
import { libraryShelf } from './librarySlice';
import type { GameEntry, Shelf } from './shelf';
import type { LibraryItem } from './librarySlice';

/** Move the old localStorage autosave into the library; true when there was one and it moved. */
export async function migrateAutosave(storage: KeyValueStore | null = browserStorage(), shelf: Shelf | null = libraryShelf()): Promise<boolean> {
  if (!shelf || !hasAutosave(storage)) return false;
  await loadKernel(); // reading it replays it
  const read = kernel().readAutosave(storage);
  const now = new Date().toISOString();
  try {
    const brokenEntry = (text: string): GameEntry => ({
      id: kernel().newGameId(), title: '', scenarioId: '', scenarioName: null, seed: 0, hideBetweenTurns: true, names: { blue: '', red: '' },
      rulesVersion: 0, createdAt: now, savedAt: now, actions: 0, round: 0, rounds: 0, over: false, record: null, brokenText: text,
    });
    if (read.kind === 'ok') {
      // repaired: a save's date is only shown, so one that is not a date ("yesterday") becomes the time it moved
      const savedAt = isDateText(read.save.savedAt) ? new Date(read.save.savedAt).toISOString() : now;
      const entry = kernel().entryOf(read.session, kernel().newGameId(), read.record, null, savedAt);
      // the entry is checked as the list will check it: one that would be unreadable is kept aside whole instead
      if (checkStoredEntry(entry.id, entry).ok) await shelf.create(entry, read.session.scenarioRaw, read.session.actions);
      else await shelf.writeEntry(brokenEntry(storage?.getItem(AUTOSAVE_KEY) ?? ''));
    } else if (read.kind === 'broken') {
      await shelf.writeEntry(brokenEntry(read.text));
    } else return false;
  } catch {
    return false; // the library cannot take it now: the old autosave stays where it is
  }
  clearAutosave(storage);
  return true;
}

/** The game to resume at start: the last saved that was not left for the start screen, if any. */
export function gameToResume(items: readonly LibraryItem[]): string | null {
  const latest = items.find((it) => it.kind === 'ok');
  return latest?.kind === 'ok' && latest.entry.record?.screen !== 'start' ? latest.entry.id : null;
}

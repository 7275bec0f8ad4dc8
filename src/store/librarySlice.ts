// The store's saved-games library: every game has its own entry (shelf.ts), listed on the start screen
// newest first — continue, rename, export, delete (with undo). Reading the list needs no engine (the
// entries carry their summary); continuing or exporting a game reads its log, and continuing replays
// it (the engine side loads first). A corrupt entry is listed as broken, with why, and kept to be
// exported; it never stops the others from being listed. Starting a game never drops another.
import type { DataError } from '../scenarios/mapSchema';
import { SAVE_FORMAT, SAVE_VERSION } from '../saves/format';
import type { AutosaveRead } from './persistence';
import type { GameEntry } from './shelf';
import { libraryShelf } from './libraryShelf';
import { checkStoredEntry, storedLogLength, storedText } from './entryCheck';
import { holdGame, openElsewhere } from './gameLock';
export { libraryShelf, setShelf } from './libraryShelf';
import { kernel, loadKernel } from './kernel';
import type { CustomScenario, SavesSlice } from './persistenceSlice';
import { parseScenario } from '../scenarios/schema';
import type { GameSlice } from './game';

type UiState = LibrarySlice & SavesSlice & GameSlice;

export type LibraryItem =
  | { kind: 'ok'; entry: GameEntry }
  /** entry: null when the entry itself is corrupt (then `stored` is what was found, to be downloaded). */
  | { kind: 'broken'; id: string; entry: GameEntry | null; errors: DataError[]; stored?: unknown };

/** A deleted game, kept in memory until the next deletion so it can be put back. */
export interface DeletedGame { entry: GameEntry; scenario: unknown; actions: unknown[] }

export interface LibrarySlice {
  /** The library's entries (null: not read yet), newest first. */
  library: LibraryItem[] | null;
  /** The last game deleted (undo puts it back). */
  deletedGame: DeletedGame | null;
  refreshLibrary(): Promise<LibraryItem[]>;
  /**
   * Continue a game of the library where it was, under the hand-over cover; false if it cannot be read,
   * or if it is open in another tab (then gameElsewhere names it): `how` then says whether to take it
   * over here (the other tab stops writing it) or to open a copy of it as a new game.
   */
  continueGame(id: string, how?: 'takeOver' | 'copy'): Promise<boolean>;
  /** The game asked to continue that is open in another tab: the start screen asks what to do. */
  gameElsewhere: string | null;
  dismissElsewhere(): void;
  /**
   * Watch a game's replay: the current game from the view of the player confirmed at the screen; another
   * only when it hides nothing (finished, or demo mode). False when not allowed or not readable.
   */
  watchGame(id: string): Promise<boolean>;
  renameGame(id: string, title: string): Promise<void>;
  deleteGame(id: string): Promise<void>;
  undoDelete(): Promise<void>;
  /** A game's save file text (what is stored of it, even for a broken one), or null. */
  gameText(id: string): Promise<string | null>;
  /** The custom scenarios kept in the library join the start screen's list (a broken one is left out). */
  restoreScenarios(): Promise<void>;
}

type Set = (partial: Partial<UiState>) => void;
type Get = () => UiState;


/** An entry as stored, checked whole (entryCheck.ts): a corrupt one is reported with why, and kept. */
export function checkEntry(key: string, value: unknown): LibraryItem {
  const checked = checkStoredEntry(key, value);
  if (!checked.ok) return { kind: 'broken', id: key, entry: null, errors: checked.errors, stored: value };
  const e = checked.entry;
  if (typeof e.brokenText === 'string') return { kind: 'broken', id: key, entry: e, errors: [{ path: key, message: 'the saved game cannot be read' }] };
  return { kind: 'ok', entry: e };
}

const newest = (a: LibraryItem, b: LibraryItem): number => ((b.entry?.savedAt ?? '') > (a.entry?.savedAt ?? '') ? 1 : (b.entry?.savedAt ?? '') < (a.entry?.savedAt ?? '') ? -1 : 0);

/** The save file of what is stored of a game (its scenario, seed, options, actions). */
export function saveJsonOf(entry: GameEntry, scenario: unknown, actions: readonly unknown[]): Record<string, unknown> {
  const players: { blue?: string; red?: string } = {};
  if (entry.names.blue) players.blue = entry.names.blue;
  if (entry.names.red) players.red = entry.names.red;
  return { format: SAVE_FORMAT, version: SAVE_VERSION, rulesVersion: entry.rulesVersion, scenario, seed: entry.seed, options: { players, hideBetweenTurns: entry.hideBetweenTurns, ...(entry.bots ? { bots: entry.bots } : {}) }, actions, savedAt: entry.savedAt };
}

/** What is stored of a game whose entry is corrupt: the entry as found, its scenario and the log it may own. */
async function corruptEntryText(shelf: NonNullable<ReturnType<typeof libraryShelf>>, id: string, stored: unknown): Promise<string> {
  try {
    const { scenario, actions } = await shelf.readLog(id, Math.min(storedLogLength(stored), 200_000));
    return storedText({ entry: stored, scenario, actions: actions.filter((a) => a !== undefined) });
  } catch {
    return storedText({ entry: stored });
  }
}

export function createLibrarySlice(set: Set, get: Get): LibrarySlice {
  const markBroken = (id: string, errors: DataError[]) =>
    set({ library: (get().library ?? []).map((it) => (it.entry?.id === id || it.kind === 'broken' && it.id === id ? { kind: 'broken', id, entry: it.entry, errors } : it)) });
  /** A game of the library read and replayed (the engine side loads first); null (and marked broken) if it cannot be. */
  const readGame = async (id: string) => {
    const shelf = libraryShelf();
    const item = (get().library ?? (await get().refreshLibrary())).find((it) => it.kind === 'ok' && it.entry.id === id);
    if (!shelf || !item || item.kind !== 'ok') return null;
    const entry = item.entry;
    try {
      const [{ scenario, actions }] = await Promise.all([shelf.readLog(id, entry.actions), loadKernel()]);
      const r = kernel().sessionFromData(saveJsonOf(entry, scenario, actions));
      if (r.ok) return { entry, session: r.session, save: r.save };
      markBroken(id, r.errors);
    } catch (e) {
      markBroken(id, [{ path: id, message: `the saved game cannot be read: ${(e as Error).message}` }]);
    }
    return null;
  };
  return {
    library: null,
    deletedGame: null,

    async refreshLibrary() {
      const shelf = libraryShelf();
      let items: LibraryItem[] = [];
      try {
        items = shelf ? (await shelf.list()).map(([k, v]) => checkEntry(String(k), v)).sort(newest) : [];
      } catch {
        items = [];
      }
      set({ library: items });
      return items;
    },
    async continueGame(id, how) {
      if (how === 'copy') {
        // a copy: the same log as a new game of the library (its own entry); the original stays with the other tab
        set({ gameElsewhere: null });
        await get().refreshLibrary();
        const r = await readGame(id);
        if (!r) return false;
        get().openSession({ ...r.session, redo: [] }, null, null);
        return true;
      }
      if (!how && (await openElsewhere(id))) {
        set({ gameElsewhere: id });
        return false;
      }
      if (!(await holdGame(id, how === 'takeOver', (moved) => get().setGameMoved(moved)))) {
        set({ gameElsewhere: id });
        return false;
      }
      // read as stored now (another tab may have written it): the next write extends that count
      set({ gameElsewhere: null, gameMoved: get().gameMoved === id ? null : get().gameMoved });
      await get().refreshLibrary();
      const r = await readGame(id);
      if (!r) return false;
      const record = kernel().screenRecordFor(r.session, r.entry.record ? JSON.stringify(r.entry.record) : null);
      const read: AutosaveRead = { kind: 'ok', session: { ...r.session, redo: record.redo }, save: r.save, record };
      return get().resumeSaved(read, id);
    },
    gameElsewhere: null,
    dismissElsewhere() {
      set({ gameElsewhere: null });
    },
    async watchGame(id) {
      const { session, viewer, libraryId } = get();
      if (session && libraryId === id) return get().watchReplay(session, viewer);
      const r = await readGame(id);
      return !!r && get().watchReplay(r.session, null);
    },
    async renameGame(id, title) {
      const shelf = libraryShelf();
      const item = get().library?.find((it) => it.entry?.id === id);
      if (!shelf || !item?.entry) return;
      const entry = { ...item.entry, title: title.trim().slice(0, 60) };
      await shelf.writeEntry(entry);
      await get().refreshLibrary();
    },
    async deleteGame(id) {
      const shelf = libraryShelf();
      const item = get().library?.find((it) => (it.entry?.id ?? (it.kind === 'broken' ? it.id : '')) === id);
      if (!shelf || !item) return;
      const count = item.entry?.actions ?? (item.kind === 'broken' ? storedLogLength(item.stored) : 0);
      const { scenario, actions } = item.entry ? await shelf.readLog(id, count) : { scenario: null, actions: [] };
      await shelf.remove(id, Math.max(count, item.entry?.logLength ?? 0, item.kind === 'broken' ? storedLogLength(item.stored) : 0));
      set({ deletedGame: item.entry ? { entry: item.entry, scenario, actions } : null });
      // the current game deleted (from the start screen): it is no longer the current game, so not saved again
      if (get().libraryId === id) set({ libraryId: null, session: null, viewer: null });
      await get().refreshLibrary();
    },
    async undoDelete() {
      const shelf = libraryShelf();
      const d = get().deletedGame;
      if (!shelf || !d) return;
      await shelf.create(d.entry, d.scenario, d.actions);
      set({ deletedGame: null });
      await get().refreshLibrary();
    },
    async restoreScenarios() {
      const shelf = libraryShelf();
      let stored: unknown[] = [];
      try {
        stored = shelf ? await shelf.scenarios() : [];
      } catch {
        return;
      }
      const known = new Set(get().customScenarios.map((c) => c.scenario.id));
      const restored: CustomScenario[] = [];
      for (const item of stored) {
        const { raw, file } = (item ?? {}) as { raw?: unknown; file?: unknown };
        const p = parseScenario(raw);
        if (p.ok && !known.has(p.value.id)) restored.push({ raw, scenario: p.value, file: typeof file === 'string' ? file : '' });
      }
      if (restored.length) set({ customScenarios: [...restored, ...get().customScenarios] });
    },
    async gameText(id) {
      const shelf = libraryShelf();
      const item = get().library?.find((it) => (it.entry?.id ?? (it.kind === 'broken' ? it.id : '')) === id);
      if (!shelf || !item) return null;
      if (item.entry?.brokenText !== undefined) return item.entry.brokenText;
      if (!item.entry) return corruptEntryText(shelf, id, item.kind === 'broken' ? item.stored : null);
      const { scenario, actions } = await shelf.readLog(id, item.entry.actions);
      return JSON.stringify(saveJsonOf(item.entry, scenario, actions), null, 2);
    },
  };
}


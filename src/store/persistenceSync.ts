// The one autosave mechanism: after every change of the game (an action, an undo or redo, a new or
// loaded game) or of what the screen shows (cover, viewer, screen, replay step), write it to the
// saved-games library (shelf.ts): a new game gets its own entry (never over another); an action
// appends just itself; an undo shortens the stored log; the screen record rides on the entry. Writes
// are queued, in order. A write that fails is never silent: saveProblem says why (storage full or
// blocked) until one succeeds. A session only watched in the replay viewer is not saved.
import type { Action } from '../engine';
import type { PlayerId } from '../engine';
import { libraryShelf } from './libraryShelf';
import { isQuotaError, type SaveFailure, type ScreenRecord } from './storage';
import type { GameEntry, Shelf } from './shelf';
import type { Session } from './session';
import { RULES_VERSION } from '../engine';

/** What the autosave reads of the store (the slices' own types would make an import circle through the kernel). */
interface UiState {
  session: Session | null;
  watchedOnly: Session | null;
  viewer: PlayerId | null;
  screen: 'start' | 'game' | 'replay';
  replay: { step: number } | null;
  libraryId: string | null;
  setLibraryId(id: string | null): void;
  saveProblem: SaveFailure | null;
  setSaveProblem(problem: SaveFailure | null): void;
  library: readonly { entry: GameEntry | null }[] | null;
  /** The game this tab stopped writing: taken over by another tab, or written there meanwhile. */
  gameMoved: string | null;
  setGameMoved(id: string | null): void;
}
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

/** A new entry's name: unique in this browser, sortable by creation. */
export const newGameId = (now = Date.now()): string => `g-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The library entry of a session (its summary for the Continue list, and the screen record). */
export function entryOf(session: Session, id: string, record: ScreenRecord | null, previous: GameEntry | null, now = new Date().toISOString()): GameEntry {
  const name = (session.scenarioRaw as { name?: { en?: unknown; pl?: unknown } } | null)?.name;
  const st = session.state;
  return {
    id,
    title: previous?.title ?? '',
    scenarioId: session.scenarioId,
    scenarioName: typeof name?.en === 'string' && typeof name?.pl === 'string' ? { en: name.en, pl: name.pl } : null,
    seed: session.seed,
    hideBetweenTurns: session.options.hideBetweenTurns,
    ...(session.options.bots ? { bots: session.options.bots } : {}),
    names: { ...session.names },
    rulesVersion: RULES_VERSION,
    createdAt: previous?.createdAt ?? now,
    savedAt: now,
    actions: session.actions.length,
    logLength: Math.max(previous?.logLength ?? 0, session.actions.length),
    round: st.round,
    rounds: st.setup.rounds,
    over: st.phase === 'over',
    record,
  };
}

/** How many leading actions two logs share (by identity: an appended log keeps its earlier actions). */
function sharedPrefix(a: readonly Action[], b: readonly Action[]): number {
  const n = Math.min(a.length, b.length);
  let k = 0;
  while (k < n && a[k] === b[k]) k++;
  return k;
}

const failureOf = (e: unknown): SaveFailure => (isQuotaError(e) || (e as { name?: string } | null)?.name === 'QuotaExceededError' ? 'full' : 'blocked');

/** The library's writes queued so far, all done (for tests that reload: a reload drops a write in flight). */
let written: Promise<void> = Promise.resolve();
export const autosaveSettled = (): Promise<void> => written;

/** Keep the library up to date with the store; returns the call that stops it. */
export function installAutosave(store: Subscribable, shelfOf: () => Shelf | null = libraryShelf): () => void {
  /** What the library holds of the current game: its entry and the log as last written. */
  let stored: { id: string; entry: GameEntry | null; actions: readonly Action[]; scenarioRaw: unknown; seed: number } | null = null;
  /** The action count the library holds of a game, as this tab last wrote or read it: what its next write extends. */
  let confirmed: { id: string; count: number | null } = { id: '', count: null };
  let queue: Promise<void> = Promise.resolve();
  /** Queue a write of game `id` leaving `count` actions stored; `from`: the count it starts from when this tab takes the game on. */
  const run = (id: string, count: number, write: (shelf: Shelf, base: number | null) => Promise<void>, from?: number | null) => {
    queue = queue.then(async () => {
      if (from !== undefined) confirmed = { id, count: from };
      const shelf = shelfOf();
      let failure: SaveFailure | null = null;
      if (!shelf) failure = 'blocked';
      else
        try {
          await write(shelf, confirmed.id === id ? confirmed.count : null);
          confirmed = { id, count };
        } catch (e) {
          // written elsewhere since (another tab): this tab stops writing the game, and says so; nothing was stored
          if ((e as Error | null)?.name === 'ForkedWrite') store.getState().setGameMoved(id);
          else failure = failureOf(e);
        }
      if (failure !== store.getState().saveProblem) store.getState().setSaveProblem(failure);
    });
    written = queue;
  };
  return store.subscribe((s, prev) => {
    if (!s.session || s.session === s.watchedOnly) return;
    const session = s.session;
    let id = s.libraryId;
    if (!id) {
      // a new game (started, imported): a new entry; the store learns its name at once
      id = newGameId();
      s.setLibraryId(id);
      return; // the store's update comes back here with the name
    }
    if (s.gameMoved === id) return; // taken over by another tab: it writes this game now
    const record = recordOf(s);
    const same = stored?.id === id && stored.scenarioRaw === session.scenarioRaw && stored.seed === session.seed;
    // (a side taken over by hand changes the game's seats: its entry is written again)
    if (same && stored!.actions === session.actions && stored!.entry?.bots === session.options.bots && sameRecord(record, recordOf(prev))) return;
    // the entry as listed keeps its title and creation date (a continued or renamed game)
    const listed = s.library?.find((it) => it.entry?.id === id)?.entry ?? null;
    const entry = entryOf(session, id, record, same ? stored!.entry : listed);
    const actions = session.actions;
    if (!same || s.saveProblem !== null) {
      // a game new to the library (or continued from it: it extends the count listed), or one whose last write failed: write all of it
      stored = { id, entry, actions, scenarioRaw: session.scenarioRaw, seed: session.seed };
      run(id, actions.length, (shelf, base) => shelf.create(entry, session.scenarioRaw, actions, base), same ? undefined : (listed?.actions ?? null));
      return;
    }
    const from = sharedPrefix(stored!.actions, actions);
    stored = { ...stored!, entry, actions };
    run(id, actions.length, (shelf, base) => (base === null ? Promise.reject(new Error('no stored count to extend')) : shelf.append(entry, from, actions, base)));
  });
}

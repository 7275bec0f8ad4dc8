// One game, one writer: a tab that has a saved game open holds its lock (the Web Locks API, shared by
// every tab and window of this site; no server). Another tab that opens the same game learns it is open
// elsewhere and may take it over (stealing the lock: the first tab is told the game moved and stops
// writing it) or open a copy. Where the browser has no Web Locks, every tab may open every game, and the
// library's fork guard (shelf.ts: a write must extend the count it read) still refuses a forking write.

const lockName = (id: string): string => `enb-game:${id}`;
const locks = (): LockManager | null => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null);

/** The game whose lock this tab holds, and how to let it go. */
let held: { id: string; release: () => void } | null = null;

/** Whether another tab or window of this browser has the game open now. */
export async function openElsewhere(id: string): Promise<boolean> {
  const l = locks();
  if (!l || held?.id === id) return false;
  try {
    const { held: all = [] } = await l.query();
    return all.some((lock) => lock.name === lockName(id));
  } catch {
    return false;
  }
}

/** Let go of the game this tab holds (it left the game, or opened another). */
export function releaseGame(): void {
  held?.release();
  held = null;
}

export const heldGame = (): string | null => held?.id ?? null;

/**
 * Hold the game's lock for this tab: true once held, false if another tab holds it (unless `takeOver`:
 * then it is taken from that tab). `onMoved` runs if another tab later takes it from this one.
 */
export function holdGame(id: string, takeOver: boolean, onMoved: (id: string) => void): Promise<boolean> {
  if (held?.id === id) return Promise.resolve(true);
  releaseGame();
  const l = locks();
  if (!l) return Promise.resolve(true);
  return new Promise((answer) => {
    let release = (): void => undefined;
    const until = new Promise<void>((done) => (release = done));
    const mine = { id, release: () => release() };
    l.request(lockName(id), takeOver ? { steal: true } : { ifAvailable: true }, (lock) => {
      if (!lock) {
        answer(false);
        return undefined;
      }
      held = mine;
      answer(true);
      return until;
    }).catch(() => {
      // the lock was taken by another tab (AbortError): this tab no longer writes the game
      if (held === mine) {
        held = null;
        onMoved(id);
      }
      answer(false);
    });
  });
}

/** What the lock follows in the store: the game written from this tab, if any. */
interface LockedState {
  session: object | null;
  watchedOnly: object | null;
  libraryId: string | null;
  gameMoved: string | null;
  setGameMoved(id: string | null): void;
}

/** Keep this tab's lock on the game it writes (taken when a game starts or opens, let go when it is left). */
export function installGameLock(store: { subscribe(l: (s: LockedState) => void): () => void; getState(): LockedState }): () => void {
  /** The game whose lock was last asked for (an answer may take a moment: it is asked once). */
  let wanted: string | null = null;
  const follow = (s: LockedState) => {
    const writing = s.session && s.session !== s.watchedOnly && s.libraryId && s.gameMoved !== s.libraryId ? s.libraryId : null;
    if (writing === wanted) return;
    wanted = writing;
    if (!writing) return releaseGame();
    if (writing === held?.id) return; // taken already (continuing a game takes its lock before opening it)
    void holdGame(writing, false, (id) => store.getState().setGameMoved(id)).then((ok) => {
      // held elsewhere already (opened there first): this tab must not write it
      if (!ok && store.getState().libraryId === writing) store.getState().setGameMoved(writing);
    });
  };
  follow(store.getState());
  return store.subscribe(follow);
}

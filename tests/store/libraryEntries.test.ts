// Every library entry is checked whole when the list is read: a date that is not a date, a title that is
// not text, a number that is not a count, a broken seat or screen record — each is listed as unreadable
// with its path and reason, can be downloaded and deleted, and every good game beside it still opens.
// An old single-slot autosave with a date that is not a date is repaired when it moves into the library.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../../src/store/index';
import { setShelf } from '../../src/store/librarySlice';
import { memoryShelf, type GameEntry } from '../../src/store/shelf';
import { installAutosave } from '../../src/store/persistenceSync';
import { migrateAutosave } from '../../src/store/libraryBoot';
import { AUTOSAVE_KEY, saveTextOf, type KeyValueStore } from '../../src/store/persistence';
import { createSession } from '../../src/store/session';
import { checkStoredEntry } from '../../src/store/entryCheck';
import { dataErrorPl } from '../../src/i18n/dataErrorsPl';
import tutorial from '../../src/scenarios/tutorial.json';

const NEW = { scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 9, options: { hideBetweenTurns: true }, names: { blue: 'Anna', red: 'Piotr' } };
const st = () => useUiStore.getState();
const settle = () => new Promise((r) => setTimeout(r, 10));

/** Each kind of corruption the fuzz campaign found or could find, as a change to a good entry. */
const BAD: [string, Record<string, unknown>, string][] = [
  ['savedAt not a date', { savedAt: 'not a date' }, 'savedAt'],
  ['savedAt empty', { savedAt: '' }, 'savedAt'],
  ['createdAt a number', { createdAt: 12 }, 'createdAt'],
  ['title not text', { title: 42 }, 'title'],
  ['names not text', { names: { blue: null, red: 'x' } }, 'names.blue'],
  ['round not a count', { round: -1 }, 'round'],
  ['actions not whole', { actions: 1.5 }, 'actions'],
  ['seed infinite', { seed: Infinity }, 'seed'],
  ['bots of an unknown level', { bots: { blue: { level: 'godlike', seed: 1 } } }, 'bots.blue.level'],
  ['record not an object', { record: 'game' }, 'record'],
];

describe('a library entry is checked whole when read', () => {
  let shelf: ReturnType<typeof memoryShelf>;
  let stop: () => void;
  beforeEach(() => {
    shelf = memoryShelf();
    setShelf(shelf);
    useUiStore.setState({ session: null, libraryId: null, library: null, deletedGame: null, screen: 'start' });
    stop = installAutosave(useUiStore);
  });
  afterEach(() => {
    stop();
    setShelf(undefined);
  });

  it('each bad entry is listed as unreadable, with its path and reason; the good game still opens', async () => {
    st().startGame(NEW);
    await settle();
    const goodId = st().libraryId!;
    const good = shelf.games.get(goodId) as GameEntry;
    for (const [name, change] of BAD) shelf.games.set(name, { ...good, id: name, ...change });
    useUiStore.setState({ session: null, libraryId: null, screen: 'start' });
    const list = await st().refreshLibrary();
    expect(list.filter((it) => it.kind === 'ok').map((it) => it.entry?.id)).toEqual([goodId]);
    for (const [name, , path] of BAD) {
      const item = list.find((it) => it.kind === 'broken' && it.id === name);
      expect(item?.kind === 'broken' && item.errors.map((e) => e.path)).toContain(`${name}.${path}`);
      // what is stored of it can be downloaded: the entry as found and its log
      expect(JSON.parse((await st().gameText(name))!).entry).toMatchObject({ id: name });
    }
    expect(await st().continueGame(goodId)).toBe(true);
  });

  it('a date that is not a date reads plainly in both languages', () => {
    const r = checkStoredEntry('g', { id: 'g', savedAt: 'yesterday' });
    expect(r.ok).toBe(false);
    const savedAt = !r.ok && r.errors.find((e) => e.path === 'g.savedAt');
    expect(savedAt && savedAt.message).toBe('is not a date');
    expect(dataErrorPl('is not a date')).toBe('nie jest datą');
  });

  it('a bad entry can be deleted with the log it owns; the others stay', async () => {
    st().startGame(NEW);
    await settle();
    const goodId = st().libraryId!;
    shelf.games.set('bad', { ...(shelf.games.get(goodId) as object), id: 'bad', savedAt: '', actions: 2 });
    shelf.logs.set('bad/0', { type: 'pass' });
    shelf.logs.set('bad/1', { type: 'pass' });
    await st().refreshLibrary();
    await st().deleteGame('bad');
    expect(shelf.games.has('bad')).toBe(false);
    expect([...shelf.logs.keys()].filter((k) => k.startsWith('bad/'))).toEqual([]);
    expect(shelf.games.has(goodId)).toBe(true);
  });
});

describe('an old autosave moved into the library', () => {
  const memoryStorage = (): KeyValueStore & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  it('with savedAt "yesterday" is repaired to a date: the entry reads, and the game opens', async () => {
    const r = createSession(NEW);
    if (!r.ok) throw new Error('session');
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, saveTextOf(r.session, 'yesterday'));
    const shelf = memoryShelf();
    expect(await migrateAutosave(storage, shelf)).toBe(true);
    const [[key, value]] = await shelf.list();
    const checked = checkStoredEntry(key, value);
    expect(checked.ok).toBe(true);
    expect(Number.isFinite(Date.parse((value as GameEntry).savedAt))).toBe(true);
  });
});

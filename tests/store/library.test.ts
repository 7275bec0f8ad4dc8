// The saved-games library: every game its own entry (a new game never drops another); each action
// appends one record, an undo shortens the stored log; continue/rename/delete/undo-delete/export; a
// corrupt entry is listed as broken beside the good ones and kept for export; the old localStorage
// autosave is taken over once (a broken one too); the game to resume at start.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index';
import { useUiStore } from '../../src/store/index';
import { setShelf } from '../../src/store/librarySlice';
import { memoryShelf, type GameEntry } from '../../src/store/shelf';
import { installAutosave } from '../../src/store/persistenceSync';
import { gameToResume, migrateAutosave } from '../../src/store/libraryBoot';
import { AUTOSAVE_KEY, AUTOSAVE_UI_KEY, saveTextOf, type KeyValueStore } from '../../src/store/persistence';
import { createSession } from '../../src/store/session';
import tutorial from '../../src/scenarios/tutorial.json';
import openSea from '../../src/scenarios/open-sea.json';

const NEW = { scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 9, options: { hideBetweenTurns: true }, names: { blue: 'Anna', red: 'Piotr' } };
const st = () => useUiStore.getState();
const settle = () => new Promise((r) => setTimeout(r, 10));
const playOne = () => {
  if (!st().viewer) st().confirmHandOver();
  const legal = legalActions(st().session!.state);
  expect(st().submit(legal.find((a) => a.type === 'move') ?? legal[0])).toBe(true);
};
const entries = async (shelf: ReturnType<typeof memoryShelf>) => (await shelf.list()).map(([, v]) => v as GameEntry);

describe('the saved-games library', () => {
  let shelf: ReturnType<typeof memoryShelf>;
  let stop: () => void;
  let appends: { from: number; length: number }[];
  beforeEach(() => {
    shelf = memoryShelf();
    appends = [];
    const append = shelf.append;
    shelf.append = (entry, from, actions, base) => {
      appends.push({ from, length: actions.length });
      return append(entry, from, actions, base);
    };
    setShelf(shelf);
    useUiStore.setState({ session: null, libraryId: null, library: null, deletedGame: null, screen: 'start' });
    stop = installAutosave(useUiStore);
  });
  afterEach(() => {
    stop();
    setShelf(undefined);
  });

  it('a new game never drops another: each has its own entry, with its summary', async () => {
    st().startGame(NEW);
    playOne();
    st().startGame({ ...NEW, scenarioId: 'open-sea', scenarioRaw: openSea, seed: 2 });
    await settle();
    const list = await entries(shelf);
    expect(list).toHaveLength(2);
    const tut = list.find((e) => e.scenarioId === 'tutorial')!;
    expect(tut).toMatchObject({ actions: 1, names: { blue: 'Anna', red: 'Piotr' }, scenarioName: tutorial.name, over: false, round: expect.any(Number) });
    expect(list.find((e) => e.scenarioId === 'open-sea')!.actions).toBe(0);
  });

  it('an action appends just itself; an undo shortens the stored log; continuing gives the same game', async () => {
    st().startGame(NEW);
    for (let k = 0; k < 4; k++) playOne();
    await settle();
    expect(appends.filter((a) => a.length > a.from).map((a) => [a.from, a.length])).toEqual([[0, 1], [1, 2], [2, 3], [3, 4]]);
    const id = st().libraryId!;
    expect(shelf.logs.has(`${id}/3`)).toBe(true);
    expect(st().undo()).toBe(true);
    await settle();
    const n = st().session!.actions.length;
    expect((await entries(shelf))[0]).toMatchObject({ actions: n, logLength: 4 });
    const state = st().session!.state;
    useUiStore.setState({ session: null, libraryId: null, screen: 'start' });
    await st().refreshLibrary();
    expect(await st().continueGame(id)).toBe(true);
    expect(st().session!.state).toEqual(state);
    expect(st().viewer).toBeNull(); // under the cover
    expect(st().libraryId).toBe(id);
  });

  it('rename, delete and undo the delete; export the stored game as a save file', async () => {
    st().startGame(NEW);
    playOne();
    await settle();
    const id = st().libraryId!;
    st().leaveGame();
    await settle();
    await st().refreshLibrary();
    await st().renameGame(id, '  Friday rematch  ');
    expect(st().library![0].entry!.title).toBe('Friday rematch');
    const text = await st().gameText(id);
    expect(JSON.parse(text!)).toMatchObject({ format: 'enb-save', seed: 9, actions: [expect.any(Object)] });
    await st().deleteGame(id);
    expect(st().library).toEqual([]);
    expect(shelf.logs.size).toBe(0);
    await st().undoDelete();
    expect(st().library![0].entry!.title).toBe('Friday rematch');
    expect(await st().continueGame(id)).toBe(true);
    expect(st().session!.actions).toHaveLength(1);
  });

  it('a corrupt entry is listed as broken beside the good ones; a tampered log is refused on continue, kept for export', async () => {
    st().startGame(NEW);
    playOne();
    await settle();
    const id = st().libraryId!;
    shelf.games.set('junk', 'not an entry');
    shelf.games.set('half', { id: 'half', scenarioId: 'x' });
    const list = await st().refreshLibrary();
    expect(list.filter((it) => it.kind === 'ok')).toHaveLength(1);
    expect(list.filter((it) => it.kind === 'broken').map((it) => it.kind === 'broken' && it.id).sort()).toEqual(['half', 'junk']);
    shelf.logs.set(`${id}/0`, { type: 'move', unitId: 'nobody', to: { node: 'A1', heading: 0 } });
    useUiStore.setState({ session: null, libraryId: null, screen: 'start' });
    expect(await st().continueGame(id)).toBe(false);
    const item = st().library!.find((it) => it.entry?.id === id)!;
    expect(item.kind).toBe('broken');
    expect(item.kind === 'broken' && item.errors[0].path).toBe('actions[0]');
    expect(JSON.parse((await st().gameText(id))!).actions).toHaveLength(1);
  });
});

describe('taking over the old autosave; the game to resume', () => {
  const memoryStorage = (): KeyValueStore & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  it('a good autosave becomes an entry (with its screen record), once; a broken one is kept aside as text', async () => {
    const r = createSession(NEW);
    if (!r.ok) throw new Error('session');
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, saveTextOf(r.session));
    storage.setItem(AUTOSAVE_UI_KEY, JSON.stringify({ actions: 0, viewer: null, screen: 'game', redo: [] }));
    const shelf = memoryShelf();
    expect(await migrateAutosave(storage, shelf)).toBe(true);
    expect(storage.map.size).toBe(0);
    expect(await migrateAutosave(storage, shelf)).toBe(false);
    const [entry] = (await shelf.list()).map(([, v]) => v as GameEntry);
    expect(entry).toMatchObject({ scenarioId: 'tutorial', actions: 0, record: { screen: 'game' } });
    storage.setItem(AUTOSAVE_KEY, '{"format": "enb-save", "vers');
    expect(await migrateAutosave(storage, shelf)).toBe(true);
    const broken = (await shelf.list()).map(([, v]) => v as GameEntry).find((e) => e.brokenText);
    expect(broken!.brokenText).toBe('{"format": "enb-save", "vers');
  });
  it('resumes the game saved last unless it was left for the start screen', () => {
    const e = (id: string, screen: 'game' | 'start'): GameEntry => ({ id, record: { actions: 0, viewer: null, screen, redo: [] } }) as unknown as GameEntry;
    expect(gameToResume([{ kind: 'ok', entry: e('a', 'game') }, { kind: 'ok', entry: e('b', 'game') }])).toBe('a');
    expect(gameToResume([{ kind: 'ok', entry: e('a', 'start') }, { kind: 'ok', entry: e('b', 'game') }])).toBeNull();
    expect(gameToResume([])).toBeNull();
  });
});

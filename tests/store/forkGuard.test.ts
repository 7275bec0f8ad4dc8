// A write to the library carries the action count it extends: if another tab wrote the game since, the
// write would fork the log (A 1–2, B 3, A 4–5: unreadable), so it is refused with nothing stored, and this
// tab stops writing that game and says so (gameMoved). The other tab's game stays whole and readable.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../src/engine/index';
import { useUiStore } from '../../src/store/index';
import { setShelf } from '../../src/store/librarySlice';
import { ForkedWrite, memoryShelf, type GameEntry } from '../../src/store/shelf';
import { installAutosave } from '../../src/store/persistenceSync';
import tutorial from '../../src/scenarios/tutorial.json';

const NEW = { scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 9, options: { hideBetweenTurns: false }, names: { blue: 'A', red: 'B' } };
const st = () => useUiStore.getState();
const settle = () => new Promise((r) => setTimeout(r, 10));
const play = (k = 0) => {
  const legal = legalActions(st().session!.state);
  expect(st().submit(legal[k % legal.length])).toBe(true);
};

describe('a write that would fork the log is refused', () => {
  let shelf: ReturnType<typeof memoryShelf>;
  let stop: () => void;
  beforeEach(() => {
    shelf = memoryShelf();
    setShelf(shelf);
    useUiStore.setState({ session: null, libraryId: null, library: null, deletedGame: null, screen: 'start', gameMoved: null, saveProblem: null });
    stop = installAutosave(useUiStore);
  });
  afterEach(() => {
    stop();
    setShelf(undefined);
  });

  it('the shelf refuses an append or a whole write that does not extend the stored count, storing nothing', async () => {
    st().startGame(NEW);
    play();
    await settle();
    const id = st().libraryId!;
    const entry = shelf.games.get(id) as GameEntry;
    const before = JSON.stringify([...shelf.logs.entries(), ...shelf.games.entries()]);
    await expect(shelf.append({ ...entry, actions: 2 }, 1, [{ type: 'pass' }, { type: 'pass' }], 0)).rejects.toBeInstanceOf(ForkedWrite);
    await expect(shelf.create({ ...entry, actions: 0 }, tutorial, [], null)).rejects.toBeInstanceOf(ForkedWrite);
    expect(JSON.stringify([...shelf.logs.entries(), ...shelf.games.entries()])).toBe(before);
    await expect(shelf.append({ ...entry, actions: 1 }, 1, [{ type: 'pass' }], 1)).resolves.toBeUndefined();
  });

  it('another tab wrote the game meanwhile: this tab’s next action is not stored, and it stops writing the game', async () => {
    st().startGame(NEW);
    play();
    play();
    await settle();
    const id = st().libraryId!;
    expect((shelf.games.get(id) as GameEntry).actions).toBe(2);
    // the other tab, which read the same two actions, stores its third
    const mine = st().session!.actions;
    const theirs = legalActions(st().session!.state).at(-1)! as Action;
    await shelf.append({ ...(shelf.games.get(id) as GameEntry), actions: 3 }, 2, [...mine, theirs], 2);
    const stored = () => [0, 1, 2, 3, 4].map((k) => shelf.logs.get(`${id}/${k}`));
    const theirLog = JSON.stringify(stored());
    play(0);
    await settle();
    expect(st().gameMoved).toBe(id);
    play(0);
    play(0);
    await settle();
    // the library holds the other tab's game, whole: its three actions, no fork
    expect(JSON.stringify(stored())).toBe(theirLog);
    expect((shelf.games.get(id) as GameEntry).actions).toBe(3);
    const list = await st().refreshLibrary();
    expect(list.find((it) => it.entry?.id === id)?.kind).toBe('ok');
  });
});

// Persistence: the autosave is a save file and resumes the same game, with what the screen showed
// (the cover included); a broken autosave is reported, not dropped; the store's sync writes after
// every change, never for a save only watched; undo/redo through the store with the cover rules.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index';
import { parseSave } from '../../src/saves/saveFile';
import { advance, createSession, type Session } from '../../src/store/session';
import {
  AUTOSAVE_KEY, AUTOSAVE_UI_KEY, exportFileName, looksLikeSave, readAutosave, saveTextOf, screenRecordFor, sessionFromText, writeAutosave, type KeyValueStore,
} from '../../src/store/persistence';
import { useUiStore } from '../../src/store/index';
import { setShelf } from '../../src/store/librarySlice';
import { memoryShelf } from '../../src/store/shelf';
import { installAutosave } from '../../src/store/persistenceSync';
import { deciderOf } from '../../src/store/derived';
import tutorial from '../../src/scenarios/tutorial.json';

const memoryStorage = (): KeyValueStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};
const NEW = { scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 9, options: { hideBetweenTurns: true }, names: { blue: 'Anna', red: 'Piotr' } };
function played(n: number): Session {
  const r = createSession(NEW);
  if (!r.ok) throw new Error('setup');
  let s = r.session;
  for (let k = 0; k < n; k++) {
    const legal = legalActions(s.state);
    const a = advance(s, legal[(k * 7 + 2) % legal.length]);
    if (!a.ok) throw new Error(a.error.message);
    s = a.session;
  }
  return s;
}

describe('save text and autosave', () => {
  it('a session → save text → the same session (names, options, log, state)', () => {
    const s = played(15);
    const text = saveTextOf(s);
    expect(parseSave(text).ok).toBe(true);
    const r = sessionFromText(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.session.state).toEqual(s.state);
    expect(r.session.actions).toEqual(s.actions);
    expect(r.session.names).toEqual(s.names);
    expect(r.session.options).toEqual(s.options);
    expect(r.session.timeline.states).toHaveLength(16);
  });
  it('resumes with the screen record: the viewer, the redo list; a stale record brings the cover up', () => {
    const s = played(10);
    const store = memoryStorage();
    writeAutosave(store, saveTextOf(s), { actions: 10, viewer: 'red', screen: 'game', redo: [] });
    const a = readAutosave(store);
    expect(a.kind).toBe('ok');
    if (a.kind !== 'ok') return;
    expect(a.session.state).toEqual(s.state);
    expect(a.record.viewer).toBe('red');
    expect(screenRecordFor(s, JSON.stringify({ actions: 9, viewer: 'red', screen: 'game', redo: [] })).viewer).toBeNull();
    expect(screenRecordFor(s, '{broken').viewer).toBeNull();
    const longer = played(12);
    const rec = screenRecordFor(s, JSON.stringify({ actions: 10, viewer: 'blue', screen: 'game', redo: longer.actions.slice(10) }));
    expect(rec.redo).toEqual(longer.actions.slice(10));
    expect(screenRecordFor(s, JSON.stringify({ actions: 10, viewer: 'blue', screen: 'game', redo: [{ type: 'fly' }] })).redo).toEqual([]);
  });
  it('a broken autosave is reported with its errors and kept until discarded', () => {
    const store = memoryStorage();
    expect(readAutosave(store)).toEqual({ kind: 'none' });
    const text = saveTextOf(played(5));
    store.setItem(AUTOSAVE_KEY, text.slice(0, 300));
    const a = readAutosave(store);
    expect(a.kind).toBe('broken');
    if (a.kind === 'broken') expect(a.errors[0]).toEqual({ path: '(file)', message: 'the file is truncated: it ends before the save is complete' });
    expect(store.getItem(AUTOSAVE_KEY)).not.toBeNull();
  });
  it('names export files and tells saves from scenarios', () => {
    expect(exportFileName({ scenarioId: 'open-sea' }, new Date(2025, 0, 2, 3, 4))).toBe('enb-open-sea-2025-01-02-0304.enb.json');
    expect(looksLikeSave('x.enb.json', '')).toBe(true);
    expect(looksLikeSave('game.json', '{\n  "format": "enb-save",')).toBe(true);
    expect(looksLikeSave('sc.json', '{"format":"enb-scenario"}')).toBe(false);
  });
});

describe('the store: autosave sync, resume, undo/redo', () => {
  let shelf: ReturnType<typeof memoryShelf>;
  let stop: () => void;
  beforeEach(() => {
    shelf = memoryShelf();
    setShelf(shelf);
    stop = installAutosave(useUiStore);
  });
  afterEach(() => {
    stop();
    setShelf(undefined);
  });
  /** The library's writes are queued promises: let them land. */
  const settle = () => new Promise((r) => setTimeout(r, 10));
  const st = () => useUiStore.getState();
  const playOne = () => {
    const s = st().session!;
    const legal = legalActions(s.state);
    expect(st().submit(legal[0])).toBe(true);
  };

  it('a write the storage refuses is shown (full / blocked) until a write succeeds; the game goes on', async () => {
    let full = true;
    const quota = new DOMException('full', 'QuotaExceededError');
    const guarded = { ...shelf, create: (...a: Parameters<typeof shelf.create>) => (full ? Promise.reject(quota) : shelf.create(...a)), append: (...a: Parameters<typeof shelf.append>) => (full ? Promise.reject(quota) : shelf.append(...a)) };
    setShelf(guarded);
    expect(st().startGame(NEW)).toBe(true);
    await settle();
    expect(st().saveProblem).toBe('full');
    st().confirmHandOver();
    playOne();
    await settle();
    expect(st().saveProblem).toBe('full');
    expect(shelf.games.size).toBe(0);
    full = false;
    if (!st().viewer) st().confirmHandOver();
    playOne(); // the next change writes the whole game again, not just the latest action
    await settle();
    expect(st().saveProblem).toBeNull();
    const [entry] = (await shelf.list()).map(([, v]) => v as { actions: number });
    expect(entry.actions).toBe(2);
    setShelf(null); // no storage at all (blocked)
    if (!st().viewer) st().confirmHandOver();
    playOne();
    await settle();
    expect(st().saveProblem).toBe('blocked');
    setShelf(shelf);
  });

  it('writes after every action and resumes the same state, under the cover', async () => {
    expect(st().startGame(NEW)).toBe(true);
    expect(st().viewer).toBeNull(); // the first cover
    st().confirmHandOver();
    for (let k = 0; k < 6; k++) {
      if (!st().viewer) st().confirmHandOver();
      playOne();
    }
    if (!st().viewer) st().confirmHandOver();
    await settle();
    const [item] = await st().refreshLibrary();
    expect(item.kind === 'ok' && item.entry.record?.viewer).toBe(st().viewer);
    const before = { state: st().session!.state, viewer: st().viewer };
    useUiStore.setState({ session: null, viewer: null, screen: 'start', libraryId: null });
    expect(await st().continueGame(item.entry!.id)).toBe(true);
    expect(st().session!.state).toEqual(before.state);
    expect(before.viewer).not.toBeNull();
    expect(st().viewer).toBeNull(); // a resumed game always comes back under the hand-over cover
    expect(st().screen).toBe('game');
  });

  it('undo then redo returns to the same state; a new action clears redo', () => {
    st().startGame(NEW);
    st().confirmHandOver();
    const move = legalActions(st().session!.state).find((a) => a.type === 'move');
    expect(move).toBeDefined();
    expect(st().submit(move!)).toBe(true);
    // the move ended Blue's activation: the cover is up for Red, and Blue (still at the screen) may undo it
    const viewer = st().viewer;
    const plan = st().undoNow();
    expect(plan.kind).toBe('free');
    const before = st().session!.state;
    expect(st().undo()).toBe(true);
    expect(st().session!.actions).toHaveLength(0);
    if (!viewer) {
      expect(st().viewer).toBeNull(); // through the cover again
      expect(st().canRedo()).toBe(false);
      st().confirmHandOver();
    }
    expect(st().viewer).toBe(deciderOf(st().session!.state));
    expect(st().canRedo()).toBe(true);
    expect(st().redo()).toBe(true);
    expect(st().session!.state).toEqual(before);
    expect(st().canRedo()).toBe(false);
  });

  it("undoing past the other player's action asks them, hides the screen, then hands over through the cover", () => {
    st().startGame(NEW);
    // play until the second player is at the screen after the first player's action
    let guard = 0;
    while (guard++ < 40) {
      if (!st().viewer) st().confirmHandOver();
      const plan = st().undoNow();
      if (plan.kind === 'confirm' && plan.barrier === 'otherPlayer') break;
      playOne();
    }
    const plan = st().undoNow();
    expect(plan.kind).toBe('confirm');
    if (plan.kind !== 'confirm') return;
    const by = st().viewer!;
    const n = st().session!.actions.length;
    expect(st().undo()).toBe(true);
    expect(st().undoRequest).toEqual({ by, to: plan.to, barrier: 'otherPlayer' });
    expect(st().viewer).toBeNull(); // nothing of the asking player's on screen while the other answers
    expect(st().session!.actions).toHaveLength(n); // not yet undone
    st().cancelUndo();
    expect(st().session!.actions).toHaveLength(n);
    st().confirmHandOver();
    st().undo();
    st().confirmUndo();
    expect(st().session!.actions).toHaveLength(plan.to);
    expect(st().undoRequest).toBeNull();
    expect(st().viewer).toBeNull(); // the cover, then the player to act
    expect(deciderOf(st().session!.state)).toBe(by);
    expect(st().session!.redo.length).toBe(n - plan.to);
  });

  it('a save only watched in the replay viewer is never autosaved', async () => {
    st().startGame(NEW);
    await settle();
    const before = JSON.stringify([...shelf.games.entries(), ...shelf.logs.entries()]);
    const other = played(4);
    st().watchReplay(other, deciderOf(other.state)); // unfinished, secrets hidden: the confirmed player's view
    st().setReplayStep(2);
    await settle();
    expect(JSON.stringify([...shelf.games.entries(), ...shelf.logs.entries()])).toBe(before);
    expect(st().screen).toBe('replay');
  });

  it('the replay of an unfinished hidden game shows only the confirmed player\'s own view', () => {
    const s = played(4);
    const me = deciderOf(s.state);
    const them = me === 'blue' ? 'red' : 'blue';
    st().leaveGame();
    // nobody confirmed at the screen: no replay at all
    expect(st().watchReplay(s, null)).toBe(false);
    expect(st().screen).not.toBe('replay');
    expect(st().watchReplay(s, me)).toBe(true);
    expect(st().replayViews).toEqual([me]);
    expect(st().replayView).toBe(me);
    expect(st().setReplayView('full')).toBe(false);
    expect(st().setReplayView(them)).toBe(false);
    expect(st().replayView).toBe(me);
    // the current game: the viewer confirmed under the cover only
    st().openSession(s, me);
    expect(st().enterReplay()).toBe(true);
    expect(st().replayViews).toEqual([me]);
    st().openSession(s, null);
    expect(st().enterReplay()).toBe(false);
    // demo mode (secrets not hidden): every viewpoint
    const demo = { ...s, options: { hideBetweenTurns: false } };
    expect(st().watchReplay(demo, null)).toBe(true);
    expect(st().replayViews).toEqual(['full', 'blue', 'red']);
    expect(st().setReplayView(them)).toBe(true);
  });
});

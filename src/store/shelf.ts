// Where the saved-games library keeps its games: in IndexedDB (idb-keyval), one light entry per game
// (what the Continue list shows: scenario, names, round, dates, what the screen showed) and beside it,
// under array keys ([id, 'scenario'], [id, k]), its scenario and its actions one by one — so each action
// appends one small record instead of rewriting the whole game. The entry's action count is the truth:
// it is written in the same transaction as the actions it counts, so an interrupted write never leaves a
// game that claims actions it does not have (one transaction per action, not one for the log and one for
// the entry: bench:ui). Games saved before kept their logs in a database of their own (enb-logs): they
// are read from there until continued (a continued game is written whole again). Tests use memoryShelf.
import { createStore, delMany, entries, getMany, promisifyRequest, set, setMany, type UseStore } from 'idb-keyval';
import type { ScreenRecord } from './storage';
import type { BotSeats } from './seats';

/** A game in the library, as listed (no scenario, no actions). */
export interface GameEntry {
  id: string;
  /** The players' own title for it ('' = the scenario's name). */
  title: string;
  scenarioId: string;
  scenarioName: { en: string; pl: string } | null;
  seed: number;
  hideBetweenTurns: boolean;
  /** The sides played by machine players (level and seed): a continued game goes on with them. */
  bots?: BotSeats;
  names: { blue: string; red: string };
  rulesVersion: number;
  createdAt: string;
  savedAt: string;
  /** How many actions of its log are stored. */
  actions: number;
  /** The most actions ever stored (after an undo, records beyond `actions` wait to be overwritten): what a delete removes. */
  logLength?: number;
  round: number;
  rounds: number;
  over: boolean;
  /** What the screen showed (cover, viewer, screen, redo), for a reload. */
  record: ScreenRecord | null;
  /** A game that cannot be read (a broken autosave taken over, say): its text, kept to be exported. */
  brokenText?: string;
}

export interface Shelf {
  /** Every entry as stored (checked by the reader: one may be corrupt). */
  list(): Promise<[string, unknown][]>;
  /** A game's scenario and its first `count` actions. */
  readLog(id: string, count: number): Promise<{ scenario: unknown; actions: unknown[] }>;
  /**
   * A game written whole: its scenario, actions and entry. `base`: the action count its writer read
   * (null: the game must be new); a game stored with another count was written elsewhere meanwhile, and
   * the write is refused (ForkedWrite) with nothing stored. Without `base`, unchecked (undoing a delete).
   */
  create(entry: GameEntry, scenario: unknown, actions: readonly unknown[], base?: number | null): Promise<void>;
  /** Store actions[from..] of the game's log, then its entry — refused (ForkedWrite) unless the stored count is `base`. */
  append(entry: GameEntry, from: number, actions: readonly unknown[], base: number): Promise<void>;
  writeEntry(entry: GameEntry): Promise<void>;
  remove(id: string, count: number): Promise<void>;
  /** Custom scenarios (loaded from files or made in the editor), by id: each as { raw, file }. */
  scenarios(): Promise<unknown[]>;
  putScenario(id: string, stored: { raw: unknown; file: string }): Promise<void>;
}

/**
 * A write refused because the stored game is not the one its writer extends (another tab wrote it since):
 * storing it would fork the log (A 1–2, B 3, A 4–5), so nothing is stored.
 */
export class ForkedWrite extends Error {
  constructor(gameId: string, stored: number | null, base: number | null) {
    super(`the saved game ${gameId.slice(0, 60)} has ${stored ?? 'no'} actions stored, not the ${base ?? 'no'} this write extends: it was written elsewhere`);
    this.name = 'ForkedWrite';
  }
}
/** The action count a stored entry claims (null: none stored). */
const storedCount = (value: unknown): number | null => {
  const n = (value as { actions?: unknown } | undefined)?.actions;
  return value === undefined ? null : typeof n === 'number' ? n : -1;
};

type LogKey = [string, 'scenario'] | [string, number];
const logKeys = (id: string, from: number, to: number): LogKey[] => Array.from({ length: Math.max(0, to - from) }, (_, k) => [id, from + k]);
/** The entries' keys: game ids are strings, and every string sorts before every array (the logs' keys). */
const ENTRY_KEYS = (): IDBKeyRange => IDBKeyRange.upperBound([], true);

/** The library in this browser's IndexedDB (null where there is none). */
export function indexedDbShelf(): Shelf | null {
  if (typeof indexedDB === 'undefined') return null;
  let stores: { games: UseStore; scenarios: UseStore } | null = null;
  const open = () => (stores ??= { games: createStore('enb-games', 'games'), scenarios: createStore('enb-scenarios', 'scenarios') });
  /** Where games saved before the logs moved beside their entries keep theirs (opened only for those). */
  let oldLogs: UseStore | null = null;
  const openOldLogs = () => (oldLogs ??= createStore('enb-logs', 'logs'));
  /** Write the records only if the game's stored count is still `base`, in one transaction (else ForkedWrite). */
  const guardedWrite = (gameId: string, base: number | null, records: [IDBValidKey, unknown][]) =>
    open().games('readwrite', async (store) => {
      const found = storedCount(await promisifyRequest(store.get(gameId)));
      if (found !== base) {
        store.transaction.abort();
        throw new ForkedWrite(gameId, found, base);
      }
      for (const [k, v] of records) store.put(v, k);
      await promisifyRequest(store.transaction);
    });
  const logRecords = (id: string, from: number, actions: readonly unknown[]): [LogKey, unknown][] => actions.slice(from).map((a, k) => [[id, from + k], a]);
  return {
    list: () => open().games('readonly', async (store) => {
      const [keys, values] = await Promise.all([promisifyRequest(store.getAllKeys(ENTRY_KEYS())), promisifyRequest(store.getAll(ENTRY_KEYS()))]);
      return keys.map((k, i): [string, unknown] => [String(k), values[i]]);
    }),
    async readLog(id, count) {
      const keys = [[id, 'scenario'], ...logKeys(id, 0, count)];
      let [scenario, ...actions] = await getMany(keys, open().games);
      if (scenario === undefined) [scenario, ...actions] = await getMany(keys, openOldLogs());
      return { scenario, actions };
    },
    // the log and the entry that counts it in one transaction, which first reads the count it extends
    create: (entry, scenario, actions, base) => {
      const records: [IDBValidKey, unknown][] = [[[entry.id, 'scenario'], scenario], ...logRecords(entry.id, 0, actions), [entry.id, entry]];
      return base === undefined ? setMany(records, open().games) : guardedWrite(entry.id, base, records);
    },
    append: (entry, from, actions, base) => guardedWrite(entry.id, base, [...logRecords(entry.id, from, actions), [entry.id, entry]]),
    writeEntry: (entry) => set(entry.id, entry, open().games),
    async remove(gameId, count) {
      const log: LogKey[] = [[gameId, 'scenario'], ...logKeys(gameId, 0, count)];
      await delMany([gameId, ...log], open().games);
      await delMany(log, openOldLogs());
    },
    scenarios: async () => (await entries<string, unknown>(open().scenarios)).map(([, v]) => v),
    putScenario: (scenarioId, stored) => set(scenarioId, stored, open().scenarios),
  };
}

/** The library in memory (tests; and where the browser has no IndexedDB). */
export function memoryShelf(): Shelf & { games: Map<string, unknown>; logs: Map<string, unknown> } {
  const scenarios = new Map<string, unknown>();
  const games = new Map<string, unknown>();
  const logs = new Map<string, unknown>();
  const key = (gameId: string, k: number | 'scenario') => `${gameId}/${k}`;
  const clone = <T>(x: T): T => (x === undefined ? x : (JSON.parse(JSON.stringify(x)) as T));
  return {
    games,
    logs,
    list: async () => [...games.entries()].map(([k, v]) => [k, clone(v)] as [string, unknown]),
    async readLog(gameId, count) {
      return { scenario: clone(logs.get(key(gameId, 'scenario'))), actions: Array.from({ length: count }, (_, k) => clone(logs.get(key(gameId, k)))) };
    },
    async create(entry, scenario, actions, base) {
      if (base !== undefined && storedCount(games.get(entry.id)) !== base) throw new ForkedWrite(entry.id, storedCount(games.get(entry.id)), base);
      logs.set(key(entry.id, 'scenario'), clone(scenario));
      actions.forEach((a, k) => logs.set(key(entry.id, k), clone(a)));
      games.set(entry.id, clone(entry));
    },
    async append(entry, from, actions, base) {
      if (storedCount(games.get(entry.id)) !== base) throw new ForkedWrite(entry.id, storedCount(games.get(entry.id)), base);
      for (let k = from; k < actions.length; k++) logs.set(key(entry.id, k), clone(actions[k]));
      games.set(entry.id, clone(entry));
    },
    async writeEntry(entry) {
      games.set(entry.id, clone(entry));
    },
    async remove(gameId, count) {
      games.delete(gameId);
      logs.delete(key(gameId, 'scenario'));
      for (let k = 0; k < count; k++) logs.delete(key(gameId, k));
    },
    scenarios: async () => [...scenarios.values()].map(clone),
    async putScenario(scenarioId, stored) {
      scenarios.set(scenarioId, clone(stored));
    },
  };
}

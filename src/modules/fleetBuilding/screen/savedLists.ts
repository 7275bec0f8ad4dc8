// Saved fleet lists (issue 38 item 2): a player's builds kept in this browser to buy again in a later
// quick battle — ships, cards and fog (a minefield needs its place on the map, so it is not kept).
import type { Build, Item } from '../rules/shop';

export interface SavedList { items: Item[]; points: number }
const KEY = 'enb.fleetLists';
const MAX = 12;

export function loadLists(): SavedList[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((l): l is SavedList => Array.isArray((l as SavedList)?.items) && typeof (l as SavedList).points === 'number').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

/** Keep a build (newest first, the same list once); the lists as now saved. */
export function saveList(b: Build, points: number): SavedList[] {
  const items: Item[] = [...b.ships.map((id) => ({ item: 'ship' as const, id })), ...b.cards.map((id) => ({ item: 'card' as const, id })), ...b.extras.filter((e) => e !== 'minefield').map((id) => ({ item: 'extra' as const, id }))];
  const same = JSON.stringify(items);
  const lists = [{ items, points }, ...loadLists().filter((l) => JSON.stringify(l.items) !== same)].slice(0, MAX);
  try { window.localStorage.setItem(KEY, JSON.stringify(lists)); } catch { /* storage full or off: the list lives for this screen */ }
  return lists;
}

// The secret setup's draft on the screen: the engine makes a random arrangement (or one from the
// player's saved layout); the player may swap what stands on two port fields before handing it in.
// The engine checks the arrangement when it is submitted (N-SETUP): nothing here is a rule.
import {
  arrangementFromLayout, layoutOf, randomArrangement,
  type Arrangement, type GameState, type NavalOptions, type PlayerId, type SavedLayout,
} from '../../engine';

const SAVED_KEY = 'enb.naval.layout';

export const freshArrangement = (state: GameState, o: NavalOptions, player: PlayerId): Arrangement =>
  randomArrangement(state, o, player, Math.floor(Math.random() * 2 ** 31), o.mines);

/** Swap what stands on two fields of the draft (a ship, a mine or nothing); batteries stay on their sites. */
export function swapFields(a: Arrangement, from: string, to: string): Arrangement {
  if (a.batteries.includes(from) || a.batteries.includes(to)) return a;
  const at = (n: string) => (n === from ? to : n === to ? from : n);
  return { ships: a.ships.map((s) => ({ id: s.id, node: at(s.node) })), batteries: a.batteries, mines: a.mines.map(at) };
}

export const occupiedIn = (a: Arrangement, node: string): boolean => a.ships.some((s) => s.node === node) || a.mines.includes(node);

export function saveLayout(state: GameState, o: NavalOptions, player: PlayerId, a: Arrangement): boolean {
  try {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(layoutOf(state, o, player, a)));
    return true;
  } catch {
    return false;
  }
}

/** The player's saved layout fitted to this game and port, or null (none saved, or it does not fit). */
export function savedArrangement(state: GameState, o: NavalOptions, player: PlayerId): Arrangement | null {
  try {
    const raw = window.localStorage.getItem(SAVED_KEY);
    return raw ? arrangementFromLayout(state, o, player, JSON.parse(raw) as SavedLayout) : null;
  } catch {
    return null;
  }
}

export const hasSavedLayout = (): boolean => {
  try {
    return window.localStorage.getItem(SAVED_KEY) !== null;
  } catch {
    return false;
  }
};

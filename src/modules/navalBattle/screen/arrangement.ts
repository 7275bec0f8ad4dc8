// The secret setup's draft on the screen: the engine makes a random arrangement (or one from the
// player's saved layout); the player may swap what stands on two port fields (ships, mines and the
// coastal batteries alike), put a mine from the supply on a free field or take one back off the board.
// Every change is asked of the engine first (a dry run of the arrangement, N-SETUP): nothing here is a rule.
import { applyAction, type GameError, type GameState, type PlayerId } from '../../../engine';
import { arrangementFromLayout, layoutOf, NAVAL, randomArrangement, type Arrangement, type NavalOptions, type SavedLayout } from '../rules/index';

const SAVED_KEY = 'enb.naval.layout';

export const freshArrangement = (state: GameState, o: NavalOptions, player: PlayerId): Arrangement =>
  randomArrangement(state, o, player, Math.floor(Math.random() * 2 ** 31), o.mines);

/** Swap what stands on two fields of the draft (a ship, a mine, a battery or nothing). */
export function swapFields(a: Arrangement, from: string, to: string): Arrangement {
  const at = (n: string) => (n === from ? to : n === to ? from : n);
  return { ships: a.ships.map((s) => ({ id: s.id, node: at(s.node) })), batteries: a.batteries.map(at), mines: a.mines.map(at) };
}

/** A mine from the supply put on a field of the draft. */
export const withMine = (a: Arrangement, field: string): Arrangement => ({ ...a, mines: [...a.mines, field] });

/** The mine on a field taken back off the board (kept in the supply). */
export const withoutMine = (a: Arrangement, field: string): Arrangement => ({ ...a, mines: a.mines.filter((m) => m !== field) });

export type DraftPiece = 'ship' | 'mine' | 'battery' | null;

/** What stands on a field of the draft. */
export function draftPieceAt(a: Arrangement, node: string): DraftPiece {
  if (a.ships.some((s) => s.node === node)) return 'ship';
  if (a.mines.includes(node)) return 'mine';
  return a.batteries.includes(node) ? 'battery' : null;
}

export const occupiedIn = (a: Arrangement, node: string): boolean => draftPieceAt(a, node) !== null;

/** The engine's refusal of this arrangement for the player now (a dry run), or null when it would take it. */
export function draftRefusal(state: GameState, a: Arrangement): GameError | null {
  const r = applyAction(state, { type: 'module', module: NAVAL, action: 'arrange', params: a });
  return r.ok ? null : r.error;
}

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

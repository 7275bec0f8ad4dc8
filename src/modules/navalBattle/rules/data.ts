// Module N's part of the state (state.moduleState, id "navalBattle"): plain JSON. Pieces are ships and
// mines on the board; ids are opaque (`blue-07`), drawn at setup, so an id never tells a class.
import { type Draft, type GameState, type PlayerId, moduleData, setModuleData } from '../../../engine/author';

export const NAVAL = 'navalBattle';

export interface Piece {
  id: string;
  owner: PlayerId;
  /** 'hidden' only in a view: an enemy piece not yet revealed, a ship or a mine set up in port (N-HIDDEN-1, N-MINE-2). */
  kind: 'ship' | 'mine' | 'hidden';
  /** The class id; null in a view when the enemy has not revealed it (N-HIDDEN-1). Mines: "mine". */
  class: string | null;
  /** null: not yet arranged (setup). */
  node: string | null;
  /** N-HIDDEN-2: the opponent has seen its class (a mine: that it is a mine; laid mines are announced, N-MINE-2). */
  revealed: boolean;
  /** N-NEUTRAL-3: its owner's turns ended in neutral waters since it entered them. */
  neutral?: number;
}
export interface Battery { id: string; owner: PlayerId; node: string }
/** N-STRIKE-3: a plane left on the field of the ship it sank, until the end of the enemy's next turn. */
export interface Plane { id: string; owner: PlayerId; carrierId: string; node: string; returnsAfter: number }

export interface TurnState {
  /** The ship acting this turn (N-TURN-1), once one has acted. */
  ship: string | null;
  moved: boolean;
  attacked: boolean;
  struck: boolean;
  mineLaid: boolean;
}

export interface NavalData {
  pieces: Piece[];
  batteries: Battery[];
  planes: Plane[];
  /** Mines each side still holds off the board. */
  supply: Record<PlayerId, number>;
  turn: TurnState;
  /** Turns played in the battle. */
  turns: number;
  /** The sides whose arrangement is made (N-SETUP). */
  arranged: Record<PlayerId, boolean>;
  /** N-WIN-2: a side that can no longer win. */
  cannotWin: Record<PlayerId, boolean>;
  /** N-WIN-1: the side whose landing ship entered the enemy port. */
  landed: PlayerId | null;
  planesLaunched: number;
  /** The classes of each side's ships removed so far (public: every removal names the class). */
  lost: Record<PlayerId, string[]>;
  /** Passes in a row (N-TURN-3). */
  passes: number;
}

export const FRESH_TURN: TurnState = { ship: null, moved: false, attacked: false, struck: false, mineLaid: false };

export const navalData = (state: Pick<GameState, 'moduleState'>): NavalData | undefined => moduleData(state, NAVAL) as NavalData | undefined;
export function dataOf(state: Pick<GameState, 'moduleState'>): NavalData {
  const data = navalData(state);
  if (!data) throw new Error('Module N has no data in this state.');
  return data;
}
export const setData = (d: Draft, data: NavalData): void => setModuleData(d, NAVAL, data);

export const pieceById = (data: NavalData, id: string): Piece | undefined => data.pieces.find((p) => p.id === id);

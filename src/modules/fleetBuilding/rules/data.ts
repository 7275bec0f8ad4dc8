// What module C keeps in the game state (plain JSON): the builds while the fleets are bought in
// secret, then what the game needs of them — public once both are done (C-SECRET-1): who attacks,
// the commanders' ships, the minefields, the fog, and each objective's progress.
import { moduleData, setModuleData, type Draft, type GameState, type PlayerId, type UnitId } from '../../../engine/author';
import type { Extra } from './options';

export const MODULE_ID = 'fleetBuilding';

/** One side's fleet under construction (or built): class ids, card ids and extras bought, minefields placed, the flagship. */
export interface Build {
  ships: string[];
  cards: string[];
  extras: Extra[];
  /** C-EXTRA-MINES: the middle node of each minefield placed (one per minefield bought, in order). */
  minefields: string[];
  /** C-OBJ-COMMANDER: the index in `ships` of the commander's ship, or null. */
  commander: number | null;
}
export const emptyBuild = (): Build => ({ ships: [], cards: [], extras: [], minefields: [], commander: null });


/** A visible minefield (C-EXTRA-MINES): its owner, its nodes and the charges left. */
export interface Minefield { owner: PlayerId; nodes: string[]; charges: number }
/** Documents at a supply node (C-OBJ-DOCUMENTS): lying on a node, carried by a ship, or brought home by a side. */
export interface Documents { node: string | null; carrier: UnitId | null; home: PlayerId | null }

export interface FleetData {
  /** C-BUILD: each side's build while building (the other side's is hidden from a player's view). */
  builds: Record<PlayerId, Build>;
  /** Sides that finished building, in order. */
  done: PlayerId[];
  /** Set once both fleets are built (public from then on). */
  battle?: Battle;
  /** C-INITIATIVE: the last round whose initiative is settled. */
  initiative?: number;
}

export interface Battle {
  /** C-ROLE-1: points each side spent, and the attacker (the bigger spender; a tie is rolled). */
  spent: Record<PlayerId, number>;
  attacker: PlayerId;
  /** Ship cost of each side's fleet (C-OBJ-AMBUSH counts shares of it). */
  fleetCost: Record<PlayerId, number>;
  /** The cost of each built ship, by unit id. */
  costs: Record<UnitId, number>;
  /** C-OBJ-COMMANDER: each side's commander's ship (public). */
  commanders?: Record<PlayerId, UnitId>;
  /** C-OBJ-COMMANDER: the sides whose commander's ship was lost, in order. */
  sunk?: PlayerId[];
  minefields: Minefield[];
  /** C-EXTRA-FOG: the fog lies ('on'), has cleared, or was never bought (absent). */
  fog?: 'on' | 'cleared';
  fogRound?: number;
  /** C-OBJ-DEFENCE / STRATEGIC: round ends held in a row, per side. */
  held: Record<PlayerId, number>;
  /** C-OBJ-AMBUSH: attacker ships that crossed the map. */
  crossed: UnitId[];
  /** C-OBJ-DOCUMENTS: one per supply node. */
  documents: Documents[];
}

export const fleetData = (state: Pick<GameState, 'moduleState'>): FleetData | undefined => moduleData(state, MODULE_ID) as FleetData | undefined;
export const battleOf = (state: Pick<GameState, 'moduleState'>): Battle | undefined => fleetData(state)?.battle;
export const setFleetData = (d: Draft, data: FleetData): void => setModuleData(d, MODULE_ID, data);
export function setBattle(d: Draft, battle: Battle): void {
  setFleetData(d, { ...fleetData(d.s)!, battle });
}

// What module L keeps in the game state (modules/moduleState.ts): the VP track, the strategic targets
// bombed so far, the AA guns' state, the bombers away on the round track and the reinforcements that
// have arrived. Plain JSON, copied on write.
import type { Draft } from '../../../engine/author';
import type { BomberMarker, GameState, NodeName, PlayerId } from '../../../engine/author';
import type { MapEdge } from '../../../scenarios/trackSchema';
import { moduleData, setModuleData } from '../../../engine/author';
import { NO_GUN_DATA, type GunsData } from './guns';
import { EMPTY_TRACK, vpTotals, type VpTrack } from './victoryPoints';

export const AIR_DEFENCE = 'airDefence';

/** L-LEAVE: a bomber that left the map by an edge, waiting on the round track for round `back`. */
export interface AwayBomber { bomber: BomberMarker; node: NodeName; edge: MapEdge; back: number }

export interface AirDefenceData {
  track: VpTrack;
  bombed: string[];
  guns: GunsData;
  /** L-LEAVE: bombers on the round track (absent: none). */
  away?: AwayBomber[];
  /** L-REINFORCE: the indices of the reinforcements that have arrived (absent: none). */
  arrived?: number[];
}
const EMPTY: AirDefenceData = { track: EMPTY_TRACK, bombed: [], guns: NO_GUN_DATA };

export const airDefenceData = (state: Pick<GameState, 'moduleState'>): AirDefenceData =>
  (moduleData(state, AIR_DEFENCE) as AirDefenceData | undefined) ?? EMPTY;
export const saveAirDefence = (d: Draft, data: AirDefenceData): void => setModuleData(d, AIR_DEFENCE, data);

/** L-VP-TRACK: each side's VP now. */
export const victoryPoints = (state: Pick<GameState, 'moduleState'>): Record<PlayerId, number> => vpTotals(airDefenceData(state).track);

/** Module L's bombers are ENB's bomber markers (their ids name their airfield: "…/bomber-3"). */
export const isBomber = (id: string): boolean => id.includes('/bomber-');

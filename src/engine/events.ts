// What happened: every transition returns events carrying what a log and a replay viewer need.
import type { CardId, GameResult, NodeName, PlayerId, Unit, UnitId } from './types';
import type { Direction } from './grid';
import type { AttackType } from '../scenarios/rulesetSchema';

export interface Place { node: NodeName; heading: Direction }
/** One state on a path: the first is the start; each next one is a step forward or a turn. */
export interface PathStep { node: NodeName; heading: Direction }

export type GameEvent =
  | { type: 'gameStarted'; scenarioId: string; seed: number; rounds: number }
  | { type: 'orderRolled'; rolls: { blue: number; red: number }[]; chooser: PlayerId }
  | { type: 'firstPlayerChosen'; player: PlayerId; first: PlayerId }
  | { type: 'roundStarted'; round: number; order: [PlayerId, PlayerId]; tokens: Record<PlayerId, number> }
  | { type: 'turnStarted'; player: PlayerId }
  | { type: 'tokenSpent'; player: PlayerId; on: 'unit' | 'deck'; unitId?: UnitId; left: number }
  | { type: 'activationStarted'; player: PlayerId; unitId: UnitId }
  | { type: 'moved' | 'turned' | 'stayed'; player: PlayerId; unitId: UnitId; from: Place; to: Place; cost: number; path: PathStep[] }
  | { type: 'planeDestroyed'; planeId: string; owner: PlayerId; node: NodeName; by: UnitId; points: number }
  | { type: 'attacked'; player: PlayerId; attackerId: UnitId; targetId: string; attack: AttackType; from: NodeName; at: NodeName }
  | { type: 'destroyed'; unit: Unit; by: UnitId; scorer: PlayerId; points: number }
  | { type: 'planeLaunched'; carrierId: UnitId; planeId: string; node: NodeName; planesAboard: number }
  | { type: 'tokenLost'; player: PlayerId; from: 'unit' | 'pool' | 'spent'; unitId: UnitId }
  | { type: 'activationEnded'; player: PlayerId; unitId: UnitId; attacked: boolean }
  | { type: 'passed'; player: PlayerId; tokensLeft: number }
  | { type: 'cardsDrawn'; player: PlayerId; cards: CardId[]; discarded?: CardId; during: 'turn' | 'cleanup' }
  | { type: 'cardKept'; player: PlayerId; cardId: CardId; discarded: CardId[] }
  | { type: 'drawDeclined'; player: PlayerId }
  | { type: 'roundEnded'; round: number; lastActor: PlayerId | null }
  | { type: 'tokensReturned'; tokens: Record<PlayerId, number> }
  | { type: 'gameEnded'; result: GameResult };

/** Events whose card ids only their player may see (§12). */
export const PRIVATE_EVENT_TYPES = ['cardsDrawn', 'cardKept'] as const;

// What happened: every transition returns events carrying what a log and a replay viewer need.
import type { CardId, GameResult, NodeName, OffMapShip, PlaneMarker, PlayerId, TaskForceLetter, TrackItem, Unit, UnitId } from './types';
import type { CardPick, EndReason } from './types';
import type { Direction } from '../geometry/grid';
import type { AttackType } from '../../scenarios/rulesetSchema';
import type { CardType, EffectKind } from '../../scenarios/cardSchema';

export interface Place { node: NodeName; heading: Direction }
/** One state on a path: the first is the start; each next one is a step forward or a turn. */
export interface PathStep { node: NodeName; heading: Direction }

export type GameEvent =
  | { type: 'gameStarted'; scenarioId: string; seed: number; rounds: number }
  | { type: 'orderRolled'; rolls: { blue: number; red: number }[]; chooser: PlayerId }
  | { type: 'firstPlayerChosen'; player: PlayerId; first: PlayerId }
  | { type: 'roundStarted'; round: number; order: [PlayerId, PlayerId]; tokens: Record<PlayerId, number> }
  | { type: 'turnStarted'; player: PlayerId }
  | { type: 'tokenSpent'; player: PlayerId; on: 'unit' | 'deck' | 'bomber' | 'taskForce' | 'card'; unitId?: UnitId; left: number }
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
  | { type: 'gameEnded'; result: GameResult }
  // §8 and §10: aviation, submarines, mines, cargo, the round track
  | { type: 'planeReturned'; planeId: string; carrierId: UnitId; node: NodeName; planesAboard: number; auto: boolean }
  | { type: 'dived'; player: PlayerId; unitId: UnitId; node: NodeName; surfacesIn: number }
  | { type: 'depthCharged'; player: PlayerId; unitId: UnitId; targetId: UnitId; node: NodeName; surfacesIn: number; minesLeft: number }
  | { type: 'surfaced' | 'reinforcementArrived'; player: PlayerId; unitId: UnitId; node: NodeName; heading: Direction }
  | { type: 'arrivalDelayed'; player: PlayerId; unitId: UnitId; as: 'surfacing' | 'reinforcement'; round: number }
  | { type: 'cargoDelivered'; player: PlayerId; unitId: UnitId; node: NodeName; points: number; delivered: number; cargoLeft: number }
  | { type: 'landed'; player: PlayerId; unitId: UnitId; node: NodeName; targetId: UnitId; cargoLeft: number }
  | { type: 'bomberPlaced'; player: PlayerId; bomberId: string; airfieldId: UnitId; chain: string; node: NodeName; heading: Direction; poolLeft: number }
  | { type: 'bomberMoved'; player: PlayerId; bomberId: string; from: Place; to: Place }
  | { type: 'bombersReturned'; airfieldId: UnitId; bomberIds: string[]; pool: number }
  | { type: 'bomberDestroyed'; bomberId: string; owner: PlayerId; node: NodeName; by: string; points: number }
  | { type: 'airfieldHit'; unitId: UnitId; owner: PlayerId; by: string; suppressedThrough: number; points: number }
  /** `toDiscard`: a scheduled card that found its owner's hand full went to the discard pile (§9). */
  | { type: 'trackItemEntered'; round: number; item: TrackItem; toDiscard?: true }
  | { type: 'expired'; round: number; unit: Unit }
  /** §10: a plane marker's field of the round track is finished: it is lost (option planeEndurance). */
  | { type: 'planeExpired'; round: number; plane: PlaneMarker }
  /** §10: a reinforcement joined its owner's task force board (the letter is '?' to the opponent). */
  | { type: 'reinforcementJoined'; player: PlayerId; unitId: UnitId; tf: TfLabel }
  // §7 task forces: TF letters are shown to their owner only ('?' for the opponent, tfView.ts)
  | { type: 'shipAssigned'; player: PlayerId; unitId: UnitId; tf: TfLabel | null }
  | { type: 'markerPlaced' | 'markerWithdrawn'; player: PlayerId; markerId: string; node: NodeName; tf: TfLabel }
  | { type: 'shipPlaced'; player: PlayerId; unitId: UnitId; node: NodeName; heading: Direction }
  | { type: 'setupFinished' | 'startOfRoundEnded'; player: PlayerId }
  | { type: 'taskForceMoved'; player: PlayerId; markerId: string; from: NodeName; to: NodeName; cost: number; path: NodeName[] }
  | { type: 'deploymentForced'; player: PlayerId; node: NodeName; markerIds: string[]; by: string }
  | { type: 'taskForceDeployed'; player: PlayerId; how: 'turn' | 'startOfRound' | 'forced'; node: NodeName; markerIds: string[]; tfs: TfLabel[]; placed: (Place & { unitId: UnitId })[]; lost: UnitId[] }
  | { type: 'taskForceSplit'; player: PlayerId; node: NodeName; tf: TfLabel; into: TfLabel; unitIds: UnitId[]; markerIds: string[] }
  | { type: 'taskForcesRegrouped'; player: PlayerId; node: NodeName; tfs: TfLabel[]; markerIds: string[] }
  // §9 cards (cards.ts, cardPlay.ts, effects.ts, reactions.ts, cardEvents.ts)
  | { type: 'cardPlayed'; player: PlayerId; cardId: CardId; card: CardType; target?: CardPick; tokens: number }
  | { type: 'cardTokens'; player: PlayerId; cardId: CardId; amount: number }
  | { type: 'effectEnded'; player: PlayerId; cardId: CardId; kind: EffectKind; why: EndReason }
  | { type: 'extraActivationUsed'; player: PlayerId; unitId: UnitId; cardId: CardId }
  | { type: 'cardLost'; player: PlayerId; cardId: CardId; unitId: UnitId }
  /** R-CARD-1: a reaction card armed on a unit, back to hand at cleanup, or lost with its unit (ids hidden from the opponent by eventsFor). */
  | { type: 'cardArmed' | 'armedCardReturned'; player: PlayerId; cardId: CardId; unitId: UnitId }
  | { type: 'armedCardLost'; player: PlayerId; unitId: UnitId }
  | { type: 'attackCancelled'; player: PlayerId; cardId: CardId; attackerId: UnitId; targetId: UnitId }
  | { type: 'taskForceRevealed'; player: PlayerId; markerId: string; cardId: CardId; ships: OffMapShip[] }
  | { type: 'cardScheduled'; player: PlayerId; cardId: CardId; round: number }
  | { type: 'scheduledDraw'; player: PlayerId; cardId: CardId; cards: CardId[]; discarded: CardId[] }
  // §11 scenario objectives (objectives.ts, exitMap.ts)
  | { type: 'nodesHeld'; player: PlayerId; objective: number; rounds: number; needed: number }
  /** Something a rule module did (modules/): its id, what happened, and data for its log line. */
  | { type: 'module'; module: string; name: string; player?: PlayerId; data?: unknown }
  | { type: 'shipExited'; player: PlayerId; unitId: UnitId; node: NodeName; edge: 'north' | 'south' | 'west' | 'east'; points: number };

/** A TF board letter as an event shows it: '?' to the opponent. */
export type TfLabel = TaskForceLetter | '?';

/** Events whose card ids only their player may see (§12). */
export const PRIVATE_EVENT_TYPES = ['cardsDrawn', 'cardKept', 'scheduledDraw'] as const;

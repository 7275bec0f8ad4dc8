// The game state: plain JSON data only (records keyed by ids, arrays, numbers, strings).
// JSON.parse(JSON.stringify(state)) deep-equals state. Derived indexes live outside (board.ts).
import type { Direction, NodeName } from '../geometry/grid';
import type { MapData, PlayerId } from '../../scenarios/mapSchema';
import type { Ruleset } from '../../scenarios/rulesetSchema';
// §9 cards (cards.ts, effects.ts, commanders.ts, cardEvents.ts)
import type { CardDef, Duration, LastingEffect } from '../../scenarios/cardSchema';
// §11 scenario objectives (objectives.ts, exitMap.ts)
import type { Objective, ObjectiveKind } from '../../scenarios/objectiveSchema';

export type { Direction, NodeName, PlayerId };
export type UnitId = string;
export type CardId = string;

/** A ship (moves, has a heading) or a fixed unit on land (coastal artillery). */
export interface Unit {
  id: UnitId;
  owner: PlayerId;
  kind: 'ship' | 'fixed';
  /** A key of ruleset.classes (ships) or ruleset.fixedUnits (fixed units). */
  class: string;
  node: NodeName;
  heading: Direction;
  /** A command token lies on it: it was activated this round (R-CMD-2). */
  activated: boolean;
  /** Planes aboard (carriers, §8.1). */
  planes?: number;
  /** Cargo tokens aboard (transports, §8.6). */
  cargo?: number;
  /** Bombers left in an airfield's pool (§8.2). */
  bombers?: number;
  /** R-AIR-4: a hit airfield cannot operate (no token, no operations) while state.round ≤ this. */
  suppressedThrough?: number;
}

/** A carrier's plane marker on the map (§8.1): not a unit, it neither blocks nor counts for tokens. */
export interface PlaneMarker {
  id: string;
  owner: PlayerId;
  carrierId: UnitId;
  node: NodeName;
}

/** A player's command tokens (R-CMD-1): in the pool, and spent (on units or the deck) this round. */
export interface CommandTokens {
  pool: number;
  spent: number;
}

export interface PlayerCards {
  deck: CardId[];
  hand: CardId[];
  discard: CardId[];
}

/** A decision the rules need before play goes on; only its answer is legal meanwhile. */
export type Pending =
  | { kind: 'chooseFirstPlayer'; player: PlayerId }
  | { kind: 'keepCard'; player: PlayerId; drawn: CardId[]; during: 'turn' | 'cleanup' }
  | { kind: 'cleanupDraw'; player: PlayerId }
  /** §8.4 / §10: a surfacing submarine or an arriving reinforcement: its owner picks node and heading. */
  | { kind: 'arrival'; player: PlayerId; unitId: UnitId; as: 'surfacing' | 'reinforcement'; nodes: NodeName[]; headings: Direction[] }
  /** §7.1: a player assigns their fleet to TF boards and places markers and ships (tfSetup.ts). */
  | { kind: 'taskForceSetup'; player: PlayerId }
  /** §7.6: a player may deploy, split and regroup TFs before the round's turns (startOfRound.ts). */
  | { kind: 'startOfRound'; player: PlayerId }
  /** R-TF-3: the TF markers at `nodes[0]` (then the next nodes) must deploy before `resume`'s turn goes on (deployment.ts). */
  | { kind: 'forcedDeployment'; player: PlayerId; nodes: NodeName[]; resume: PlayerId; by: string }
  /** A rule module's setup phase (fleet building…): only that module's actions answer it (modules/). */
  | { kind: 'moduleSetup'; player: PlayerId; module: string; phase: string };

/** The unit being activated: it has moved (or, if fixed, been activated) and may now attack. */
export interface Activation {
  player: PlayerId;
  unitId: UnitId;
  /** R-AIR-1: the carrier's plane markers that were in its zone at the start of its move. */
  recoverable?: string[];
  /** §7.4: a TF deployed in its owner's turn: its placed ships that may still attack (any order), and all of them. */
  group?: UnitId[];
  deployed?: UnitId[];
  /** §9: a command card started the activation; the ship has not moved yet (cards.ts). */
  awaitingMove?: boolean;
  /** §9: the command card played in this activation (at most one). */
  card?: CardId;
  /** R-LAND-2: the transport ended in the zone of the battery it lands against: it must land now. */
  mustLand?: true;
  /** R-CARD-1: a reaction card was armed on the unit as this activation's card play (which one is secret). */
  armed?: true;
}

export interface GameResult {
  winner: PlayerId | null;
  /** §11: 'objectives' — a side met all its objectives (or both, or at the round limit only one); 'flagship-lost' — a keepFlagship with losesGame failed. */
  reason: 'points-target' | 'round-limit' | 'objectives' | 'flagship-lost' | 'module';
  /** reason 'module': the rule module whose victory rule (or judgement of the round limit) ended the game. */
  module?: string;
  score: Record<PlayerId, number>;
  /** §11 scenario objectives (when the scenario lists them): which each side met, in the scenario's order. */
  objectives?: Record<PlayerId, { kind: ObjectiveKind; met: boolean }[]>;
}

/** What the engine keeps of the scenario: enough to play and to replay. */
export interface GameSetup {
  scenarioId: string;
  map: MapData;
  ruleset: Ruleset;
  rounds: number;
  /** Scenario mode when present (§11); sandbox mode otherwise. */
  pointsTarget: Record<PlayerId, number> | null;
  commandBonus: Record<PlayerId, number>;
  /** §8.2: for each airfield (unit id), the map-edge nodes where its air operations may also place a bomber. */
  bomberEntry?: Record<UnitId, NodeName[]>;
  /** §9: the definitions of the cards in this game's decks (absent: no cards). */
  cards?: Record<CardId, CardDef>;
  /** §11: each side's objectives (absent: none listed; a side without a list has its points target). */
  objectives?: Record<PlayerId, Objective[]>;
  /** The rule modules this game plays with, in the scenario's order, options validated (absent: ENB alone). */
  modules?: ModuleUse[];
}

/** A rule module in use (scenario `rules.modules`): its registered id and its options, defaults filled in. */
export interface ModuleUse { id: string; options: unknown }

export interface GameState {
  format: 'enb-game';
  version: 1;
  setup: GameSetup;
  seed: number;
  /** The PRNG state (xoroshiro128+, four int32 numbers), secret (§12). */
  rng: number[];
  round: number;
  phase: 'setup' | 'play' | 'cleanup' | 'over';
  /** This round's order: first player, second player. */
  order: [PlayerId, PlayerId];
  /** The player whose turn it is, or who must answer the pending decision. */
  toAct: PlayerId;
  pending: Pending | null;
  activation: Activation | null;
  tokens: Record<PlayerId, CommandTokens>;
  /** R-CMD-4: declared the end of their round. */
  passed: Record<PlayerId, boolean>;
  /** R-CMD-2: the draw action was used this round. */
  drew: Record<PlayerId, boolean>;
  /** R-ORDER-2: who acted last this round (cleanup draws included); null if nobody yet. */
  lastActor: PlayerId | null;
  /** Players still to decide on their cleanup draw, in order (§6.2 step 2). */
  cleanupQueue: PlayerId[];
  units: Record<UnitId, Unit>;
  planes: PlaneMarker[];
  /** Plane markers launched so far (for unique plane ids). */
  planesLaunched: number;
  cards: Record<PlayerId, PlayerCards>;
  score: Record<PlayerId, number>;
  result: GameResult | null;
  /** §8.2 bomber markers on the map, chains in placement order (absent: none). */
  bombers?: BomberMarker[];
  /** Bombers placed so far (for unique bomber ids). */
  bombersPlaced?: number;
  /** §10 the round track: what waits for a round's field (absent: nothing). */
  track?: TrackItem[];
  /** §8.5 resources that are not units: mine tokens per player (absent: none). */
  resources?: Record<PlayerId, PlayerResources>;
  /** §8.6 cargo delivered per player (scored, and counted for objectives). */
  delivered?: Record<PlayerId, number>;
  /** §7 task forces (absent: the scenario has none); the boards are secret to the opponent (R-TF-1). */
  taskForces?: TaskForces;
  /** §9 lasting card effects in play (absent: none). */
  effects?: ActiveEffect[];
  /** §6 action 4: event, upgrade and commander cards played this round per player (absent: none). */
  cardPlays?: Record<PlayerId, number>;
  /** R-CARD-1: reaction cards armed face down on units (absent: none); their ids are secret to the opponent. */
  armed?: ArmedCard[];
  /** §9 upgrade and commander cards in play, attached to units or not. */
  inPlay?: CardInPlay[];
  /** §9 enemy task force compositions revealed to a player by cards (public: the play itself is public). */
  intel?: TaskForceIntel[];
  /** §11 holdNodes: per player, by objective index, the consecutive rounds held so far (objectives.ts; absent: none). */
  held?: Record<PlayerId, number[]>;
  /** §11 exitByEdge: ships that left the map by an edge (exitMap.ts): they count for objectives, not as losses. */
  exited?: ExitedShip[];
  /** What the rule modules keep (modules/moduleState.ts), one entry per module that keeps anything (absent: none). */
  moduleState?: ModuleState[];
}

/** A rule module's own part of the state: plain JSON, read and written only by that module. */
export interface ModuleState { module: string; data: unknown }

/** A bomber marker (§8.2): not a unit; it never blocks; a chain is launched from an airfield. */
export interface BomberMarker {
  id: string;
  owner: PlayerId;
  airfieldId: UnitId;
  /** The id of the chain's first bomber; a chain's order is its bombers' order in state.bombers. */
  chain: string;
  node: NodeName;
  heading: Direction;
  /** The round in which a token was last put on it (placed or activated: once a round, R-CMD-2). */
  activeRound: number;
}

/** Where a reinforcement enters: a node, any free navigable node of a map edge, or its owner's task force board (§7). */
export type EntryPoint = { node: NodeName } | { edge: 'north' | 'south' | 'west' | 'east' } | { tf: TaskForceLetter };

/** Something waiting on the round track (§10) for the field of `round`. */
export type TrackItem =
  /** §8.4 a submerged submarine (a public marker on unit.node); it surfaces when its field comes. */
  | { kind: 'submarine'; round: number; unit: Unit }
  /** A unit entering play at its round; heading null: the owner chooses. */
  | { kind: 'reinforcement'; round: number; unit: Unit; at: EntryPoint; heading: Direction | null }
  /** Mine tokens added to a player's resources. */
  | { kind: 'mines'; round: number; owner: PlayerId; count: number }
  /** A scheduled card that goes to its owner's hand. */
  | { kind: 'card'; round: number; owner: PlayerId; cardId: CardId }
  /** A scheduled effect, resolved by the handler registered under `effect` (roundTrack.ts). */
  | { kind: 'effect'; round: number; owner: PlayerId; effect: string; data?: unknown }
  /** An expiring unit: removed from the game (lost, not scored) when its field is finished. */
  | { kind: 'expire'; round: number; unitId: UnitId }
  /** A carrier's plane marker out on a mission (option planeEndurance): lost, unscored, when its field is finished. */
  | { kind: 'expire'; round: number; planeId: string };

export interface PlayerResources { mines: number }

/** A ship that left the map by an edge (exitMap.ts), as it was, with what it is worth to exitByEdge. */
export interface ExitedShip { unit: Unit; edge: 'north' | 'south' | 'west' | 'east'; points: number; round: number }

export type TaskForceLetter = 'A' | 'B' | 'C' | 'D';
/** A ship off the map: on a TF board, or in the fleet still to be set up (§7.1). */
export interface OffMapShip { id: UnitId; owner: PlayerId; class: string; planes?: number; cargo?: number }
/** One TF board: its ships and the id of the marker standing for it on the map (null: not on the map). */
export interface TaskForceBoard { ships: OffMapShip[]; markerId: string | null }
/** A TF marker on the map (§7.2): anonymous (an opaque id), no heading, no zone, never destroyed. */
export interface TaskForceMarker { id: string; owner: PlayerId; node: NodeName; activated: boolean }
export interface TaskForces {
  /** The markers on the map, public. */
  markers: Record<string, TaskForceMarker>;
  /** Each player's boards A–D: which marker holds which ships is secret to the opponent (R-TF-1). */
  boards: Record<PlayerId, Record<TaskForceLetter, TaskForceBoard>>;
  /** §7.1 setup: the ships of each fleet not yet assigned or placed. */
  reserve: Record<PlayerId, OffMapShip[]>;
  /** §7.1 setup: the ships each player sets up (they may be reassigned until the player finishes). */
  fleet: Record<PlayerId, UnitId[]>;
  /** Players still to set up (after the one setting up now), or to take their start-of-round step. */
  queue: PlayerId[];
}

export const other = (p: PlayerId): PlayerId => (p === 'blue' ? 'red' : 'blue');

/** A record's own entry, never its prototype's: ids come from actions and files ("__proto__" is no unit). */
export { ownEntry as own } from '../../scenarios/mapSchema';

// §9 cards in play (effects.ts, cardEvents.ts)
/** A lasting effect in play. */
export interface ActiveEffect {
  cardId: CardId;
  /** Who played the card. */
  owner: PlayerId;
  effect: LastingEffect;
  /** It touches this unit only… */
  unitId?: UnitId;
  /** …or this side's units (of `classes`, if given). */
  side?: PlayerId;
  classes?: string[];
  /** It ends when this unit is lost (upgrades and commanders, §9). */
  attachedTo?: UnitId;
  /** A once-every-round extra activation was used in this round. */
  usedRound?: number;
}

/** What the player picked when playing a card (`bomberId`: a command card on a bomber's activation, §8.2). */
export interface CardPick { unitId?: UnitId; class?: string; tf?: string; bomberId?: string }

export type EndReason = Duration | 'unitLost';

/** R-CARD-1: a reaction card lying face down on its owner's unit until an attack on it triggers it, or cleanup. */
export interface ArmedCard { cardId: CardId; owner: PlayerId; unitId: UnitId }

/** A card in play: who played it and, if attached, the unit it stays with. */
export interface CardInPlay {
  cardId: CardId;
  owner: PlayerId;
  unitId?: UnitId;
}

/** What a player learned of an enemy task force (a snapshot: later splits and regroupings are not seen). */
export interface TaskForceIntel {
  player: PlayerId;
  markerId: string;
  round: number;
  ships: OffMapShip[];
}

// §7 task force boards
export const TF_LETTERS: readonly TaskForceLetter[] = ['A', 'B', 'C', 'D'];

export const emptyBoards = (): Record<TaskForceLetter, TaskForceBoard> => ({
  A: { ships: [], markerId: null }, B: { ships: [], markerId: null }, C: { ships: [], markerId: null }, D: { ships: [], markerId: null },
});

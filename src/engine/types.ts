// The game state: plain JSON data only (records keyed by ids, arrays, numbers, strings).
// JSON.parse(JSON.stringify(state)) deep-equals state. Derived indexes live outside (board.ts).
import type { Direction, NodeName } from './grid';
import type { MapData, PlayerId } from '../scenarios/mapSchema';
import type { Ruleset } from '../scenarios/rulesetSchema';

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
  | { kind: 'cleanupDraw'; player: PlayerId };

/** The unit being activated: it has moved (or, if fixed, been activated) and may now attack. */
export interface Activation {
  player: PlayerId;
  unitId: UnitId;
}

export interface GameResult {
  winner: PlayerId | null;
  reason: 'points-target' | 'round-limit';
  score: Record<PlayerId, number>;
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
}

export interface GameState {
  format: 'enb-game';
  version: 1;
  setup: GameSetup;
  seed: number;
  /** The PRNG state (xoroshiro128+, four int32 numbers), secret (§12). */
  rng: number[];
  round: number;
  phase: 'play' | 'cleanup' | 'over';
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
}

export const other = (p: PlayerId): PlayerId => (p === 'blue' ? 'red' : 'blue');

// What a rule module is (DESIGN.md "Module hooks"): data and functions registered under an id. A
// scenario lists the modules it plays with in `rules.modules`; with none, ENB plays alone. A module
// touches the game only through these hooks; play/ calls them (play/modules.ts).
import type { z } from 'zod';
import type { TopologyId } from '../geometry/topology';
import type { Draft } from '../core/draft';
import type { Refusal } from '../core/errors';
import type { GameEvent } from '../core/events';
import type { AirRay, Attacker, Target } from '../core/hooks';
import type { GameView } from '../core/view';
import type { GameResult, GameState, NodeName, PlayerId } from '../core/types';
import type { Action } from '../core/actions';
import type { Direction } from '../geometry/grid';
import type { DataError } from '../../scenarios/mapSchema';
import type { Ruleset } from '../../scenarios/rulesetSchema';
import type { Scenario } from '../../scenarios/schema';

export type MoveEvent = Extract<GameEvent, { type: 'moved' | 'turned' | 'stayed' }>;
/** A loss: a unit, a plane marker or a bomber removed from the game, however (an attack, depth charges, AA fire…). */
export type LossEvent = Extract<GameEvent, { type: 'destroyed' | 'planeDestroyed' | 'bomberDestroyed' }>;

/** A map topology a module plays on (geometry/topology.ts): the ENB lattice, or the 8-neighbour square grid. */
export type { TopologyId };

/** One kind of action a module adds: `{ type: 'module', module, action: name, params }`. */
export interface ModuleAction<O> {
  name: string;
  /** The shape of `params`; anything else is refused as malformed. */
  params: z.ZodType;
  /** The params the player to act may submit now (each one is accepted by `apply`). */
  legal(state: GameState, options: O): unknown[];
  /** Do it on the draft, or say why not (nothing is changed then). */
  apply(d: Draft, state: GameState, params: unknown, options: O): Refusal | null;
  /**
   * "Why not here" (play/whyNot.ts): `params` aimed at a map node — every variant of it there (one per
   * heading, one per target on the node…), each then tried; or the module's reason why nothing of it
   * can be aimed there. Absent: params naming a field `to` are aimed by setting it.
   */
  aimAt?(state: GameState, params: unknown, node: NodeName, options: O): unknown[] | Refusal;
}

/** A setup phase run before task-force setup and round 1 (fleet building…). */
export interface SetupPhase<O> {
  name: string;
  /** Start it: set a `moduleSetup` pending decision and return true, or return false to skip it. */
  begin(d: Draft, options: O): boolean;
}

/** The engine events a module may follow; its handlers act on the draft after the rules did. */
export interface ModuleEventHooks<O> {
  /** A ship was activated to a new end state (events `moved`, `turned`, `stayed`). */
  afterMove?(d: Draft, event: MoveEvent, options: O): void;
  /** An attack was resolved (event `attacked`). */
  afterAttack?(d: Draft, event: Extract<GameEvent, { type: 'attacked' }>, options: O): void;
  /** Something was lost (events `destroyed`, `planeDestroyed`, `bomberDestroyed`), whatever the cause. */
  afterLoss?(d: Draft, event: LossEvent, options: O): void;
  /** A round ended (event `roundEnded`). */
  roundEnd?(d: Draft, event: Extract<GameEvent, { type: 'roundEnded' }>, options: O): void;
}

export interface RuleModule<O = unknown> {
  /** The id scenarios use in `rules.modules`. */
  id: string;
  name: { en: string; pl: string };
  /** Its rule options, with defaults: `options.parse({})` gives them all. */
  options: z.ZodType<O>;
  /** Its checks of a scenario that need the ruleset and the map (a class without its profile, ports on water…); `at(...path)` names a place in its options. */
  check?(scenario: Scenario, ruleset: Ruleset, options: O, at: (...path: PropertyKey[]) => string): DataError[];
  /** The topology its maps must use (absent: any). */
  topology?: TopologyId;
  /** The combat resolver: does a declared attack strike its target? (ENB alone: always.) It may draw from the game's PRNG. */
  combat?(d: Draft, attacker: Attacker, target: Target, options: O): boolean;
  /** Shorten an air ray where it reaches `ray.to` (clouds, the sun): the length it has there. */
  rayLength?(state: GameState, ray: AirRay, length: number, options: O): number;
  /** Visibility: hide more of a player's view (hidden identities…), given the full state. It returns a new view: the view shares parts with the state, never change it in place. */
  visibility?(view: GameView, state: GameState, viewer: PlayerId, options: O): GameView;
  /** Extra actions, each with its legal-action generator. */
  actions?: ModuleAction<O>[];
  /** Setup phases, in order. */
  setup?: SetupPhase<O>[];
  /**
   * Before each round starts (round 1 too): return true after setting a `moduleSetup` pending decision
   * (phase: any name that is not a setup phase's) when the round must wait for it; the module's action
   * answering it then starts the round (rules/commands/rounds.ts startRound), and this is asked again.
   */
  beforeRound?(d: Draft, options: O): boolean;
  /** Whether the game plays without command cards whatever its decks (D-FLEET-6): the screen then shows no hand or deck. */
  cardsOff?(options: O): boolean;
  /** A victory rule, asked after every action: the result that ends the game now, or null. */
  victory?(state: GameState, options: O): Pick<GameResult, 'winner'> | null;
  /**
   * The result at the round limit (the last round's cleanup, after the round track), instead of ENB's
   * (the higher score, R-WIN-1): the winner (null: a draw), or undefined to leave it to ENB. The first
   * module that answers decides.
   */
  roundLimit?(state: GameState, options: O): Pick<GameResult, 'winner'> | undefined;
  /** Event hooks. */
  on?: ModuleEventHooks<O>;
  /**
   * While one of its decisions is pending: the action that moves a unit of the player to act to `to`
   * (its own move, checked by its transition), null when units are not moved now (they are picked:
   * its declarations…), undefined when it has no say (ENB's move). The screen asks it for every move.
   */
  moveAction?(state: GameState, unitId: string, to: { node: string; heading: Direction }, options: O): Action | null | undefined;
  /**
   * A game saved under older rules (`rulesVersion`, core/rulesVersion.ts) whose options, as written
   * in its scenario, now mean something else: the options that replay it as it was played (e.g. the
   * ids its log names). Asked by `scenarioForRules` before such a save replays; absent: unchanged.
   */
  savedUnder?(options: unknown, rulesVersion: number): unknown;
}

// The rules' hooks: where a concern low in rules/ hands over to one above it. An attack is resolved
// by rules/combat, but a bomber or an airfield (rules/aviation, above it) is struck its own way; an
// attack (rules/commands) may be cancelled by a reaction card armed on its target (rules/cards); an activation waits while an
// operation step is still open (play/operations). The lower concern calls the hook; play/wiring.ts
// binds it to the concern above once, when the engine loads. So every import points down a floor.
import type { Draft } from './draft';
import type { GameResult, GameState, NodeName, PlayerId, Unit, UnitId } from './types';
import type { AttackType, TargetKind } from '../../scenarios/rulesetSchema';

/** Something an attack may aim at, in the words a player reads. */
export interface Target {
  id: string;
  kind: TargetKind;
  owner: PlayerId;
  node: NodeName;
  /** What it is, in words ("battleship", "plane"). */
  name: string;
}

/** Who attacks: a unit (ship or fixed), or a bomber marker (§8.2), and with what attack type. */
export interface Attacker {
  id: string;
  owner: PlayerId;
  attack: AttackType;
  /** The attacking unit; absent for a bomber. */
  unit?: Unit;
}

/** An air ray about to reach a node: a rule module (module L's clouds and sun) may shorten it. */
export interface AirRay { bomber: boolean; from: NodeName; to: NodeName }

export interface RuleHooks {
  /** A target that is neither a unit, a plane marker nor a TF marker (§8.2: a bomber), or null. */
  otherTarget(state: GameState, id: string): Target | null;
  /** Strike a target that is not simply destroyed (R-AIR-4 airfields, §8.2 bombers); false: not such a target. */
  strikeOther(d: Draft, by: string, scorer: PlayerId, target: Target): boolean;
  /** The combat resolver: does a declared attack strike its target? (ENB: always; a rule module may roll.) */
  attackHits(d: Draft, attacker: Attacker, target: Target): boolean;
  /** R-CARD-1: an attack on `target` is declared; true when a reaction armed on it cancelled it (the activation is then over). */
  attackDeclared(d: Draft, attacker: Unit, target: Target): boolean;
  /** §8, §9: the activating unit may still do something besides attacking (dive, unload, a command card…). */
  activationHasMore(state: GameState, unitId: UnitId): boolean;
  /** A round is about to start (its number set, pools not yet filled): true when a rule module first asks a decision (it starts the round itself afterwards). */
  roundStarting(d: Draft): boolean;
  /** The length of an air ray from `ray.from` when it reaches `ray.to` (a rule module may shorten it; ENB: `length`). */
  airRayLength(state: GameState, ray: AirRay, length: number): number;
  /** The round limit is judged: a rule module's result instead of ENB's, or null (ENB judges). */
  roundLimit(state: GameState): GameResult | null;
}

const unbound = (name: string) => (): never => {
  throw new Error(`The engine's hook "${name}" is not bound: import the engine through src/engine/index.ts.`);
};

/** The hooks, bound by play/wiring.ts. */
export const hooks: RuleHooks = {
  otherTarget: unbound('otherTarget'),
  strikeOther: unbound('strikeOther'),
  attackHits: unbound('attackHits'),
  attackDeclared: unbound('attackDeclared'),
  activationHasMore: unbound('activationHasMore'),
  roundStarting: unbound('roundStarting'),
  airRayLength: unbound('airRayLength'),
  roundLimit: unbound('roundLimit'),
};

export function bindHooks(bound: RuleHooks): void {
  Object.assign(hooks, bound);
}

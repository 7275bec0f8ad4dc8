// The module author's door (src/modules/README.md): what a rule module's rules part
// (src/modules/<id>/rules/) may use of the engine, besides the public API of src/engine/index.ts —
// the hook types a module implements, the draft it changes, its own part of the state, and the few
// rule helpers a module acts through (start a round, spend a token, remove a bomber…).
// dependency-cruiser lets a module's rules reach the engine through this file and index.ts only.
// The engine never imports a module: modules register themselves (src/modules/registry.ts).

// what a module is, and the hooks it plugs into
export type { RuleModule, ModuleAction, SetupPhase, ModuleEventHooks, MoveEvent, LossEvent, TopologyId } from './modules/module';
export type { Attacker, Target, AirRay } from './core/hooks';
export type { Draft } from './core/draft';
export type { GameView } from './core/view';
export type { GameEvent } from './core/events';
export { refuse, type Refusal } from './core/errors';
export { moduleData, setModuleData } from './modules/moduleState';
// state and its words
export { own, other } from './core/types';
export type { BomberMarker, Direction, GameResult, GameState, NodeName, PlayerId, UnitId } from './core/types';
// the game's PRNG (dice, shuffles: a game replays exactly)
export { randomInt, seedRng, shuffle } from './core/random';
// the map
export { DIRECTIONS, cellOfIndex, indexDistance, type NodeIndex } from './geometry/grid';
export { decodeTerrain, nodeIndex, nodeName, square8, type MapShape } from './geometry';
export { boardOfState, indexOf } from './geometry/board';
// rules a module acts through
export { advanceTurn, startRound } from './rules/commands/rounds';
export { spendToken } from './rules/commands/commands';
export { bomberZone, findBomber } from './rules/aviation/airspace';
export { collapseChainAfter, destroyBomber, enemyAirZone } from './rules/aviation/bombers';
export { forgetIndex } from './rules/movement/stateIndex';
// module D's fleet turn moves, declares and resolves through ENB's own checks (no rule twice)
export { changeUnit } from './core/draft';
export type { Action } from './core/actions';
export { profileOf } from './rules/combat/unitZone';
export { checkAttack, destroyUnit, targetOf, validTargets } from './rules/combat/attack';
export { beginCleanup } from './rules/commands/rounds';
export { checkVictory } from './rules/victory/scoring';
// module C's fleets, built before setup, become the fleets set up in task forces (§7.1)
export { taskForcesAtStart } from './rules/taskForces/tfSetup';
export { checkMove, shiftShip } from './rules/commands/activation';
export { legalEndStates } from './rules/movement/movement';
// scenario data a module checks or reads
export type { DataError, MapData } from '../scenarios/mapSchema';
export { expandZone } from '../scenarios/mapSchema';
export type { Ruleset } from '../scenarios/rulesetSchema';
export { SPEED_CLASSES } from '../scenarios/rulesetSchema';
export type { Scenario } from '../scenarios/schema';
export { edgeNodes, MAP_EDGES, type MapEdge } from '../scenarios/trackSchema';
export { fixedUnitPlacements } from '../scenarios/unitChecks';

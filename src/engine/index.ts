// The public API of the rules engine (see README.md in this folder).
import './play/wiring';
export { checkScenarioForPlay, createGame, type CreateResult } from './play/createGame';
export { applyAction, type ApplyResult } from './play/apply';
export { legalActions, legalActionsBesideMoves, legalActionsFor, sampleAction, shipsThatMayMove } from './play/legal';
export { atNode, type AtNode } from './play/whyNot';
export { reachableEnds, reachableMoves, cheapestPath, type MoveOption, type ReachableEnds } from './rules/movement/movement';
export { routeVia, planesOnRoute } from './rules/movement/route';
export { attackZone, enemyZone, enemyZoneTest, type NodeTest } from './rules/combat/zones';
export { validTargets, validTargetsFrom, type Target } from './rules/combat/attack';
export { poolSize } from './rules/commands/commands';
export { unitPoints, checkVictory } from './rules/victory/scoring';
export { eventsFor } from './rules/view/view';
/** A view as a GameState-shaped stand-in: its secrets placeholders (bots sample the rest). */
export { stateFromView } from './rules/view/viewState';
export { moduleMoveAction, playsCards, viewFor } from './play/modules';
export type { GameView, CardsView, PendingView } from './core/view';
export { replay, type ReplayResult } from './play/replay';
export { RULES_VERSION } from './core/rulesVersion';
export { scenarioForRules } from './play/savedRules';
export { actionSchema, engineMade, type Action, type ActionInput, type ActionType } from './core/actions';
export { ERROR_CODES, refuse, type ErrorCode, type GameError, type Refusal } from './core/errors';
export type { Draft } from './core/draft';
export type { GameEvent, PathStep, Place } from './core/events';
export type * from './core/types';
export { other, TF_LETTERS } from './core/types';
// §8 and §10: aviation, submarines, mines, cargo, the round track
export { airOperationNodes } from './rules/aviation/airfields';
export { isAirfield, isSuppressed } from './rules/aviation/airspace';
export { bomberZoneNodes } from './rules/aviation/bombers';
export { bomberCards } from './rules/cards/bomberCards';
export { recoverablePlanes } from './rules/aviation/planes';
export { submerged, depthChargeTargets, minesOf } from './rules/submarines/submarines';
export { deliveryNodes, unloadNodes } from './rules/cargo/cargo';
export { scheduleOnTrack, registerTrackEffect, trackItems, type TrackEffectHandler } from './rules/roundTrack/roundTrack';
// §9 cards: what can be played now and on what, the effects on a unit, the cards attached to it
export { type PlayableCard } from './rules/cards/playableCards';
export { playableCardsSeen as playableCards } from './rules/view/viewState';
export { effectsOnUnit } from './rules/cards/effects';
export { cardsOnUnit } from './rules/cards/effects';
export { DEFAULT_CARDS, type CardDef, type CardType, type Effect } from '../scenarios/cardSchema';
// §7 task forces: setup, moves, deployments, the start-of-round step, views (R-TF-1, R-TF-5)
export { setupZone, legalMarkerNodes } from './rules/taskForces/tfSetup';
export { taskForceMoves, type TaskForceMoveOption } from './rules/taskForces/tfMove';
export { legalDeploymentNodes, suggestedPlacement, deployingMarkers, type Placement, type DeploymentNode } from './rules/taskForces/placement';
export { forceDeployment } from './rules/taskForces/taskForces';
export { revealedTaskForce } from './rules/taskForces/tfView';
export type { TaskForcesView } from './core/view';

// §11 scenario objectives: status for the UI, leaving the map by an edge
export { objectiveStatus, objectivesOf, unitInGame, type ObjectiveStatus } from './rules/victory/objectives';
export { exitEdges } from './rules/victory/exitMap';
export type { Objective, ObjectiveKind } from '../scenarios/objectiveSchema';
// Undo barriers (hot-seat): how far back a player may undo alone, and with the other's confirmation
export { undoPoint, undoNeeds, undoStepOf, undoStepsOf, revealedBy, type UndoStep, type UndoPoint, type UndoBarrier } from './play/undo';
export { sharedWith } from './core/sharing';
// Rule modules (DESIGN.md "Module hooks"): the registry a module registers with; a scenario names the ones it plays with
export { registerModule, unregisterModule, registeredModules, moduleById } from './modules/registry';
export { moduleData, setModuleData } from './modules/moduleState';
export type { RuleModule, ModuleAction, SetupPhase, ModuleEventHooks, MoveEvent, TopologyId } from './modules/module';
export type { Attacker, Target as AttackTarget } from './core/hooks';

// The public API of the rules engine (see README.md in this folder).
export { createGame, type CreateResult } from './setup';
export { applyAction, type ApplyResult } from './apply';
export { legalActions } from './legal';
export { reachableEnds, reachableMoves, cheapestPath, type MoveOption, type ReachableEnds } from './movement';
export { attackZone, enemyZone } from './zones';
export { validTargets, type Target } from './attack';
export { poolSize } from './commands';
export { unitPoints, checkVictory } from './scoring';
export { viewFor, eventsFor, type GameView, type CardsView, type PendingView } from './view';
export { replay, type ReplayResult } from './replay';
export { actionSchema, type Action, type ActionInput, type ActionType } from './actions';
export { ERROR_CODES, type ErrorCode, type GameError, type Refusal } from './errors';
export type { GameEvent, PathStep, Place } from './events';
export type * from './types';
export { other } from './types';
// §8 and §10: aviation, submarines, mines, cargo, the round track
export { airOperationNodes, isAirfield, isSuppressed } from './airfields';
export { bomberZoneNodes } from './bombers';
export { bomberCards } from './bomberCards';
export { recoverablePlanes } from './planes';
export { submerged, depthChargeTargets, minesOf } from './submarines';
export { deliveryNodes, unloadNodes } from './cargo';
export { scheduleOnTrack, registerTrackEffect, trackItems, type TrackEffectHandler } from './roundTrack';
// §9 cards: what can be played now and on what, the effects on a unit, the cards attached to it
export { playableCards, type PlayableCard } from './playableCards';
export { effectsOnUnit, type ActiveEffect, type CardPick } from './effects';
export { cardsOnUnit, type CardInPlay } from './effects';
export type { TaskForceIntel } from './cardEvents';
export { DEFAULT_CARDS, type CardDef, type CardType, type Effect } from '../scenarios/cardSchema';
// §7 task forces: setup, moves, deployments, the start-of-round step, views (R-TF-1, R-TF-5)
export { setupZone, legalMarkerNodes } from './tfSetup';
export { taskForceMoves, type TaskForceMoveOption } from './tfMove';
export { legalDeploymentNodes, suggestedPlacement, deployingMarkers, type Placement, type DeploymentNode } from './placement';
export { forceDeployment } from './deployment';
export { revealedTaskForce, type TaskForcesView } from './tfView';
export { TF_LETTERS } from './taskForces';
// §11 scenario objectives: status for the UI, leaving the map by an edge
export { objectiveStatus, objectivesOf, unitInGame, type ObjectiveStatus } from './objectives';
export { exitEdges } from './exitMap';
export type { Objective, ObjectiveKind } from '../scenarios/objectiveSchema';
// Undo barriers (hot-seat): how far back a player may undo alone, and with the other's confirmation
export { undoPoint, undoNeeds, undoStepOf, undoStepsOf, revealedBy, type UndoStep, type UndoPoint, type UndoBarrier } from './undo';

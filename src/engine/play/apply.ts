// applyAction: validate the action's shape, check whose decision it is, then run the transition on
// a draft. Returns the new state and its events, or a refusal with a stable code. Never throws on
// any action; the input state is never changed.
import { actionSchema, isEngineMade, workOf, type Action } from '../core/actions';
import type { MoveWork } from '../rules/movement/movement';
import { activateFixed, attack, endActivation, move } from '../rules/commands/activation';
import { pass } from '../rules/commands/commands';
import { drawCards, drawRefusal, keepCard } from '../rules/cards/deck';
import { draftOf, settleUnits } from '../core/draft';
import { refuse, type Refusal } from '../core/errors';
import type { GameEvent } from '../core/events';
import { formatPath } from '../../scenarios/mapSchema';
import { advanceTurn, continueCleanup } from '../rules/commands/rounds';
import { spendToken } from '../rules/commands/commands';
import { ACTIVATION_STEPS, applyOperation } from './operations';
import { applySetupAction } from '../rules/taskForces/tfSetup';
import { afterAction, applyModuleAction, startPlay } from './modules';
import { judgeNow } from '../rules/victory/scoring';
import { settleIndex } from '../rules/movement/stateIndex';
import { moveTaskForce } from '../rules/taskForces/tfMove';
import { deploy } from '../rules/taskForces/deployment';
import { applyStartOfRound } from '../rules/commands/startOfRound';
import { isCardStep } from '../rules/cards/cards';
import { playCard } from '../rules/cards/cardPlay';
import { exitMapStep } from '../rules/victory/exitMap';
import { other, type GameState, type Pending } from '../core/types';
import { unitPhrase } from '../rules/combat/unitZone';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | Refusal;

const ANSWERS: Record<Pending['kind'], Action['type'][]> = {
  chooseFirstPlayer: ['chooseFirstPlayer'],
  keepCard: ['keepCard'],
  cleanupDraw: ['cleanupDraw', 'declineDraw'],
  arrival: ['arrive'],
  taskForceSetup: ['assignToTaskForce', 'placeMarker', 'placeShip', 'finishSetup'],
  startOfRound: ['deploy', 'splitTaskForce', 'regroup', 'endStartOfRound'],
  forcedDeployment: ['deploy'],
  moduleSetup: ['module'],
};
const PENDING_MESSAGE: Record<Pending['kind'], string> = {
  chooseFirstPlayer: 'first choose who goes first this round',
  keepCard: 'first choose which drawn card to keep',
  cleanupDraw: 'first draw or decline to draw in the cleanup',
  arrival: 'first choose where a surfacing submarine or a reinforcement enters',
  taskForceSetup: 'first set up their task forces',
  startOfRound: 'first deploy, split or regroup task forces, or end the start-of-round step',
  forcedDeployment: 'first deploy the task force forced into the open',
  moduleSetup: 'first finish the setup of a rule module',
};

/** The unit being activated, in words ("your cruiser at B6"). */
const activeUnit = (state: GameState): string => {
  const u = state.activation && state.units[state.activation.unitId];
  return u ? unitPhrase(state, u) : state.activation?.unitId ?? '';
};

/** The answers to a pending decision: never taken without one. */
const DECISIONS: readonly string[] = ['chooseFirstPlayer', 'keepCard', 'cleanupDraw', 'declineDraw', 'arrive'];

export function applyAction(state: GameState, input: unknown): ApplyResult {
  let action: Action;
  if (isEngineMade(input)) action = input; // the engine's own (sampleAction, or one of legalActions' marked engineMade by its caller): well-formed by construction
  else {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = formatPath(issue.path);
      return refuse('action/malformed', `This action is not understood${where ? ` (${where})` : ''}: ${issue.message}.`);
    }
    action = parsed.data;
  }
  if (state.phase === 'over') return refuse('game/over', 'The game is over.');
  if (action.player && action.player !== state.toAct)
    return refuse('turn/not-your-turn', `It is ${state.toAct}'s turn, not ${action.player}'s.`, { toAct: state.toAct });
  const pending = state.pending;
  if (pending && !ANSWERS[pending.kind].includes(action.type))
    return refuse('decision/pending', `Not now: ${pending.player} must ${PENDING_MESSAGE[pending.kind]}.`, { pending: pending.kind });
  if (!pending && DECISIONS.includes(action.type))
    return refuse('decision/none', 'There is no such decision to make now.');
  if (state.activation && action.type !== 'attack' && action.type !== 'endActivation' && !ACTIVATION_STEPS.includes(action.type) && !pending && !isCardStep(state, action))
    return refuse('activation/in-progress', `Finish the activation of ${activeUnit(state)} first: attack or end it.`, { unitId: state.activation.unitId });
  if (!state.activation && (action.type === 'attack' || action.type === 'endActivation' || ACTIVATION_STEPS.includes(action.type)))
    return refuse('activation/none', 'No unit is being activated: move a ship or activate a unit first.');

  const d = draftOf(state);
  const player = state.toAct;
  let refusal: Refusal | null = null;
  switch (action.type) {
    case 'chooseFirstPlayer':
      d.s.order = [action.first, other(action.first)];
      d.s.pending = null;
      d.events.push({ type: 'firstPlayerChosen', player, first: action.first });
      startPlay(d); // rule modules' setup phases, then §7.1 the setup of task forces, then round 1
      break;
    case 'move':
      refusal = move(d, state, action.unitId, action.to.node, action.to.heading, action.path, workOf(action, state) as MoveWork | null);
      break;
    case 'activateFixed':
      refusal = activateFixed(d, state, action.unitId);
      break;
    case 'attack':
      refusal = attack(d, state, action.unitId, action.targetId);
      break;
    case 'endActivation':
      if (state.activation?.mustLand) refusal = refuse('unload/must-land', `The ${activeUnit(state)} ended in range of the enemy battery to land there: it must land now.`);
      else endActivation(d, false);
      break;
    case 'pass':
      pass(d, player);
      advanceTurn(d, player);
      break;
    case 'draw':
      if (state.drew[player]) refusal = refuse('draw/already-drawn', 'You have already drawn cards this round.');
      else refusal = drawRefusal(state, player, action.discard);
      if (refusal) break;
      spendToken(d, player, 'deck');
      d.s.drew[player] = true;
      drawCards(d, player, action.discard, 'turn');
      break;
    case 'keepCard':
      refusal = keepCard(d, action.cardId);
      break;
    case 'cleanupDraw':
      refusal = drawRefusal(state, player, action.discard);
      if (!refusal) drawCards(d, player, action.discard, 'cleanup');
      break;
    case 'declineDraw':
      d.s.pending = null;
      d.events.push({ type: 'drawDeclined', player });
      continueCleanup(d);
      break;
    // §8 and §10 (operations.ts routes them to planes, airfields, bombers, submarines, cargo, round track)
    case 'recoverPlane':
    case 'dive':
    case 'depthCharge':
    case 'unload':
    case 'airOperation':
    case 'extendChain':
    case 'bomberAttack':
    case 'bomberMove':
    case 'arrive':
      refusal = applyOperation(d, state, action);
      break;
    // §9 cards
    case 'playCard':
      refusal = playCard(d, state, action.cardId, action.target);
      break;
    // §7 task forces
    case 'assignToTaskForce':
    case 'placeMarker':
    case 'placeShip':
    case 'finishSetup':
      refusal = applySetupAction(d, state, action);
      break;
    case 'moveTaskForce':
      refusal = moveTaskForce(d, state, action.markerId, action.to);
      break;
    case 'deploy':
      refusal = deploy(d, state, action.markerId, action.placements);
      break;
    case 'splitTaskForce':
    case 'regroup':
    case 'endStartOfRound':
      refusal = applyStartOfRound(d, state, action);
      break;
    // §11 objectives: leaving the map by an edge
    case 'exitMap':
      refusal = exitMapStep(d, state, action.unitId);
      break;
    // rule modules (play/modules.ts)
    case 'module':
      refusal = applyModuleAction(d, state, action, isEngineMade(input));
      break;
  }
  if (refusal) return refusal;
  judgeNow(d); // R-WIN-2: what is met mid-round ends the game at once
  afterAction(d); // rule modules: event hooks, victory rules
  settleUnits(d);
  settleIndex(d);
  return { ok: true, state: d.s, events: d.events };
}

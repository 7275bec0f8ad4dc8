// The actions of §8 and §10 in one place for apply.ts and legal.ts: the steps that may end (or, for
// plane recovery, continue) an open activation instead of an attack — recoverPlane, dive,
// depthCharge, unload — the turn actions of aviation — airOperation, extendChain, bomberAttack,
// bomberMove — and the answer to a pending arrival.
import type { Action } from '../core/actions';
import { validTargets } from '../rules/combat/attack';
import { airfieldActions, airOperation, extendChain } from '../rules/aviation/airfields';
import { endActivation } from '../rules/commands/activation';
import { bomberAttack, bomberMove, bomberMoves, bomberTargets, enemyAirZone } from '../rules/aviation/bombers';
import { bomberCards, bomberRays } from '../rules/cards/bomberCards';
import { unload, unloadNodes } from '../rules/cargo/cargo';
import { exitActions } from '../rules/victory/exitMap';
import type { Draft } from '../core/draft';
import { refuse, type Refusal } from '../core/errors';
import { recoverablePlanes, recoverPlane } from '../rules/aviation/planes';
import { arrive } from '../rules/roundTrack/roundTrack';
import { enterRound } from '../rules/commands/rounds';
import { canDive, depthCharge, depthChargeTargets, dive, minesOf } from '../rules/submarines/submarines';
import { own, type GameState, type Pending, type PlayerId, type UnitId } from '../core/types';

export { isAirfield } from '../rules/aviation/airspace';
import { bomberList } from '../rules/aviation/airspace';
export { bomberCoverers } from '../rules/aviation/airspace';
import { unitPhrase } from '../rules/combat/unitZone';

/** The steps of an open activation besides `attack` and `endActivation`. */
export const ACTIVATION_STEPS: readonly string[] = ['recoverPlane', 'dive', 'depthCharge', 'unload', 'exitMap'];

type OperationAction = Extract<Action, { type: 'recoverPlane' | 'dive' | 'depthCharge' | 'unload' | 'airOperation' | 'extendChain' | 'bomberAttack' | 'bomberMove' | 'arrive' }>;

/** Run one of the actions of §8/§10 on the draft; a refusal leaves the draft unused. */
export function applyOperation(d: Draft, state: GameState, action: OperationAction): Refusal | null {
  if (action.type === 'arrive') {
    const refusal = arrive(d, state, action.unitId, action.node, action.heading);
    if (!refusal && !d.s.pending) enterRound(d); // the last arrival answered: the round begins
    return refusal;
  }
  if (action.type === 'airOperation') return airOperation(d, state, action.unitId, action.node, action.heading);
  if (action.type === 'extendChain') return extendChain(d, state, action.bomberId, action.node, action.heading);
  if (action.type === 'bomberAttack') return bomberAttack(d, state, action.bomberId, action.targetId, action.cardId);
  if (action.type === 'bomberMove') return bomberMove(d, state, action.bomberId, action.to.node, action.to.heading, action.cardId);
  // the activation steps: only the unit being activated
  const a = state.activation!;
  if (a.unitId !== action.unitId)
    return refuse('activation/other-unit', `Only the unit being activated (${state.units[a.unitId] ? unitPhrase(state, state.units[a.unitId]) : a.unitId}) may do that now.`, { unitId: action.unitId, active: a.unitId });
  if (a.group && action.type !== 'depthCharge')
    return refuse('activation/deployed-attack-only', `Ships placed by a deployment may only attack now (§7.4): no ${STEP_WORDS[action.type]}.`, { unitId: action.unitId });
  switch (action.type) {
    case 'recoverPlane': {
      const refusal = recoverPlane(d, state, action.unitId, action.planeId);
      if (!refusal) endIfNothingLeft(d, action.unitId);
      return refusal;
    }
    case 'dive': return dive(d, state, action.unitId, action.rounds);
    case 'depthCharge': return depthCharge(d, state, action.unitId, action.targetId);
    case 'unload': return unload(d, state, action.unitId, action.node);
  }
}

const STEP_WORDS: Record<'recoverPlane' | 'dive' | 'unload', string> = { recoverPlane: 'plane recovery', dive: 'diving', unload: 'unloading' };

/** After a plane returns: with no target and nothing else to do, the activation ends (nothing to decide). */
function endIfNothingLeft(d: Draft, unitId: UnitId): void {
  if (validTargets(d.s, unitId).length === 0 && activationStepActions(d.s, unitId).length === 0) endActivation(d, false);
}

/** The legal §8 steps of the unit being activated (bounded: planes, dive depths, submarines, delivery nodes). */
export function activationStepActions(state: GameState, unitId: UnitId): Action[] {
  const unit = own(state.units, unitId);
  if (!unit || state.activation?.unitId !== unitId) return [];
  const out: Action[] = [];
  // §7.4: the ships of an in-turn deployment may attack (a depth charge is an attack), nothing else
  const deploying = !!state.activation.group;
  if (deploying) {
    if (minesOf(state, unit.owner) > 0) for (const t of depthChargeTargets(state, unitId)) out.push({ type: 'depthCharge', unitId, targetId: t.unit.id });
    return out;
  }
  for (const p of recoverablePlanes(state, unitId)) out.push({ type: 'recoverPlane', unitId, planeId: p.id });
  if (canDive(state, unit)) for (let r = 1; r <= state.setup.ruleset.options.maxDive; r++) out.push({ type: 'dive', unitId, rounds: r });
  if (minesOf(state, unit.owner) > 0) for (const t of depthChargeTargets(state, unitId)) out.push({ type: 'depthCharge', unitId, targetId: t.unit.id });
  for (const node of unloadNodes(state, unitId)) out.push({ type: 'unload', unitId, node });
  out.push(...exitActions(state, unitId)); // §11 exitByEdge: leave the map by an edge (exitMap.ts)
  return out;
}

/** The legal aviation actions of `player`'s turn (the caller checks that a token is left). */
export function operationActions(state: GameState, player: PlayerId): Action[] {
  const out: Action[] = [...airfieldActions(state, player)];
  const mine = bomberList(state).filter((b) => b.owner === player && b.activeRound !== state.round);
  if (!mine.length) return out;
  // §8.2: with no card, or with each command card that may ride on a bomber's activation
  const forbidden = enemyAirZone(state, player); // R-AIR-3, the same for every bomber and card
  const variants = [undefined, ...bomberCards(state, player)].map((cardId) => ({ rays: bomberRays(state, cardId), card: cardId === undefined ? {} : { cardId } }));
  for (const b of mine)
    for (const { rays, card } of variants) {
      for (const t of bomberTargets(state, b, rays)) out.push({ type: 'bomberAttack', bomberId: b.id, targetId: t.id, ...card });
      for (const to of bomberMoves(state, b, rays, forbidden)) out.push({ type: 'bomberMove', bomberId: b.id, to, ...card });
    }
  return out;
}

/** The answers to a pending arrival: its nodes × its headings. */
export function arrivalActions(_state: GameState, pending: Extract<Pending, { kind: 'arrival' }>): Action[] {
  const out: Action[] = [];
  for (const node of pending.nodes) for (const heading of pending.headings) out.push({ type: 'arrive', unitId: pending.unitId, node, heading });
  return out;
}

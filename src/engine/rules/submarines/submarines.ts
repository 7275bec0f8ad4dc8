// Submarines and depth charges (§8.4, §8.5). A diving submarine leaves the units (so it does not
// block, has no zone, brings no token) and waits on the round track as a public submerged marker on
// its node, `rounds` fields ahead. A destroyer ending its activation next to it (distance 1) or with
// it in its zone may spend a mine token: the boat moves one field toward the current round; on the
// current round's field it is forced up and destroyed. Surfacing itself is in roundTrack.ts.
import { boardOfState, indexOf } from '../../geometry/board';
import { loseTokens } from '../commands/commands';
import { unitsToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { indexDistance } from '../../geometry/grid';
import { addPoints, unitPoints } from '../victory/scoring';
import { endActivation } from '../commands/activation';
import { zoneSet } from '../combat/zones';
import { profileOf, unitName } from '../combat/unitZone';
import { own, type GameState, type PlayerId, type TrackItem, type Unit, type UnitId } from '../../core/types';

export type SubmergedItem = Extract<TrackItem, { kind: 'submarine' }>;

/** The submerged submarines (public markers on their nodes). */
export const submerged = (state: GameState): SubmergedItem[] =>
  (state.track ?? []).filter((t): t is SubmergedItem => t.kind === 'submarine');

export const canDive = (state: GameState, unit: Unit): boolean =>
  unit.kind === 'ship' && state.setup.ruleset.classes[unit.class]?.canDive === true;

export const minesOf = (state: GameState, player: PlayerId): number => state.resources?.[player]?.mines ?? 0;

/** §8.4: the submarine being activated dives for `rounds` fields (1 ≤ rounds ≤ maxDive); its activation ends. */
export function dive(d: Draft, state: GameState, unitId: UnitId, rounds: number): Refusal | null {
  const unit = own(state.units, unitId)!;
  if (!canDive(state, unit)) return refuse('dive/cannot-dive', `The ${unitName(state, unit)} at ${unit.node} cannot dive.`, { unitId });
  const max = state.setup.ruleset.options.maxDive;
  if (rounds > max) return refuse('dive/too-deep', `A submarine dives for 1 to ${max} rounds, not ${rounds}.`, { rounds, maxDive: max });
  const round = state.round + rounds;
  d.events.push({ type: 'dived', player: unit.owner, unitId, node: unit.node, surfacesIn: round });
  loseTokens(d, d.s.units[unitId]); // submerged, it brings no token: the one on it goes
  delete unitsToChange(d)[unitId];
  d.s.track = [...(d.s.track ?? []), { kind: 'submarine', round, unit: { ...unit, activated: false } }];
  endActivation(d, false);
  return null;
}

/** §8.5: the submerged enemy submarines a destroyer may depth-charge now (adjacent, or in its zone). */
export function depthChargeTargets(state: GameState, unitId: UnitId): SubmergedItem[] {
  const dd = own(state.units, unitId)!;
  if (!dd || dd.kind !== 'ship' || !state.setup.ruleset.classes[dd.class]?.depthCharges) return [];
  const board = boardOfState(state);
  const at = indexOf(board, dd.node);
  const zone = zoneSet(state, dd);
  return submerged(state).filter((t) => {
    if (t.unit.owner === dd.owner) return false;
    const i = indexOf(board, t.unit.node);
    return indexDistance(board.shape, at, i) === 1 || zone.has(i);
  });
}

/** §8.5: instead of attacking, the destroyer spends a mine token on a submerged enemy submarine. */
export function depthCharge(d: Draft, state: GameState, unitId: UnitId, targetId: UnitId): Refusal | null {
  const dd = own(state.units, unitId)!;
  const name = unitName(state, dd);
  if (!state.setup.ruleset.classes[dd.class]?.depthCharges)
    return refuse('depth-charge/no-depth-charges', `The ${name} at ${dd.node} has no depth charges.`, { unitId });
  const target = submerged(state).find((t) => t.unit.id === targetId);
  if (!target || target.unit.owner === dd.owner)
    return refuse('depth-charge/not-submerged', `Depth charges hit only a submerged enemy submarine${state.units[targetId] ? `; the ${profileOf(state, state.units[targetId]).name} at ${state.units[targetId].node} is not one` : ''}.`, { targetId });
  if (!depthChargeTargets(state, unitId).includes(target))
    return refuse('depth-charge/out-of-reach', `The submarine at ${target.unit.node} is neither next to the ${name} nor in its zone.`, { targetId });
  const mines = minesOf(state, dd.owner);
  if (mines <= 0) return refuse('depth-charge/no-mines', 'You have no mine tokens left for depth charges.');
  d.s.resources = { blue: { mines: minesOf(d.s, 'blue') }, red: { mines: minesOf(d.s, 'red') }, [dd.owner]: { mines: mines - 1 } };
  const surfacesIn = target.round - 1;
  if (surfacesIn <= state.round) {
    // forced to surface on the current round's field: the boat is destroyed
    d.s.track = (d.s.track ?? []).filter((t) => !(t.kind === 'submarine' && t.unit.id === targetId));
    const points = unitPoints(state, target.unit);
    addPoints(d, dd.owner, points);
    d.events.push({ type: 'depthCharged', player: dd.owner, unitId, targetId, node: target.unit.node, surfacesIn: state.round, minesLeft: mines - 1 });
    d.events.push({ type: 'destroyed', unit: { ...target.unit }, by: unitId, scorer: dd.owner, points });
  } else {
    d.s.track = (d.s.track ?? []).map((t) => (t.kind === 'submarine' && t.unit.id === targetId ? { ...t, round: surfacesIn } : t));
    d.events.push({ type: 'depthCharged', player: dd.owner, unitId, targetId, node: target.unit.node, surfacesIn, minesLeft: mines - 1 });
  }
  endActivation(d, true);
  return null;
}

// Attacks (§5): valid targets (§5.3) in the attack zone, and resolving one attack (R-ATK-1): the
// target is destroyed, its side loses its tokens (R-CMD-3), the attacker's side scores (§11);
// a carrier's air attack spends a plane, placing its marker on the target's node (§8.1).
import { boardOfState } from '../../geometry/board';
import { loseTokens } from '../commands/commands';
import { unitCopy, unitsToChange, type Draft } from '../../core/draft';
import { hooks, type Target } from '../../core/hooks';
import { refuse, type Refusal } from '../../core/errors';
import { addPoints, planePoints, unitPoints } from '../victory/scoring';
import { zoneMarks, zoneSet } from './zones';
import type { TargetKind } from '../../../scenarios/rulesetSchema';
import { own, type GameState, type NodeName, type PlayerId, type Unit, type UnitId } from '../../core/types';
import type { Direction } from '../../geometry/grid';
import { markersOf } from '../taskForces/taskForces';
import { loseCardsWith } from '../cards/effects';
import { launchPlane, removePlane } from '../aviation/planes';
import { compiledZone, hasZone, profileOf, unitName } from './unitZone';
import { stateIndex } from '../movement/stateIndex';

export type { Target };

export function targetOf(state: GameState, id: string): Target | null {
  const u = own(state.units, id);
  if (u) return { id, kind: u.kind === 'ship' ? 'ship' : 'fixed', owner: u.owner, node: u.node, name: unitName(state, u) };
  const m = own(state.taskForces?.markers, id); // R-ATK-4: a TF marker is attacked like a ship
  if (m) return { id, kind: 'ship', owner: m.owner, node: m.node, name: 'task force' };
  const p = state.planes.find((x) => x.id === id);
  return p ? { id, kind: 'plane', owner: p.owner, node: p.node, name: 'plane' } : hooks.otherTarget(state, id);
}

const hitsOf = (state: GameState, attacker: Unit): readonly TargetKind[] => {
  const a = compiledZone(state, attacker).attack;
  return a === 'none' ? [] : state.setup.ruleset.attackTypes[a].hits;
};

/**
 * §5.3: the ids of the enemy units and markers in the attacker's zone that its attack type may
 * destroy, handed one by one to `found`, which answers whether to go on. `at`: the attacker as if it
 * stood there instead (its own node then left empty), the rest of the state as it is.
 */
function scanTargets(state: GameState, attackerId: UnitId, found: (id: string) => boolean, at?: { node: NodeName; heading: Direction }): void {
  const unit = own(state.units, attackerId);
  if (!unit) return;
  const hits = hitsOf(state, unit);
  if (!hits.length) return;
  let attacker = unit, left = -1;
  if (at !== undefined) {
    attacker = unitCopy(unit);
    attacker.node = at.node;
    attacker.heading = at.heading;
    if (!markersOf(state).some((m) => m.node === unit.node)) left = stateIndex(state).board.index.get(unit.node) ?? -1; // left empty, unless a TF marker holds it too (R-TF-2)
  }
  const { marks, stamp, any } = zoneMarks(state, attacker, left);
  if (!any) return;
  const idx = stateIndex(state); // the units on the map with their node indices, in the state's order
  const board = idx.board;
  const inZone = (node: string) => marks[board.index.get(node) ?? -1] === stamp;
  for (let k = 0; k < idx.units.length; k++) {
    const u = idx.units[k];
    if (u.owner === attacker.owner || marks[idx.at[k]] !== stamp || !hits.includes(u.kind === 'ship' ? 'ship' : 'fixed')) continue;
    if (!found(u.id)) return;
  }
  if (hits.includes('plane'))
    for (const p of state.planes) if (p.owner !== attacker.owner && inZone(p.node) && !found(p.id)) return;
  if (hits.includes('bomber')) // §8.2: only air attacks reach bombers
    for (const b of state.bombers ?? []) if (b.owner !== attacker.owner && inZone(b.node) && !found(b.id)) return;
  if (hits.includes('ship')) // R-ATK-4: enemy TF markers in the zone
    for (const m of markersOf(state)) if (m.owner !== attacker.owner && inZone(m.node) && !found(m.id)) return;
}

/** §5.3: the enemy units and plane markers in the attacker's zone that its attack type may destroy. */
export function validTargets(state: GameState, attackerId: UnitId): Target[] {
  const out: Target[] = [];
  scanTargets(state, attackerId, (id) => { out.push(targetOf(state, id)!); return true; });
  return out;
}

/**
 * §5.3: the valid targets the attacker would have standing at `at` (a node and heading), everything
 * else as it is: validTargets on the state with that one unit moved there, without making that state
 * (what a bot weighs a move by, many times a turn).
 */
export function validTargetsFrom(state: GameState, attackerId: UnitId, at: { node: NodeName; heading: Direction }): Target[] {
  const out: Target[] = [];
  scanTargets(state, attackerId, (id) => { out.push(targetOf(state, id)!); return true; }, at);
  return out;
}

/** Whether the attacker has any valid target (validTargets, stopping at the first). */
export function hasValidTarget(state: GameState, attackerId: UnitId): boolean {
  let any = false;
  scanTargets(state, attackerId, () => { any = true; return false; });
  return any;
}

/** Check an attack of `attacker` on `targetId`: the target, or why not (with a stable code). */
export function checkAttack(state: GameState, attacker: Unit, targetId: string): Target | Refusal {
  const p = profileOf(state, attacker);
  if (p.attack === 'none' || !p.zone.length) return refuse('attack/unarmed', `The ${p.name} has no weapons: end its activation instead.`);
  if (!hasZone(p, attacker))
    return refuse('attack/no-planes', `The ${p.name} has no planes aboard, so it cannot attack.`);
  const t = targetOf(state, targetId);
  if (!t) return refuse('attack/unknown-target', `There is no unit or plane "${targetId}".`, { targetId });
  if (t.owner === attacker.owner) return refuse('attack/own-unit', `The ${t.name} at ${t.node} is on your side.`, { targetId });
  if (!hitsOf(state, attacker).includes(t.kind))
    return refuse('attack/invalid-target', `A ${p.attack} attack cannot hit the ${t.name} at ${t.node}.`, { targetId, attack: p.attack });
  const board = boardOfState(state);
  const node = board.index.get(t.node) ?? -1;
  if (zoneSet(state, attacker).has(node)) return t;
  if (zoneSet(state, attacker, true).has(node))
    return refuse('attack/line-blocked', `The ${t.name} at ${t.node} cannot be reached: the torpedo's line is blocked by a ship or by shallow water, coast or land.`, { targetId });
  return refuse('attack/not-in-zone', `The ${t.name} at ${t.node} is out of the ${p.name}'s attack zone.`, { targetId });
}

/** Remove a unit from the map, scoring it for `scorer` and taking its tokens (R-CMD-3). */
export function destroyUnit(d: Draft, unit: Unit, by: UnitId, scorer: PlayerId): void {
  const points = unitPoints(d.s, unit);
  delete unitsToChange(d)[unit.id];
  addPoints(d, scorer, points);
  d.events.push({ type: 'destroyed', unit: { ...unit }, by, scorer, points });
  loseTokens(d, unit);
  loseCardsWith(d, unit); // §9: its upgrades and commander are lost with it
}

/** Remove a plane marker, scoring it for `scorer`. */
export function destroyPlane(d: Draft, planeId: string, by: UnitId, scorer: PlayerId): void {
  const plane = d.s.planes.find((p) => p.id === planeId);
  if (!plane) return;
  removePlane(d, planeId);
  const points = planePoints(d.s, plane);
  addPoints(d, scorer, points);
  d.events.push({ type: 'planeDestroyed', planeId, owner: plane.owner, node: plane.node, by, points });
}

/** Destroy the target for `scorer`: a unit, a plane marker, a bomber (§8.2); an airfield is hit instead (R-AIR-4). */
export function strikeTarget(d: Draft, by: string, scorer: PlayerId, target: Target): void {
  if (target.kind === 'plane') destroyPlane(d, target.id, by, scorer);
  else if (d.s.taskForces?.markers[target.id]) return; // R-ATK-4: the attack is spent; R-TF-3 deploys it at the activation's end
  else if (!hooks.strikeOther(d, by, scorer, target)) destroyUnit(d, d.s.units[target.id], by, scorer);
}

/** R-ATK-1: destroy the target; a unit that uses planes spends one, placing a marker on the target's node. */
export function resolveAttack(d: Draft, attacker: Unit, target: Target): void {
  const p = profileOf(d.s, attacker);
  const atMarker = !!d.s.taskForces?.markers[target.id];
  d.events.push({ type: 'attacked', player: attacker.owner, attackerId: attacker.id, targetId: target.id, attack: p.attack, from: attacker.node, at: target.node });
  if (!hooks.attackHits(d, { id: attacker.id, owner: attacker.owner, attack: p.attack, unit: attacker }, target)) return; // a rule module's combat resolver: missed, nothing struck
  strikeTarget(d, attacker.id, attacker.owner, target);
  // R-ATK-4: a TF marker is not destroyed, so no plane stays there
  if (p.usesPlanes && !atMarker) launchPlane(d, attacker.id, target.node);
}

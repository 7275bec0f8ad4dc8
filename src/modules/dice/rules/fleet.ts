// D-FLEET: the seed's own turn (`turns: "fleet"`, MODULES.md §D, seed 002). After the initiative, the
// side going first (the one without initiative) moves all its ships, then the other moves all its
// ships; then the first declares all its attacks, then the other (seeing the first's declarations);
// then every declared attack resolves at once: a unit sunk in this exchange still fires, damage is
// applied after every roll, and the units sunk leave the map together at the end. Each step is an
// explicit pending decision (`moduleSetup`, phase `fleetMove` or `fleetDeclare`) of one side; what
// was moved and declared is the module's data, public to both sides. Tokens and cards are off.
import { own, other, profileOf, destroyUnit, targetOf, validTargets, beginCleanup, moduleData, setModuleData, type Draft, type GameState, type PlayerId, type UnitId } from '../../../engine/author';
import type { DiceOptions } from './table';
import { REROLL, type HitMode } from './reroll';

export const FLEET_MOVE = 'fleetMove';
export const FLEET_DECLARE = 'fleetDeclare';
export type FleetStep = typeof FLEET_MOVE | typeof FLEET_DECLARE;

/** One declared attack (D-FLEET-3): a unit of `player` on an enemy unit. */
export interface DeclaredAttack { player: PlayerId; unitId: UnitId; targetId: UnitId }
/** A unit sunk in this round's exchange (D-FLEET-4: they leave the map together at its end). */
export interface SunkInExchange { targetId: UnitId; by: UnitId; scorer: PlayerId }
/**
 * The fleet turn of a round: its step, the ships already moved, the attacks declared (in order); while
 * the exchange waits for a re-roll decision (D-REROLL), the attack waiting (its index in resolution
 * order) and the units sunk so far.
 */
export interface FleetTurn { round: number; moved: UnitId[]; declared: DeclaredAttack[]; waiting?: { next: number; sunk: SunkInExchange[] } }

interface WithFleet { fleet?: FleetTurn }
const diceData = (state: Pick<GameState, 'moduleState'>): Record<string, unknown> & WithFleet =>
  (moduleData(state, 'dice') as (Record<string, unknown> & WithFleet) | undefined) ?? { damage: [] };

/** This round's fleet turn, or null (not in fleet turns, or not begun). */
export function fleetTurn(state: Pick<GameState, 'moduleState' | 'round'>): FleetTurn | null {
  const f = diceData(state).fleet;
  return f && f.round === state.round ? f : null;
}

function setFleet(d: Draft, fleet: FleetTurn | undefined): void {
  const data = { ...diceData(d.s) };
  if (fleet) data.fleet = fleet;
  else delete data.fleet;
  setModuleData(d, 'dice', data);
}

/** The step of the fleet turn waiting for a player's decision, or null. */
export function fleetStep(state: GameState): { step: FleetStep; player: PlayerId } | null {
  const p = state.pending;
  if (p?.kind !== 'moduleSetup' || p.module !== 'dice' || (p.phase !== FLEET_MOVE && p.phase !== FLEET_DECLARE)) return null;
  return { step: p.phase, player: p.player };
}

function ask(d: Draft, phase: FleetStep, player: PlayerId): void {
  d.s.pending = { kind: 'moduleSetup', player, module: 'dice', phase };
  d.s.toAct = player;
  d.events.push({ type: 'module', module: 'dice', name: phase === FLEET_MOVE ? 'fleetMoveStep' : 'fleetDeclareStep', player, data: { round: d.s.round } });
}

/** D-FLEET-2: the round's fleet turn begins (once the initiative is settled): the side going first moves all its ships. */
export function beginFleetTurn(d: Draft, options: DiceOptions): boolean {
  if (options.turns !== 'fleet' || fleetTurn(d.s)) return false;
  d.s.phase = 'play';
  d.s.activation = null;
  d.s.lastActor = null; // R-ORDER-2 is off: the initiative settles the order
  setFleet(d, { round: d.s.round, moved: [], declared: [] });
  d.events.push({ type: 'module', module: 'dice', name: 'fleetTurn', data: { round: d.s.round, first: d.s.order[0] } });
  ask(d, FLEET_MOVE, d.s.order[0]);
  return true;
}

/** D-FLEET-2: a ship moved (the move itself is ENB's, checked and done by the caller). */
export function noteMoved(d: Draft, unitId: UnitId): void {
  const f = fleetTurn(d.s)!;
  setFleet(d, { ...f, moved: [...f.moved, unitId] });
}

/** The ships of `player` still to move this fleet turn (on the map). */
export function shipsToMove(state: GameState, player: PlayerId): UnitId[] {
  const moved = fleetTurn(state)?.moved ?? [];
  return Object.values(state.units).filter((u) => u.owner === player && u.kind === 'ship' && !moved.includes(u.id)).map((u) => u.id);
}

/** D-FLEET-2: the mover is done; the other side moves, or (both moved) the first declares. */
export function finishMoves(d: Draft, player: PlayerId): void {
  d.events.push({ type: 'module', module: 'dice', name: 'fleetMovesDone', player, data: { round: d.s.round } });
  if (player === d.s.order[0]) ask(d, FLEET_MOVE, other(player));
  else ask(d, FLEET_DECLARE, d.s.order[0]);
}

/** D-FLEET-3: the enemy units `unitId` may declare an attack on now (its zone, ENB's valid targets that are units). */
export function declarableTargets(state: GameState, unitId: UnitId): UnitId[] {
  return validTargets(state, unitId).filter((t) => (t.kind === 'ship' || t.kind === 'fixed') && own(state.units, t.id)).map((t) => t.id);
}

/** The units of `player` that may still declare an attack (each one at most once, D-FLEET-3). */
export function declarers(state: GameState, player: PlayerId): UnitId[] {
  const declared = fleetTurn(state)?.declared ?? [];
  return Object.values(state.units)
    .filter((u) => u.owner === player && !declared.some((a) => a.unitId === u.id))
    .map((u) => u.id);
}

export function declare(d: Draft, attack: DeclaredAttack): void {
  const f = fleetTurn(d.s)!;
  setFleet(d, { ...f, declared: [...f.declared, attack] });
  d.events.push({ type: 'module', module: 'dice', name: 'declared', player: attack.player, data: { unitId: attack.unitId, targetId: attack.targetId } });
}

export function withdraw(d: Draft, player: PlayerId, unitId: UnitId): void {
  const f = fleetTurn(d.s)!;
  setFleet(d, { ...f, declared: f.declared.filter((a) => a.unitId !== unitId) });
  d.events.push({ type: 'module', module: 'dice', name: 'withdrawn', player, data: { unitId } });
}

/** D-FLEET-3: the declarer is done; the other side declares, or (both declared) all attacks resolve. */
export function finishDeclaring(d: Draft, player: PlayerId, options: DiceOptions, resolve: ResolveAttack): void {
  d.events.push({ type: 'module', module: 'dice', name: 'fleetDeclaredDone', player, data: { round: d.s.round } });
  if (player === d.s.order[0]) { ask(d, FLEET_DECLARE, other(player)); return; }
  d.s.pending = null;
  resolveAll(d, options, resolve);
}

/** The dice resolver (dice.ts): true when the target's damage reached its hull; "reroll" when its missed to-hit die waits for the attacker's decision (D-REROLL). */
export type ResolveAttack = (d: Draft, attackerId: UnitId, targetId: UnitId, options: DiceOptions, mode: HitMode) => boolean | typeof REROLL;

/**
 * D-FLEET-4, D-FLEET-5: every declared attack in order (the first declarer's, then the other's, each in
 * declaration order); a unit sunk in this exchange still fires; an attack whose target is already
 * sunk is not rolled. Then the sunk units leave the map together, each scored for the side that sank
 * it, and the round ends (cleanup without draws: cards are off).
 */
function resolveAll(d: Draft, options: DiceOptions, resolve: ResolveAttack, answer?: { use: boolean }): void {
  const f = fleetTurn(d.s)!;
  const first = d.s.order[0];
  const attacks = [...f.declared.filter((a) => a.player === first), ...f.declared.filter((a) => a.player !== first)];
  if (!f.waiting) d.events.push({ type: 'module', module: 'dice', name: 'fleetResolve', data: { round: d.s.round, attacks: attacks.length } });
  const sunk = [...(f.waiting?.sunk ?? [])];
  for (let k = f.waiting?.next ?? 0; k < attacks.length; k++) {
    const a = attacks[k];
    let struck: boolean | typeof REROLL;
    if (answer && k === f.waiting?.next) struck = answer.use ? resolve(d, a.unitId, a.targetId, options, 'rerolled') : false; // D-REROLL: the attacker's answer
    else {
      const attacker = own(d.s.units, a.unitId);
      const target = targetOf(d.s, a.targetId);
      if (!attacker || !target) continue;
      if (sunk.some((x) => x.targetId === a.targetId)) {
        d.events.push({ type: 'module', module: 'dice', name: 'alreadySunk', player: a.player, data: { unitId: a.unitId, targetId: a.targetId } });
        continue;
      }
      d.events.push({ type: 'attacked', player: a.player, attackerId: a.unitId, targetId: a.targetId, attack: profileOf(d.s, attacker).attack, from: attacker.node, at: target.node });
      struck = resolve(d, a.unitId, a.targetId, options, 'ask');
    }
    if (struck === REROLL) { // D-REROLL: the exchange waits for the attacker's decision
      setFleet(d, { ...fleetTurn(d.s)!, waiting: { next: k, sunk } });
      d.s.pending = { kind: 'moduleSetup', player: a.player, module: 'dice', phase: REROLL };
      d.s.toAct = a.player;
      return;
    }
    if (struck) sunk.push({ targetId: a.targetId, by: a.unitId, scorer: a.player });
  }
  for (const s of sunk) {
    const unit = own(d.s.units, s.targetId);
    if (unit) destroyUnit(d, unit, s.by, s.scorer);
  }
  setFleet(d, undefined);
  if (d.s.phase !== 'over') beginCleanup(d, false);
}

/** D-REROLL: the attacker answers the re-roll decision; the exchange goes on from the attack that waited. */
export function answerReroll(d: Draft, use: boolean, options: DiceOptions, resolve: ResolveAttack): void {
  d.s.pending = null;
  resolveAll(d, options, resolve, { use });
}

// D-FLEET: the module actions of the fleet turn, each answering its pending step (fleet.ts): move a
// ship (ENB's move checks and move, no token), finish moving, declare an attack (ENB's attack checks),
// withdraw one, finish declaring. Each has its legal-action generator; every action listed is accepted.
import { changeUnit, refuse, own, boardOfState, DIRECTIONS, checkAttack, checkMove, shiftShip, legalEndStates, type Draft, type Refusal, type GameState, type Action, type Direction, type ModuleAction } from '../../../engine/author';
import { z } from 'zod';
import { declarableTargets, declare, declarers, FLEET_DECLARE, FLEET_MOVE, finishDeclaring, finishMoves, fleetStep, fleetTurn, noteMoved, shipsToMove, withdraw, type FleetStep, type ResolveAttack } from './fleet';
import type { DiceOptions } from './table';

const unitId = z.string().min(1).max(40);
const moveParams = z.object({ unitId, to: z.object({ node: z.string().min(1).max(8), heading: z.number().int().min(0).max(5) }).strict() }).strict();
const attackParams = z.object({ unitId, targetId: unitId }).strict();
const unitParams = z.object({ unitId }).strict();
const noParams = z.object({}).strict();

/** A refusal of the fleet turn's own rules, in English and Polish (the screen shows `pl` in Polish). */
const no = (rule: string, en: string, pl: string, details: Record<string, unknown>): Refusal => refuse('module/refused', en, { module: 'dice', rule, pl, ...details });

const STEP_NAME: Record<FleetStep, string> = { fleetMove: 'moving all ships', fleetDeclare: 'declaring attacks' };

/** The player answering `step` now, or why not. */
function stepOf(state: GameState, step: FleetStep): { player: 'blue' | 'red' } | Refusal {
  const at = fleetStep(state);
  if (at?.step === step) return { player: at.player };
  return refuse('decision/none', at ? `Not now: the fleet turn is at ${STEP_NAME[at.step]}.` : 'There is no fleet turn step to answer now.', { step });
}

/** An own unit of the player, or why not. */
function ownUnit(state: GameState, player: string, id: string): Refusal | null {
  const u = own(state.units, id);
  if (!u) return refuse('unit/unknown', `There is no unit "${id}".`, { unitId: id });
  if (u.owner !== player) return refuse('unit/not-yours', `The unit at ${u.node} is not yours.`, { unitId: id });
  return null;
}

export function fleetActions(resolve: ResolveAttack): ModuleAction<DiceOptions>[] {
  return [{
    // D-FLEET-2: one ship of the mover moves (ENB's movement rules; no token, no attack now)
    name: 'fleetMove',
    params: moveParams,
    legal(state) {
      const at = fleetStep(state);
      if (at?.step !== FLEET_MOVE) return [];
      const names = boardOfState(state).names;
      return shipsToMove(state, at.player).flatMap((id) => {
        const { ends, count } = legalEndStates(state, id);
        const out: unknown[] = [];
        for (let k = 0; k < count; k++) out.push({ unitId: id, to: { node: names[(ends[k] / 6) | 0], heading: ends[k] % 6 } });
        return out;
      });
    },
    apply(d: Draft, state, params) {
      const p = params as z.infer<typeof moveParams>;
      const step = stepOf(state, FLEET_MOVE);
      if ('ok' in step) return step;
      const mine = ownUnit(state, step.player, p.unitId);
      if (mine) return mine;
      const unit = state.units[p.unitId];
      if (unit.kind !== 'ship') return refuse('unit/not-a-ship', `The unit at ${unit.node} does not move.`, { unitId: p.unitId });
      if (fleetTurn(state)!.moved.includes(p.unitId)) return no('D-FLEET-2', `The ship at ${unit.node} has already moved in this fleet turn.`, `Okręt na ${unit.node} już się ruszył w tej turze floty.`, { unitId: p.unitId });
      const checked = checkMove(state, p.unitId, p.to.node, p.to.heading as Direction, undefined, true);
      if ('ok' in checked) return checked;
      shiftShip(d, changeUnit(d, p.unitId), { node: unit.node, heading: unit.heading }, checked.node, p.to.heading as Direction, checked.work);
      noteMoved(d, p.unitId);
      return null;
    },
    aimAt: (_state, params, node) => DIRECTIONS.map((heading) => ({ ...(params as object), to: { node, heading } })),
  }, {
    // D-FLEET-2: the mover is done (ships not moved stay where they are)
    name: 'endMoves',
    params: noParams,
    legal: (state) => (fleetStep(state)?.step === FLEET_MOVE ? [{}] : []),
    apply(d, state) {
      const step = stepOf(state, FLEET_MOVE);
      if ('ok' in step) return step;
      finishMoves(d, step.player);
      return null;
    },
  }, {
    // D-FLEET-3: a unit declares its one attack on an enemy unit in its zone
    name: 'declareAttack',
    params: attackParams,
    legal(state) {
      const at = fleetStep(state);
      if (at?.step !== FLEET_DECLARE) return [];
      return declarers(state, at.player).flatMap((id) => declarableTargets(state, id).map((targetId) => ({ unitId: id, targetId })));
    },
    apply(d, state, params) {
      const p = params as z.infer<typeof attackParams>;
      const step = stepOf(state, FLEET_DECLARE);
      if ('ok' in step) return step;
      const mine = ownUnit(state, step.player, p.unitId);
      if (mine) return mine;
      const unit = state.units[p.unitId];
      if (fleetTurn(state)!.declared.some((a) => a.unitId === p.unitId))
        return no('D-FLEET-3', `The unit at ${unit.node} has already declared an attack: withdraw it first.`, `Jednostka na ${unit.node} już zadeklarowała atak: najpierw go wycofaj.`, { unitId: p.unitId });
      const target = checkAttack(state, unit, p.targetId);
      if ('ok' in target) return target;
      if (!own(state.units, p.targetId)) return no('D-FLEET-3', `In a fleet turn only ships and fixed units are attacked, not the ${target.name} at ${target.node}.`, `W turze floty atakuje się tylko okręty i jednostki stałe (cel na ${target.node} nim nie jest).`, { targetId: p.targetId });
      declare(d, { player: step.player, unitId: p.unitId, targetId: p.targetId });
      return null;
    },
    aimAt(state, params, node) {
      const p = params as Partial<z.infer<typeof attackParams>>;
      const on = Object.values(state.units).filter((u) => u.node === node);
      return on.length ? on.map((u) => ({ unitId: p.unitId, targetId: u.id })) : no('D-FLEET-3', `There is no unit at ${node} to attack.`, `Na ${node} nie ma jednostki do zaatakowania.`, { node });
    },
  }, {
    // D-FLEET-3: a declared attack is taken back before the declarer finishes
    name: 'withdrawAttack',
    params: unitParams,
    legal(state) {
      const at = fleetStep(state);
      if (at?.step !== FLEET_DECLARE) return [];
      return fleetTurn(state)!.declared.filter((a) => a.player === at.player).map((a) => ({ unitId: a.unitId }));
    },
    apply(d, state, params) {
      const p = params as z.infer<typeof unitParams>;
      const step = stepOf(state, FLEET_DECLARE);
      if ('ok' in step) return step;
      if (!fleetTurn(state)!.declared.some((a) => a.player === step.player && a.unitId === p.unitId))
        return no('D-FLEET-3', `The unit "${p.unitId}" has declared no attack of yours to withdraw.`, `Jednostka „${p.unitId}” nie zadeklarowała twojego ataku, który można wycofać.`, { unitId: p.unitId });
      withdraw(d, step.player, p.unitId);
      return null;
    },
  }, {
    // D-FLEET-3, D-FLEET-4: the declarer is done; after the second, every declared attack resolves
    name: 'finishDeclaring',
    params: noParams,
    legal: (state) => (fleetStep(state)?.step === FLEET_DECLARE ? [{}] : []),
    apply(d, state, _params, options) {
      const step = stepOf(state, FLEET_DECLARE);
      if ('ok' in step) return step;
      finishDeclaring(d, step.player, options, resolve);
      return null;
    },
  }];
}

/** The action moving `unitId` to `to` in a fleet turn's move step (what the screen submits for a move chosen on the map), or null outside one. */
export function fleetMoveAction(state: GameState, unitId: string, to: { node: string; heading: Direction }): Extract<Action, { type: 'module' }> | null {
  return fleetStep(state)?.step === FLEET_MOVE ? { type: 'module', module: 'dice', action: 'fleetMove', params: { unitId, to } } : null;
}

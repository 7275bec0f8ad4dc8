// How good a (sampled) state looks to one player: the heuristic both the easy bot and the search's
// playouts end on. In the game's own terms: points (§11), a target in the zone of one's open
// activation (an attack to come), own ships caught in an enemy zone (they may be struck next),
// enemy units caught in one's own zones, closing the distance to the enemy (sandbox games are won
// by striking, not by waiting) and a transport's cargo closing on its delivery node.
// A rule module adds its own terms (or replaces these) with registerEvaluation.
import { enemyZoneTest, other, type GameState, type PlayerId, type Unit } from '../engine/index';
import { nodeDistance } from './distance';
import { atStake, bestTarget, readTactics, type Tactics } from './tactics';
import { fights, OBJECTIVE_WEIGHTS, objectiveValue } from './objectives';

/** Weights of the evaluation, in tenths of a point. */
export const WEIGHTS = { point: 10, attackToCome: 9, exposed: 5, threatening: 4, closing: 0.3, marker: 2, cargo: 0.5 };

/**
 * A rule module's part of the evaluation (tenths of a point, higher is better for `player`), for a
 * game that plays with that module (`state.setup.modules`). `alone`: the module's value stands in
 * for the ENB terms below (a game the ENB terms do not describe: a game of a module's own); otherwise it
 * is added to them. A finished game is valued before any module is asked.
 */
export interface ModuleEvaluation {
  value(state: GameState, player: PlayerId): number;
  alone?: boolean;
}
const moduleEvaluations = new Map<string, ModuleEvaluation>();
/** Register the evaluation of module `moduleId` (a second call replaces the first). */
export function registerEvaluation(moduleId: string, evaluation: ModuleEvaluation): void { moduleEvaluations.set(moduleId, evaluation); }
export function unregisterEvaluation(moduleId: string): void { moduleEvaluations.delete(moduleId); }
/** Whether module `moduleId` taught the evaluation its terms. */
export const hasEvaluation = (moduleId: string): boolean => moduleEvaluations.has(moduleId);
/** Whether a module's evaluation stands alone for this game (the ENB terms, contact included, do not describe it). */
export const judgedAlone = (state: GameState): boolean => (state.setup.modules ?? []).some((m) => moduleEvaluations.get(m.id)?.alone);

/** The most a target in the zone of `player`'s open activation is worth (0: none). */
function attackToCome(state: GameState, player: PlayerId): number {
  const act = state.activation;
  if (!act || act.player !== player) return 0;
  let best = 0;
  for (const id of act.group ?? [act.unitId]) if (state.units[id]) best = Math.max(best, bestTarget(state, id));
  return best;
}

/** The ENB terms of the evaluation (no module's). */
function baseValue(state: GameState, player: PlayerId, read?: Tactics): number {
  const enemy = other(player);
  let v = WEIGHTS.point * (state.score[player] - state.score[enemy]) + WEIGHTS.attackToCome * attackToCome(state, player);
  const t = read ?? readTactics(state.toAct === player ? state : { ...state, toAct: player });
  const threatened = t.threatened; // where the enemy's zones reach
  const reached = enemyZoneTest(state, enemy); // where ours reach
  const mine: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner === player) { if (u.kind === 'ship') mine.push(u); }
    else if (reached.has(u.node)) v += WEIGHTS.threatening * atStake(state, u);
  }
  const ownMarkers: { node: string; ships: number }[] = [];
  const boards = state.taskForces?.boards[player];
  for (const m of Object.values(state.taskForces?.markers ?? {})) {
    if (m.owner === enemy) { if (reached.has(m.node)) v += WEIGHTS.marker; }
    else if (boards) {
      const board = Object.values(boards).find((b) => b.markerId === m.id);
      ownMarkers.push({ node: m.node, ships: board ? board.ships.length : 1 });
    }
  }
  for (const u of mine) {
    if (threatened.has(u.node)) v -= WEIGHTS.exposed * atStake(state, u);
    const near = fights(state, u) ? t.nearFor(u)(u.node) : Infinity; // a ship that cannot strike (a transport) is not drawn to the enemy
    if (near < Infinity) v -= WEIGHTS.closing * near;
    if ((u.cargo ?? 0) > 0) { const d = t.nearDelivery(u.node); if (d < Infinity) { v -= WEIGHTS.cargo * d * (u.cargo ?? 0); continue; } }
    const goal = t.nearGoal(u)(u.node); // the objectives' pull (hold nodes, the exit edge, named targets)
    if (goal < Infinity) v -= OBJECTIVE_WEIGHTS.goal * goal;
  }
  v += objectiveValue(state, player, threatened, reached);
  for (const m of ownMarkers) { // a TF closes in as its ships would (they all arrive when it deploys)
    const near = t.near(m.node);
    if (near < Infinity) v -= WEIGHTS.closing * near * m.ships;
  }
  return v;
}

/**
 * The value of `state` to `player` (higher is better); a finished game is worth ±1000 plus the margin.
 * `read`: the tactical read of this very state for `player`, when the caller has it (weigh.ts).
 */
export function evaluate(state: GameState, player: PlayerId, read?: Tactics): number {
  const enemy = other(player);
  const margin = state.score[player] - state.score[enemy];
  if (state.result) return (state.result.winner === player ? 1000 : state.result.winner === enemy ? -1000 : 0) + margin;
  let v = 0, alone = false;
  for (const m of state.setup.modules ?? []) {
    const e = moduleEvaluations.get(m.id);
    if (!e) continue;
    v += e.value(state, player);
    alone ||= !!e.alone;
  }
  return alone ? v : v + baseValue(state, player, read?.me === player ? read : undefined);
}

export { nodeDistance };

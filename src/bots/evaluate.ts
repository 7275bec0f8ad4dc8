// How good a (sampled) state looks to one player: the heuristic both the easy bot and the search's
// playouts end on. In the game's own terms: points (§11), a target in the zone of one's open
// activation (an attack to come), own ships standing in an enemy zone (they may be struck next),
// enemy ships in one's own zones, and closing the distance to the enemy (sandbox games are won by
// striking, not by waiting).
import { enemyZone, other, unitPoints, validTargets, type GameState, type PlayerId, type Unit } from '../engine/index';
import { distance, parseCellName, cellToAxial, type Axial } from '../engine/geometry/index';
import { navalEvaluation } from './naval';

const axialCache = new Map<string, Axial>();
function axialOf(node: string): Axial {
  let a = axialCache.get(node);
  if (!a) { const c = parseCellName(node); a = c ? cellToAxial(c) : { q: 0, r: 0 }; axialCache.set(node, a); }
  return a;
}
export const nodeDistance = (a: string, b: string): number => distance(axialOf(a), axialOf(b));

/** Weights of the evaluation, in tenths of a point. */
export const WEIGHTS = { point: 10, attackToCome: 8, exposed: 2, threatening: 2, closing: 0.08, marker: 2 };

/** The most a target in the zone of `player`'s open activation is worth (0: none). */
function attackToCome(state: GameState, player: PlayerId): number {
  const act = state.activation;
  if (!act || act.player !== player) return 0;
  let best = 0;
  for (const id of act.group ?? [act.unitId]) {
    if (!state.units[id]) continue;
    for (const t of validTargets(state, id)) {
      const u = state.units[t.id];
      best = Math.max(best, u ? unitPoints(state, u) : t.kind === 'plane' ? state.setup.ruleset.points.plane : 1);
    }
  }
  return best;
}

/** The value of `state` to `player` (higher is better); a finished game is worth ±1000 plus the margin. */
export function evaluate(state: GameState, player: PlayerId): number {
  const naval = navalEvaluation(state, player); // Naval Battle (module N) is judged in its own terms
  if (naval !== null) return naval;
  const enemy = other(player);
  const margin = state.score[player] - state.score[enemy];
  if (state.result) return (state.result.winner === player ? 1000 : state.result.winner === enemy ? -1000 : 0) + margin;
  let v = WEIGHTS.point * margin + WEIGHTS.attackToCome * attackToCome(state, player);
  const threatened = new Set(enemyZone(state, player)); // where the enemy's zones reach
  const reached = new Set(enemyZone(state, enemy)); // where ours reach
  const mine: Unit[] = [], theirs: string[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner === player) { if (u.kind === 'ship') mine.push(u); }
    else { theirs.push(u.node); if (reached.has(u.node)) v += WEIGHTS.threatening * unitPoints(state, u); }
  }
  const ownMarkers: { node: string; ships: number }[] = [];
  const boards = state.taskForces?.boards[player];
  for (const m of Object.values(state.taskForces?.markers ?? {})) {
    if (m.owner === enemy) { theirs.push(m.node); if (reached.has(m.node)) v += WEIGHTS.marker; }
    else if (boards) {
      const board = Object.values(boards).find((b) => b.markerId === m.id);
      ownMarkers.push({ node: m.node, ships: board ? board.ships.length : 1 });
    }
  }
  for (const u of mine) {
    if (threatened.has(u.node)) v -= WEIGHTS.exposed * unitPoints(state, u);
    let near = Infinity;
    for (const n of theirs) near = Math.min(near, nodeDistance(u.node, n));
    if (near < Infinity) v -= WEIGHTS.closing * near;
  }
  for (const m of ownMarkers) { // a TF closes in as its ships would (they all arrive when it deploys)
    let near = Infinity;
    for (const n of theirs) near = Math.min(near, nodeDistance(m.node, n));
    if (near < Infinity) v -= WEIGHTS.closing * near * m.ships;
  }
  return v;
}

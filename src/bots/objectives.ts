// What each side must achieve (§11 scenario objectives), as the bots read it: how far both sides
// have got (a term of the evaluation) and where one's own ships should go (the goals the weighing and
// the evaluation pull them towards). The engine says how far a side has got (objectiveStatus); this
// file only prices it. A scenario without objective lists (sandbox) adds nothing here: its points
// are the score margin's.
import { objectiveStatus, other, unitPoints, type GameState, type NodeTest, type ObjectiveStatus, type PlayerId, type Unit } from '../engine/index';
import { nodeDistance } from './distance';
import { boardOf } from '../engine/geometry/index';
import { edgeNodes, type MapEdge } from '../scenarios/trackSchema';

/** The objective kinds the bots price (a kind not listed is played as a sandbox: objectiveKnowledge says so). */
export const KNOWN_OBJECTIVES = ['points', 'deliverCargo', 'destroyTargets', 'holdNodes', 'exitByEdge', 'keepFlagship'] as const;
const known = new Set<string>(KNOWN_OBJECTIVES);

/** Weights, in tenths of a point (a point of score is 10). */
export const OBJECTIVE_WEIGHTS = {
  /** An achievement met (before the game is judged on it at the next cleanup). */
  met: 60,
  /** The share of an achievement done (its objective's progress, 0–1). */
  progress: 40,
  /** A holdNodes objective held right now (it counts at this round's end). */
  holdingNow: 25,
  /** A flagship lost (with losesGame the game is lost at the next cleanup). */
  flagshipLost: 300,
  /** A flagship (losesGame) standing in the other side's zones: its loss may come next. */
  flagshipExposed: 60,
  /** A node of an own ship's way to its goal (hold nodes, the exit edge, named targets). */
  goal: 0.5,
};

/** The statuses the bots price (a kind they do not know is left out). */
function statuses(state: GameState, player: PlayerId): ObjectiveStatus[] {
  return objectiveStatus(state, player).filter((o) => o && known.has(o.objective.kind));
}

/** One side's objectives, priced from that side's point of view (no zones: `exposedFlagship` says that). */
function sideValue(state: GameState, player: PlayerId, exposedFlagship: (id: string) => boolean): number {
  const W = OBJECTIVE_WEIGHTS;
  let v = 0;
  for (const o of statuses(state, player)) {
    const { objective: obj, progress } = o;
    switch (obj.kind) {
      case 'points': break; // the score margin prices points already
      case 'keepFlagship':
        if (o.failed) v -= obj.losesGame ? W.flagshipLost : W.flagshipLost / 4;
        else if (obj.losesGame && exposedFlagship(obj.unitId)) v -= W.flagshipExposed;
        break;
      default:
        v += o.met ? W.met : W.progress * Math.min(1, progress.done / Math.max(1, progress.needed));
        if (obj.kind === 'holdNodes' && !o.met && (o.holdingNow ?? 0) >= obj.units) v += W.holdingNow;
    }
  }
  return v;
}

/**
 * Both sides' objectives from `player`'s side (tenths of a point): own progress minus the enemy's.
 * `threatenedByEnemy` / `reachedByUs`: the nodes the enemy's / one's own zones cover.
 */
export function objectiveValue(state: GameState, player: PlayerId, threatenedByEnemy: NodeTest, reachedByUs: NodeTest): number {
  if (!state.setup.objectives) return 0;
  const enemy = other(player);
  const at = (id: string) => state.units[id]?.node;
  const mine = sideValue(state, player, (id) => { const n = at(id); return !!n && threatenedByEnemy.has(n); });
  const theirs = sideValue(state, enemy, (id) => { const n = at(id); return !!n && reachedByUs.has(n); });
  return mine - theirs;
}

const edgesCache = new WeakMap<object, Map<MapEdge, string[]>>();
/** The node names of a map edge (kept per map). */
function edgeNames(state: GameState, edge: MapEdge): string[] {
  const board = boardOf(state.setup.map);
  let byEdge = edgesCache.get(board);
  if (!byEdge) { byEdge = new Map(); edgesCache.set(board, byEdge); }
  let names = byEdge.get(edge);
  if (!names) { names = edgeNodes(board.shape, edge).map((i) => board.names[i]); byEdge.set(edge, names); }
  return names;
}

/** Whether a ship fights (its class has an attack): a transport does not. */
export function fights(state: GameState, u: Unit): boolean {
  const a = state.setup.ruleset.classes[u.class]?.attack;
  return !!a && a !== 'none';
}

/**
 * The own ships that should leave the map for the exitByEdge objectives not met yet: as many as each
 * still needs (its count of ships, or its points), chosen among the ships on the map — those that do
 * not fight first (a transport: leaving costs the fight nothing), then the cheapest, then the nearest
 * the edge. The other ships stay to fight: were every ship pulled to the edge, the escorts would run
 * ahead and leave the ships they guard to the enemy.
 */
export function exitShips(state: GameState, player: PlayerId): Set<string> {
  const out = new Set<string>();
  if (!state.setup.objectives) return out;
  for (const o of statuses(state, player)) {
    const obj = o.objective;
    if (obj.kind !== 'exitByEdge' || o.met) continue;
    const edge = edgeNames(state, obj.edge);
    const toEdge = (u: Unit) => Math.min(...edge.map((n) => nodeDistance(u.node, n)));
    const ships = Object.values(state.units)
      .filter((u) => u.owner === player && u.kind === 'ship' && !out.has(u.id))
      .map((u) => ({ u, fights: fights(state, u) ? 1 : 0, points: unitPoints(state, u), far: toEdge(u) }))
      .sort((a, b) => a.fights - b.fights || a.points - b.points || a.far - b.far);
    let still = o.progress.needed - o.progress.done;
    for (const s of ships) {
      if (still <= 0) break;
      out.add(s.u.id);
      still -= obj.count !== undefined ? 1 : s.points;
    }
  }
  return out;
}

/**
 * Where `player`'s ships should head for the objectives not met yet: own hold nodes, the exit edge
 * (`exit`: false for a ship that is not one of exitShips), named enemy targets on the map; the
 * enemy's hold nodes (to contest them) and its flagship when its loss loses the game. Empty for a sandbox.
 */
export function objectiveGoals(state: GameState, player: PlayerId, exit = true): string[] {
  if (!state.setup.objectives) return [];
  const out: string[] = [];
  const node = (id: string) => state.units[id]?.node;
  for (const o of statuses(state, player)) {
    if (o.met) continue;
    const obj = o.objective;
    if (obj.kind === 'holdNodes') out.push(...obj.nodes);
    else if (obj.kind === 'exitByEdge') { if (exit) out.push(...edgeNames(state, obj.edge)); }
    else if (obj.kind === 'destroyTargets') for (const id of o.remaining ?? []) { const n = node(id); if (n) out.push(n); }
  }
  for (const o of statuses(state, other(player))) {
    const obj = o.objective;
    if (obj.kind === 'holdNodes' && !o.met) out.push(...obj.nodes);
    else if (obj.kind === 'keepFlagship' && obj.losesGame && !o.failed) { const n = node(obj.unitId); if (n) out.push(n); }
  }
  return out;
}

// The tactical read of a (sampled) state for the player to act, computed once per decision and
// shared by every action weighed: where the enemy stands, how far each node is from it, which
// nodes its zones cover now, and — for a ship's move — what it could strike from the end it moves
// to. A move's worth is read off these without playing the move through the engine (the costly
// part of a bot's turn); the strike check asks the engine itself (validTargetsFrom: validTargets
// with only that ship moved, no state made), so no rule is re-implemented here.
import { attackZone, deliveryNodes, enemyZoneTest, other, unitPoints, validTargets, validTargetsFrom, type Action, type GameState, type NodeTest, type PlayerId, type Target, type Unit } from '../engine/index';
import { nodeDistance } from './distance';
import { FAR, nearestBySea } from './seaDistance';
import { exitShips, objectiveGoals } from './objectives';
import { strikeWorth } from './strikeWorth';

/**
 * What destroying a target is worth to the attacker, in points (a TF marker: the forced deployment it
 * causes); with `attackerId`, what that unit's attack on it is worth (strikeWorth.ts: a module whose
 * combat is not certain prices the chance).
 */
export function targetValue(state: GameState, t: Pick<Target, 'id' | 'kind'>, attackerId?: string): number {
  const u = state.units[t.id];
  const points = u ? unitPoints(state, u) : t.kind === 'plane' ? state.setup.ruleset.points.plane : t.kind === 'ship' ? 1 : 0.5; // a TF marker (R-ATK-4) or a bomber
  return attackerId === undefined ? points : strikeWorth(state, attackerId, t.id, points);
}

/** What an attack action is worth to its attacker (its target a ship, a plane, or else a TF marker taken as a ship). */
export function attackWorth(state: GameState, a: Extract<Action, { type: 'attack' }>): number {
  const kind = state.units[a.targetId] ? 'ship' : state.planes.some((p) => p.id === a.targetId) ? 'plane' : 'ship';
  return targetValue(state, { id: a.targetId, kind }, a.unitId);
}

/** An attacker not named: a module whose combat is not certain prices an average shot (strikeWorth.ts). */
export const ANY_ATTACKER = '';

/** What a unit standing in the other side's zones stands to lose, in points: its points, or what a shot at it is worth where combat is not certain. */
export const atStake = (state: GameState, u: Unit): number => targetValue(state, { id: u.id, kind: 'ship' }, ANY_ATTACKER);

/** The most valuable target `attacker` has from where it stands (0: none). */
export function bestTarget(state: GameState, attackerId: string): number {
  let best = 0;
  for (const t of validTargets(state, attackerId)) best = Math.max(best, targetValue(state, t, attackerId));
  return best;
}

/** What a unit's attack may hit (§5.3): ships, fixed units, planes, bombers. */
function hitsOf(state: GameState, u: Unit): readonly string[] {
  const rs = state.setup.ruleset;
  const cls = u.kind === 'ship' ? rs.classes[u.class] : rs.fixedUnits[u.class];
  const type = cls?.attack;
  return !type || type === 'none' ? [] : rs.attackTypes[type]?.hits ?? [];
}

/** A list of target kinds as a key, joined once per list (the ruleset's lists are kept: asked for every unit of every state weighed). */
const hitsKeys = new WeakMap<readonly string[], string>();
function hitsKey(hits: readonly string[]): string {
  let k = hitsKeys.get(hits);
  if (k === undefined) hitsKeys.set(hits, (k = hits.join('+')));
  return k;
}

/** Whether a ship may enter shallows (R-GRID-3). */
const isShallow = (state: GameState, u: Unit): boolean => u.kind === 'ship' && !!state.setup.ruleset.classes[u.class]?.shallowDraft;

/**
 * How far a unit's zone reaches where it stands now (the farthest node of its zone, read from the
 * engine: a torpedo's run ends at a coast or a ship), kept per state. It depends on the whole state, so
 * nothing is kept across states: before, the first reach read for a class was kept for every later
 * state and game, and a destroyer first read beside a coast kept its cut-short run everywhere (the
 * answer depended on what the bot had read before, not on its view alone).
 */
const reachCache = new WeakMap<GameState, Map<string, number>>();
export function zoneReach(state: GameState, u: Unit): number {
  let byUnit = reachCache.get(state);
  if (!byUnit) { byUnit = new Map(); reachCache.set(state, byUnit); }
  let r = byUnit.get(u.id);
  if (r === undefined) {
    r = 0;
    for (const n of attackZone(state, u.id)) r = Math.max(r, nodeDistance(u.node, n));
    byUnit.set(u.id, r);
  }
  return r;
}

export interface Tactics {
  me: PlayerId;
  /** The enemy's units and TF markers, by node. */
  enemyNodes: string[];
  /** Distance from a node to the nearest enemy that `u` can strike and out-range (its prey; memoised). */
  nearFor(u: Unit): (node: string) => number;
  /** How far `u`'s zone reaches (memoised per unit). */
  reachOf(u: Unit): number;
  /** Nodes the enemy's zones cover now (R-MOVE-4: a move may not end there). */
  threatened: NodeTest;
  /** Distance by sea (seaDistance.ts) from a node to the nearest enemy unit or marker (memoised; Infinity: none). */
  near(node: string): number;
  /** Distance by sea from a node to the nearest goal of the objectives not met yet (objectives.ts) for `u` (Infinity: none). */
  nearGoal(u: Unit): (node: string) => number;
  /** Distance from a node to the nearest delivery node of one's own (Infinity: none). */
  nearDelivery(node: string): number;
  /** The value of the best target `unitId` would have standing at (node, heading). */
  strikeFrom(unitId: string, node: string, heading: number): number;
}

export function readTactics(state: GameState): Tactics {
  const me = state.toAct, enemy = other(me);
  const enemyNodes: string[] = [], shipNodes: string[] = [], fixed: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner !== enemy) continue;
    enemyNodes.push(u.node);
    if (u.kind === 'ship') shipNodes.push(u.node); else fixed.push(u);
  }
  for (const m of Object.values(state.taskForces?.markers ?? {})) if (m.owner === enemy) { enemyNodes.push(m.node); shipNodes.push(m.node); }
  const orInfinity = (d: number) => (d >= FAR ? Infinity : d);
  const preyMemo = new Map<string, (node: string) => number>();
  const byUnit = new Map<string, { reach: number; near: (node: string) => number }>();
  const unitRead = (u: Unit) => {
    let r = byUnit.get(u.id);
    if (!r) {
      const hits = hitsOf(state, u);
      const reach = zoneReach(state, u);
      const shallow = isShallow(state, u);
      const key = `${hitsKey(hits)}:${reach}:${shallow}`;
      let near = preyMemo.get(key);
      if (!near) {
        const nodes = hits.includes('ship') ? [...shipNodes] : [];
        if (hits.includes('fixed')) for (const f of fixed) if (reach > zoneReach(state, f)) nodes.push(f.node); // a battery is hunted only from beyond its own reach
        near = nearestBySea(state, shallow, nodes.length ? nodes : enemyNodes);
        preyMemo.set(key, near);
      }
      const bySea = near;
      r = { reach, near: (node: string) => orInfinity(bySea(node)) };
      byUnit.set(u.id, r);
    }
    return r;
  };
  let threatened: NodeTest | null = null;
  const nearEnemy = nearestBySea(state, false, enemyNodes);
  let nearDelivery: ((node: string) => number) | null = null; // asked only for a ship with cargo
  let exiters: Set<string> | null = null; // the ships the exit edge pulls (objectives.ts exitShips)
  const goals: string[][] = []; // without, with the exit edge
  const goalNear: ((node: string) => number)[] = []; // by exit × draft
  const nearGoal = (u: Unit) => {
    exiters ??= exitShips(state, me);
    const exit = exiters.has(u.id) ? 1 : 0;
    const nodes = (goals[exit] ??= objectiveGoals(state, me, exit === 1));
    if (!nodes.length) return () => Infinity;
    const k = exit * 2 + (isShallow(state, u) ? 1 : 0);
    const near = (goalNear[k] ??= nearestBySea(state, k % 2 === 1, nodes));
    return (node: string) => orInfinity(near(node));
  };
  return {
    me,
    enemyNodes,
    get threatened() { return (threatened ??= enemyZoneTest(state, me)); },
    near: (node) => orInfinity(nearEnemy(node)),
    nearFor: (u) => unitRead(u).near,
    reachOf: (u) => unitRead(u).reach,
    nearGoal,
    nearDelivery: (node) => orInfinity((nearDelivery ??= nearestBySea(state, true, deliveryNodes(state, me)))(node)),
    strikeFrom(unitId, node, heading) { // the engine's targets from there (validTargetsFrom: no state made for the move)
      let best = 0;
      for (const t of validTargetsFrom(state, unitId, { node, heading: heading as Unit['heading'] })) best = Math.max(best, targetValue(state, t, unitId));
      return best;
    },
  };
}

/** Whether any unit or TF marker of the player to act stands within `range` of one of the enemy's. */
export function inContact(state: GameState, range: number): boolean {
  const t = readTactics(state);
  const me = state.toAct;
  for (const id in state.units) { const u = state.units[id]; if (u.owner === me && t.near(u.node) <= range) return true; }
  for (const m of Object.values(state.taskForces?.markers ?? {})) if (m.owner === me && t.near(m.node) <= range) return true;
  return false;
}

// Engine answers the UI needs, memoised per state object (states are immutable): the viewer's view,
// the selected ship's legal ends, valid targets, zones, and the reason a node or target is illegal.
import {
  applyAction, attackZone, moduleMoveAction, cheapestPath, planesOnRoute, routeVia, enemyZone, legalActionsBesideMoves, reachableMoves, shipsThatMayMove, validTargets, viewFor,
  type Action, type GameError, type GameState, type GameView, type MoveOption, type PathStep, type PlayerId, type Target,
} from '../engine';
import type { Direction } from '../engine/geometry';

/** States whose answers are kept: the one shown and a few before it (undo, the replay's neighbours). */
const KEPT_STATES = 4;

/**
 * Answers per state, for the last few states asked about only: the undo timeline keeps every past
 * state alive, and a weak map would keep each one's view and legal list with it.
 */
function memo<R>(): (state: object, key: string, make: () => R) => R {
  const cache = new Map<object, Map<string, R>>();
  return (state, key, make) => {
    let m = cache.get(state);
    if (!m) {
      m = new Map();
      cache.set(state, m);
      if (cache.size > KEPT_STATES) cache.delete(cache.keys().next().value!);
    }
    if (!m.has(key)) m.set(key, make());
    return m.get(key)!;
  };
}

const viewMemo = memo<GameView>();
export const viewOf = (state: GameState, viewer: PlayerId): GameView => viewMemo(state, viewer, () => viewFor(state, viewer));

// The screen never lists every ship's moves: a selected ship's are reachOf's. The rest of the legal
// actions, and which ships may move, need no ship searched (a tenth of the cost on a big map).
const besideMemo = memo<Action[]>();
/** The legal actions but the ships' moves: what the prompt bar, the panels and the map's rings offer. */
export const besideMovesOf = (state: GameState): Action[] => besideMemo(state, '', () => legalActionsBesideMoves(state));
const movableMemo = memo<string[]>();
/** The ships the player to act may move now. */
export const shipsThatMayMoveOf = (state: GameState): string[] => movableMemo(state, '', () => shipsThatMayMove(state));

/** The legal ends of a ship grouped by node: the options at each node, cheapest first. */
export interface Reach { byNode: Map<string, MoveOption[]>; list: MoveOption[] }
const reachMemo = memo<Reach>();
export function reachOf(state: GameState, unitId: string): Reach {
  return reachMemo(state, unitId, () => {
    const list = reachableMoves(state, unitId);
    const byNode = new Map<string, MoveOption[]>();
    for (const m of list) {
      const l = byNode.get(m.node);
      if (l) l.push(m);
      else byNode.set(m.node, [m]);
    }
    for (const l of byNode.values()) l.sort((a, b) => a.cost - b.cost);
    return { byNode, list };
  });
}

const pathMemo = memo<PathStep[] | null>();
export const pathOf = (state: GameState, unitId: string, node: string, heading: Direction): PathStep[] | null =>
  pathMemo(state, `${unitId}|${node}|${heading}`, () => cheapestPath(state, unitId, { node, heading }));

/** R-MOVE-8: the route through the chosen waypoints to an end state (the cheapest without waypoints), or why none. */
export function routeOf(state: GameState, unitId: string, waypoints: readonly string[], node: string, heading: Direction | null): { path: PathStep[]; planes: string[] } | { error: GameError } {
  if (!waypoints.length && heading !== null) {
    const path = pathOf(state, unitId, node, heading);
    return path ? { path, planes: planesOnRoute(state, unitId, path) } : { error: { code: 'move/out-of-reach', message: 'out of reach' } };
  }
  const r = routeVia(state, unitId, waypoints, { node, heading });
  return 'path' in r ? { path: r.path, planes: planesOnRoute(state, unitId, r.path) } : { error: r.error };
}

const targetsMemo = memo<Target[]>();
export const targetsOf = (state: GameState, unitId: string): Target[] => targetsMemo(state, unitId, () => validTargets(state, unitId));

const zoneMemo = memo<string[]>();
export const zoneOf = (state: GameState, unitId: string): string[] => zoneMemo(state, unitId, () => attackZone(state, unitId));
export const enemyZoneOfPlayer = (state: GameState, player: PlayerId): string[] => zoneMemo(state, `enemy:${player}`, () => enemyZone(state, player));

/** Ask the engine without changing anything: its refusal of an action, or null when it would be accepted. */
export function refusalOf(state: GameState, action: Action): GameError | null {
  const r = applyAction(state, action);
  return r.ok ? null : r.error;
}

const reasonMemo = memo<GameError | null>();
/** Why a ship cannot stop at a node (the most telling refusal over the six headings), or null if it can. */
export function moveRefusal(state: GameState, unitId: string, node: string): GameError | null {
  return reasonMemo(state, `${unitId}|${node}`, () => {
    let best: GameError | null = null;
    for (let h = 0 as Direction; h < 6; h = (h + 1) as Direction) {
      const e = refusalOf(state, moduleMoveAction(state, unitId, { node, heading: h }) ?? { type: 'move', unitId, to: { node, heading: h } }); // a module's own move, when it has one
      if (!e) return null;
      if (!best || (best.code === 'move/out-of-reach' && e.code !== 'move/out-of-reach')) best = e;
    }
    return best;
  });
}

export { deciderOf, personMayAct } from './decider';

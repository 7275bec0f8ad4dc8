// R-MOVE-8 the route is the player's: a move may carry the path it takes, from the ship's node and
// heading to its end, one step at a time — forward to the neighbour ahead (1 MP) or a 60° turn on
// the spot (the turn cost). The engine checks every step: no entering a node that is blocked
// (R-MOVE-2: another unit, a TF marker, an airfield, a node the ship cannot navigate), no more MP than
// the ship has (R-MOVE-6). What the path enters is what R-MOVE-3 acts on (planes destroyed on the way).
import { refuse, type Refusal } from '../../core/errors';
import type { PathStep } from '../../core/events';
import { DIRECTION_NAMES, type Direction } from '../../geometry/grid';
import { moveContext, type MoveContext } from './movement';
import { stateIndex } from './stateIndex';
import { searchStates } from '../../geometry/search';
import { own, type GameState, type NodeName, type UnitId } from '../../core/types';

/** The MP a chosen path costs, or why it is not a path this ship may sail. */
export function checkRoute(ctx: MoveContext, occupied: Uint8Array, path: readonly PathStep[]): number | Refusal {
  const { board, unit } = ctx;
  const passable = board.passable[ctx.shallowDraft ? 1 : 0];
  const bad = (k: number, why: string) => refuse('move/bad-path', `Step ${k} of the route ${why}.`, { step: k });
  if (!path.length || path[0].node.toUpperCase() !== unit.node || path[0].heading !== unit.heading)
    return refuse('move/bad-path', `The route must start where the ship is: ${unit.node} facing ${DIRECTION_NAMES[unit.heading]}.`, { step: 0 });
  let cost = 0;
  let at = board.index.get(unit.node)!;
  let heading: Direction = unit.heading;
  for (let k = 1; k < path.length; k++) {
    const i = board.index.get(path[k].node.toUpperCase());
    if (i === undefined) return bad(k, `goes to ${path[k].node}, which is not a node of this map`);
    const h = path[k].heading;
    if (i === at) {
      const turn = (h - heading + 6) % 6;
      if (turn !== 1 && turn !== 5) return bad(k, `turns from ${DIRECTION_NAMES[heading]} to ${DIRECTION_NAMES[h]} at ${path[k].node}: a step turns 60° at most`);
      cost += ctx.turnCost;
    } else {
      if (h !== heading || board.neighbours[at * 6 + heading] !== i)
        return bad(k, `jumps to ${path[k].node}: a step goes forward to the node ahead (no reversing) or turns on the spot`);
      if (!passable[i] || occupied[i]) return bad(k, `enters ${board.names[i]}, which the ship cannot enter`);
      cost += 1;
    }
    if (cost > ctx.mp) return refuse('move/out-of-reach', `The route costs more than the ${ctx.mp} MP the ship has.`, { mp: ctx.mp, step: k });
    at = i;
    heading = h;
  }
  return cost;
}

/**
 * R-MOVE-8 for the screen: the route through `waypoints` (nodes, in order) to `to` (heading null: any) —
 * each leg the cheapest from where the last one ended, within the MP left — or why there is none.
 */
export function routeVia(state: GameState, unitId: UnitId, waypoints: readonly NodeName[], to: { node: NodeName; heading: Direction | null }): { path: PathStep[] } | Refusal {
  const ctx = moveContext(state, unitId);
  if (!ctx) return refuse('unit/not-a-ship', 'Only a ship sails a route.', { unitId });
  const { board } = ctx;
  const { occupied } = stateIndex(state);
  const passable = board.passable[ctx.shallowDraft ? 1 : 0];
  let at = board.index.get(ctx.unit.node)!;
  let heading: Direction = ctx.unit.heading;
  let left = ctx.mp;
  const path: PathStep[] = [{ node: ctx.unit.node, heading }];
  const legs: { node: NodeName; heading: Direction | null }[] = [...waypoints.map((node) => ({ node, heading: null })), to];
  for (const [k, leg] of legs.entries()) {
    const i = board.index.get(leg.node.toUpperCase());
    if (i === undefined) return refuse('move/off-map', `${leg.node} is not a node of this map.`, { node: leg.node });
    const r = searchStates(board.neighbours, passable, occupied, at, heading, left, ctx.turnCost);
    const cost = (s: number) => (r.buffers.mark[s] >= r.base ? r.buffers.mark[s] - r.base : Infinity);
    let best = -1;
    for (let h = 0; h < 6; h++) {
      if (leg.heading !== null && h !== leg.heading) continue;
      const s = i * 6 + h;
      if (cost(s) < (best < 0 ? Infinity : cost(best))) best = s;
    }
    if (best < 0 || cost(best) === Infinity)
      return refuse('move/out-of-reach', k < waypoints.length
        ? `The waypoint ${board.names[i]} is out of reach with the MP left (${left}).`
        : `${board.names[i]} is out of reach through the waypoints with the MP left (${left}).`, { node: board.names[i], mp: left });
    const legPath: PathStep[] = [];
    for (let s = best; s !== r.start; s = r.buffers.parent[s]) legPath.push({ node: board.names[(s / 6) | 0], heading: (s % 6) as Direction });
    path.push(...legPath.reverse());
    left -= cost(best);
    at = i;
    heading = (best % 6) as Direction;
  }
  return { path };
}

/** The enemy plane markers a route destroys on the nodes it enters (R-MOVE-3), for the preview. */
export function planesOnRoute(state: GameState, unitId: UnitId, path: readonly PathStep[]): string[] {
  const owner = own(state.units, unitId)?.owner;
  const out: string[] = [];
  for (let k = 1; k < path.length; k++) {
    if (path[k].node === path[k - 1].node) continue;
    for (const p of state.planes) if (p.owner !== owner && p.node === path[k].node && !out.includes(p.id)) out.push(p.id);
  }
  return out;
}

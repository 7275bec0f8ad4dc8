// R-MOVE-8 the route is the player's: a move may carry the path it takes, from the ship's node and
// heading to its end, one step at a time — forward to the neighbour ahead (1 MP) or a 60° turn on
// the spot (the turn cost). The engine checks every step: no entering a node that is blocked
// (R-MOVE-2: another unit, a TF marker, an airfield, a node the ship cannot navigate), no more MP than
// the ship has (R-MOVE-6). What the path enters is what R-MOVE-3 acts on (planes destroyed on the way).
import { refuse, type Refusal } from '../../core/errors';
import type { PathStep } from '../../core/events';
import { DIRECTION_NAMES, type Direction } from '../../geometry/grid';
import type { MoveContext } from './movement';

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

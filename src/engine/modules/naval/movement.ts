// N-MOVE: a ship moves up to its MP in king steps through empty water fields (N-MOVE-1/2), across a
// port's coast only through an entrance (N-PORT-1/2), never through a field an enemy battery covers
// (N-BATTERY-3: it may end there); an enemy mine's field may be entered as the last step (N-MINE-3).
import { other } from '../../core/types';
import { crossingAllowed } from './geography';
import { classOf } from './fleet';
import { entranceOpen, fieldOf, type Ctx } from './context';
import type { Piece } from './data';

export interface Reach {
  /** The fields reached (the start excluded), nearest first. */
  fields: number[];
  /** Per field: its cost (0: not reached, or the start) and the field before it on a cheapest path. */
  cost: Int16Array;
  prev: Int16Array;
}

export const reaches = (r: Reach, i: number): boolean => i >= 0 && i < r.cost.length && r.cost[i] > 0;

export function reachOf(c: Ctx, ship: Piece): Reach {
  const start = fieldOf(c, ship.node!);
  const mp = classOf(c.o, ship.class)?.mp ?? 0;
  const enemy = other(ship.owner);
  const covered = c.board.covered[enemy];
  const { nb, water, port } = c.g;
  const cost = new Int16Array(c.g.n);
  const prev = new Int16Array(c.g.n);
  const terminal = new Uint8Array(c.g.n);
  const fields: number[] = [];
  const open = (e: Parameters<typeof entranceOpen>[1]) => entranceOpen(c, e);
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const cur = queue[k];
    const here = cost[cur];
    if (here >= mp || terminal[cur]) continue;
    for (let dir = 0; dir < 8; dir++) {
      const nx = nb[cur * 8 + dir];
      if (nx < 0 || nx === start || cost[nx] > 0 || !water[nx]) continue;
      if (port[cur] !== port[nx] && !crossingAllowed(c.g, cur, nx, ship.owner, open)) continue;
      const occ = c.board.at[nx];
      if (occ) {
        if (occ.kind !== 'mine' || occ.piece.owner !== enemy) continue;
        terminal[nx] = 1;
      } else if (covered[nx]) terminal[nx] = 1;
      cost[nx] = here + 1;
      prev[nx] = cur;
      fields.push(nx);
      queue.push(nx);
    }
  }
  return { fields, cost, prev };
}

/** The fields of a cheapest path to `to`, the start excluded. */
export function pathTo(reach: Reach, to: number): number[] {
  const out: number[] = [];
  for (let cur = to; reach.cost[cur] > 0; cur = reach.prev[cur]) out.unshift(cur);
  return out;
}

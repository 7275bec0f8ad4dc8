// N-MOVE: a ship moves up to its MP in king steps through empty water fields (N-MOVE-1/2), across a
// port's coast only through an entrance (N-PORT-1/2), never through a field an enemy battery covers
// (N-BATTERY-3: it may end there); an enemy mine's field may be entered as the last step (N-MINE-3).
import { other } from '../../core/types';
import { crossingAllowed } from './geography';
import { classOf } from './fleet';
import { entranceOpen, fieldOf, type Ctx } from './context';
import type { Piece } from './data';

export interface Reach {
  /** The fields reached, with their cost and the field before them on a cheapest path. */
  cost: Map<number, number>;
  prev: Map<number, number>;
}

export function reachOf(c: Ctx, ship: Piece): Reach {
  const start = fieldOf(c, ship.node!);
  const mp = classOf(c.o, ship.class)?.mp ?? 0;
  const enemy = other(ship.owner);
  const covered = c.board.covered[enemy];
  const cost = new Map<number, number>([[start, 0]]);
  const prev = new Map<number, number>();
  const terminal = new Set<number>();
  const open = (e: Parameters<typeof entranceOpen>[1]) => entranceOpen(c, e);
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const cur = queue[k];
    const here = cost.get(cur)!;
    if (here >= mp || terminal.has(cur)) continue;
    for (let dir = 0; dir < 8; dir++) {
      const nx = c.g.nb[cur * 8 + dir];
      if (nx < 0 || cost.has(nx) || !c.g.water[nx]) continue;
      if (!crossingAllowed(c.g, cur, nx, ship.owner, open)) continue;
      const occ = c.board.at[nx];
      if (occ) {
        if (occ.kind !== 'mine' || occ.piece.owner !== enemy) continue;
        terminal.add(nx);
      } else if (covered[nx]) terminal.add(nx);
      cost.set(nx, here + 1);
      prev.set(nx, cur);
      queue.push(nx);
    }
  }
  cost.delete(start);
  return { cost, prev };
}

/** The fields of a cheapest path to `to`, the start excluded. */
export function pathTo(reach: Reach, to: number): number[] {
  const out: number[] = [];
  for (let cur: number | undefined = to; cur !== undefined; cur = reach.prev.get(cur)) out.unshift(cur);
  return out.slice(1);
}

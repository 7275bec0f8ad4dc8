// N-MOVE: a ship moves up to its MP in king steps through empty water fields (N-MOVE-1/2), across a
// port's coast only through an entrance (N-PORT-1/2), never through a field an enemy battery covers
// (N-BATTERY-3: it may end there); a known enemy mine's field may be entered as the last step (N-MINE-3).
import { other } from '../../../engine/author';
import { crossingAllowed } from './geography';
import { classOf } from './fleet';
import { fieldOf, type Ctx } from './context';
import type { Piece } from './data';

export interface Reach {
  /** The fields reached (the start excluded), nearest first. */
  fields: number[];
  /** This search's mark in the shared scratch arrays (read a reach at once: the next search reuses them). */
  mark: number;
}

// Scratch arrays shared by every search (one search at a time; a field belongs to the latest search when its mark is that search's).
let marks = new Int32Array(0), cost = new Int16Array(0), prev = new Int16Array(0), terminal = new Int32Array(0);
let lastMark = 0;

export const reaches = (r: Reach, i: number): boolean => i >= 0 && i < marks.length && marks[i] === r.mark && cost[i] > 0;

export function reachOf(c: Ctx, ship: Piece): Reach {
  const n = c.g.n;
  if (marks.length < n) { marks = new Int32Array(n); cost = new Int16Array(n); prev = new Int16Array(n); terminal = new Int32Array(n); }
  const mark = ++lastMark;
  const start = fieldOf(c, ship.node!);
  const mp = classOf(c.o, ship.class)?.mp ?? 0;
  const enemy = other(ship.owner);
  const covered = c.board.covered[enemy];
  const { nb, water, port } = c.g;
  const open = c.board.open;
  const fields: number[] = [];
  marks[start] = mark; cost[start] = 0;
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const cur = queue[k];
    const here = cost[cur];
    if (here >= mp || (cur !== start && terminal[cur] === mark)) continue;
    for (let dir = 0; dir < 8; dir++) {
      const nx = nb[cur * 8 + dir];
      if (nx < 0 || marks[nx] === mark || !water[nx]) continue;
      if (port[cur] !== port[nx] && !crossingAllowed(c.g, cur, nx, ship.owner, open)) continue;
      const occ = c.board.at[nx];
      if (occ) {
        if (occ.kind !== 'mine' || occ.piece.owner !== enemy || !occ.piece.revealed) continue; // a token not revealed may be a ship
        terminal[nx] = mark;
      } else if (covered[nx]) terminal[nx] = mark;
      marks[nx] = mark;
      cost[nx] = here + 1;
      prev[nx] = cur;
      fields.push(nx);
      queue.push(nx);
    }
  }
  return { fields, mark };
}

/** The fields of a cheapest path to `to` (reached by `reach`, the latest search), the start excluded. */
export function pathTo(reach: Reach, to: number): number[] {
  const out: number[] = [];
  for (let cur = to; reaches(reach, cur); cur = prev[cur]) out.unshift(cur);
  return out;
}

// What a ship may strike at where it stands: N-ATTACK-1 an adjacent enemy ship, mine or plane, not
// across a port's coast and never into or out of neutral waters (N-NEUTRAL-2); N-MINE-4 sweeping an
// adjacent enemy mine; N-BATTERY-4 removing an adjacent enemy battery (across the coast: the missile
// ship's very purpose); N-STRIKE-1 a plane on an enemy ship within reach; N-MINE-1 where a mine may go.
// What a side may aim at never depends on what it cannot see: an enemy token not yet revealed is a
// target of the same actions whether it is a ship or a mine set up in port (N-MINE-5/6).
import { other, square8 } from '../../../engine/author';
import { crossingAllowed } from './geography';
import { hasAbility } from './fleet';
import { fieldOf, neighboursOf, type Ctx } from './context';
import type { Piece } from './data';

const step = (c: Ctx, a: number, b: number, mover: Piece) => crossingAllowed(c.g, a, b, mover.owner, c.board.open);

/** Ids of the enemy ships, mines and planes next to the ship that it may attack. */
export function attackTargets(c: Ctx, ship: Piece): string[] {
  const at = fieldOf(c, ship.node!);
  if (c.g.neutral[at]) return [];
  const out: string[] = [];
  for (const j of neighboursOf(c, at)) {
    const occ = c.board.at[j];
    if (!occ || c.g.neutral[j] || !step(c, at, j, ship)) continue;
    if ((occ.kind === 'ship' || occ.kind === 'mine') && occ.piece.owner !== ship.owner) out.push(occ.piece.id);
    else if (occ.kind === 'plane' && occ.plane.owner !== ship.owner) out.push(occ.plane.id);
  }
  return out;
}

/** N-MINE-4/5: the enemy mines next to a minesweeper, and the enemy tokens not yet revealed (each may be a mine set up in port). */
export function sweepTargets(c: Ctx, ship: Piece): string[] {
  if (!hasAbility(c.o, ship.class, 'sweepMines')) return [];
  const at = fieldOf(c, ship.node!);
  if (c.g.neutral[at]) return [];
  return neighboursOf(c, at).flatMap((j) => {
    const occ = c.board.at[j];
    if ((occ?.kind !== 'mine' && occ?.kind !== 'ship') || occ.piece.owner === ship.owner || c.g.neutral[j] || !step(c, at, j, ship)) return [];
    return occ.kind === 'mine' || !occ.piece.revealed ? [occ.piece.id] : [];
  });
}

export function batteryTargets(c: Ctx, ship: Piece): string[] {
  if (!hasAbility(c.o, ship.class, 'removeBattery')) return [];
  const at = fieldOf(c, ship.node!);
  return neighboursOf(c, at).flatMap((j) => {
    const occ = c.board.at[j];
    return occ?.kind === 'battery' && occ.battery.owner !== ship.owner ? [occ.battery.id] : [];
  });
}

export function strikeTargets(c: Ctx, ship: Piece): string[] {
  if (!hasAbility(c.o, ship.class, 'strike')) return [];
  const at = fieldOf(c, ship.node!);
  if (c.g.neutral[at]) return [];
  const enemy = other(ship.owner);
  return c.data.pieces.flatMap((p) => {
    // N-MINE-6: a token not yet revealed may be struck, whatever it proves to be
    if (p.owner !== enemy || !p.node || (p.kind !== 'ship' && p.revealed)) return [];
    const j = fieldOf(c, p.node);
    return !c.g.neutral[j] && square8.distance(c.g.shape, at, j) <= c.o.strikeRange ? [p.id] : [];
  });
}

/** The fields a minesweeper may lay a mine on: free water next to it, not across a coast, no neutral waters on either side. */
export function mineFields(c: Ctx, sweeper: Piece): number[] {
  if (!hasAbility(c.o, sweeper.class, 'layMines')) return [];
  const at = fieldOf(c, sweeper.node!);
  if (c.g.neutral[at]) return [];
  return neighboursOf(c, at).filter((j) => c.g.water[j] && !c.g.neutral[j] && !c.board.at[j] && step(c, at, j, sweeper));
}

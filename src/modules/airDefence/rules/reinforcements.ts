// L-REINFORCE: reinforcements by round (seed 003 §9: "in stage 3 two fighters enter at …"). At the
// start of its round a reinforcement's bombers appear on its entry nodes, one a node in turn, facing
// its heading, each a chain of its own launched from its airfield (their pool is not touched). They
// may act in that round (no token lies on them).
import { z } from 'zod';
import type { Draft } from '../../../engine/author';
import type { BomberMarker, Direction } from '../../../engine/author';
import { boardOfState, indexOf } from '../../../engine/author';
import { forgetIndex } from '../../../engine/author';
import { AIR_DEFENCE } from './data';

export const reinforcementSchema = z.object({
  round: z.number().int().min(1).max(99),
  owner: z.enum(['blue', 'red']),
  /** The airfield (unit id) the bombers belong to: their ids name it, and a chain collapse returns them to its pool. */
  airfield: z.string().min(1).max(40),
  bombers: z.number().int().min(1).max(12),
  entry: z.array(z.string().min(1).max(12)).min(1).max(12),
  heading: z.number().int().min(0).max(5).default(0),
}).strict();
export type BomberReinforcement = z.infer<typeof reinforcementSchema>;

/** Place the reinforcements due this round that have not arrived; returns the indices arrived now. */
export function reinforce(d: Draft, list: readonly BomberReinforcement[], arrived: readonly number[]): number[] {
  const now: number[] = [];
  const board = boardOfState(d.s);
  list.forEach((r, k) => {
    if (r.round !== d.s.round || arrived.includes(k)) return;
    now.push(k);
    for (let n = 0; n < r.bombers; n++) {
      const node = board.names[indexOf(board, r.entry[n % r.entry.length])];
      d.s.bombersPlaced = (d.s.bombersPlaced ?? 0) + 1;
      const id = `${r.airfield}/bomber-${d.s.bombersPlaced}`;
      const b: BomberMarker = { id, owner: r.owner, airfieldId: r.airfield, chain: id, node, heading: r.heading as Direction, activeRound: 0 };
      d.s.bombers = [...(d.s.bombers ?? []), b];
      d.events.push({ type: 'module', module: AIR_DEFENCE, name: 'reinforced', player: r.owner, data: { bomberId: id, node, heading: r.heading } });
    }
  });
  if (now.length) forgetIndex(d.s); // the new bombers' zones
  return now;
}

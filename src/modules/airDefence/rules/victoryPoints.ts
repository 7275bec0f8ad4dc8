// L-VP-TRACK, L-VP-TABLE: the victory-point track of "Kryptonim: Lew Morski" (seed 003 §8). Each side
// has its own count, starting at 0, that may go below zero (the seed turns the marker over); every
// award is kept in the history with its reason, so the track is always the sum of its history.
import { z } from 'zod';
import type { PlayerId } from '../../../engine/author';

/** What earns or costs points (seed Table 1 and §9.2). */
export const HAPPENINGS = ['bombedTarget', 'shotDown', 'lost', 'allTargetsBombed', 'gunDestroyed', 'gunLost'] as const;
export type Happening = (typeof HAPPENINGS)[number];

/** One line of a side's VP table: points for a happening, for one class of unit or for any (no class). */
export const vpLineSchema = z.object({
  when: z.enum(HAPPENINGS),
  class: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/).optional(),
  points: z.number().int().min(-99).max(99),
}).strict();
export type VpLine = z.infer<typeof vpLineSchema>;

/** One award on the track: who, how many (negative: lost), why, when. */
export interface VpAward { side: PlayerId; points: number; when: Happening; class?: string; round: number }

/** The track as the module keeps it: the history; the totals are its sums. */
export interface VpTrack { history: VpAward[] }
export const EMPTY_TRACK: VpTrack = { history: [] };

/** L-VP-TABLE: the points a side's table gives for a happening (a line for the class wins over a line for any class; none: 0). */
export function pointsFor(table: readonly VpLine[], when: Happening, cls?: string): number {
  const exact = cls === undefined ? undefined : table.find((l) => l.when === when && l.class === cls);
  return (exact ?? table.find((l) => l.when === when && l.class === undefined))?.points ?? 0;
}

/** L-VP-TRACK: the track with one more award (a copy; 0 points leave it as it was). */
export function award(track: VpTrack, a: VpAward): VpTrack {
  return a.points === 0 ? track : { history: [...track.history, a] };
}

/** L-VP-TRACK: each side's total, the sum of its awards (negative allowed). */
export function vpTotals(track: VpTrack): Record<PlayerId, number> {
  const totals: Record<PlayerId, number> = { blue: 0, red: 0 };
  for (const a of track.history) totals[a.side] += a.points;
  return totals;
}

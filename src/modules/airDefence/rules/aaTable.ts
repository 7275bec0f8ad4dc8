// L-AA-TABLE: the seed's "ostrzał działek p-lot" table (003 Table 4): the lowest d6 roll that hits a
// plane, by its altitude and its distance from the gun (0: over the gun, 1: next to it); null: the
// gun cannot hit it. Bombers fly high unless a scenario says otherwise (option `altitude`: by a
// bomber's id, or by its side for all of that side's bombers, the id first).
import { z } from 'zod';

export const ALTITUDES = ['high', 'low', 'veryLow'] as const;
export const altitudeSchema = z.enum(ALTITUDES);
export type Altitude = z.infer<typeof altitudeSchema>;

/** The lowest roll that hits: high 6 / –, low 5–6 / 6, very low 4–6 / 5–6. */
export const AA_TABLE: Record<Altitude, [number | null, number | null]> = {
  high: [6, null],
  low: [5, 6],
  veryLow: [4, 5],
};

/** L-AA-TABLE: a bomber's altitude: the scenario's for its id, else for its side ("blue", "red"), else high. */
export const bomberAltitude = (altitude: Readonly<Record<string, Altitude>>, bomber: { id: string; owner: string }): Altitude =>
  altitude[bomber.id] ?? altitude[bomber.owner] ?? 'high';

/** The lowest d6 that hits at this distance (0 or 1), or null (out of reach). */
export function aaNeed(altitude: Altitude, distance: number): number | null {
  return distance === 0 || distance === 1 ? AA_TABLE[altitude][distance] : null;
}

/** L-AA-BOMB: a series of bombs on a gun's node destroys it on 4–6. */
export const BOMB_KILLS_GUN_ON = 4;

// The options of module L (MODULES.md §L), with the seed's defaults: blue plays the raiding side
// (the seed's Germans), red the defending side (Britain); the VP tables are the seed's Table 1 and
// the VP targets its scenario 1's. Every number is data a scenario may give in its `rules` block.
import { z } from 'zod';
import { altitudeSchema } from './aaTable';
import { gunSchema } from './guns';
import { leavingSchema } from './leaving';
import { reinforcementSchema } from './reinforcements';
import { vpLineSchema, type VpLine } from './victoryPoints';
import { weatherSchema } from './weather';

const node = z.string().min(1).max(12);

/** L-VP-TABLE defaults, the seed's Table 1 (blue: the raider, red: the defender). */
export const SEED_VP: { blue: VpLine[]; red: VpLine[] } = {
  blue: [
    { when: 'bombedTarget', points: 3 },
    { when: 'shotDown', class: 'plane', points: 2 },
    { when: 'lost', class: 'bomber', points: -2 },
    { when: 'lost', class: 'plane', points: -1 },
  ],
  red: [
    { when: 'shotDown', class: 'plane', points: 2 },
    { when: 'shotDown', class: 'bomber', points: 4 },
    { when: 'lost', class: 'plane', points: -1 },
  ],
};

export const airDefenceOptions = z.object({
  /** L-WIN-FULL: the VP each side needs for a full victory (seed variant 1: the Germans 10, Britain 15). */
  vpTarget: z.object({ blue: z.number().int().min(1).max(999), red: z.number().int().min(1).max(999) }).strict().default({ blue: 10, red: 15 }),
  /** L-VP-TABLE: each side's VP table. */
  vp: z.object({ blue: z.array(vpLineSchema).max(40), red: z.array(vpLineSchema).max(40) }).strict().default(SEED_VP),
  /** L-VP-BOMB: the strategic target nodes a raid scores for. */
  targets: z.array(node).max(40).default([]),
  /** L-AA-FIRE: the AA guns, fixed on their nodes. */
  guns: z.array(gunSchema).max(60).default([]),
  /** L-AA-TABLE: a bomber's altitude by bomber id, or by side ("blue", "red") for all its bombers (absent: high). */
  altitude: z.record(z.string().min(1).max(40), altitudeSchema).default({}),
  /** L-AA-TWO-STEP: "two-step" (the seed's): a first hit damages, a second destroys; "destroy": a hit destroys. */
  damage: z.enum(['destroy', 'two-step']).default('destroy'),
  /** L-CLOUD, L-SUN: the cloud nodes and the sun's edge. */
  weather: weatherSchema.default({ clouds: [], sun: null }),
  /** L-REINFORCE: bombers entering on their round at entry nodes. */
  reinforcements: z.array(reinforcementSchema).max(40).default([]),
  /** L-LEAVE, L-REENTER, L-LOSS-ROLL: leaving the map by an edge onto the round track. */
  leaving: leavingSchema.default({ enemySide: { blue: [], red: [] }, rounds: 5, range: 5 }),
}).strict();
export type AirDefenceOptions = z.infer<typeof airDefenceOptions>;

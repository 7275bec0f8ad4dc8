// C-LEVEL, C-COST: module C's options — the game level and its budget, what everything costs, the
// objective type, the extras on offer and the initiative roll — all data a designer may change
// (a scenario's `rules.modules[].options`, the lab's `--rules`). Strict: an unknown key is refused.
import { z } from 'zod';

/** The seed's game levels, smallest first (seed 004 §5.1). */
export const LEVELS = ['reconnaissance', 'regiment', 'brigade', 'division', 'army'] as const;
export type Level = (typeof LEVELS)[number];

/** The seed's objective types (§5.2), in its order. */
export const OBJECTIVES = ['defencePoint', 'strategicPoint', 'commanderElimination', 'ambush', 'captureDocuments', 'elimination'] as const;
export type ObjectiveType = (typeof OBJECTIVES)[number];

/** The extras bought with points (§5.3) that a fleet at sea can use. */
export const EXTRAS = ['fog', 'minefield', 'fieldHq'] as const;
export type Extra = (typeof EXTRAS)[number];

const points = z.number().int().min(0).max(100000);
const classId = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'a class id (letters and digits)');
const cardId = z.string().regex(/^[a-z0-9-]+$/, 'a card id (lower-case letters, digits, dashes)');
const nodeName = z.string().regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/, 'a node such as "K7"').transform((s) => s.toUpperCase());

export const fleetOptions = z.object({
  /** C-LEVEL-1: the level played. */
  level: z.enum(LEVELS).default('brigade'),
  /** C-LEVEL-1: each level's budget in the seed's points (100/250/500/1000/2000)… */
  levels: z.object(Object.fromEntries(LEVELS.map((l, k) => [l, points.default([100, 250, 500, 1000, 2000][k])])) as Record<Level, z.ZodDefault<typeof points>>).strict().prefault({}),
  /** …scaled to naval points by this divisor (default ÷10: 10/25/50/100/200), rounded down. */
  scale: z.number().int().min(1).max(1000).default(10),
  /** C-LEVEL-2: the lowest level at which a class may be bought (absent: every level). */
  classLevels: z.record(classId, z.enum(LEVELS)).default({ CA: 'regiment', BB: 'brigade', CV: 'brigade' }),
  /** C-COST-1: ship prices by class over the ruleset's points (class points + planes and cargo aboard). */
  shipCosts: z.record(classId, points).default({}),
  /** C-COST-2: card prices by card id over the price of its type below. */
  cardCosts: z.record(cardId, points).default({}),
  /** C-COST-2: card prices by card type. */
  cardTypeCosts: z.object({ command: points.default(1), event: points.default(2), upgrade: points.default(2), commander: points.default(3) }).strict().prefault({}),
  /** C-COST-3: the extras on offer and their prices (the seed's ÷10: fog 100 → 10, minefield 50 → 5; field HQ 5 is our ruling, C-EXTRA-HQ). */
  extraCosts: z.object({ fog: points.default(10), minefield: points.default(5), fieldHq: points.default(5) }).strict().prefault({}),
  /** C-BUILD-2: at most this many ships in a fleet (four task forces of six). */
  maxShips: z.number().int().min(1).max(60).default(24),
  /** C-BUILD-2: at most this many cards in a deck. */
  maxCards: z.number().int().min(0).max(60).default(12),
  /** C-BUILD-2: at most this many minefields a side. */
  maxMinefields: z.number().int().min(0).max(6).default(2),
  /** C-OBJ: the objective type of the game. */
  objective: z.enum(OBJECTIVES).default('elimination'),
  /** C-OBJ-DEFENCE, C-OBJ-STRATEGIC: ships that must hold, and for how many round ends in a row. */
  holdUnits: z.number().int().min(1).max(6).default(2),
  holdRounds: z.number().int().min(1).max(20).default(3),
  /** C-OBJ-STRATEGIC: the strategic point (absent: the map's middle node) and the radius no enemy may be within. */
  centre: nodeName.optional(),
  enemyRadius: z.number().int().min(0).max(6).default(2),
  /** C-ROLE-1: who attacks — the bigger spender (the seed's rule), or a side the map names (an ambush's runner). */
  attacker: z.enum(['spending', 'blue', 'red']).default('spending'),
  /** C-OBJ-AMBUSH: the share of the attacker's fleet (by cost, in %) that must cross the map. */
  ambushShare: z.number().int().min(1).max(100).default(25),
  /** C-OBJ-DOCUMENTS: the supply nodes holding documents, and how many a side must bring home to win. */
  supplyNodes: z.array(nodeName).max(9).default([]),
  documentsToWin: z.number().int().min(1).max(9).default(2),
  /** C-INITIATIVE: "d6" — each round both roll a d6 (ties again), the winner chooses to go first or second; "none": ENB's order. */
  initiative: z.enum(['none', 'd6']).default('d6'),
}).strict();
export type FleetOptions = z.infer<typeof fleetOptions>;

/** C-LEVEL-1: the naval-point budget of a level. */
export const budgetOf = (o: Pick<FleetOptions, 'levels' | 'scale'>, level: Level): number => Math.floor(o.levels[level] / o.scale);

/** C-LEVEL-2: whether a class may be bought at the options' level. */
export function classAllowed(o: Pick<FleetOptions, 'classLevels' | 'level'>, cls: string): boolean {
  const from = Object.hasOwn(o.classLevels, cls) ? o.classLevels[cls] : undefined;
  return from === undefined || LEVELS.indexOf(o.level) >= LEVELS.indexOf(from);
}

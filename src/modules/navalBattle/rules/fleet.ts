// Module N's fleet and rule options (MODULES.md §N: our table, since the seed lost its own). Classes
// are data: a designer changes counts, moves and strengths, or what a class can do, in the scenario's
// `rules.modules[…].options` — the rules never ask a class's name, only its abilities.
import { z } from 'zod';

/** What a class can do beyond moving and attacking (N-STRIKE, N-BATTERY-2, N-MINE-1/2, N-WIN-1). */
export const ABILITIES = ['strike', 'batteryProof', 'removeBattery', 'layMines', 'sweepMines', 'land'] as const;
export type Ability = (typeof ABILITIES)[number];

const classSchema = z.object({
  name: z.object({ en: z.string().min(1), pl: z.string().min(1) }).strict(),
  count: z.number().int().min(0).max(40),
  mp: z.number().int().min(0).max(12),
  strength: z.number().int().min(0).max(99),
  abilities: z.array(z.enum(ABILITIES)).default([]),
}).strict();
export type NavalClass = z.infer<typeof classSchema>;

/** N-FLEET: 29 ships a side (our table; the seed's is missing). */
export const FLEET: Readonly<Record<string, NavalClass>> = {
  battleship: { name: { en: 'battleship', pl: 'pancernik' }, count: 2, mp: 2, strength: 9, abilities: [] },
  carrier: { name: { en: 'carrier', pl: 'lotniskowiec' }, count: 1, mp: 2, strength: 8, abilities: ['strike'] },
  cruiser: { name: { en: 'cruiser', pl: 'krążownik' }, count: 3, mp: 3, strength: 7, abilities: [] },
  destroyer: { name: { en: 'destroyer', pl: 'niszczyciel' }, count: 5, mp: 4, strength: 6, abilities: [] },
  missileShip: { name: { en: 'missile ship', pl: 'okręt rakietowy' }, count: 3, mp: 3, strength: 5, abilities: ['batteryProof', 'removeBattery'] },
  submarine: { name: { en: 'submarine', pl: 'okręt podwodny' }, count: 4, mp: 3, strength: 4, abilities: [] },
  torpedoBoat: { name: { en: 'torpedo boat', pl: 'ścigacz' }, count: 6, mp: 5, strength: 3, abilities: [] },
  minesweeper: { name: { en: 'minesweeper', pl: 'trałowiec' }, count: 4, mp: 3, strength: 2, abilities: ['layMines', 'sweepMines'] },
  landingShip: { name: { en: 'landing ship', pl: 'okręt desantowy' }, count: 1, mp: 2, strength: 1, abilities: ['land'] },
};

const field = z.string().regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/, 'a field such as "C7"').transform((s) => s.toUpperCase());
const fieldsOrRects = z.array(z.string().regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}(:[A-Za-z]{1,3}[1-9][0-9]{0,3})?$/, 'a field "C7" or a rectangle "A1:L3"'));

/** A port: its water fields, and its entrances — each a step across the coast, from a port field to the sea field straight out of it. */
const portSchema = z.object({
  fields: fieldsOrRects.min(1, 'a port needs its fields'),
  entrances: z.array(z.object({ inside: field, outside: field }).strict()).min(1, 'a port needs at least one entrance (N-PORT-1)').max(8),
}).strict();
export type PortData = z.infer<typeof portSchema>;

const classId = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,30}$/, 'a class id such as "cruiser"');

const optionsSchema = z.object({
  /** The fleet, by class id (replaces the whole table when given). */
  classes: z.record(classId, classSchema).default(() => ({ ...FLEET })),
  /** N-FLEET: how many ships of each class, by class id (the table's, or `classes`', other counts kept): a smaller or larger fleet without restating the classes. */
  fleet: z.record(classId, z.number().int().min(0).max(40)).optional(),
  ports: z.object({ blue: portSchema, red: portSchema }).strict(),
  /** N-NEUTRAL: the fields of neutral waters. */
  neutral: fieldsOrRects.default([]),
  /** N-NEUTRAL-3: how many of its owner's turns a ship may stay in neutral waters. */
  neutralTurns: z.number().int().min(1).max(20).default(3),
  batteries: z.number().int().min(0).max(12).default(4),
  mines: z.number().int().min(0).max(20).default(6),
  /** N-STRIKE: the plane's reach (fields, the target's included) and its strength. */
  strikeRange: z.number().int().min(1).max(12).default(4),
  planeStrength: z.number().int().min(0).max(99).default(8),
  /** N-LIMIT: after this many turns (both sides') the game is a draw; null: no limit. */
  turnLimit: z.number().int().min(2).max(100000).nullable().default(null),
  /**
   * N-HIDDEN-3: how pieces get their ids. "secret" (default): ships and the mines set up in port share
   * one drawn numbering, so an id tells neither class nor kind. "rules3": the ids of rules version 3
   * (ships numbered 1..fleet, port mines "blue-mine-1"), set only when a save of those rules is loaded
   * (its logged arrangements name those ids); their port mines are hidden tokens all the same.
   */
  ids: z.enum(['secret', 'rules3']).default('secret'),
}).strict();

/** The options with `fleet`'s counts given to their classes (a count for a class the fleet lacks is refused by name). */
export const navalOptions = optionsSchema
  .superRefine((o, ctx) => {
    for (const id of Object.keys(o.fleet ?? {}))
      if (!Object.hasOwn(o.classes, id)) ctx.addIssue({ code: 'custom', path: ['fleet', id], message: `"${id}" is not a class of this fleet (${Object.keys(o.classes).join(', ')})` });
  })
  .transform((o) => (o.fleet ? { ...o, classes: Object.fromEntries(Object.entries(o.classes).map(([id, c]) => [id, { ...c, count: o.fleet![id] ?? c.count }])) } : o));
export type NavalOptions = z.infer<typeof navalOptions>;

export const classOf = (o: NavalOptions, cls: string | null): NavalClass | undefined =>
  cls !== null && Object.hasOwn(o.classes, cls) ? o.classes[cls] : undefined;
export const hasAbility = (o: NavalOptions, cls: string | null, a: Ability): boolean => classOf(o, cls)?.abilities.includes(a) ?? false;
export const fleetSize = (o: NavalOptions): number => Object.values(o.classes).reduce((n, c) => n + c.count, 0);

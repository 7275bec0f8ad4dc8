// Cards as data (§9): the effect vocabulary, card definitions and decks. The engine reads what a
// card does from its effects and never looks at its id or name. The bundled default deck is
// cards.default.json; a scenario may add or replace card definitions (`cards`) and list its decks.
import * as z from 'zod/mini';
import defaultCardsJson from './cards.default.json';
import { formatPath, idSchema, ownEntry, type DataError, type PlayerId } from './mapSchema';

const text = z.object({ en: z.string().check(z.minLength(1)), pl: z.string().check(z.minLength(1)) });

export const CARD_TYPES = ['command', 'event', 'upgrade', 'commander'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** How long a lasting effect holds: the activation it was played in, the round, or for good. */
export const DURATIONS = ['activation', 'round', 'permanent'] as const;
export type Duration = (typeof DURATIONS)[number];
/**
 * What the player picks when playing a card: one of their units (command cards: the unit being
 * activated; commanders: the flagship), an enemy unit, one of their classes, an enemy task force, or nothing.
 */
export const CARD_TARGETS = ['ownUnit', 'enemyUnit', 'ownClass', 'enemyTf', 'none'] as const;
export type CardTarget = (typeof CARD_TARGETS)[number];

const ray = z.int().check(z.minimum(0), z.maximum(5));
const classList = z.array(z.string().check(z.minLength(1))).check(z.minLength(1));
/** Who a lasting effect applies to: the card's target, every own unit or every enemy unit (optionally of some classes). */
const lasting = {
  duration: z.enum(DURATIONS),
  applyTo: z._default(z.enum(['target', 'allOwn', 'allEnemy']), 'target'),
  classes: z.optional(classList),
};

export const effectSchema = z.discriminatedUnion('kind', [
  /** Change MP (R-MOVE-6 still holds: MP never carry over). */
  z.object({ kind: z.literal('mp'), amount: z.int().check(z.minimum(-9), z.maximum(9)), ...lasting }),
  /** Turns cost `set` MP (the lowest set wins), then `add` more; never below 0. */
  z.object({ kind: z.literal('turnCost'), set: z.optional(z.int().check(z.minimum(0), z.maximum(5))), add: z.optional(z.int().check(z.minimum(-5), z.maximum(5))), ...lasting })
    .check(z.refine((e) => e.set !== undefined || e.add !== undefined, { message: 'give "set" or "add"' })),
  /** Lengthen (or shorten, if negative) the far end of the zone's rays; `rays` picks relative rays (all if absent). */
  z.object({ kind: z.literal('extendRays'), amount: z.int().check(z.minimum(-9), z.maximum(9)), rays: z.optional(z.array(ray).check(z.minLength(1))), ...lasting }),
  /** Add rays to the zone of armed units (R-UNIT-1), distances from..to. */
  z.object({ kind: z.literal('addRays'), rays: z.array(ray).check(z.minLength(1)), from: z.int().check(z.minimum(1)), to: z.int().check(z.minimum(1)), ...lasting })
    .check(z.refine((e) => e.from <= e.to, { message: '"from" must not exceed "to"' })),
  /** Extra command tokens for the card's owner (R-CMD-1): this round, or every round while it lasts. */
  z.object({ kind: z.literal('extraToken'), amount: z.int().check(z.minimum(1), z.maximum(3)), duration: z.enum(['round', 'permanent']) }),
  /** The target unit may be activated once more (R-CMD-2): once this round, or once every round. */
  z.object({ kind: z.literal('extraActivation'), duration: z.enum(['round', 'permanent']) }),
  /** Force the target enemy task force to deploy (R-TF-3). */
  z.object({ kind: z.literal('forceDeploy') }),
  /** Show the player the composition of the target enemy task force. */
  z.object({ kind: z.literal('revealTf') }),
  /** Put something on the round track `delay` rounds ahead (§10): cards to draw or tokens to gain then. */
  z.object({ kind: z.literal('schedule'), delay: z.int().check(z.minimum(1), z.maximum(5)), item: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('draw'), count: z.int().check(z.minimum(1), z.maximum(3)) }),
    z.object({ kind: z.literal('tokens'), amount: z.int().check(z.minimum(1), z.maximum(3)) }),
  ]) }),
  /** A reaction: cancel an enemy attack declared on the player's unit. */
  z.object({ kind: z.literal('cancelAttack') }),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectKind = Effect['kind'];
export type LastingEffect = Extract<Effect, { duration: Duration }>;
/** Effects that change a unit while they last (the others act once, or on the player). */
export const UNIT_EFFECTS = ['mp', 'turnCost', 'extendRays', 'addRays'] as const;

export const cardSchema = z.object({
  id: idSchema(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and dashes'),
  type: z.enum(CARD_TYPES),
  name: text,
  text: text,
  target: z.enum(CARD_TARGETS),
  /** The target unit (or class) must be of these classes; playing costs `tokens` more tokens. */
  requires: z._default(z.object({ classes: z.optional(classList), tokens: z._default(z.int().check(z.minimum(0), z.maximum(3)), 0) }), { tokens: 0 }),
  effects: z.array(effectSchema).check(z.minLength(1)),
}).check(z.superRefine((card, ctx) => {
  const bad = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if ((card.type === 'command' || card.type === 'commander') && card.target !== 'ownUnit')
    bad(['target'], `a ${card.type} card targets "ownUnit" (${card.type === 'command' ? 'the unit being activated' : 'its flagship'})`);
  const tfEffect = card.effects.some((e) => e.kind === 'forceDeploy' || e.kind === 'revealTf');
  if (tfEffect !== (card.target === 'enemyTf')) bad(['target'], 'task-force effects need the target "enemyTf", and only they may use it');
  const reaction = card.effects.some((e) => e.kind === 'cancelAttack');
  if (reaction && (card.type !== 'command' || card.effects.length !== 1)) bad(['effects'], 'cancelAttack is a reaction: the only effect of a command card');
  card.effects.forEach((e, k) => {
    if ('duration' in e && e.duration === 'activation' && card.type !== 'command') bad(['effects', k, 'duration'], 'only command cards last an activation');
    if ('applyTo' in e && e.applyTo === 'target' && !['ownUnit', 'enemyUnit', 'ownClass'].includes(card.target))
      bad(['effects', k, 'applyTo'], `"target" needs a card target of a unit or class, not "${card.target}"`);
    if (e.kind === 'extraActivation' && card.target !== 'ownUnit') bad(['effects', k], 'an extra activation needs the target "ownUnit"');
  });
}));
export type CardDef = z.infer<typeof cardSchema>;
export const isReaction = (card: CardDef): boolean => card.effects.some((e) => e.kind === 'cancelAttack');

/** A deck entry: a card id, or a card id with a number of copies. */
export const deckEntrySchema = z.union([z.string().check(z.minLength(1)), z.object({ card: z.string().check(z.minLength(1)), count: z.int().check(z.minimum(1), z.maximum(20)) })]);
export type DeckEntry = z.infer<typeof deckEntrySchema>;
/** A side's deck: "default" (the bundled deck of that side) or a list of entries. */
export const deckSchema = z.union([z.literal('default'), z.array(deckEntrySchema)]);

const defaultCardsFileSchema = z.object({
  format: z.literal('enb-cards'),
  version: z.literal(1),
  cards: z.array(cardSchema),
  decks: z.object({ blue: z.array(deckEntrySchema), red: z.array(deckEntrySchema) }),
});
const parsedDefault = defaultCardsFileSchema.safeParse(defaultCardsJson);
if (!parsedDefault.success)
  throw new Error(`cards.default.json is invalid: ${parsedDefault.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('; ')}`);
/** The bundled cards and the default deck of each side, validated. */
export const DEFAULT_CARDS = parsedDefault.data;

/** The card definitions a scenario plays with: the defaults, with the scenario's cards added or replacing them by id. */
export function cardLibrary(extra: readonly CardDef[]): Record<string, CardDef> {
  const out: Record<string, CardDef> = {};
  for (const c of DEFAULT_CARDS.cards) out[c.id] = c;
  for (const c of extra) out[c.id] = c;
  return out;
}

export type ScenarioDecks = Partial<Record<PlayerId, z.infer<typeof deckSchema>>> | undefined;

/** The card ids of each side's deck, copies expanded, before shuffling. No `decks` at all means the default decks. */
export function deckLists(decks: ScenarioDecks): Record<PlayerId, string[]> {
  const expand = (entries: readonly DeckEntry[]) => entries.flatMap((e) => (typeof e === 'string' ? [e] : Array<string>(e.count).fill(e.card)));
  const side = (p: PlayerId) => {
    const d = decks === undefined ? 'default' : decks[p];
    if (d === undefined) return [];
    return expand(d === 'default' ? DEFAULT_CARDS.decks[p] : d);
  };
  return { blue: side('blue'), red: side('red') };
}

/** The definitions of the cards in the decks (what the game state keeps), or null when there are no cards. */
export function gameCards(extra: readonly CardDef[], decks: Record<PlayerId, string[]>): Record<string, CardDef> | null {
  const library = cardLibrary(extra);
  const out: Record<string, CardDef> = {};
  for (const id of [...decks.blue, ...decks.red]) { const c = ownEntry(library, id); if (c) out[id] = c; }
  return Object.keys(out).length ? out : null;
}

/** Every deck entry must name a known card; card classes must be classes of the ruleset. */
export function checkCards(decks: ScenarioDecks, extra: readonly CardDef[], classes: readonly string[]): DataError[] {
  const errors: DataError[] = [];
  const library = cardLibrary(extra);
  for (const p of ['blue', 'red'] as const) {
    const d = decks?.[p];
    if (!Array.isArray(d)) continue;
    d.forEach((e, k) => {
      const id = typeof e === 'string' ? e : e.card;
      if (!ownEntry(library, id)) errors.push({ path: `decks.${p}[${k}]`, message: `unknown card "${id}"` });
    });
  }
  extra.forEach((c, k) => {
    const named = [...(c.requires.classes ?? []), ...c.effects.flatMap((e) => ('classes' in e ? e.classes ?? [] : []))];
    for (const cls of named) if (!classes.includes(cls)) errors.push({ path: `cards[${k}]`, message: `unknown class "${cls}" in card "${c.id}"` });
  });
  return errors;
}

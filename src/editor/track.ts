// The round track (§10) and the decks (§9) as the scenario file has them: reinforcements
// (`reinforcements`), the other track items (`roundTrack`: mines, a card to hand, an effect, a unit
// leaving) and each side's deck (`decks`). Pure edits of the document; the game's own checks
// (trackSchema.ts, cardSchema.ts) say what is wrong, so nothing here refuses an entry.
import { produce } from 'immer';
import bundled from '../scenarios/cards.default.json';
import { placementIds, type UnitPlacement } from '../scenarios/unitChecks';
import { reinforcementIds, type Reinforcement } from '../scenarios/trackSchema';
import type { EditorDoc } from './document';
import type { Side } from './edits';

export type TrackList = 'reinforcements' | 'roundTrack';

/** The entries of a list (anything not a list reads as none: the checks name it). */
export const listOf = (doc: EditorDoc, list: TrackList): Record<string, unknown>[] => (Array.isArray(doc[list]) ? (doc[list] as Record<string, unknown>[]) : []);

/** Add an entry at the end of a list. */
export const addEntry = (doc: EditorDoc, list: TrackList, entry: Record<string, unknown>): EditorDoc =>
  produce(doc, (d) => {
    d[list] = [...listOf(d as EditorDoc, list), entry];
  });

/** Take out entry `k`; an emptied list leaves the file (as one that never had it). */
export const removeEntry = (doc: EditorDoc, list: TrackList, k: number): EditorDoc => {
  const now = listOf(doc, list);
  if (k < 0 || k >= now.length) return doc;
  return produce(doc, (d) => {
    if (now.length === 1) delete d[list];
    else (d[list] as unknown[]).splice(k, 1);
  });
};

/** The ids every unit of the scenario goes by: those placed at the start and the reinforcements (the game's own numbering). */
export function unitIdsOf(doc: EditorDoc): string[] {
  const units = (doc.units ?? []) as unknown as UnitPlacement[];
  const start = placementIds(units);
  try {
    return [...start, ...reinforcementIds(units, listOf(doc, 'reinforcements') as unknown as Reinforcement[])];
  } catch {
    return start; // a reinforcement too broken to number: the checks say why
  }
}

// ---- decks ----

export type DeckEntry = string | { card: string; count: number };
/** How a side's deck is given: the bundled deck of that side, no cards, or a list of the scenario's own. */
export type DeckMode = 'default' | 'none' | 'own';

interface BundledCard { id: string; type: string; name: { en: string; pl: string } }
const BUNDLED = bundled as unknown as { cards: BundledCard[]; decks: Record<Side, DeckEntry[]> };

/** Every card a deck may name: the bundled ones and the scenario's own (`cards`, which replace bundled ones by id). */
export function knownCards(doc: EditorDoc): BundledCard[] {
  const own = (Array.isArray(doc.cards) ? doc.cards : []) as BundledCard[];
  const ids = new Set(own.map((c) => c?.id));
  return [...BUNDLED.cards.filter((c) => !ids.has(c.id)), ...own.filter((c) => typeof c?.id === 'string')];
}

const decksOf = (doc: EditorDoc): Partial<Record<Side, unknown>> | undefined =>
  doc.decks && typeof doc.decks === 'object' && !Array.isArray(doc.decks) ? (doc.decks as Partial<Record<Side, unknown>>) : undefined;

/** §9: no `decks` at all gives both sides the bundled deck; a side left out of `decks` has no cards. */
export function deckMode(doc: EditorDoc, side: Side): DeckMode {
  const decks = decksOf(doc);
  if (!decks) return 'default';
  const v = decks[side];
  return v === undefined ? 'none' : v === 'default' ? 'default' : 'own';
}

/** A side's deck as the cards and how many of each, in the file's order. */
export function deckCards(doc: EditorDoc, side: Side): { card: string; count: number }[] {
  const v = decksOf(doc)?.[side];
  const list = deckMode(doc, side) === 'default' ? BUNDLED.decks[side] : Array.isArray(v) ? (v as DeckEntry[]) : [];
  const out: { card: string; count: number }[] = [];
  for (const e of list) {
    const card = typeof e === 'string' ? e : e?.card;
    const count = typeof e === 'string' ? 1 : Number(e?.count) || 0;
    if (typeof card !== 'string') continue;
    const seen = out.find((x) => x.card === card);
    if (seen) seen.count += count;
    else out.push({ card, count });
  }
  return out;
}

/** The file's form of a deck: one copy by the card's id, more as `{ card, count }` (as the bundled decks). */
const written = (cards: readonly { card: string; count: number }[]): DeckEntry[] => cards.filter((c) => c.count > 0).map((c) => (c.count === 1 ? c.card : { card: c.card, count: c.count }));

function withDeck(doc: EditorDoc, side: Side, deck: DeckEntry[] | 'default' | undefined): EditorDoc {
  return produce(doc, (d) => {
    const now = decksOf(d as EditorDoc);
    // no `decks` yet: the other side keeps the bundled deck it had
    const decks: Partial<Record<Side, unknown>> = now ? { ...now } : { [side === 'blue' ? 'red' : 'blue']: 'default' };
    if (deck === undefined) delete decks[side];
    else decks[side] = deck;
    d.decks = decks;
  });
}

/** Give a side the bundled deck, none, or a list of its own (starting from the cards it has now). */
export function setDeckMode(doc: EditorDoc, side: Side, mode: DeckMode): EditorDoc {
  if (deckMode(doc, side) === mode) return doc;
  if (mode === 'default') return withDeck(doc, side, 'default');
  if (mode === 'none') return withDeck(doc, side, undefined);
  return withDeck(doc, side, written(deckCards(doc, side)));
}

/** Set how many copies of a card a side's own deck holds (0 takes it out); a bundled deck becomes the side's own list first. */
export function setCardCount(doc: EditorDoc, side: Side, card: string, count: number): EditorDoc {
  const cards = deckCards(doc, side);
  const k = cards.findIndex((c) => c.card === card);
  if (k >= 0) cards[k] = { card, count };
  else cards.push({ card, count });
  return withDeck(doc, side, written(cards));
}

// C-COST, C-BUILD: what a fleet can be built from and what each thing costs — the ruleset's ship
// classes (their points, planes and cargo aboard included: a carrier comes with its planes), the
// cards of the game's decks and the extras — and the checks of one purchase: within the budget, the
// class allowed at the level, the limits of a fleet. Pure functions of the state and the options.
import { own, type GameState, type Refusal } from '../../../engine/author';
import { no } from './refusals';
import { rerollsInGame } from './fieldHq';
import { budgetOf, classAllowed, EXTRAS, type Extra, type FleetOptions } from './options';

export { emptyBuild, type Build } from './data';
import type { Build } from './data';

export type Item = { item: 'ship' | 'card' | 'extra'; id: string };

type Setup = Pick<GameState, 'setup'>;

/** C-COST-1: a ship's price — the option's, else its class points with its planes and cargo aboard (R: §11 values). */
export function shipCost(state: Setup, o: FleetOptions, cls: string): number | null {
  const given = own(o.shipCosts, cls);
  if (given !== undefined) return given;
  const c = own(state.setup.ruleset.classes, cls);
  if (!c) return null;
  return c.points + c.pointsPerPlane * (c.planes ?? 0) + c.pointsPerCargo * (c.cargo ?? 0);
}

/** C-COST-2: a card's price — the option's by id, else its type's; null when the game has no such card. */
export function cardCost(state: Setup, o: FleetOptions, id: string): number | null {
  const card = own(state.setup.cards, id);
  if (!card) return null;
  return own(o.cardCosts, id) ?? o.cardTypeCosts[card.type];
}

export const extraCost = (o: FleetOptions, id: string): number | null => ((EXTRAS as readonly string[]).includes(id) ? o.extraCosts[id as Extra] : null);

export function itemCost(state: Setup, o: FleetOptions, it: Item): number | null {
  return it.item === 'ship' ? shipCost(state, o, it.id) : it.item === 'card' ? cardCost(state, o, it.id) : extraCost(o, it.id);
}

/** C-BUILD-1: what a build has cost so far. */
export function spent(state: Setup, o: FleetOptions, b: Build): number {
  let n = 0;
  for (const s of b.ships) n += shipCost(state, o, s) ?? 0;
  for (const c of b.cards) n += cardCost(state, o, c) ?? 0;
  for (const e of b.extras) n += extraCost(o, e) ?? 0;
  return n;
}
export const budget = (o: FleetOptions): number => budgetOf(o, o.level);
export const pointsLeft = (state: Setup, o: FleetOptions, b: Build): number => budget(o) - spent(state, o, b);

/** Every item on offer in this game, in a fixed order: ship classes (the ruleset's), cards (the game's, by id), extras. */
export function catalogue(state: Setup): Item[] {
  const ships = Object.keys(state.setup.ruleset.classes).map((id): Item => ({ item: 'ship', id }));
  const cards = Object.keys(state.setup.cards ?? {}).sort().map((id): Item => ({ item: 'card', id }));
  return [...ships, ...cards, ...EXTRAS.map((id): Item => ({ item: 'extra', id }))];
}

/** C-BUILD-1…3: why `it` cannot be added to `b` now, or null when it can. */
export function whyNotBuy(state: Setup, o: FleetOptions, b: Build, it: Item): Refusal | null {
  const cost = itemCost(state, o, it);
  if (cost === null) return no('fleet/unknown-item', `There is no ${it.item} "${it.id}" on offer in this game.`, `W tej grze nie ma w ofercie „${it.id}”.`);
  if (it.item === 'ship' && !classAllowed(o, it.id))
    return no('fleet/not-at-level', `A ${className(state, it.id)} may not be bought at ${o.level} level (from ${o.classLevels[it.id]} level up).`, `Tej klasy (${it.id}) nie można kupić na poziomie ${o.level} (dopiero od poziomu ${o.classLevels[it.id]}).`);
  if (it.item === 'ship' && b.ships.length >= o.maxShips) return no('fleet/too-many-ships', `A fleet has at most ${o.maxShips} ships.`, `Flota ma najwyżej ${o.maxShips} okrętów.`);
  if (it.item === 'card' && b.cards.length >= o.maxCards) return no('fleet/too-many-cards', `A deck has at most ${o.maxCards} cards.`, `Talia ma najwyżej ${o.maxCards} kart.`);
  if (it.item === 'extra' && it.id === 'fog' && b.extras.includes('fog')) return no('fleet/fog-once', 'Fog is bought once: it already covers the whole sea.', 'Mgłę kupuje się raz: i tak spowija całe morze.');
  if (it.item === 'extra' && it.id === 'minefield' && b.extras.filter((e) => e === 'minefield').length >= o.maxMinefields)
    return no('fleet/too-many-minefields', `A side has at most ${o.maxMinefields} minefields.`, `Strona ma najwyżej ${o.maxMinefields} pola minowe.`);
  if (it.item === 'extra' && it.id === 'fieldHq') {
    if (!rerollsInGame(state)) return no('fleet/field-hq-no-dice', 'A field HQ re-rolls one die a round: it needs dice combat (module D) in this game, and this game has none.', 'Sztab polowy przerzuca jedną kość na rundę: potrzebuje walki na kości (moduł D), a ta gra jej nie ma.');
    if (b.extras.includes('fieldHq')) return no('fleet/field-hq-once', 'A side has one field HQ.', 'Strona ma jeden sztab polowy.');
  }
  const left = pointsLeft(state, o, b);
  if (cost > left) return no('fleet/over-budget', `Not enough points: it costs ${cost}, ${left} of ${budget(o)} are left.`, `Za mało punktów: kosztuje ${cost}, zostało ${left} z ${budget(o)}.`);
  return null;
}

export const className = (state: Setup, cls: string): string => own(state.setup.ruleset.classes, cls)?.name.en.toLowerCase() ?? cls;

/** Add `it` to a build (after whyNotBuy said yes). */
export function withItem(b: Build, it: Item): Build {
  if (it.item === 'ship') return { ...b, ships: [...b.ships, it.id] };
  if (it.item === 'card') return { ...b, cards: [...b.cards, it.id] };
  return { ...b, extras: [...b.extras, it.id as Extra] };
}

/** Take the last `it` out of a build (a minefield takes its placement with it; the commander's ship, the commander), or null when the build has none. */
export function withoutItem(b: Build, it: Item): Build | null {
  const list = it.item === 'ship' ? b.ships : it.item === 'card' ? b.cards : b.extras;
  const k = list.lastIndexOf(it.id as never);
  if (k < 0) return null;
  const rest = [...list.slice(0, k), ...list.slice(k + 1)];
  if (it.item === 'ship') {
    const commander = b.commander === null || b.commander === k ? null : b.commander > k ? b.commander - 1 : b.commander;
    return { ...b, ships: rest, commander };
  }
  if (it.item === 'card') return { ...b, cards: rest };
  const mines = rest.filter((e) => e === 'minefield').length;
  return { ...b, extras: rest as Extra[], minefields: b.minefields.slice(0, mines) };
}

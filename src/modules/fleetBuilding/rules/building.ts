// C-BUILD, C-SECRET: the fleet-building phase. Before task-force setup, each side in the round's
// order buys ships, cards and extras within its budget (a pending `moduleSetup` decision, phase
// "build"); what it buys stays its own (the view hides it: visibility.ts) until both are done. Every
// step may be undone until the side finishes; "fill" buys at random until nothing more fits.
import { z } from 'zod';
import { boardOfState, other, randomInt, refuse, type Draft, type GameState, type ModuleAction, type PlayerId, type Refusal } from '../../../engine/author';
import { emptyBuild, catalogue, whyNotBuy, withItem, withoutItem, type Build, type Item } from './shop';
import { fleetData, setFleetData, MODULE_ID, type FleetData } from './data';
import { minefieldAt, zoneNodes } from './mapParts';
import { muster } from './muster';
import { no } from './refusals';
import type { FleetOptions } from './options';

export const BUILD = 'build';

/** The side building now, or null outside the phase. */
export function builder(state: GameState): PlayerId | null {
  const p = state.pending;
  return p?.kind === 'moduleSetup' && p.module === MODULE_ID && p.phase === BUILD ? p.player : null;
}

/** C-BUILD-0: the phase begins: empty builds, the first player of the round's order builds first. */
export function beginBuilding(d: Draft): boolean {
  setFleetData(d, { builds: { blue: emptyBuild(), red: emptyBuild() }, done: [] });
  const first = d.s.order[0];
  d.s.phase = 'setup';
  d.s.pending = { kind: 'moduleSetup', player: first, module: MODULE_ID, phase: BUILD };
  d.s.toAct = first;
  return true;
}

const buildOf = (state: GameState, p: PlayerId): Build => fleetData(state)!.builds[p];
function setBuild(d: Draft, p: PlayerId, b: Build): void {
  const data = fleetData(d.s)!;
  setFleetData(d, { ...data, builds: { ...data.builds, [p]: b } });
}
const unplacedMines = (b: Build): number => b.extras.filter((e) => e === 'minefield').length - b.minefields.length;

/** C-BUILD-4: why a side may not finish its build yet, or null. */
export function whyNotFinish(state: GameState, o: FleetOptions, b: Build): Refusal | null {
  if (!b.ships.length) return no('fleet/no-ships', 'A fleet needs at least one ship.', 'Flota potrzebuje co najmniej jednego okrętu.');
  if (unplacedMines(b) > 0) return no('fleet/minefield-unplaced', 'Place every minefield bought first (or sell it).', 'Najpierw rozmieść każde kupione pole minowe (albo je sprzedaj).');
  if (o.objective === 'commanderElimination' && b.commander === null) return no('fleet/no-commander', "Name the ship that carries your commander first: sinking it loses the game.", 'Najpierw wskaż okręt, na którym płynie twój dowódca: jego zatopienie przegrywa grę.');
  return null;
}

/** C-EXTRA-MINES: where a side may lay a minefield: three open nodes around one, none in the enemy's setup zone, none already mined. */
export function whyNotMinefield(state: GameState, p: PlayerId, b: Build, node: string): Refusal | null {
  if (unplacedMines(b) <= 0) return no('fleet/no-minefield', 'Buy a minefield first.', 'Najpierw kup pole minowe.');
  const nodes = minefieldAt(state, node);
  if (!nodes) return no('fleet/minefield-no-room', `No room for a 3-node minefield around ${node}: it needs open sea there and on two opposite neighbours.`, `Brak miejsca na 3-węzłowe pole minowe wokół ${node}: potrzebne jest otwarte morze tam i na dwóch przeciwległych sąsiadach.`);
  const enemy = new Set(zoneNodes(state, other(p)));
  if (nodes.some((n) => enemy.has(n))) return no('fleet/minefield-enemy-zone', `A minefield may not lie in the enemy's setup zone (${node}).`, `Pole minowe nie może leżeć w strefie rozstawienia przeciwnika (${node}).`);
  const mined = new Set(b.minefields.flatMap((m) => minefieldAt(state, m) ?? []));
  if (nodes.some((n) => mined.has(n))) return no('fleet/minefield-overlap', `Minefields may not overlap (${node}).`, `Pola minowe nie mogą na siebie zachodzić (${node}).`);
  return null;
}

const itemSchema = z.object({ item: z.enum(['ship', 'card', 'extra']), id: z.string().min(1).max(40) }).strict();
const nodeSchema = z.object({ node: z.string().min(2).max(8) }).strict();
const shipSchema = z.object({ ship: z.number().int().min(0).max(99) }).strict();
const none = z.object({}).strict();

/** A building action: the side building acts on its own build only. */
function building(name: string, params: z.ZodType, legal: (s: GameState, o: FleetOptions, p: PlayerId, b: Build) => unknown[], act: (d: Draft, s: GameState, o: FleetOptions, p: PlayerId, b: Build, params: never) => Refusal | null): ModuleAction<FleetOptions> {
  return {
    name,
    params,
    legal: (s, o) => { const p = builder(s); return p ? legal(s, o, p, buildOf(s, p)) : []; },
    apply(d, s, params, o) {
      const p = builder(s);
      if (!p) return refuse('decision/none', 'No fleet is being built now.', {});
      return act(d, s, o, p, buildOf(s, p), params as never);
    },
  };
}

/** What "fill" buys from: everything on offer but minefields (they need a place); ships only until the fleet has one (a fleet needs a ship to finish). */
function fillable(s: GameState, o: FleetOptions, b: Build): Item[] {
  const offer = catalogue(s).filter((it) => !(it.item === 'extra' && it.id === 'minefield') && !whyNotBuy(s, o, b, it));
  const ships = offer.filter((it) => it.item === 'ship');
  return b.ships.length === 0 && ships.length ? ships : offer;
}

export const buildingActions: ModuleAction<FleetOptions>[] = [
  building('buy', itemSchema,
    (s, o, _p, b) => (unplacedMines(b) > 0 ? [] : catalogue(s).filter((it) => !whyNotBuy(s, o, b, it))),
    (d, s, o, p, b, it: Item) => whyNotBuy(s, o, b, it) ?? (setBuild(d, p, withItem(b, it)), null)),
  building('sell', itemSchema,
    (_s, _o, _p, b) => dedupe([...b.ships.map((id) => ({ item: 'ship', id })), ...b.cards.map((id) => ({ item: 'card', id })), ...b.extras.map((id) => ({ item: 'extra', id }))] as Item[]),
    (d, _s, _o, p, b, it: Item) => {
      const next = withoutItem(b, it);
      if (!next) return no('fleet/not-bought', `There is no ${it.item} "${it.id}" in your fleet to take back.`, `W twojej flocie nie ma „${it.id}” do zwrotu.`);
      setBuild(d, p, next);
      return null;
    }),
  building('placeMinefield', nodeSchema,
    (s, _o, p, b) => (unplacedMines(b) > 0 ? minefieldNodes(s, p, b) : []),
    (d, s, _o, p, b, { node }: { node: string }) => {
      const why = whyNotMinefield(s, p, b, node.toUpperCase());
      if (why) return why;
      setBuild(d, p, { ...b, minefields: [...b.minefields, node.toUpperCase()] });
      return null;
    }),
  building('commander', shipSchema,
    (_s, o, _p, b) => (o.objective === 'commanderElimination' ? b.ships.flatMap((_, k) => (k === b.commander ? [] : [{ ship: k }])) : []),
    (d, _s, o, p, b, { ship }: { ship: number }) => {
      if (o.objective !== 'commanderElimination') return no('fleet/no-commander-here', 'Only commander elimination names a commander.', 'Dowódcę wskazuje się tylko w eliminacji dowódcy.');
      if (ship >= b.ships.length) return no('fleet/no-such-ship', `Your fleet has no ship number ${ship + 1}.`, `Twoja flota nie ma okrętu nr ${ship + 1}.`);
      setBuild(d, p, { ...b, commander: ship });
      return null;
    }),
  building('fill', none,
    (s, o, _p, b) => (unplacedMines(b) === 0 && fillable(s, o, b).length ? [{}] : []),
    (d, s, o, p, b) => {
      if (unplacedMines(b) > 0) return no('fleet/minefield-unplaced', 'Place every minefield bought first (or sell it).', 'Najpierw rozmieść każde kupione pole minowe (albo je sprzedaj).');
      let next = b;
      for (let offer = fillable(s, o, next); offer.length; offer = fillable(s, o, next)) {
        const [k, rng] = randomInt(d.s.rng, 0, offer.length - 1);
        d.s.rng = rng;
        next = withItem(next, offer[k]);
      }
      setBuild(d, p, next);
      return null;
    }),
  building('finish', none,
    (s, o, _p, b) => (whyNotFinish(s, o, b) ? [] : [{}]),
    (d, s, o, p, b) => {
      const why = whyNotFinish(s, o, b);
      if (why) return why;
      const data: FleetData = fleetData(s)!;
      const done = [...data.done, p];
      setFleetData(d, { ...data, done });
      d.events.push({ type: 'module', module: MODULE_ID, name: 'fleetBuilt', player: p, data: {} });
      if (done.length < 2) {
        d.s.pending = { kind: 'moduleSetup', player: other(p), module: MODULE_ID, phase: BUILD };
        d.s.toAct = other(p);
        return null;
      }
      d.s.pending = null; // both built: the fleets muster, then task-force setup (play/modules.ts resumes)
      muster(d, o);
      return null;
    }),
];

function dedupe(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((it) => { const k = `${it.item}:${it.id}`; if (seen.has(k)) return false; seen.add(k); return true; });
}

/** Every node a side may lay its next minefield around. */
export function minefieldNodes(s: GameState, p: PlayerId, b: Build): { node: string }[] {
  const { width, height } = s.setup.map;
  const out: { node: string }[] = [];
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) {
      const node = nodeName(s, row * width + col);
      if (node && !whyNotMinefield(s, p, b, node)) out.push({ node });
    }
  return out;
}
const nodeName = (s: GameState, i: number): string | undefined => boardOfState(s).names[i];

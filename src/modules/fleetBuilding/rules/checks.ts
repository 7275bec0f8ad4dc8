// C-MAP: what a scenario played with module C must bring before the game starts — setup zones, the
// strategic point, supply nodes — and options that name what the game has (classes, cards), and a
// budget that buys a fleet at all. Each refusal names the option or map part and why.
import { boardOfState, own, type DataError, type GameState, type Ruleset, type Scenario } from '../../../engine/author';
import { deckLists, gameCards } from '../../../scenarios/cardSchema';
import { budget, shipCost } from './shop';
import { MODULE_ID } from './data';
import { centreOf, openSea, zoneNodes } from './mapParts';
import { classAllowed, type FleetOptions } from './options';

type At = (...path: PropertyKey[]) => string;

export function checkFleetScenario(sc: Scenario, ruleset: Ruleset, o: FleetOptions, at: At): DataError[] {
  const errors: DataError[] = [];
  const cards = gameCards(sc.cards, deckLists(sc.decks)) ?? {};
  const state = { setup: { map: sc.map, ruleset, cards } } as unknown as Pick<GameState, 'setup'>;
  const board = boardOfState(state);
  const open = (n: string) => openSea(board, board.index.get(n) ?? -1);
  if (sc.reserve.length) errors.push({ path: 'reserve', message: 'with fleet building (module C) the players build their fleets: the scenario brings no reserve ships' });
  for (const p of ['blue', 'red'] as const)
    if (!zoneNodes(state, p).some(open)) errors.push({ path: `map.setupZones.${p}`, message: `${p} has no setup zone with open sea: a built fleet needs one` });
  for (const cls of Object.keys(o.classLevels)) if (!own(ruleset.classes, cls)) errors.push({ path: at('classLevels', cls), message: `there is no ship class "${cls}" (known: ${Object.keys(ruleset.classes).join(', ')})` });
  for (const cls of Object.keys(o.shipCosts)) if (!own(ruleset.classes, cls)) errors.push({ path: at('shipCosts', cls), message: `there is no ship class "${cls}" (known: ${Object.keys(ruleset.classes).join(', ')})` });
  for (const id of Object.keys(o.cardCosts)) if (!own(cards, id)) errors.push({ path: at('cardCosts', id), message: `there is no card "${id}" in this game's decks` });
  const cheapest = Math.min(...Object.keys(ruleset.classes).filter((c) => classAllowed(o, c)).map((c) => shipCost(state, o, c) ?? Infinity));
  if (!(cheapest <= budget(o))) errors.push({ path: at('level'), message: `at ${o.level} level the budget is ${budget(o)} points: too little for any ship allowed (the cheapest costs ${cheapest})` });
  if (o.objective === 'strategicPoint' && !open(centreOf(state, o.centre)))
    errors.push({ path: at(o.centre ? 'centre' : 'objective'), message: `the strategic point ${centreOf(state, o.centre)} is not open sea: give "centre", a node ships can reach` });
  if (o.objective === 'captureDocuments') {
    if (o.supplyNodes.length < o.documentsToWin) errors.push({ path: at('supplyNodes'), message: `capture documents needs at least ${o.documentsToWin} supply nodes (the seed has 3), the options give ${o.supplyNodes.length}` });
    const zones = new Set([...zoneNodes(state, 'blue'), ...zoneNodes(state, 'red')]);
    o.supplyNodes.forEach((n, k) => {
      if (!open(n)) errors.push({ path: at('supplyNodes', k), message: `supply node ${n} is not open sea` });
      else if (zones.has(n)) errors.push({ path: at('supplyNodes', k), message: `supply node ${n} lies in a setup zone: documents must be fetched` });
    });
  }
  for (const m of (sc.rules.modules as { id?: unknown; options?: { initiative?: unknown } }[] | undefined) ?? [])
    if (m?.id !== MODULE_ID && o.initiative !== 'none' && m?.options?.initiative !== undefined && m.options.initiative !== 'none')
      errors.push({ path: at('initiative'), message: `another rule module of this scenario ("${String(m.id)}") already rolls for initiative: set one of them to "none"` });
  return errors;
}

// The opening of a game (§6, §13): from a validated scenario and its ruleset, place the units,
// shuffle the decks with the seeded PRNG and settle the first player (R-ORDER-1).
import { DEFAULT_POINTS_TARGET, type Scenario } from '../../../scenarios/schema';
import type { Ruleset } from '../../../scenarios/rulesetSchema';
import { fixedUnitPlacements, placementIds } from '../../../scenarios/unitChecks';
import { boardOf, indexOf } from '../../geometry/board';
import { draftOf, unitCopy, type Draft } from '../../core/draft';
import { rollForOrder, seedRng, shuffle } from '../../core/random';
import { taskForcesAtStart } from '../taskForces/tfSetup';
import { reserveIds } from '../../../scenarios/reserveChecks';
import { addOperationsSetup } from './operationsSetup';
import { other, type GameState, type ModuleUse, type Unit } from '../../core/types';
import { deckLists, gameCards } from '../../../scenarios/cardSchema';
import { objectivesSetup } from '../victory/objectives';

/**
 * The opening state of a validated scenario: units placed, decks shuffled, the first player settled
 * (R-ORDER-1: a roll leaves the choice pending). play/createGame.ts goes on from here.
 */
export function openGame(sc: Scenario, ruleset: Ruleset, seed: number, modules: readonly ModuleUse[]): Draft {
  const board = boardOf(sc.map);

  const units: Record<string, Unit> = {};
  const ids = placementIds(sc.units);
  sc.units.forEach((p, k) => {
    const cls = ruleset.classes[p.class];
    const u: Unit = { id: ids[k], owner: p.owner, kind: 'ship', class: p.class, node: board.names[indexOf(board, p.node)], heading: p.heading, activated: false };
    if (cls.planes !== undefined) u.planes = p.planes ?? cls.planes;
    if (cls.cargo !== undefined) u.cargo = p.cargo ?? cls.cargo;
    units[u.id] = unitCopy(u); // the one shape of units (draft.ts)
  });
  for (const f of fixedUnitPlacements(sc.map, ruleset))
    units[f.id] = unitCopy({ id: f.id, owner: f.owner, kind: 'fixed', class: f.class, node: board.names[indexOf(board, f.node)], heading: 0, activated: false });

  // §7.1: the reserve ships are the fleets to set up in task forces
  const reserveId = reserveIds(sc.units, sc.reserve);
  const taskForces = taskForcesAtStart(sc.reserve.map((r, k) => ({ ...r, id: reserveId[k] })), ruleset);

  let rng = seedRng(seed);
  const deckIds = deckLists(sc.decks); // §9: no `decks` at all means the default deck of each side
  const [blueDeck, rng1] = shuffle(deckIds.blue, rng);
  const [redDeck, rng2] = shuffle(deckIds.red, rng1);
  const cards = gameCards(sc.cards, deckIds);
  rng = rng2;

  const pt = sc.objectives?.pointsTarget;
  const state: GameState = {
    format: 'enb-game',
    version: 1,
    setup: {
      scenarioId: sc.id,
      map: sc.map,
      ruleset,
      rounds: sc.rounds,
      pointsTarget: sc.objectives ? { blue: pt?.blue ?? DEFAULT_POINTS_TARGET, red: pt?.red ?? DEFAULT_POINTS_TARGET } : null,
      commandBonus: { blue: sc.commandBonus.blue ?? 0, red: sc.commandBonus.red ?? 0 },
      ...(cards ? { cards } : {}),
      ...objectivesSetup(sc, DEFAULT_POINTS_TARGET), // §11 objective lists, and the points targets they imply
      ...(modules.length ? { modules: [...modules] } : {}),
    },
    seed,
    rng,
    round: 1,
    phase: 'play',
    order: [sc.firstPlayer, other(sc.firstPlayer)],
    toAct: sc.firstPlayer,
    pending: null,
    activation: null,
    tokens: { blue: { pool: 0, spent: 0 }, red: { pool: 0, spent: 0 } },
    passed: { blue: false, red: false },
    drew: { blue: false, red: false },
    lastActor: null,
    cleanupQueue: [],
    units: { ...units }, // a plain record (built key by key, V8 keeps a hash table past a dozen keys: settleUnits)
    planes: [],
    planesLaunched: 0,
    cards: { blue: { deck: blueDeck, hand: [], discard: [] }, red: { deck: redDeck, hand: [], discard: [] } },
    score: { blue: 0, red: 0 },
    result: null,
    ...(taskForces ? { taskForces } : {}),
  };
  addOperationsSetup(state, sc); // §8, §10: bomber pools and entries, mine tokens, the round track
  const d = draftOf(state);
  d.events.push({ type: 'gameStarted', scenarioId: sc.id, seed, rounds: sc.rounds });
  if (ruleset.options.firstPlayer === 'roll') {
    // R-ORDER-1: each side rolls a d10, re-rolling ties; the higher roll chooses.
    const roll = rollForOrder(d.s.rng);
    d.s.rng = roll.rng;
    d.s.pending = { kind: 'chooseFirstPlayer', player: roll.winner };
    d.s.toAct = roll.winner;
    d.events.push({ type: 'orderRolled', rolls: roll.rolls, chooser: roll.winner });
  }
  return d;
}

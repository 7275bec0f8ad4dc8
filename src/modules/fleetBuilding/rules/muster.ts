// C-SECRET-2, C-ROLE-1: both fleets are built — they muster. Each side's ships become its fleet to
// set up in task forces (§7.1; their list is public, R-TF-1), its cards its deck (shuffled: which
// cards is its secret, how many is not), its extras take their place on the map (minefields, fog)
// or in the dice (a field HQ's re-roll right),
// and the bigger spender attacks (a tie is rolled on a d6, ties again).
import { other, randomInt, shuffle, taskForcesAtStart, type Draft, type PlayerId } from '../../../engine/author';
import { fleetData, setFleetData, MODULE_ID, type Battle, type Documents, type Minefield } from './data';
import { shipCost, spent } from './shop';
import { minefieldAt } from './mapParts';
import { grantRerolls } from './fieldHq';
import type { FleetOptions } from './options';

const SIDES: readonly PlayerId[] = ['blue', 'red'];

function d6(d: Draft): number {
  const [n, rng] = randomInt(d.s.rng, 1, 6);
  d.s.rng = rng;
  return n;
}

export function muster(d: Draft, o: FleetOptions): void {
  const data = fleetData(d.s)!;
  const taken = new Set(Object.keys(d.s.units));
  const reserve: { id: string; owner: PlayerId; class: string }[] = [];
  const costs: Record<string, number> = {};
  const commanders: Record<PlayerId, string> = { blue: '', red: '' };
  for (const p of SIDES) {
    const counts: Record<string, number> = {};
    data.builds[p].ships.forEach((cls, k) => {
      let id: string;
      do { counts[cls] = (counts[cls] ?? 0) + 1; id = `${p}-${cls.toLowerCase()}-${counts[cls]}`; } while (taken.has(id));
      taken.add(id);
      reserve.push({ id, owner: p, class: cls });
      costs[id] = shipCost(d.s, o, cls) ?? 0;
      if (data.builds[p].commander === k) commanders[p] = id;
    });
    const [deck, rng] = shuffle(data.builds[p].cards, d.s.rng);
    d.s.rng = rng;
    d.s.cards = { ...d.s.cards, [p]: { deck, hand: [], discard: [] } };
  }
  d.s.taskForces = taskForcesAtStart(reserve, d.s.setup.ruleset);
  const spentBy = { blue: spent(d.s, o, data.builds.blue), red: spent(d.s, o, data.builds.red) };
  let attacker: PlayerId;
  if (o.attacker !== 'spending') attacker = o.attacker;
  else if (spentBy.blue !== spentBy.red) attacker = spentBy.blue > spentBy.red ? 'blue' : 'red';
  else {
    let blue = 0, red = 0;
    while (blue === red) { blue = d6(d); red = d6(d); }
    attacker = blue > red ? 'blue' : 'red';
    d.events.push({ type: 'module', module: MODULE_ID, name: 'roleRolled', data: { blue, red } });
  }
  const minefields: Minefield[] = SIDES.flatMap((p) => data.builds[p].minefields.map((m) => ({ owner: p, nodes: minefieldAt(d.s, m) ?? [m], charges: 3 })));
  const documents: Documents[] = o.objective === 'captureDocuments' ? o.supplyNodes.map((node) => ({ node, carrier: null, home: null })) : [];
  const fleetCost = { blue: 0, red: 0 };
  for (const r of reserve) fleetCost[r.owner] += costs[r.id];
  const battle: Battle = {
    spent: spentBy, attacker, fleetCost, costs, minefields, held: { blue: 0, red: 0 }, crossed: [], documents,
    ...(o.objective === 'commanderElimination' ? { commanders } : {}),
    ...(SIDES.some((p) => data.builds[p].extras.includes('fog')) ? { fog: 'on' as const } : {}),
  };
  const fieldHq = SIDES.filter((p) => data.builds[p].extras.includes('fieldHq'));
  grantRerolls(d, fieldHq); // C-EXTRA-HQ
  setFleetData(d, { builds: { blue: empty(), red: empty() }, done: data.done, battle });
  d.events.push({
    type: 'module', module: MODULE_ID, name: 'fleetsMustered',
    data: { attacker, defender: other(attacker), spent: spentBy, ships: { blue: data.builds.blue.ships.length, red: data.builds.red.ships.length }, cards: { blue: data.builds.blue.cards.length, red: data.builds.red.cards.length }, fog: battle.fog === 'on', minefields: minefields.length, fieldHq },
  });
}
const empty = () => ({ ships: [], cards: [], extras: [], minefields: [], commander: null });

// A unit's zone reach, as the bots read it (tactics.ts zoneReach): read where the unit stands in the
// state asked about, never a reach read earlier elsewhere. Before, the first reach read for a class was
// kept for the game: a destroyer first read with its torpedo run cut short by a coast kept that short
// reach in open water, and a bot's answer depended on what it had read before, not on its view alone.
import { describe, expect, it } from 'vitest';
import '../../src/modules/registry';
import convoy from '../../src/scenarios/convoy.json';
import { createGame, type GameState, type Unit } from '../../src/engine/index';
import { boardOf } from '../../src/engine/geometry/index';
import { zoneReach } from '../../src/bots/tactics';

const fresh = (): GameState => {
  const made = createGame(convoy, 1);
  if (!made.ok) throw new Error('convoy does not load');
  return made.state;
};
const placed = (s: GameState, u: Unit, node: string, heading: Unit['heading']): GameState => ({ ...s, units: { ...s.units, [u.id]: { ...u, node, heading } } });

describe('zone reach', () => {
  it('is read where the unit stands: a torpedo run cut short elsewhere before does not stick to the class', () => {
    const s = fresh();
    const dd = Object.values(s.units).find((u) => u.class === 'DD')!;
    const places = boardOf(s.setup.map).names.flatMap((node) => ([0, 1, 2, 3, 4, 5] as Unit['heading'][]).map((h) => ({ node, h })))
      .filter(({ node }) => !Object.values(s.units).some((u) => u.node === node));
    // the reach of each place, each read in a game of its own (nothing read before it)
    const alone = places.map(({ node, h }) => zoneReach(placed(fresh(), dd, node, h), { ...dd, node, heading: h }));
    const longest = Math.max(...alone), shortest = Math.min(...alone.filter((r) => r > 0));
    expect(shortest).toBeLessThan(longest); // some run is cut short somewhere
    const cut = places[alone.indexOf(shortest)], open = places[alone.indexOf(longest)];
    // one game: the cut-short place read first, then the open one
    zoneReach(placed(s, dd, cut.node, cut.h), { ...dd, node: cut.node, heading: cut.h });
    expect(zoneReach(placed(s, dd, open.node, open.h), { ...dd, node: open.node, heading: open.h })).toBe(longest);
  });
});

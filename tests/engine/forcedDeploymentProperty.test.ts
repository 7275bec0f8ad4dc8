// R-TF-6 as an invariant: after every action of a player that hands the turn on (nothing pending), no
// task-force marker of the other player lies in any of that player's attack zones — it would have been
// forced to deploy. Random play on the bundled task-force scenarios, fixed seeds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, enemyZone, other, type GameState } from '../../src/engine/index';
import openSea from '../../src/scenarios/open-sea.json';
import { fromChoices, playRandomly } from './fixtures/randomPlay';
import { checkProperty } from '../fuzz/checkProperty';

function markersInZones(s: GameState, actor: 'blue' | 'red'): string[] {
  const zone = new Set(enemyZone(s, other(actor))); // the zones of the actor, as the other player's enemy zone
  return Object.values(s.taskForces?.markers ?? {}).filter((m) => m.owner !== actor && zone.has(m.node)).map((m) => m.node);
}

describe('R-TF-6 invariant', () => {
  it('R-TF-6: after any action that passes the turn on, no marker of the other player lies in the actor\'s zones', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 40, maxLength: 160 }), (seed, cs) => {
      const g = createGame(openSea, seed);
      if (!g.ok) throw new Error('setup');
      playRandomly(g.state, fromChoices(cs, (legal, n) => legal[n % legal.length]), ({ before, after }) => {
        if (after.phase !== 'play' || after.pending || after.activation || before.phase !== 'play' || before.pending) return;
        expect(markersInZones(after, before.toAct)).toEqual([]);
      });
    }), { numRuns: 12, seed: 20261124 });
  });
});

// Speed work must not change a game: seeded games on every bundled scenario, played by sampleAction
// and by a pick out of legalActions, with the engine's queries the bots lean on asked at every step
// (each side's enemy zone, the open activation's targets), give the same log, queries and result
// as when these fingerprints were taken. A rule change that changes them on purpose takes new
// fingerprints (the test prints the new ones); a speed change never does.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, enemyZone, legalActions, sampleAction, validTargets, type Action } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { cyrb53 } from '../../src/saves/scenarioHash';

const MAX_ACTIONS = 200;

function fingerprint(scenario: unknown, seed: number, how: 'sample' | 'list'): string {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let s = g.state;
  let r = seed;
  const rng = (n: number) => { r = (Math.imul(r, 1103515245) + 12345) & 0x7fffffff; return r % n; };
  const trace: unknown[] = [];
  for (let k = 0; k < MAX_ACTIONS && s.phase !== 'over'; k++) {
    let a: Action;
    if (how === 'sample') a = sampleAction(s, rng)!;
    else { const legal = legalActions(s); a = legal[rng(legal.length)]; }
    trace.push(a, enemyZone(s, 'blue').length, enemyZone(s, 'red').join(), s.activation ? validTargets(s, s.activation.unitId).map((t) => t.id) : null);
    const next = applyAction(s, a);
    if (!next.ok) throw new Error(`refused: ${JSON.stringify(a)} → ${next.error.code}`);
    s = next.state;
  }
  trace.push(s.result, s.score, s.round, s.rng);
  return cyrb53(JSON.stringify(trace)).toString(16);
}

const FINGERPRINTS: Record<string, [string, string]> = {
  'tutorial': ['a9437b368409b', '162c44b10e726e'],
  'open-sea': ['51ef847cd1d5f', '240e7090d48a3'],
  'convoy': ['19e1b82c898f9d', '159b657a7557f2'], // the cruiser in round 2, Red's target 4 (issue 39: fair)
  'island-airfield': ['a7b402530c8a0', '1b2388d6efc2a7'], // eight rounds; Blue's battleship starts at A7 and three cargo must land (issue 39: fair at hard)
  'carrier-battle': ['8f15def3bb299', '10a02881df0285'], // both sides roll for the first move (issue 39: fair)
  'great-archipelago': ['b62854eb2786d', '16d653b639f3c3'], // Red's fleet the mirror of Blue's, both roll for the first move (issue 39: fair)
  'gun-duel': ['f275fd8fdcb2e', '2a90e72d1b30b'], // Blue's torpedo boat behind its line, Red's destroyer at W21 (issue 39: fair)
  'gun-duel-fleet': ['3b4190246dd7d', '140c8323819367'], // eight rounds (issue 36: decisive), Red's destroyer at W21 (issue 39: fair)
  'sea-lion-raid': ['e785eb2664b60', '143c10c4581cde'], // Blue's bombers very low, one hit destroys, Red needs 11: equal VP go to Blue (issue 36: no side wins by waiting)
  'naval-battle': ['103d4ff7b9036a', '17f8d496a1cf7c'],
};

describe('seeded games stay the same (speed work changes no game)', () => {
  it('every bundled scenario: a sampled game and a listed game give the fingerprints taken', () => {
    const got: Record<string, [string, string]> = {};
    for (const sc of bundledScenarios) {
      const id = (sc as { id: string }).id;
      got[id] = [fingerprint(sc, 11, 'sample'), fingerprint(sc, 12, 'list')];
    }
    if (JSON.stringify(got) !== JSON.stringify(FINGERPRINTS)) console.log(JSON.stringify(got, null, 2));
    expect(got).toEqual(FINGERPRINTS);
  });
});

// Random play with everything of §8 and §10 on the map: airfields and bombers, carriers, submarines
// and depth charges, transports and delivery nodes, reinforcements and round-track items. Invariants:
// every legal action is accepted, tokens are conserved, one unit per node, plain JSON, replay equal.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, poolSize, replay, type Action, type GameState } from '../../src/engine/index';
import { tinyScenario } from './fixtures/tiny';
import { fromChoices, playRandomly } from './fixtures/randomPlay';
import { checkProperty } from '../fuzz/checkProperty';

const base = tinyScenario({
  terrain: ['#...........', '............', '....~~......', '#...#c.....#', '............', '......~~....', '...........#'],
  features: [
    { kind: 'airfield', node: 'A1', owner: 'blue' }, { kind: 'airfield', node: 'L7', owner: 'red' },
    { kind: 'coastalArtillery', node: 'L4', owner: 'red' }, { kind: 'delivery', node: 'F4' }, { kind: 'delivery', node: 'A4', owner: 'blue' },
  ],
  units: [
    ['blue', 'CV', 'B2', 'E', 'bcv'], ['blue', 'DD', 'C5', 'E', 'bdd'], ['blue', 'SS', 'B6', 'E', 'bss'], ['blue', 'AP', 'C3', 'E', 'bap'],
    ['red', 'CV', 'K2', 'W', 'rcv'], ['red', 'DD', 'J5', 'W', 'rdd'], ['red', 'SS', 'K6', 'W', 'rss'], ['red', 'AP', 'J3', 'W', 'rap'],
  ],
  rounds: 5,
});
const scenario = {
  ...base,
  mines: { blue: 2, red: 2 },
  reinforcements: [{ round: 2, owner: 'blue', class: 'CA', edge: 'west' }, { round: 3, owner: 'red', class: 'DD', node: 'K4', heading: 'W' }],
  roundTrack: [{ kind: 'mines', round: 3, owner: 'red', count: 1 }, { kind: 'expire', round: 4, unitId: 'bap' }],
};

const pick = (legal: Action[], n: number): Action => {
  if (n % 6 === 0 && legal.some((a) => a.type === 'pass')) return { type: 'pass' }; // rounds go by: the track matters
  // a special step's kind first, then one of its actions: many variants of one kind (bombers with cards) do not crowd out the rest
  const special = legal.filter((a) => ['attack', 'bomberAttack', 'depthCharge', 'unload', 'dive', 'airOperation', 'extendChain', 'recoverPlane'].includes(a.type));
  if (!special.length || n % 3 === 0) return legal[n % legal.length];
  const kinds = [...new Set(special.map((a) => a.type))];
  const ofKind = special.filter((a) => a.type === kinds[n % kinds.length]);
  return ofKind[Math.floor(n / kinds.length) % ofKind.length];
};

function randomGame(seed: number, choices: number[]): { state: GameState; actions: Action[]; seen: Set<string> } {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  const seen = new Set<string>();
  const game = playRandomly(g.state, fromChoices(choices, pick), ({ after, events }) => {
    for (const p of ['blue', 'red'] as const) expect(after.tokens[p].pool + after.tokens[p].spent).toBe(poolSize(after, p));
    const nodes = Object.values(after.units).map((u) => u.node);
    expect(new Set(nodes).size).toBe(nodes.length);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
    for (const e of events) seen.add(e.type);
  });
  return { ...game, seen };
}

/** The property: every random game keeps the invariants and replays to the same state. */
const invariantsHold = fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 150 }), (seed, cs) => {
  const game = randomGame(seed, cs);
  const again = replay(scenario, seed, game.actions);
  expect(again.ok && again.state).toEqual(game.state);
});

/** Fixed games, the same in every run, that reach the new rules (a diver, a bomber, a reinforcement). */
const reachingGames = Array.from({ length: 15 }, (_, g) => ({ seed: 101 + g * 977, choices: Array.from({ length: 150 }, (_, k) => (g * 7919 + k * 104_729) % 10_001) }));

describe('properties of random play with aviation, submarines, mines, cargo and the round track', () => {
  it('legal actions are accepted; tokens conserved; one unit per node; JSON state; replay equal', () => {
    checkProperty(invariantsHold, { numRuns: 15 });
  });
  // Seeds 1000 and 1251 once failed: not an invariant, but the claim that 15 random games reach every
  // new rule (they reached no dive, no reinforcement). Reaching them is now checked on fixed games below.
  it.each([1000, 1251])('regression: seed %i keeps the invariants', (seed) => {
    checkProperty(invariantsHold, { numRuns: 15, seed });
  });
  it('the games that test the invariants reach the new rules', () => {
    const seen = new Set<string>();
    for (const { seed, choices } of reachingGames) for (const t of randomGame(seed, choices).seen) seen.add(t);
    for (const t of ['bomberPlaced', 'dived', 'reinforcementArrived']) expect(seen).toContain(t);
  });
});

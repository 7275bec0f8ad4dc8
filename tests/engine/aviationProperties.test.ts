// Random play with everything of §8 and §10 on the map: airfields and bombers, carriers, submarines
// and depth charges, transports and delivery nodes, reinforcements and round-track items. Invariants:
// every legal action is accepted, tokens are conserved, one unit per node, plain JSON, replay equal.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, poolSize, replay, type Action, type GameState } from '../../src/engine/index';
import { tinyScenario } from './fixtures/tiny';

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
  const special = legal.filter((a) => ['attack', 'bomberAttack', 'depthCharge', 'unload', 'dive', 'airOperation', 'extendChain', 'recoverPlane'].includes(a.type));
  return special.length && n % 3 !== 0 ? special[n % special.length] : legal[n % legal.length];
};

function randomGame(seed: number, choices: number[]): { state: GameState; actions: Action[]; seen: Set<string> } {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let state = g.state;
  const actions: Action[] = [];
  const seen = new Set<string>();
  for (const n of choices) {
    if (state.phase === 'over') break;
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    const action = pick(legal, n);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)} → ${r.error.code}: ${r.error.message}`);
    for (const p of ['blue', 'red'] as const) expect(r.state.tokens[p].pool + r.state.tokens[p].spent).toBe(poolSize(r.state, p));
    const nodes = Object.values(r.state.units).map((u) => u.node);
    expect(new Set(nodes).size).toBe(nodes.length);
    expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
    for (const e of r.events) seen.add(e.type);
    actions.push(action);
    state = r.state;
  }
  return { state, actions, seen };
}

describe('properties of random play with aviation, submarines, mines, cargo and the round track', () => {
  it('legal actions are accepted; tokens conserved; one unit per node; JSON state; replay equal', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 150 }), (seed, cs) => {
      const game = randomGame(seed, cs);
      for (const t of game.seen) seen.add(t);
      const again = replay(scenario, seed, game.actions);
      expect(again.ok && again.state).toEqual(game.state);
    }), { numRuns: 15 });
    // the random games reach the new rules
    for (const t of ['bomberPlaced', 'dived', 'reinforcementArrived']) expect(seen).toContain(t);
  });
});

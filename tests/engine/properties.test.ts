// Property tests over random play (fast-check): the invariants of the engine contract.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import openSea from '../../src/scenarios/open-sea.json';
import archipelago from '../../src/scenarios/great-archipelago.json';
import { applyAction, createGame, poolSize, replay, viewFor, type Action, type GameState } from '../../src/engine/index';
import { zoneCoverers } from '../../src/engine/rules/combat/zones';
import { tinyScenario } from './fixtures/tiny';
import { fromChoices, playRandomly } from './fixtures/randomPlay';
import { checkProperty } from '../fuzz/checkProperty';

// A crowded little sea with an island, shallows, a reef and two batteries: fleets meet at once.
const skirmish = tinyScenario({
  terrain: ['............', '.....~~.....', '....c##c....', '.....#c..x..', '....~~......', '............', '............', '..........~.', '............'],
  features: [{ kind: 'coastalArtillery', node: 'F3', owner: 'blue' }, { kind: 'coastalArtillery', node: 'G3', owner: 'red' }],
  units: [
    ['blue', 'CV', 'B2', 'E', 'bcv'], ['blue', 'BB', 'B5', 'E', 'bbb'], ['blue', 'CA', 'C7', 'E', 'bca'], ['blue', 'DD', 'D8', 'NE', 'bdd'], ['blue', 'SS', 'A6', 'E', 'bss'], ['blue', 'AP', 'A9', 'E', 'bap'],
    ['red', 'CV', 'K2', 'W', 'rcv'], ['red', 'BB', 'K5', 'W', 'rbb'], ['red', 'CA', 'J7', 'W', 'rca'], ['red', 'DD', 'I8', 'NW', 'rdd'], ['red', 'SS', 'L6', 'W', 'rss'], ['red', 'AP', 'L9', 'W', 'rap'],
  ],
  rounds: 4,
  // §9: two decks of single cards with no card in common, so that the view test can look for the
  // opponent's card ids (a played copy of a card still in hand would show in the public discard pile)
  decks: {
    blue: ['full-speed', 'hard-rudder', 'radar', 'cmdr-halsey', 'smoke-screen', 'general-chase', 'torpedo-spread', 'engine-sabotage'],
    red: ['enemy-ahead', 'improved-boilers', 'cmdr-lutjens', 'fog-bank', 'all-hands', 'squadron-drill', 'steering-gear', 'supply-convoy', 'crossing-the-t'],
  },
});

/** Pick a legal action from a random number; attacks are preferred so that fleets fight. */
function pick(legal: Action[], n: number): Action {
  const attacks = legal.filter((a) => a.type === 'attack');
  if (attacks.length && n % 4 !== 0) return attacks[n % attacks.length];
  return legal[n % legal.length];
}

function checkInvariants(before: GameState, action: Action, after: GameState, events: { type: string }[]): void {
  for (const p of ['blue', 'red'] as const) {
    // tokens are conserved: the pool plus the spent tokens always equal what the units bring (R-CMD-1, R-CMD-3)
    expect(after.tokens[p].pool + after.tokens[p].spent).toBe(poolSize(after, p));
    expect(after.tokens[p].pool).toBeGreaterThanOrEqual(0);
  }
  // never two units on one node
  const nodes = Object.values(after.units).map((u) => u.node);
  expect(new Set(nodes).size).toBe(nodes.length);
  // no ship ends a move inside an enemy zone it moved into (R-MOVE-4)
  if (action.type === 'move' && events.some((e) => e.type === 'moved' || e.type === 'turned')) {
    const mover = before.units[action.unitId];
    expect(zoneCoverers(before, mover.owner, after.units[action.unitId]?.node ?? action.to.node, action.unitId)).toEqual([]);
  }
  // the state stays plain JSON
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
}

function randomGame(scenario: unknown, seed: number, choices: number[]): { state: GameState; actions: Action[] } {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return playRandomly(g.state, fromChoices(choices, pick), (s) => checkInvariants(s.before, s.action, s.after, s.events));
}

const choices = (max: number) => fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: max });

describe('properties of random play', () => {
  it('skirmish: tokens conserved, one unit per node, no move ends in a zone it entered, JSON state, replay equal', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), choices(160), (seed, cs) => {
      const { state, actions } = randomGame(skirmish, seed, cs);
      const again = replay(skirmish, seed, actions);
      expect(again.ok).toBe(true);
      if (again.ok) expect(again.state).toEqual(state);
    }), { numRuns: 25 });
  });
  it('Open Sea: the same invariants over longer games', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), choices(200), (seed, cs) => {
      const { state, actions } = randomGame(openSea, seed, cs);
      const again = replay(openSea, seed, actions);
      expect(again.ok && again.state).toEqual(state);
    }), { numRuns: 6 });
  });
  it('Great Archipelago: the same invariants', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), choices(50), (seed, cs) => {
      randomGame(archipelago, seed, cs);
    }), { numRuns: 3 });
  });
  it('random play reaches the end of the game with a result', () => {
    const { state } = randomGame(skirmish, 3, Array.from({ length: 2000 }, (_, k) => (k * 7919) % 10007));
    expect(state.phase).toBe('over');
    expect(state.result).not.toBeNull();
  });
  it('applying random, also illegal, actions never throws and never changes the input', () => {
    const ids = ['bcv', 'bbb', 'rdd', 'rss', 'blue-coastalArtillery-1', 'red-coastalArtillery-1', 'bcv/plane-1', 'nope', ''];
    const actionArb = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constantFrom('move', 'attack', 'activateFixed', 'endActivation', 'pass', 'draw', 'keepCard', 'cleanupDraw', 'declineDraw', 'chooseFirstPlayer', 'playCard', 'declineReaction', 'x'),
        unitId: fc.constantFrom(...ids), targetId: fc.constantFrom(...ids), cardId: fc.constantFrom('full-speed', 'enemy-ahead', 'smoke-screen', 'zz'),
        target: fc.constantFrom(undefined, {}, { unitId: 'bbb' }, { unitId: 'rbb' }, { class: 'DD' }, { tf: 'x' }),
        discard: fc.constantFrom(undefined, 'full-speed', 'zz'), first: fc.constantFrom('blue', 'red', 'green'), player: fc.constantFrom(undefined, 'blue', 'red'),
        to: fc.record({ node: fc.constantFrom('B2', 'C3', 'F3', 'Z9', 'a1', ''), heading: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constantFrom('E', 'SW', 'Q')) }),
      }, { requiredKeys: ['type'] }),
    );
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), choices(60), fc.array(actionArb, { maxLength: 30 }), (seed, cs, wild) => {
      let { state } = randomGame(skirmish, seed, cs);
      for (const a of wild) {
        const before = JSON.stringify(state);
        const r = applyAction(state, a);
        expect(JSON.stringify(state)).toBe(before);
        if (r.ok) state = r.state;
        else expect(typeof r.error.code).toBe('string');
      }
    }), { numRuns: 30 });
  });
  it('§12 views leak nothing: no PRNG, no seed, no opponent hand or drawn cards', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), choices(120), (seed, cs) => {
      const { state } = randomGame(skirmish, seed, cs);
      for (const viewer of ['blue', 'red'] as const) {
        const view = viewFor(state, viewer);
        const text = JSON.stringify(view);
        expect(view).not.toHaveProperty('rng');
        expect(view).not.toHaveProperty('seed');
        const opp = viewer === 'blue' ? 'red' : 'blue';
        expect(view.cards[opp].hand).toBeUndefined();
        for (const c of state.cards[opp].hand) expect(text).not.toContain(`"${c}"`);
        for (const c of state.cards[opp].deck) expect(text).not.toContain(`"${c}"`);
        if (state.pending?.kind === 'keepCard' && state.pending.player === opp) for (const c of state.pending.drawn) expect(text).not.toContain(`"${c}"`);
      }
    }), { numRuns: 15 });
  });
});

// Property tests of card play (fast-check): random games in which both hands are full of cards and
// card plays are preferred. Invariants: every legal action is accepted, tokens are conserved
// (R-CMD-1/3 with card tokens), the state stays plain JSON, the view answers the same legal actions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, DEFAULT_CARDS, legalActions, poolSize, viewFor, type Action, type GameState } from '../../src/engine/index';
import { cardGame } from './cardsFixture';

const ids = DEFAULT_CARDS.cards.map((c) => c.id);

function pick(legal: Action[], n: number): Action {
  const cards = legal.filter((a) => a.type === 'playCard' || a.type === 'attack');
  if (cards.length && n % 3 !== 0) return cards[n % cards.length];
  return legal[n % legal.length];
}

describe('properties of card play', () => {
  it('random play with full hands: legal actions accepted, tokens conserved, JSON state, views agree', () => {
    const hand = fc.array(fc.constantFrom(...ids), { minLength: 5, maxLength: 5 });
    fc.assert(fc.property(hand, hand, fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 80 }), (blue, red, choices) => {
      let state: GameState = cardGame(blue, red, { rounds: 3, units: [
        ['blue', 'BB', 'D4', 'E', 'bb'], ['blue', 'DD', 'A2', 'E', 'dd'], ['blue', 'CV', 'A6', 'E', 'cv'],
        ['red', 'BB', 'H4', 'W', 'rbb'], ['red', 'DD', 'L1', 'W', 'rdd'], ['red', 'CA', 'J6', 'W', 'rca'],
      ] });
      for (const n of choices) {
        if (state.phase === 'over') break;
        const legal = legalActions(state);
        expect(legal.length).toBeGreaterThan(0);
        expect(legalActions(viewFor(state, state.toAct))).toEqual(legal);
        const action = pick(legal, n);
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)} → ${r.error.code}`);
        for (const p of ['blue', 'red'] as const) {
          expect(r.state.tokens[p].pool + r.state.tokens[p].spent).toBe(poolSize(r.state, p));
          expect(r.state.tokens[p].pool).toBeGreaterThanOrEqual(0);
        }
        expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
        state = r.state;
      }
    }), { numRuns: 20 });
  });
});

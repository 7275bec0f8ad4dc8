// Property tests of card play (fast-check): random games in which both hands are full of cards and
// card plays are preferred. Invariants: every legal action is accepted, tokens are conserved
// (R-CMD-1/3 with card tokens), the state stays plain JSON, the view answers the same legal actions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CARDS, legalActions, poolSize, viewFor, type Action, type GameState } from '../../src/engine/index';
import { cardGame } from './cardsFixture';
import { fromChoices, playRandomly } from './fixtures/randomPlay';
import { checkProperty } from '../fuzz/checkProperty';

const ids = DEFAULT_CARDS.cards.map((c) => c.id);

function pick(legal: Action[], n: number): Action {
  const cards = legal.filter((a) => a.type === 'playCard' || a.type === 'attack');
  if (cards.length && n % 3 !== 0) return cards[n % cards.length];
  return legal[n % legal.length];
}

describe('properties of card play', () => {
  it('random play with full hands: legal actions accepted, tokens conserved, JSON state, views agree', () => {
    const hand = fc.array(fc.constantFrom(...ids), { minLength: 5, maxLength: 5 });
    checkProperty(fc.property(hand, hand, fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 80 }), (blue, red, choices) => {
      const state: GameState = cardGame(blue, red, { rounds: 3, units: [
        ['blue', 'BB', 'D4', 'E', 'bb'], ['blue', 'DD', 'A2', 'E', 'dd'], ['blue', 'CV', 'A6', 'E', 'cv'],
        ['red', 'BB', 'H4', 'W', 'rbb'], ['red', 'DD', 'L1', 'W', 'rdd'], ['red', 'CA', 'J6', 'W', 'rca'],
      ] });
      playRandomly(state, fromChoices(choices, pick), ({ before, after, legal }) => {
        expect(legalActions(viewFor(before, before.toAct))).toEqual(legal);
        for (const p of ['blue', 'red'] as const) {
          expect(after.tokens[p].pool + after.tokens[p].spent).toBe(poolSize(after, p));
          expect(after.tokens[p].pool).toBeGreaterThanOrEqual(0);
        }
        expect(JSON.parse(JSON.stringify(after))).toEqual(after);
      });
    }), { numRuns: 20 });
  });
});

// Issue 36, the fast guard of the naval bot's strength (≤ 20 s): normal against random on three fixed
// seeds (1, 4, 5: normal on blue, red, blue) that normal wins by a landing within 120 turns at 10
// iterations a decision. A change of bot.ts that stops normal beating random fails here before the
// longer navalStrength.test.ts (8 seeds) runs.
import { describe, expect, it } from 'vitest';
import { playNavalMatch } from './navalMatch';

describe('naval bot, quick', () => {
  it('normal beats random on seeds 1, 4 and 5 within 120 turns', () => {
    const results = [1, 4, 5].map((seed) => playNavalMatch(seed, 120, 10));
    expect(results.map((r) => r.outcome)).toEqual(['wins', 'wins', 'wins']);
  }, 60_000);
});

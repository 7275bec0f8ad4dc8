// Issue 18 item 5: with its Naval Battle judgment (src/modules/navalBattle/bot.ts) the normal bot beats the random
// one. Seeds 1–8, normal on blue for odd seeds and on red for even ones, each game cut after 120 turns
// (a landing takes 50–120 turns when it comes); the iteration budget keeps every game deterministic.
// The same games, longer: `npx tsx bench/navalBots.ts --games 8 --turns 300`.
import { describe, expect, it } from 'vitest';
import { playNavalMatch } from './navalMatch';

describe('bots judge Naval Battle', () => {
  it('normal beats random over a fixed set of seeds: wins, never a loss', () => {
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => playNavalMatch(seed, 120, 10));
    const count = (o: string) => results.filter((r) => r.outcome === o).length;
    console.log(`naval normal vs random (120 turns): ${count('wins')} wins, ${count('draws')} draws, ${count('losses')} losses, ${count('unfinished')} unfinished of 8`);
    expect(count('losses')).toBe(0);
    expect(count('wins')).toBeGreaterThanOrEqual(3);
  }, 900_000);
});

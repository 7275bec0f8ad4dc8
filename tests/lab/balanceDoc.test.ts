// docs/balance.md as `npm run balance:all` writes it: a before/after row per scenario and one
// `fair <scenario-id>: <share> [<low>, <high>] (<n> decided games, <level> vs <level>)` line each;
// fair means Blue's share of decided games within [0.40, 0.60].
import { describe, expect, it } from 'vitest';
import { balanceDoc, isFair } from '../../src/lab/balanceDoc';
import { summarize } from '../../src/lab/summary';
import { runLine, type GameRecord } from '../../src/lab/record';

const run = runLine({ rulesVersion: 4, variants: [{ label: 'x', rules: {}, scenario: 'x', scenarioHash: 'h' }], levels: [['hard', 'hard']], games: 10, seed: 1, budget: {}, sequential: false, shard: { index: 1, count: 1 } });
const game = (index: number, winner: 'blue' | 'red' | null): GameRecord => ({ kind: 'game', variant: 0, level: 0, index, seed: 1, seats: { blue: 'hard', red: 'hard' }, rules: {}, first: 'blue', winner, reason: 'round-limit', rounds: 8, actions: 10, score: { blue: 0, red: 0 }, moduleScores: {}, decisive: 'ENB', losses: [], cards: { blue: 0, red: 0 }, ms: 1 });
const report = (blue: number, red: number, draws: number) =>
  summarize(run, 0, 0, [...Array.from({ length: blue }, (_, k) => game(k, 'blue')), ...Array.from({ length: red }, (_, k) => game(blue + k, 'red')), ...Array.from({ length: draws }, (_, k) => game(blue + red + k, null))]);

describe('balance:all', () => {
  it('fair is Blue\'s share of decided games within [0.40, 0.60], draws apart', () => {
    expect(isFair(report(5, 5, 30))).toBe(true);
    expect(isFair(report(4, 6, 0))).toBe(true);
    expect(isFair(report(7, 3, 0))).toBe(false);
    expect(isFair(report(0, 0, 10))).toBe(false); // no decided game: nothing shows it fair
  });
  it('writes the before/after table and the fair lines', () => {
    const doc = balanceDoc([
      { scenario: 'convoy', before: report(10, 0, 0), after: report(5, 5, 2), changed: true },
      { scenario: 'open-sea', before: report(6, 4, 0), after: report(6, 4, 0), changed: false },
    ], { games: 400, level: 'hard', before: 'main', seed: 1, date: '2026-11-28', command: 'npm run balance:all' });
    expect(doc).toContain('| convoy | 1.000 [0.722, 1.000] (10/10) | 0.500 [0.237, 0.763] (5/10) | 2/12 | yes |');
    expect(doc).toContain('| open-sea | 0.600 [0.313, 0.832] (6/10) | unchanged | 0/10 | yes |');
    expect(doc).toContain('fair convoy: 0.500 [0.237, 0.763] (10 decided games, hard vs hard)');
  });
});

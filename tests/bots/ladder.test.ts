// Issue 36 item 1, the fast subset of the ladder (the full table: npm run bench:ladder): on a few fixed
// seeds, seats rotated, the upper level scores with a Wilson 95 % lower bound ≥ 0.60 (draws ½), and
// no game ends in an error — a bot that throws or chooses an illegal action fails here, never passes.
import { describe, expect, it } from 'vitest';
import '../../src/modules/registry';
import tutorial from '../../src/scenarios/tutorial.json';
import convoy from '../../src/scenarios/convoy.json';
import carrierBattle from '../../src/scenarios/carrier-battle.json';
import openSea from '../../src/scenarios/open-sea.json';
import seaLionRaid from '../../src/scenarios/sea-lion-raid.json';
import { holds, LADDER_BAR, playRung, rungLine, rungPlan, scoreRung, verdict } from './ladderRung';
import type { GameRecord } from '../../src/lab/record';

describe('the bot ladder (fast subset)', () => {
  // Sea Lion raid: until Red's target was 11 and the raider priced the guns, whoever played Red won at every level (0.55)
  for (const sc of [tutorial, convoy, carrierBattle, seaLionRaid] as { id: string }[]) {
    it(`easy beats random on ${sc.id} from both seats (16 games, fixed seeds)`, () => {
      const r = playRung(sc, 'easy', 'random', 16, 3600);
      expect(r.errors, rungLine(r)).toEqual([]);
      expect(r.score.low, rungLine(r)).toBeGreaterThanOrEqual(LADDER_BAR);
      expect(holds(r)).toBe(true);
    });
  }

  // the upper rungs on the default scenario: normal lapses into easy's play two decisions in five, hard never
  for (const [upper, lower] of [['normal', 'easy'], ['hard', 'normal']] as const) {
    it(`${upper} beats ${lower} on open-sea from both seats (16 games, fixed seeds)`, () => {
      const r = playRung(openSea, upper, lower, 16, 3600);
      expect(r.errors, rungLine(r)).toEqual([]);
      expect(r.score.low, rungLine(r)).toBeGreaterThanOrEqual(LADDER_BAR);
    });
  }

  it('a game that ended in a bot failure is never scored, and the rung does not hold', () => {
    const plan = rungPlan(12, 1, 'easy', 'random');
    const won = (k: number): GameRecord => ({
      kind: 'game', variant: 0, level: 0, index: k, seed: plan[k].seed, seats: plan[k].seats, rules: {}, first: 'blue', winner: plan[k].aSeat, reason: 'points-target',
      rounds: 1, actions: 1, score: { blue: 0, red: 0 }, moduleScores: {}, decisive: 'ENB', losses: [], cards: { blue: 0, red: 0 }, ms: 0,
    });
    const records = plan.map((_, k) => won(k));
    expect(holds(scoreRung('x', 'easy', 'random', plan, records))).toBe(true);
    records[5] = { ...records[5], winner: null, reason: null, error: { at: 3, code: 'bot/illegal-action', message: 'The easy bot chose a move the rules refuse' } };
    const r = scoreRung('x', 'easy', 'random', plan, records);
    expect(r.games).toBe(11);
    expect(r.errors).toHaveLength(1);
    expect(holds(r)).toBe(false);
    expect(rungLine(r)).toMatch(/^ladder x easy vs random: 1\.000 \[0\.\d{3}, 1\.000\] \(11 games; 11 wins, 0 draws, 0 losses, 1 errors\) does not hold$/);
  });
  it('a rung whose interval straddles the bar is undecided (the bench plays more games); below it, it does not hold', () => {
    const plan = rungPlan(10, 7, 'easy', 'random');
    const game = (k: number, upperWins: boolean): GameRecord => ({
      kind: 'game', variant: 0, level: 0, index: k, seed: plan[k].seed, seats: plan[k].seats, rules: {}, first: 'blue',
      winner: upperWins ? plan[k].aSeat : plan[k].aSeat === 'blue' ? 'red' : 'blue', reason: 'points-target',
      rounds: 1, actions: 1, score: { blue: 0, red: 0 }, moduleScores: {}, decisive: 'ENB', losses: [], cards: { blue: 0, red: 0 }, ms: 0,
    });
    const sixOfTen = scoreRung('x', 'easy', 'random', plan, plan.map((_, k) => game(k, k < 6)));
    expect(sixOfTen.score.low).toBeLessThan(LADDER_BAR);
    expect(sixOfTen.score.high).toBeGreaterThan(LADDER_BAR);
    expect(verdict(sixOfTen)).toBe('undecided');
    expect(rungLine(sixOfTen)).toMatch(/\) undecided$/);
    const noneOfTen = scoreRung('x', 'easy', 'random', plan, plan.map((_, k) => game(k, false)));
    expect(verdict(noneOfTen)).toBe('does not hold');
    const allOfTen = scoreRung('x', 'easy', 'random', plan, plan.map((_, k) => game(k, true)));
    expect(verdict(allOfTen)).toBe('holds');
  });
});

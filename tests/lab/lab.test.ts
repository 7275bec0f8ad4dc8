// The lab's plan, summary, arguments and outliers: seats rotated and seeds mirrored, rates counted
// per side, per bot and for the first player, bad arguments refused with a message.
import { describe, expect, it } from 'vitest';
import openSea from '../../src/scenarios/open-sea.json';
import { planGames } from '../../src/lab/plan';
import { summarize, compare } from '../../src/lab/summary';
import { parseArgs, parseRules } from '../../src/lab/node/args';
import { pickOutliers, outlierSave } from '../../src/lab/outliers';
import { playGame, type GameRecord } from '../../src/lab/playGame';
import { parseSave } from '../../src/saves/saveFile';
import type { PlayerId } from '../../src/engine/index';

const record = (seed: number, winner: PlayerId | null, first: PlayerId, score: [number, number], extra: Partial<GameRecord> = {}): GameRecord => ({
  seed, seats: { blue: 'easy', red: 'random' }, first, rounds: 8, actions: 200 + seed, log: [], ms: 10,
  result: { winner, reason: 'round-limit', score: { blue: score[0], red: score[1] } }, ...extra,
});

describe('plan', () => {
  it('mirrors each seed with the seats swapped', () => {
    const plan = planGames(5, 100, 'normal', 'easy');
    expect(plan.map((g) => g.seed)).toEqual([100, 100, 101, 101, 102]);
    expect(plan.map((g) => g.aSeat)).toEqual(['blue', 'red', 'blue', 'red', 'blue']);
    expect(plan[1].seats).toEqual({ blue: 'easy', red: 'normal' });
  });
});

describe('summary', () => {
  const plan = planGames(4, 1, 'easy', 'random');
  const records = [record(1, 'blue', 'blue', [3, 0]), record(1, 'red', 'blue', [0, 2]), record(2, null, 'red', [1, 1]), record(2, 'red', 'red', [0, 5])];
  const r = summarize('t', ['easy', 'random'], plan, records);
  it('counts wins per side, per bot (seats rotated), draws and the first player', () => {
    expect([r.blue.k, r.red.k, r.draws.k]).toEqual([1, 2, 1]);
    expect([r.a.k, r.b.k]).toEqual([3, 0]); // A is blue in games 0 and 2, red in 1 and 3: it won 0, 1 and 3
    expect([r.firstPlayer.k, r.firstPlayer.n]).toEqual([2, 3]);
    expect(r.firstPlayer.edge.p).toBeCloseTo(2 / 3 - 0.5, 10);
    expect(r.margin.max).toBe(3);
    expect(r.absMargin.max).toBe(5);
    expect(r.endings).toEqual({ 'round-limit': 3, 'draw (round-limit)': 1 });
  });
  it('counts an errored game as an ending, in no rate, and saves it as an outlier', () => {
    const broken = record(3, null, 'blue', [0, 0], { result: null, error: { at: 5, code: 'bot/threw', message: 'boom' } });
    const s = summarize('t', ['easy', 'random'], planGames(5, 1, 'easy', 'random'), [...records, broken]);
    expect(s.errors).toBe(1);
    expect(s.endings['error:bot/threw']).toBe(1);
    expect(pickOutliers([...records, broken]).map((o) => o.name)).toEqual(['longest-seed2', 'biggest-margin-seed2', 'error-4-seed3']);
  });
  it('compares two variants: the second minus the first', () => {
    const c = compare(r, r);
    expect(c.blue.p).toBe(0);
    expect(c.blue.low).toBeLessThan(0);
    expect(c.blue.high).toBeGreaterThan(0);
  });
});

describe('arguments', () => {
  it('reads the documented options', () => {
    const a = parseArgs(['--scenario', 'open-sea', '--games', '1000', '--bots', 'normal,easy', '--rules', 'turnCost=2', '--workers', '3', '--seed', '7', '--json', 'o.json'], 2);
    expect(a).toMatchObject({ scenario: 'open-sea', games: 1000, bots: ['normal', 'easy'], rules: { turnCost: 2 }, workers: 3, seed: 7, json: 'o.json' });
    expect(parseRules('reactions=off,planeEndurance=null')).toEqual({ reactions: 'off', planeEndurance: null });
  });
  it.each([
    [['--games', 'many'], '--games: "many" is not a whole number'],
    [['--bots', 'easy'], '--bots: "easy" must be two of'],
    [['--bots', 'easy,genius'], 'must be two of'],
    [['--rules', 'turnCost'], 'is not key=value'],
    [['--frobnicate', '1'], 'unknown option --frobnicate'],
    [['--games'], '--games needs a value'],
    [['--compare-rules', 'turnCost=2', '--compare-scenario', 'x.json'], 'not both'],
  ])('%j is refused', (argv, message) => {
    expect(() => parseArgs(argv, 2)).toThrow(message);
  });
});

describe('an outlier save', () => {
  it('replays to the game the lab played', () => {
    const r = playGame(openSea, 4, { blue: 'random', red: 'random' });
    const parsed = parseSave(outlierSave(openSea, r));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.state.result).toEqual(r.result);
  });
});

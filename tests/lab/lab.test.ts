// The lab's plan, report, arguments and outliers: seats rotated and seeds mirrored, shards that
// partition a run, rates counted per side and per bot, the move order told apart from the side, the
// modules' scores (asked through the kit), losses and first loss, bad arguments refused with a message.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import gunDuel from '../../src/scenarios/gun-duel.json';
import seaLionRaid from '../../src/scenarios/sea-lion-raid.json';
import carrierBattle from '../../src/scenarios/carrier-battle.json';
import { layRules } from '../../src/lab/variant';
import { planRun } from '../../src/lab/plan';
import { summarize } from '../../src/lab/summary';
import { parseArgs, parseMergeArgs, parseRules } from '../../src/lab/node/args';
import { botNames, outlierSave, pickOutliers } from '../../src/lab/outliers';
import { playGame, recordOf } from '../../src/lab/playGame';
import { runLine, type GameRecord } from '../../src/lab/record';
import { RunWalk, reportOf } from '../../src/lab/report';
import { parseSave } from '../../src/saves/saveFile';
import type { PlayerId } from '../../src/engine/index';

const RUN = runLine({ rulesVersion: 4, variants: [{ label: 't', rules: {}, scenario: 't', scenarioHash: 'h' }], levels: [['easy', 'random']], games: 6, seed: 1, budget: {}, sequential: false, shard: { index: 1, count: 1 } });

const record = (index: number, winner: PlayerId | null, first: PlayerId, score: [number, number], extra: Partial<GameRecord> = {}): GameRecord => ({
  kind: 'game', variant: 0, level: 0, index, seed: 1 + Math.floor(index / 2), seats: index % 2 ? { blue: 'random', red: 'easy' } : { blue: 'easy', red: 'random' }, rules: {},
  first, winner, reason: winner ? 'points-target' : 'round-limit', rounds: 8 + index, actions: 200 + index, score: { blue: score[0], red: score[1] }, moduleScores: {}, decisive: 'ENB',
  losses: [], cards: { blue: 1, red: 0 }, ms: 10, ...extra,
});

describe('plan', () => {
  it('mirrors each seed with the seats swapped, every variant and level on the same seeds', () => {
    const plan = planRun({ ...RUN, variants: [RUN.variants[0], RUN.variants[0]], games: 4 });
    expect(plan.map((g) => `${g.index}:${g.variant}:${g.seed}:${g.aSeat}`)).toEqual(['0:0:1:blue', '0:1:1:blue', '1:0:1:red', '1:1:1:red', '2:0:2:blue', '2:1:2:blue', '3:0:2:red', '3:1:2:red']);
    expect(plan[2].seats).toEqual({ blue: 'random', red: 'easy' });
  });
  it('a bot against itself plays a seed per game: the seats swapped on one seed would replay the same game and count it twice', () => {
    const self = planRun({ ...RUN, levels: [['easy', 'easy']], games: 6 });
    expect(self.map((g) => g.seed)).toEqual([1, 2, 3, 4, 5, 6]);
    // what the mirrored pair would have been: the very same game
    const [a, b] = [0, 1].map((index) => playGame(gunDuel, 1, planRun({ ...RUN, levels: [['easy', 'easy']], games: 2 })[index].seats).log);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const games = self.map((g) => JSON.stringify(playGame(gunDuel, g.seed, g.seats).log));
    expect(new Set(games).size).toBe(games.length);
  });
  it('shards partition the run: each game in exactly one shard, mirrored pairs together', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 9 }), (games, count) => {
      const whole = planRun({ ...RUN, games }).map((g) => g.index);
      const parts = Array.from({ length: count }, (_, k) => planRun({ ...RUN, games, shard: { index: k + 1, count } }).map((g) => g.index));
      expect(parts.flat().sort((a, b) => a - b)).toEqual(whole);
      for (const p of parts) for (const i of p) expect(p).toContain((i ^ 1) < games ? i ^ 1 : i);
    }), { seed: 39, numRuns: 60 });
  });
});

describe('summary', () => {
  const records = [
    record(0, 'blue', 'blue', [3, 0], { losses: [{ side: 'red', class: 'DD', round: 2 }, { side: 'blue', class: 'CA', round: 3 }], objectives: { blue: [{ kind: 'points', met: true }], red: [{ kind: 'holdNodes', met: false }] } }),
    record(1, 'red', 'blue', [0, 2], { losses: [{ side: 'blue', class: 'DD', round: 4 }], objectives: { blue: [{ kind: 'points', met: false }], red: [{ kind: 'holdNodes', met: true }] } }),
    record(2, null, 'red', [1, 1], { objectives: { blue: [{ kind: 'points', met: false }], red: [{ kind: 'holdNodes', met: false }] } }),
    record(3, 'red', 'red', [0, 5], { objectives: { blue: [{ kind: 'points', met: false }], red: [{ kind: 'holdNodes', met: true }] } }),
  ];
  const r = summarize(RUN, 0, 0, records);
  it('counts wins per side, per bot (seats rotated), draws and Blue\'s share of decided games', () => {
    expect([r.blue.k, r.red.k, r.draws.k]).toEqual([1, 2, 1]);
    expect([r.a.k, r.b.k]).toEqual([3, 0]); // A is blue in games 0 and 2, red in 1 and 3: it won 0, 1 and 3
    expect([r.blueShare.k, r.blueShare.n]).toEqual([1, 3]);
    expect(r.verdict).toBe('even');
    expect(r.drawReasons).toEqual({ 'round-limit': 1 });
    expect(r.endings).toEqual({ 'points-target': 3, 'draw (round-limit)': 1 });
  });
  it('tells the move order apart from the side when the first player varies', () => {
    expect(r.moveOrder.fixed).toBeNull();
    // blue first: blue won 1 of 2 decided; red first: blue won 0 of 1 → move edge (½ − 0)/2, side edge (½ + 0)/2 − ½
    expect(r.moveOrder.moveEdge!.p).toBeCloseTo(0.25, 10);
    expect(r.moveOrder.sideEdge!.p).toBeCloseTo(-0.25, 10);
    const fixed = summarize(RUN, 0, 0, records.map((x) => ({ ...x, first: 'blue' as const }))).moveOrder;
    expect(fixed.fixed).toBe('blue');
    expect(fixed.moveEdge).toBeUndefined();
  });
  it('objectives met per side, losses per class per game, who loses first, length by winner', () => {
    expect(r.objectives.blue).toEqual([expect.objectContaining({ kind: 'points', met: expect.objectContaining({ k: 1, n: 4 }) })]);
    expect(r.objectives.red[0].met.k).toBe(2);
    expect(r.losses).toEqual({ blue: { CA: 0.25, DD: 0.25 }, red: { DD: 0.25 } });
    expect([r.firstLoss.red.k, r.firstLoss.blue.k, r.firstLoss.none]).toEqual([1, 1, 2]);
    expect(r.roundsBy.red.mean).toBe(10);
    expect(r.roundsBy.draw.max).toBe(10);
    expect(r.scores.ENB.margin.min).toBe(-5);
    expect(r.cards).toEqual({ blue: 1, red: 0 });
  });
  it('a module\'s deciding score: the report names it and the biggest margin is taken on it', () => {
    const vp = records.map((x, k) => ({ ...x, moduleScores: { VP: { blue: k === 2 ? 9 : 0, red: 0 } }, decisive: 'VP' }));
    const s = summarize(RUN, 0, 0, vp);
    expect(s.decisive).toBe('VP');
    expect(s.scores.VP.blue.max).toBe(9);
    expect(pickOutliers(vp).map((o) => o.why)).toContain('the biggest margin: 9–0 VP');
  });
  it('counts an errored game as an ending, in no rate, and saves it as an outlier', () => {
    const broken = record(4, null, 'blue', [0, 0], { reason: null, error: { at: 5, code: 'bot/threw', message: 'boom' } });
    const s = summarize(RUN, 0, 0, [...records, broken]);
    expect(s.errors).toBe(1);
    expect(s.endings['error:bot/threw']).toBe(1);
    expect(pickOutliers([...records, broken]).map((o) => o.name)).toEqual(['longest-v0-l0-game3-seed2', 'biggest-margin-v0-l0-game3-seed2', 'error-v0-l0-game4-seed3']);
  });
});

describe('arguments', () => {
  it('reads the documented options', () => {
    const a = parseArgs(['--scenario', 'open-sea', '--games', '1000', '--bots', 'normal,easy', '--rules', 'turnCost=2', '--workers', '3', '--seed', '7', '--json', 'o.json', '--records', 'r.jsonl', '--shard', '2/8'], 2);
    expect(a).toMatchObject({ scenario: 'open-sea', games: 1000, levels: [['normal', 'easy']], rules: { turnCost: 2 }, workers: 3, seed: 7, json: 'o.json', records: 'r.jsonl', shard: { index: 2, count: 8 } });
    expect(parseArgs(['--levels', 'normal,hard', '--play-all'], 2)).toMatchObject({ levels: [['normal', 'normal'], ['hard', 'hard']], playAll: true });
    expect(parseRules('reactions=off,planeEndurance=null')).toEqual({ reactions: 'off', planeEndurance: null });
    expect(parseMergeArgs(['a.jsonl', 'b.jsonl', '--json', 'o.json'])).toEqual({ files: ['a.jsonl', 'b.jsonl'], json: 'o.json' });
  });
  it('reads the shard of a Kubernetes Indexed Job from JOB_COMPLETION_INDEX (0-based)', () => {
    expect(parseArgs(['--shards', '4'], 2, { JOB_COMPLETION_INDEX: '3' }).shard).toEqual({ index: 4, count: 4 });
    expect(parseArgs([], 2, { JOB_COMPLETION_INDEX: '3' }).shard).toEqual({ index: 1, count: 1 });
    expect(() => parseArgs(['--shards', '4'], 2, { JOB_COMPLETION_INDEX: '4' })).toThrow('JOB_COMPLETION_INDEX=4 is out of range for 4 shards (0 to 3)');
    expect(() => parseArgs(['--shards', '4'], 2, {})).toThrow('Set JOB_COMPLETION_INDEX');
  });
  it.each([
    [['--games', 'many'], '--games: "many" is not a whole number'],
    [['--bots', 'easy'], '--bots: "easy" must be two of'],
    [['--bots', 'easy,genius'], 'must be two of'],
    [['--rules', 'turnCost'], 'is not key=value'],
    [['--frobnicate', '1'], 'unknown option --frobnicate'],
    [['--games'], '--games needs a value'],
    [['--compare-rules', 'turnCost=2', '--compare-scenario', 'x.json'], 'not both'],
    [['--bots', 'easy,easy', '--levels', 'normal,hard'], 'give one'],
    [['--shard', '0/4'], '--shard 0/4: the shard index must be 1 to 4'],
    [['--shard', '5/4'], '--shard 5/4: the shard index must be 1 to 4'],
    [['--shard', 'two'], '--shard: "two" is not i/n'],
  ])('%j is refused', (argv, message) => {
    expect(() => parseArgs(argv, 2)).toThrow(message);
  });
});

describe('a lab game', () => {
  it('its outlier save replays to the game the lab played, the bots named by side', () => {
    const g = playGame(gunDuel, 4, { blue: 'random', red: 'random' });
    const r = recordOf({ variant: 0, level: 0, index: 0 }, g, {});
    expect(botNames(r)).toEqual({ blue: 'Blue: random', red: 'Red: random' });
    const parsed = parseSave(outlierSave(gunDuel, r, g.log));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.state.result?.winner ?? null).toBe(r.winner);
      expect(parsed.save.options.players).toEqual({ blue: 'Blue: random', red: 'Red: random' });
    }
  });
  it('records who went first as the roll\'s winner chose it under firstPlayer: "roll" (R-ORDER-1), not the order before the choice', () => {
    const laid = layRules(carrierBattle as Record<string, unknown>, { firstPlayer: 'roll' });
    if (!laid.ok) throw new Error(laid.errors.join('; '));
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const g = playGame(laid.scenario, seed, { blue: 'random', red: 'random' });
      const chosen = g.log.find((a) => a.type === 'chooseFirstPlayer');
      expect(chosen, `seed ${seed}`).toBeDefined();
      expect(g.first, `seed ${seed}`).toBe((chosen as { first: PlayerId }).first);
      firsts.add(g.first);
    }
    expect([...firsts].sort()).toEqual(['blue', 'red']); // both went first in some game
  });
  it('keeps the score a module says decides its games (asked through the module kit), beside ENB\'s', () => {
    const r = recordOf({ variant: 0, level: 0, index: 0 }, playGame(seaLionRaid, 1, { blue: 'random', red: 'random' }), {});
    expect(r.decisive).toBe('VP');
    expect(Object.keys(r.moduleScores)).toEqual(['VP']);
    expect(r.score).toEqual(expect.objectContaining({ blue: expect.any(Number), red: expect.any(Number) }));
  });
});

describe('two bot levels', () => {
  it('warn when their verdicts differ (--levels normal,hard)', () => {
    const run = runLine({ ...RUN, levels: [['normal', 'normal'], ['hard', 'hard']], games: 40 });
    const walk = new RunWalk(run);
    for (let i = 0; i < 40; i++) {
      // normal vs normal: Blue wins every game; hard vs hard: the sides share them
      walk.add(record(i, 'blue', 'blue', [1, 0], { level: 0, seats: { blue: 'normal', red: 'normal' } }));
      walk.add(record(i, i % 4 < 2 ? 'blue' : 'red', 'blue', [1, 0], { level: 1, seats: { blue: 'hard', red: 'hard' } }));
    }
    const report = reportOf(run, walk);
    expect(report.reports.map((r) => r.verdict)).toEqual(['blue', 'even']);
    expect(report.warnings).toEqual(['t: the verdict differs between bot levels (blue at normal vs normal, even at hard vs hard): the balance depends on how well the sides are played']);
    const same = new RunWalk(run);
    for (let i = 0; i < 40; i++) for (const level of [0, 1]) same.add(record(i, 'blue', 'blue', [1, 0], { level }));
    expect(reportOf(run, same).warnings).toEqual([]);
  });
});

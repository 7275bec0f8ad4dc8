// Issue 39 item 2: a shard plays exactly the games the single run gives it, and merging the shards'
// records gives the single run's report, apart from timings — real games (Gun Duel, random bots, a rule
// variant compared on the same seeds), and a comparison that stops early (the merge stops where the
// single run did). Bad input is refused with the file and line named: records of another format, rules
// version or scenario, shards of different runs, a shard twice or missing, an index out of range, a
// truncated line, a game that is not its shard's.
import { describe, expect, it } from 'vitest';
import gunDuel from '../../src/scenarios/gun-duel.json';
import { runLine, type GameRecord, type RunLine } from '../../src/lab/record';
import { playRun, type GameAnswer, type GameTask } from '../../src/lab/run';
import { answerTask } from '../../src/lab/task';
import { mergeRecords } from '../../src/lab/merge';
import { reportOf, type RunReport } from '../../src/lab/report';
import { makeVariant } from '../../src/lab/variant';
import { formatRunReport } from '../../src/lab/format';

const v0 = makeVariant(gunDuel, {}), v1 = makeVariant(gunDuel, { turnCost: 2 });
if (!v0.ok || !v1.ok) throw new Error('gun-duel variants do not load');
const texts = [v0.text, v1.text];
const base = (shard: { index: number; count: number }, over: Partial<RunLine> = {}) =>
  runLine({ rulesVersion: 4, variants: [v0.variant, v1.variant], levels: [['random', 'random']], games: 10, seed: 5, budget: {}, sequential: true, shard, ...over });

const inProcess = (task: GameTask): Promise<GameAnswer> => Promise.resolve(answerTask(task));
const fileOf = (run: RunLine, records: readonly GameRecord[]) => [run, ...records].map((x) => JSON.stringify(x)).join('\n') + '\n';
/** A report without its timings: the one thing a repeated run does not repeat. */
const untimed = (r: RunReport) => JSON.parse(JSON.stringify(r, (k, v: unknown) => (k === 'msPerGame' ? undefined : v))) as unknown;

async function single(play: (t: GameTask) => Promise<GameAnswer>, over: Partial<RunLine> = {}) {
  const run = base({ index: 1, count: 1 }, over);
  const r = await playRun(run, texts, play, { inFlight: 2 });
  return { run, report: reportOf(run, r.walk), records: r.records };
}
async function sharded(play: (t: GameTask) => Promise<GameAnswer>, count: number, over: Partial<RunLine> = {}) {
  return Promise.all(Array.from({ length: count }, async (_, k) => {
    const run = base({ index: k + 1, count }, over);
    const r = await playRun(run, texts, play, { inFlight: 2 });
    return { name: `shard-${k + 1}.jsonl`, text: fileOf(run, r.records) };
  }));
}

describe('shards merge into the single run', () => {
  it('real games: 3 shards merged give the single run\'s report (timings apart), and the same text', async () => {
    const one = await single(inProcess);
    expect(one.report.games).toBe(10);
    const files = await sharded(inProcess, 3);
    const m = mergeRecords(files);
    const merged = reportOf(m.run, m.walk);
    expect(untimed(merged)).toEqual(untimed(one.report));
    const strip = (t: string) => t.replace(/time per game: .*/g, '');
    expect(strip(formatRunReport(merged))).toBe(strip(formatRunReport(one.report)));
    // and the single run's own file merges to itself
    expect(untimed(reportOf(mergeRecords([{ name: 'one.jsonl', text: fileOf(one.run, one.records) }]).run, mergeRecords([{ name: 'one.jsonl', text: fileOf(one.run, one.records) }]).walk))).toEqual(untimed(one.report));
  }, 60_000);

  it('a comparison that stops early: the single run stops, shards play on, the merge stops where the single run did', async () => {
    // the second variant always gives Blue the win, the first never: decided within a few pairs
    const fake = (task: GameTask): Promise<GameAnswer> => {
      const g = task.game;
      const winner = g.variant === 1 ? 'blue' : 'red';
      const record: GameRecord = { kind: 'game', variant: g.variant, level: g.level, index: g.index, seed: g.seed, seats: g.seats, rules: task.rules, first: 'blue', winner, reason: 'points-target', rounds: 5, actions: 50 + (g.index % 7), score: { blue: 1, red: 0 }, moduleScores: {}, decisive: 'ENB', losses: [], cards: { blue: 0, red: 0 }, ms: g.index };
      return Promise.resolve({ record, log: '[]' });
    };
    const over = { games: 400 };
    const one = await single(fake, over);
    expect(one.report.stoppedEarly).toBe(true);
    expect(one.report.games).toBeLessThan(40);
    expect(one.report.comparisons[0].verdict).toBe('blue');
    const files = await sharded(fake, 4, over);
    const m = mergeRecords(files);
    const merged = reportOf(m.run, m.walk);
    expect(merged.beyondStop).toBeGreaterThan(0);
    expect(untimed({ ...merged, beyondStop: 0 })).toEqual(untimed({ ...one.report, beyondStop: 0 }));
  });
});

describe('bad records are refused with the file and line named', () => {
  const fake = (task: GameTask): Promise<GameAnswer> => Promise.resolve({ record: { kind: 'game', variant: task.game.variant, level: task.game.level, index: task.game.index, seed: task.game.seed, seats: task.game.seats, rules: {}, first: 'blue', winner: null, reason: 'round-limit', rounds: 8, actions: 9, score: { blue: 0, red: 0 }, moduleScores: {}, decisive: 'ENB', losses: [], cards: { blue: 0, red: 0 }, ms: 1 }, log: '[]' });
  const shards = () => sharded(fake, 2, { games: 8, sequential: false });
  const lines = (t: string) => t.split('\n');

  it.each([
    ['a truncated line', (f: { name: string; text: string }[]) => [{ ...f[0], text: f[0].text.slice(0, -30) }, f[1]], /shard-1\.jsonl:\d+: not a whole JSON record \(a truncated or damaged line\)/],
    ['another format', (f: { name: string; text: string }[]) => [{ ...f[0], text: f[0].text.replace('"format":1', '"format":2') }, f[1]], 'shard-1.jsonl:1: records of format 2; this lab reads format 1'],
    ['a shard index out of range', (f: { name: string; text: string }[]) => [f[0], { ...f[1], text: f[1].text.replace('"shard":{"index":2,"count":2}', '"shard":{"index":3,"count":2}') }], 'shard-2.jsonl:1: shard 3/2 is out of range (1 to 2)'],
    ['a shard twice', (f: { name: string; text: string }[]) => [f[0], { ...f[0], name: 'copy.jsonl' }], 'copy.jsonl:1: shard 1/2 again (also in shard-1.jsonl)'],
    ['a shard missing', (f: { name: string; text: string }[]) => [f[0]], 'merge: shard 2/2 of the run in shard-1.jsonl missing'],
    ['a game of another shard', (f: { name: string; text: string }[]) => [{ ...f[0], text: `${f[0].text}${lines(f[1].text)[1]}\n` }, f[1]], /shard-1\.jsonl:\d+: game 2 belongs to another shard than 1\/2/],
    ['a game line twice', (f: { name: string; text: string }[]) => [{ ...f[0], text: `${f[0].text}${lines(f[0].text)[1]}\n` }, f[1]], /shard-1\.jsonl:\d+: game 0 of variant 0, level 0 again/],
    ['an interrupted shard', (f: { name: string; text: string }[]) => [{ ...f[0], text: lines(f[0].text).slice(0, -3).join('\n') }, f[1]], /the records stop before the run's end: game \d+ \(shard 1\/2, shard-1\.jsonl\) is missing/],
    ['a damaged game line', (f: { name: string; text: string }[]) => [{ ...f[0], text: f[0].text.replace('"winner":null', '"winner":"green"') }, f[1]], 'shard-1.jsonl:2: a damaged game record: winner: one of blue, red expected'],
    ['not a records file', (f: { name: string; text: string }[]) => [{ name: 'save.enb.json', text: '{"format":"enb-save"}\n' }, f[1]], 'save.enb.json:1: a records file starts with its run line'],
  ])('%s', async (_, damage, message) => {
    const files = damage(await shards());
    expect(() => mergeRecords(files)).toThrow(message);
  });

  it('records of other rules, another scenario, or another run\'s shards', async () => {
    const f = await shards();
    expect(() => mergeRecords(f, 5)).toThrow('shard-1.jsonl:1: records played under rules version 4; this game plays version 5');
    const other = await sharded(fake, 2, { games: 8, sequential: false, seed: 6 });
    expect(() => mergeRecords([f[0], other[1]])).toThrow('shard-2.jsonl:1: not a shard of the run in shard-1.jsonl: another run (its seed differs)');
    const otherScenario = runLine({ ...base({ index: 2, count: 2 }, { games: 8, sequential: false }), variants: [{ ...v0.variant, scenario: 'open-sea' }, v1.variant] });
    expect(() => mergeRecords([f[0], { name: 'x.jsonl', text: `${JSON.stringify(otherScenario)}\n` }])).toThrow('x.jsonl:1: not a shard of the run in shard-1.jsonl: another scenario (open-sea / gun-duel, not gun-duel / gun-duel)');
    const changed = runLine({ ...base({ index: 2, count: 2 }, { games: 8, sequential: false }), variants: [{ ...v0.variant, scenarioHash: 'edited' }, v1.variant] });
    expect(() => mergeRecords([f[0], { name: 'y.jsonl', text: `${JSON.stringify(changed)}\n` }])).toThrow('y.jsonl:1: not a shard of the run in shard-1.jsonl: the same scenario id but a changed scenario');
  });
});

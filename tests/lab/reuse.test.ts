// Issue 39 item 5: `balance:all` runs for hours at the strongest level; a run's records already written
// (an interrupted run resumed, or records played on another machine) are reused instead of played again —
// only when they are this very run, complete, and the bots still play its first games as recorded.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import gunDuel from '../../src/scenarios/gun-duel.json';
import { RULES_VERSION } from '../../src/engine/index';
import { runLine, type GameRecord, type RunLine } from '../../src/lab/record';
import { playRun, type GameAnswer, type GameTask } from '../../src/lab/run';
import { answerTask } from '../../src/lab/task';
import { reportOf } from '../../src/lab/report';
import { makeVariant } from '../../src/lab/variant';
import { reusedReport } from '../../src/lab/node/reuse';

const v = makeVariant(gunDuel, {});
if (!v.ok) throw new Error('gun-duel does not load');
const plan = (over: Partial<RunLine> = {}) => ({
  run: runLine({ rulesVersion: RULES_VERSION, variants: [v.variant], levels: [['random', 'random']], games: 6, seed: 3, budget: {}, sequential: true, shard: { index: 1, count: 1 }, ...over }),
  texts: [v.text],
});
const inProcess = (task: GameTask): Promise<GameAnswer> => Promise.resolve(answerTask(task));
const dir = mkdtempSync(join(tmpdir(), 'enb-reuse-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, run: RunLine, records: readonly GameRecord[]): string => {
  const file = join(dir, name);
  writeFileSync(file, [run, ...records].map((x) => JSON.stringify(x)).join('\n') + '\n');
  return file;
};

const p = plan();
const played = await playRun(p.run, p.texts, inProcess, { inFlight: 2 });
const file = write('run.jsonl', p.run, played.records);

describe('balance:all reuses a run\'s records only when they are that run, whole, and still played alike', () => {
  it('the same run, complete: reused, its report the one the run gave', () => {
    const r = reusedReport(p, file);
    if (!('report' in r)) throw new Error(r.why);
    expect(r.games).toBe(6);
    expect(r.report).toEqual(reportOf(p.run, played.walk));
    expect(r.checked).toMatch(/games 0 and 1 played again/);
  });

  it('records kept gzipped (as in the repository) are read the same', () => {
    const gz = join(dir, 'run.jsonl.gz');
    writeFileSync(gz, gzipSync(readFileSync(file)));
    const r = reusedReport(p, gz);
    if (!('report' in r)) throw new Error(r.why);
    expect(r.report).toEqual(reportOf(p.run, played.walk));
  });

  it('another run (more games, another seed): not reused, and the difference named', () => {
    expect(reusedReport(plan({ games: 8 }), file)).toEqual({ why: expect.stringMatching(/games/) });
    expect(reusedReport(plan({ seed: 4 }), file)).toEqual({ why: expect.stringMatching(/seed/) });
  });

  it('records that stop before the run\'s end (an interrupted run): not reused', () => {
    const cut = write('cut.jsonl', p.run, played.records.slice(0, 3));
    expect(reusedReport(p, cut)).toEqual({ why: expect.stringMatching(/cut\.jsonl/) });
  });

  it('a first game the bots no longer play as recorded (a bot changed): not reused', () => {
    const changed = played.records.map((r) => (r.index === 1 ? { ...r, actions: r.actions + 1 } : r));
    expect(reusedReport(p, write('changed.jsonl', p.run, changed))).toEqual({ why: expect.stringMatching(/game 1 .* now plays otherwise/) });
  });
});

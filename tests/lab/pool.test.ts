// The command line's pool: its workers run one bundled file (workerBundle.ts), play the games the
// in-process lab plays, and leave nothing behind in the temporary folder once closed.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import gunDuel from '../../src/scenarios/gun-duel.json';
import { labPool, playMatch } from '../../src/lab/node/runLab';
import { playGame } from '../../src/lab/playGame';

const bundles = () => readdirSync(tmpdir()).filter((f) => f.startsWith('enb-lab-')).sort();

describe('lab pool', () => {
  it('plays through the bundled worker the same games as in process, and removes its bundle on close', async () => {
    const before = bundles();
    const pool = labPool(1);
    let report;
    try {
      expect(bundles().length).toBe(before.length + 1);
      report = await playMatch(pool, gunDuel, ['easy', 'random'], 2, 11);
    } finally {
      await pool.close();
    }
    expect(bundles()).toEqual(before);
    expect(report.games).toBe(2);
    // game 0: seed 11, easy as Blue (plan.ts mirrors the seed with the seats swapped for game 1)
    const inProcess = [playGame(gunDuel, 11, { blue: 'easy', red: 'random' }), playGame(gunDuel, 11, { blue: 'random', red: 'easy' })];
    const aWins = (inProcess[0].result?.winner === 'blue' ? 1 : 0) + (inProcess[1].result?.winner === 'red' ? 1 : 0);
    expect(report.a.k).toBe(aWins);
  }, 60_000);
});

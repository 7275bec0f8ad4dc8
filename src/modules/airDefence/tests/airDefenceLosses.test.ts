// Module L — every loss goes on the VP track, whatever caused it (README.md L-VP-MINE): a submarine
// forced up and destroyed by depth charges (ENB's mine tokens, §8.5) scores on the track exactly as
// the VP tables score any loss of its class; and, over seeded random games, every loss the rules
// report is on the track once for each side's line, and each side's VP is the sum of its history.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameEvent, type GameState } from '../../../engine/index';
import { airDefenceData, vpTotals } from '../rules';
import { scoreLoss } from '../rules/scoring';
import { play, run, tinyScenario, type UnitSpec } from '../../../../tests/engine/fixtures/tiny';

/** Every loss costs its owner 1 and gives the other side 2, any class: each loss is two awards. */
const vp = { blue: [{ when: 'lost', points: -1 }, { when: 'shotDown', points: 2 }], red: [{ when: 'lost', class: 'SS', points: -3 }, { when: 'lost', points: -1 }, { when: 'shotDown', points: 2 }] };
const rules = { modules: [{ id: 'airDefence', options: { vp, vpTarget: { blue: 50, red: 50 } } }] };

function game(units: UnitSpec[], mines: { blue?: number; red?: number }, firstPlayer: 'blue' | 'red', rounds = 5): GameState {
  const g = createGame({ ...tinyScenario({ units, firstPlayer, rounds, rules }), mines }, 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

const duelUnits: UnitSpec[] = [['red', 'SS', 'E4', 'E', 'rss'], ['red', 'CA', 'L7', 'W', 'rca'], ['blue', 'DD', 'B4', 'E', 'bdd'], ['blue', 'CA', 'A7', 'E', 'bca']];

describe('module L: losses to mines', () => {
  it('L-VP-MINE: a submarine destroyed by depth charges (a mine token) scores on the VP track as the tables score its loss', () => {
    const s = game(duelUnits, { blue: 2 }, 'red');
    const down = play(play(s, { type: 'move', unitId: 'rss', to: { node: 'E4', heading: 0 } }), { type: 'dive', unitId: 'rss', rounds: 1 });
    const at = play(down, { type: 'move', unitId: 'bdd', to: { node: 'D4', heading: 0 } });
    expect(airDefenceData(at).track.history).toEqual([]);
    const r = run(at, { type: 'depthCharge', unitId: 'bdd', targetId: 'rss' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.find((e) => e.type === 'destroyed')).toMatchObject({ unit: { id: 'rss', class: 'SS' }, by: 'bdd' });
    const track = airDefenceData(r.state).track;
    // exactly what the VP tables give for the loss of a red SS, however it was lost
    expect(track).toEqual(scoreLoss({ history: [] }, { blue: vp.blue, red: vp.red } as never, { owner: 'red', class: 'SS' }, at.round));
    expect(track.history).toEqual([
      { side: 'red', points: -3, when: 'lost', class: 'SS', round: at.round },
      { side: 'blue', points: 2, when: 'shotDown', class: 'SS', round: at.round },
    ]);
    expect(vpTotals(track)).toEqual({ blue: 2, red: -3 });
  });
});

/** A small seeded PRNG for choosing random legal actions. */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x / 2 ** 32; };
}

const isLoss = (e: GameEvent): boolean => e.type === 'destroyed' || e.type === 'planeDestroyed' || e.type === 'bomberDestroyed';

describe('module L: property over played games', () => {
  it('property: over seeded random games with depth charges and attacks, every loss is on the track (two awards), and each side\'s VP is the sum of its history', () => {
    const units: UnitSpec[] = [['red', 'SS', 'E4', 'E', 'rss'], ['red', 'SS', 'G3', 'W', 'rss2'], ['red', 'CA', 'H5', 'W', 'rca'], ['blue', 'DD', 'C4', 'E', 'bdd'], ['blue', 'DD', 'D5', 'E', 'bdd2'], ['blue', 'CA', 'B6', 'E', 'bca']];
    let losses = 0, toMines = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      let s = game(units, { blue: 3, red: 1 }, seed % 2 ? 'red' : 'blue', 6);
      const rnd = lcg(seed);
      let seen = 0;
      for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
        const legal = legalActions(s);
        // prefer the actions that remove something (depth charges, attacks) so that losses happen
        const sharp = legal.filter((a) => a.type === 'depthCharge' || a.type === 'attack');
        const pool = sharp.length && rnd() < 0.8 ? sharp : legal;
        const r = applyAction(s, pool[Math.floor(rnd() * pool.length)]);
        if (!r.ok) throw new Error(r.error.message);
        seen += r.events.filter(isLoss).length;
        if (r.events.some((e) => e.type === 'depthCharged') && r.events.some(isLoss)) toMines++;
        s = r.state;
        const track = airDefenceData(s).track;
        const sum = (side: 'blue' | 'red') => track.history.filter((a) => a.side === side).reduce((n, a) => n + a.points, 0);
        expect(vpTotals(track)).toEqual({ blue: sum('blue'), red: sum('red') });
        expect(track.history.filter((a) => a.when === 'lost')).toHaveLength(seen);
        expect(track.history.filter((a) => a.when === 'shotDown')).toHaveLength(seen);
      }
      losses += seen;
    }
    expect(losses).toBeGreaterThan(3);
    expect(toMines).toBeGreaterThan(0);
  });
});

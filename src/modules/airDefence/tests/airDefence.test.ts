// Module L — air defence and victory points (src/engine/modules/airDefence/README.md): each rule by
// its id; property tests: the VP history sums to the track, and AA hits come with the d6's frequency.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, type GameEvent, type GameState } from '../../../engine/index';
import { aaNeed, airDefenceData, bomberAltitude, award, edgesToward, finalVerdict, fullVictory, pointsFor, rayLength, shieldedFromGun, victoryPoints, vpTotals, SEED_VP, type VpTrack } from '../rules';
import { edit, tinyScenario, type TinyOptions } from '../../../../tests/engine/fixtures/tiny';
import { checkProperty } from '../../../../tests/fuzz/checkProperty';

const base: TinyOptions = { units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'J4', 'W', 'rdd']], rounds: 8 };
const scenario = (options: unknown = {}) => tinyScenario({ ...base, rules: { modules: [{ id: 'airDefence', options }] } });
function game(seed: number, options?: unknown): GameState {
  const g = createGame(scenario(options), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
/** A red bomber over `node` (a marker as §8.2 places it). */
const withBomber = (s: GameState, node: string, id = 'raf/bomber-1'): GameState =>
  edit(s, (x) => { x.bombers = [...(x.bombers ?? []), { id, owner: 'red', airfieldId: 'raf', chain: id, node, heading: 0, activeRound: x.round }]; });
const gun = (node: string, id = 'g1') => ({ id, owner: 'blue', node });
type GunRoll = { roll: number; need: number; success: boolean; distance: number };
const rollsOf = (events: GameEvent[]): GunRoll[] =>
  events.flatMap((e) => (e.type === 'module' && e.module === 'airDefence' && e.name === 'gunRoll' ? [e.data as GunRoll] : []));
function fire(s: GameState, gunId = 'g1', bomber = 'raf/bomber-1') {
  const r = applyAction(s, { type: 'module', module: 'airDefence', action: 'fireGun', params: { gun: gunId, bomber } });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}




describe('module L: victory points', () => {
  it('L-VP-TRACK: the track starts at 0, goes below zero and back, and is the sum of its history', () => {
    let t: VpTrack = { history: [] };
    t = award(t, { side: 'blue', points: -2, when: 'lost', class: 'bomber', round: 1 });
    expect(vpTotals(t)).toEqual({ blue: -2, red: 0 });
    t = award(t, { side: 'blue', points: 3, when: 'bombedTarget', round: 2 });
    expect(vpTotals(t)).toEqual({ blue: 1, red: 0 });
    expect(award(t, { side: 'red', points: 0, when: 'lost', round: 2 })).toBe(t);
  });

  it('L-VP-TABLE: a line for the class wins over a line for any class; no line: 0 (the seed\'s Table 1 by default)', () => {
    expect(pointsFor(SEED_VP.red, 'shotDown', 'bomber')).toBe(4);
    expect(pointsFor(SEED_VP.blue, 'lost', 'bomber')).toBe(-2);
    expect(pointsFor(SEED_VP.blue, 'bombedTarget')).toBe(3);
    expect(pointsFor([{ when: 'lost', points: -1 }, { when: 'lost', class: 'BB', points: -5 }], 'lost', 'BB')).toBe(-5);
    expect(pointsFor(SEED_VP.red, 'bombedTarget')).toBe(0);
  });

  it('L-WIN-FULL, L-WIN-CLOSER: the seed\'s example (Britain 19 of 23 beats Germany 27 of 35; with 31 Germany wins on the percentage)', () => {
    const target = { blue: 35, red: 23 };
    expect(finalVerdict({ blue: 27, red: 19 }, target)).toEqual({ winner: 'red', kind: 'minimal' });
    expect(finalVerdict({ blue: 31, red: 19 }, target)).toEqual({ winner: 'blue', kind: 'minimal' });
    expect(finalVerdict({ blue: 35, red: 19 }, target)).toEqual({ winner: 'blue', kind: 'full' });
    expect(finalVerdict({ blue: -3, red: -3 }, { blue: 10, red: 10 })).toEqual({ winner: null, kind: 'draw' });
    expect(fullVictory({ blue: 14, red: 9 }, { blue: 15, red: 10 })).toBeNull();
  });

  it('L-WIN-BOTH: both at their targets at once: the higher percentage; equal: nobody yet', () => {
    expect(fullVictory({ blue: 30, red: 10 }, { blue: 15, red: 10 })).toBe('blue');
    expect(fullVictory({ blue: 15, red: 10 }, { blue: 15, red: 10 })).toBeNull();
  });

  it('L-WIN-FULL in a game: a side reaching its VP target wins at once (reason "module")', () => {
    const s = withBomber(game(1, { guns: [gun('B4')], altitude: { 'raf/bomber-1': 'veryLow' }, vpTarget: { blue: 1, red: 10 },
      vp: { blue: [{ when: 'shotDown', class: 'bomber', points: 1 }], red: [] } }), 'B4');
    let seed = 1, r = fire(s);
    while (!rollsOf(r.events)[0].success) r = fire(edit(s, (x) => { x.rng = game(++seed).rng; }));
    expect(victoryPoints(r.state)).toEqual({ blue: 1, red: 0 });
    expect(r.state.result).toMatchObject({ winner: 'blue', reason: 'module', module: 'airDefence' });
  });
});

describe('module L: AA guns', () => {
  it('L-AA-TABLE: high 6 / –, low 5–6 / 6, very low 4–6 / 5–6; beyond 1: out of reach', () => {
    expect([aaNeed('high', 0), aaNeed('high', 1), aaNeed('low', 0), aaNeed('low', 1), aaNeed('veryLow', 0), aaNeed('veryLow', 1), aaNeed('veryLow', 2)])
      .toEqual([6, null, 5, 6, 4, 5, null]);
  });

  it('L-AA-FIRE, L-AA-ONCE: in its owner\'s turn a gun fires once a round at an enemy bomber within reach; a high bomber next to it is out of reach', () => {
    const s = withBomber(game(3, { guns: [gun('B4'), gun('E4', 'g2')] }), 'B4');
    expect(s.toAct).toBe('blue');
    expect(legalActions(s).filter((a) => a.type === 'module')).toEqual([{ type: 'module', module: 'airDefence', action: 'fireGun', params: { gun: 'g1', bomber: 'raf/bomber-1' } }]);
    const r = fire(s);
    expect(rollsOf(r.events)).toEqual([expect.objectContaining({ need: 6, distance: 0 })]);
    expect(legalActions(r.state).some((a) => a.type === 'module')).toBe(false);
    expect(applyAction(r.state, { type: 'module', module: 'airDefence', action: 'fireGun', params: { gun: 'g1', bomber: 'raf/bomber-1' } }).ok).toBe(false);
    const low = withBomber(game(3, { guns: [gun('B4')], altitude: { 'raf/bomber-1': 'low' } }), 'C4');
    expect(legalActions(low).filter((a) => a.type === 'module')).toHaveLength(1);
  });

  it('L-AA-TABLE: an altitude given for a side holds for all its bombers; one given for a bomber\'s id wins over it', () => {
    const byId = (altitude: Record<string, string>, id: string) => {
      const r = applyAction(withBomber(game(3, { guns: [gun('B4')], altitude }), 'C4', id), { type: 'module', module: 'airDefence', action: 'fireGun', params: { gun: 'g1', bomber: id } });
      return r.ok ? rollsOf(r.events)[0].need : r.error.message;
    };
    expect(byId({ red: 'veryLow' }, 'raf/bomber-1')).toBe(5); // next to the gun: very low is hit on 5–6
    expect(byId({ red: 'veryLow' }, 'raf/bomber-7')).toBe(5);
    expect(byId({ red: 'veryLow', 'raf/bomber-7': 'low' }, 'raf/bomber-7')).toBe(6);
    expect(byId({ blue: 'veryLow' }, 'raf/bomber-1')).toContain('flies high'); // blue's altitude is not red's: out of reach next to the gun
    expect(bomberAltitude({ blue: 'low' }, { id: 'x/bomber-1', owner: 'red' })).toBe('high');
  });

  it('L-AA-TWO-STEP: with "two-step" the first hit damages, the second destroys; L-VP-LOSS scores the kill', () => {
    const vp = { blue: [{ when: 'shotDown', class: 'bomber', points: 4 }], red: [{ when: 'lost', class: 'bomber', points: -2 }] };
    const opts = { guns: [gun('B4'), gun('C4', 'g2')], altitude: { 'raf/bomber-1': 'veryLow' }, damage: 'two-step', vp };
    for (let seed = 1; seed < 400; seed++) {
      const s = withBomber(game(seed, opts), 'B4');
      const a = fire(s, 'g1');
      if (!rollsOf(a.events)[0].success) continue;
      expect(airDefenceData(a.state).guns.damaged).toEqual(['raf/bomber-1']);
      expect(a.state.bombers).toHaveLength(1);
      const b = fire(a.state, 'g2');
      if (!rollsOf(b.events)[0].success) continue;
      expect(b.state.bombers).toEqual([]);
      expect(victoryPoints(b.state)).toEqual({ blue: 4, red: -2 });
      expect(airDefenceData(b.state).track.history.map((h) => h.when)).toEqual(['lost', 'shotDown']);
      return;
    }
    throw new Error('no seed gave two hits');
  });

  it('L-AA-SHIELD: a bomber in a cloud, or seen against the sun, is missed without a roll', () => {
    const cloud = fire(withBomber(game(1, { guns: [gun('B4')], weather: { clouds: ['C4'] }, altitude: { 'raf/bomber-1': 'veryLow' } }), 'C4'));
    expect(rollsOf(cloud.events)).toEqual([]);
    expect(cloud.events).toContainEqual(expect.objectContaining({ name: 'gunMissed', data: expect.objectContaining({ reason: 'cloud' }) }));
    expect(shieldedFromGun({ clouds: [], sun: 'east' }, 'C4', edgesToward({ x: 1, y: 3 }, { x: 2, y: 3 }))).toBe('sun');
    expect(shieldedFromGun({ clouds: [], sun: 'east' }, 'C4', [])).toBeNull();
  });

  it('property: over seeded shots, AA hits come with the d6\'s frequency (very low, distance 0: 4–6, one half)', () => {
    const opts = { guns: [gun('B4')], altitude: { 'raf/bomber-1': 'veryLow' } };
    let hits = 0, shots = 0;
    checkProperty(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const [roll] = rollsOf(fire(withBomber(game(seed, opts), 'B4')).events);
      expect(roll.roll >= 1 && roll.roll <= 6 && roll.success === roll.roll >= 4).toBe(true);
      shots++; if (roll.success) hits++;
    }), { seed: 17, numRuns: 600 });
    expect(Math.abs(hits / shots - 0.5)).toBeLessThan(0.07);
  });
});

// Module L — the scenario checks, the weather on rays, bombs on guns and targets, the verdict at the
// round limit (src/engine/modules/airDefence/README.md), and the property that the VP history sums
// to the track whatever happens.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attackZone, bomberZoneNodes, createGame, type GameEvent, type GameState } from '../../../engine/index';
import { airDefenceData, airDefenceModule, airDefenceOptions, rayLength, victoryPoints, vpTotals, SEED_VP, type VpTrack } from '../rules';
import { draftOf } from '../../../engine/core/draft';
import { scoreBombing, scoreLoss } from '../rules/scoring';
import { edit, tinyScenario } from '../../../../tests/engine/fixtures/tiny';
import { checkProperty } from '../../../../tests/fuzz/checkProperty';

const scenario = (options: unknown) => tinyScenario({ units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'J4', 'W', 'rdd']], rounds: 8, rules: { modules: [{ id: 'airDefence', options }] } });
function game(options: unknown): GameState {
  const g = createGame(scenario(options), 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
const errorsOf = (options: unknown) => { const g = createGame(scenario(options), 1); return g.ok ? [] : g.errors; };




describe('module L: scenario checks', () => {
  it('L-CHECK: a gun off the map, under a cloud or on another gun\'s node, a VP line naming an unknown unit: refused with the path', () => {
    expect(errorsOf({ guns: [{ id: 'g1', owner: 'red', node: 'Z99' }] })).toEqual([expect.objectContaining({ path: 'rules.modules[0].options.guns[0].node', message: expect.stringContaining('off the') })]);
    expect(errorsOf({ guns: [{ id: 'g1', owner: 'red', node: 'C4' }], weather: { clouds: ['C4'] } })).toEqual([expect.objectContaining({ path: 'rules.modules[0].options.guns[0].node', message: expect.stringContaining('cloud') })]);
    expect(errorsOf({ guns: [{ id: 'g1', owner: 'red', node: 'C4' }, { id: 'g2', owner: 'red', node: 'c4' }] })).toEqual([expect.objectContaining({ path: 'rules.modules[0].options.guns[1].node' })]);
    expect(errorsOf({ vp: { blue: [], red: [{ when: 'lost', class: 'Zeppelin', points: -3 }] } })).toEqual([expect.objectContaining({ path: 'rules.modules[0].options.vp.red[0].class', message: expect.stringContaining('Zeppelin') })]);
    expect(errorsOf({ targets: ['C4'], guns: [{ id: 'g1', owner: 'red', node: 'D4' }], vp: SEED_VP })).toEqual([]);
  });
});

describe('module L: clouds and the sun', () => {
  const w = { clouds: ['C4', 'D4'], sun: 'east' as const };
  it('L-CLOUD: a bomber attacking from or into a cloud node loses 1 on every ray (once); other attackers do not', () => {
    expect(rayLength(w, { bomber: true, from: 'C4', to: 'F4', toward: [] }, 2)).toBe(1);
    expect(rayLength(w, { bomber: true, from: 'C4', to: 'D4', toward: [] }, 2)).toBe(1);
    expect(rayLength(w, { bomber: false, from: 'C4', to: 'D4', toward: [] }, 2)).toBe(2);
    expect(rayLength(w, { bomber: true, from: 'F4', to: 'G4', toward: [] }, 2)).toBe(2);
  });
  it('L-RAY: in play the weather shortens only bombers\' rays, node by node; a carrier\'s air zone is untouched', () => {
    const zones = (weather: unknown, node: string, heading: number) => {
      const g = createGame(tinyScenario({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'DD', 'L7', 'W', 'rdd']], rules: { modules: [{ id: 'airDefence', options: weather ? { weather } : {} }] } }), 1);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      const s = edit(g.state, (x) => { x.bombers = [{ id: 'bx', owner: 'blue', airfieldId: 'x', chain: 'bx', node, heading: heading as 0, activeRound: 0 }]; });
      return { carrier: attackZone(s, 'cv').sort(), bomber: bomberZoneNodes(s, 'bx') };
    };
    const weather = { clouds: ['C4'], sun: 'east' };
    const clear = zones(null, 'C4', 0), stormy = zones(weather, 'C4', 0);
    expect(stormy.carrier).toEqual(clear.carrier); // the carrier in the cloud, facing the sun: all its rays
    expect(clear.bomber).toEqual(['D4', 'E4', 'F4']);
    expect(stormy.bomber).toEqual(['D4']); // from a cloud and toward the sun: 3 − 2
    expect(zones(weather, 'G4', 0).bomber).toEqual(['H4', 'I4']); // toward the sun only: 3 − 1
    expect(zones(weather, 'G4', 3).bomber).toEqual(['F4', 'E4', 'D4']); // away from the sun, no cloud: whole
    expect(zones(weather, 'F4', 3).bomber).toEqual(['E4', 'D4']); // node by node: C4, the cloud at distance 3, is cut (3 > 3 − 1)
  });
  it('L-SUN: an air attack toward the sun edge loses 1; with a cloud, 2; never below 0', () => {
    expect(rayLength(w, { bomber: false, from: 'F4', to: 'G4', toward: ['east'] }, 2)).toBe(1);
    expect(rayLength(w, { bomber: true, from: 'C4', to: 'G4', toward: ['east'] }, 2)).toBe(0);
    expect(rayLength(w, { bomber: true, from: 'C4', to: 'G4', toward: ['east'] }, 1)).toBe(0);
    expect(rayLength(w, { bomber: false, from: 'F4', to: 'E4', toward: ['west'] }, 2)).toBe(2);
  });
});

/** A bomber's attack at `node`, as the rules report it. */
const bombing = (node: string, player: 'blue' | 'red' = 'blue'): Extract<GameEvent, { type: 'attacked' }> =>
  ({ type: 'attacked', player, attackerId: 'luft/bomber-1', targetId: 'x', attack: 'air', from: node, at: node } as Extract<GameEvent, { type: 'attacked' }>);

describe('module L: bombs', () => {
  const options = airDefenceOptions.parse({ targets: ['C4', 'E4'], guns: [{ id: 'g1', owner: 'red', node: 'C4' }], vp: { blue: [...SEED_VP.blue, { when: 'allTargetsBombed', points: 5 }], red: [{ when: 'lost', class: 'gun', points: -1 }] } });
  it('L-VP-BOMB, L-VP-ALL, L-AA-BOMB: bombs on a target score 3; the gun there rolls (destroyed on 4–6); every target bombed: the bonus once', () => {
    const d = draftOf(game(options));
    airDefenceModule.on!.afterAttack!(d, bombing('C4'), options);
    const roll = d.events.find((e) => e.type === 'module' && e.name === 'gunBombed') as Extract<GameEvent, { type: 'module' }>;
    const { roll: n, need, success } = roll.data as { roll: number; need: number; success: boolean };
    expect([need, success]).toEqual([4, n >= 4]);
    expect(airDefenceData(d.s).guns.destroyed).toEqual(success ? ['g1'] : []);
    expect(victoryPoints(d.s)).toEqual({ blue: 3, red: success ? -1 : 0 });
    airDefenceModule.on!.afterAttack!(d, bombing('E4'), options);
    airDefenceModule.on!.afterAttack!(d, bombing('E4'), options);
    expect(airDefenceData(d.s).track.history.filter((h) => h.when === 'allTargetsBombed')).toHaveLength(1);
    expect(victoryPoints(d.s).blue).toBe(3 + 3 + 5 + 3);
    airDefenceModule.on!.afterAttack!(d, bombing('H4'), options);
    expect(victoryPoints(d.s).blue).toBe(14);
  });
});

describe('module L: the verdict at the round limit', () => {
  it('L-WIN-CLOSER: at the round limit the side closer to its target wins, whatever ENB\'s points say', () => {
    const options = airDefenceOptions.parse({ vpTarget: { blue: 35, red: 23 } });
    const s = game(options);
    const d = draftOf(s);
    d.s.moduleState = [{ module: 'airDefence', data: { track: { history: [{ side: 'blue', points: 27, when: 'bombedTarget', round: 8 }, { side: 'red', points: 19, when: 'shotDown', round: 8 }] }, bombed: [], guns: { destroyed: [], fired: [], damaged: [] } } }];
    d.s.phase = 'over';
    d.s.result = { winner: 'blue', reason: 'round-limit', score: { blue: 9, red: 2 } };
    d.events.push({ type: 'gameEnded', result: d.s.result });
    airDefenceModule.on!.roundEnd!(d, { type: 'roundEnded', round: 8, lastActor: 'red' }, options);
    expect(d.s.result).toMatchObject({ winner: 'red', reason: 'module', module: 'airDefence' });
    expect(d.events[0]).toMatchObject({ type: 'gameEnded', result: { winner: 'red' } });
  });
});

describe('module L: property', () => {
  it('property: whatever is lost and bombed, each side\'s VP is the sum of its history, and no award is 0', () => {
    const happening = fc.oneof(
      fc.record({ kind: fc.constant('loss' as const), owner: fc.constantFrom('blue' as const, 'red' as const), cls: fc.constantFrom('plane', 'bomber', 'gun', 'BB') }),
      fc.record({ kind: fc.constant('bomb' as const), owner: fc.constantFrom('blue' as const, 'red' as const), cls: fc.constantFrom('C4', 'E4', 'H4') }),
    );
    const tables = { blue: [...SEED_VP.blue, { when: 'allTargetsBombed' as const, points: 5 }, { when: 'lost' as const, class: 'gun', points: -1 }], red: SEED_VP.red };
    checkProperty(fc.property(fc.array(happening, { maxLength: 40 }), (list) => {
      let track: VpTrack = { history: [] };
      let bombed: string[] = [];
      list.forEach((h, round) => {
        if (h.kind === 'loss') track = scoreLoss(track, tables, { owner: h.owner, class: h.cls }, round);
        else ({ track, bombed } = scoreBombing(track, tables, h.owner, h.cls, ['C4', 'E4'], bombed, round));
      });
      const sum = (side: 'blue' | 'red') => track.history.filter((a) => a.side === side).reduce((n, a) => n + a.points, 0);
      expect(vpTotals(track)).toEqual({ blue: sum('blue'), red: sum('red') });
      expect(track.history.every((a) => a.points !== 0)).toBe(true);
    }), { seed: 3, numRuns: 300 });
  });
});

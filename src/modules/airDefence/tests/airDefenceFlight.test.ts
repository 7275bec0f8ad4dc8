// Module L — the bombers' side of it (src/engine/modules/airDefence/README.md): the weather shortening
// their rays (L-CLOUD, L-SUN through the rules' airRayLength hook), reinforcements by round
// (L-REINFORCE), bomb runs (L-BOMB-RUN), leaving the map and coming back (L-LEAVE, L-LOSS-ROLL,
// L-REENTER), the checks of bad input (L-CHECK); property: the loss roll comes with the d6's frequency.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, bomberZoneNodes, createGame, legalActions, type Action, type GameEvent, type GameState } from '../../../engine/index';
import { airDefenceData, victoryPoints } from '../rules';
import { edit, play, tinyScenario, type TinyOptions } from '../../../../tests/engine/fixtures/tiny';
import { checkProperty } from '../../../../tests/fuzz/checkProperty';

// 12 × 7 sea with a blue airfield on an island at A4
const terrain = ['............', '............', '............', '#...........', '............', '............', '............'];
const AF = 'blue-airfield-1';
const B1 = `${AF}/bomber-1`;
const base: TinyOptions = { terrain, features: [{ kind: 'airfield', node: 'A4', owner: 'blue' }], units: [['red', 'DD', 'J6', 'W', 'rdd']], rounds: 9 };
const scenario = (options: unknown = {}, more: TinyOptions = {}) => tinyScenario({ ...base, ...more, rules: { modules: [{ id: 'airDefence', options }] } });
function game(options?: unknown, seed = 1, more: TinyOptions = {}): GameState {
  const g = createGame(scenario(options, more), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
/** A blue bomber at `node` facing `heading` (0: east), not yet activated. */
const withBomber = (s: GameState, node: string, heading = 0, id = B1): GameState =>
  edit(s, (x) => { x.bombers = [...(x.bombers ?? []), { id, owner: 'blue', airfieldId: AF, chain: id, node, heading: heading as 0, activeRound: 0 }]; });
const mod = (action: string, params: unknown): Action => ({ type: 'module', module: 'airDefence', action, params } as Action);
const moduleEvents = (events: readonly GameEvent[], name: string) =>
  events.flatMap((e) => (e.type === 'module' && e.module === 'airDefence' && e.name === name ? [e.data as Record<string, unknown>] : []));
const legalOf = (s: GameState, action: string) => legalActions(s).filter((a) => a.type === 'module' && a.action === action).map((a) => (a as { params: unknown }).params);

/** Play on to round `n`: pass, decline draws, end the start of round; anything else: the first legal action. */
function toRound(s: GameState, n: number): GameState {
  for (let guard = 0; s.round < n && s.phase !== 'over' && guard < 400; guard++) {
    const legal = legalActions(s);
    const pick = ['pass', 'declineDraw', 'endStartOfRound', 'chooseFirstPlayer', 'endActivation'].map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? legal[0];
    s = play(s, pick);
  }
  return s;
}

describe('module L: the weather on the bombers\' rays', () => {
  it('L-CLOUD: a bomber attacking from or into a cloud node loses 1 on every ray (once, not per cloud)', () => {
    const clear = withBomber(game(), 'B4');
    expect(bomberZoneNodes(clear, B1)).toEqual(['C4', 'D4', 'E4']);
    expect(bomberZoneNodes(withBomber(game({ weather: { clouds: ['E4'] } }), 'B4'), B1)).toEqual(['C4', 'D4']);
    expect(bomberZoneNodes(withBomber(game({ weather: { clouds: ['B4'] } }), 'B4'), B1)).toEqual(['C4', 'D4']);
    expect(bomberZoneNodes(withBomber(game({ weather: { clouds: ['B4', 'E4'] } }), 'B4'), B1)).toEqual(['C4', 'D4']);
  });

  it('L-SUN: an air attack toward the sun edge loses 1; away from it, nothing; with a cloud the two add up', () => {
    expect(bomberZoneNodes(withBomber(game({ weather: { sun: 'east' } }), 'B4'), B1)).toEqual(['C4', 'D4']);
    expect(bomberZoneNodes(withBomber(game({ weather: { sun: 'west' } }), 'B4'), B1)).toEqual(['C4', 'D4', 'E4']);
    expect(bomberZoneNodes(withBomber(game({ weather: { sun: 'east', clouds: ['D4'] } }), 'B4'), B1)).toEqual(['C4']);
  });

  it('L-CLOUD: the shortened zone is the one the rules use: a ship in the cloud beyond reach cannot be attacked', () => {
    const ship: TinyOptions = { units: [['red', 'DD', 'E4', 'W', 'rdd']] };
    const clear = withBomber(game({}, 1, ship), 'B4');
    const attack = { type: 'bomberAttack', bomberId: B1, targetId: 'rdd' };
    expect(legalActions(clear)).toContainEqual(attack);
    const cloudy = withBomber(game({ weather: { clouds: ['E4'] } }, 1, ship), 'B4');
    expect(legalActions(cloudy)).not.toContainEqual(attack);
    const r = applyAction(cloudy, attack);
    expect(r.ok ? '' : r.error.code).toBe('attack/not-in-zone');
  });
});

describe('module L: reinforcements, bomb runs', () => {
  const reinforcements = [{ round: 1, owner: 'blue', airfield: AF, bombers: 2, entry: ['A1', 'A7'], heading: 0 }, { round: 3, owner: 'blue', airfield: AF, bombers: 1, entry: ['A2'] }];

  it('L-REINFORCE: the bombers due enter at the start of their round on their entry nodes, in turn, and may act that round', () => {
    const s = game({ reinforcements });
    expect(s.bombers?.map((b) => [b.node, b.heading, b.activeRound])).toEqual([['A1', 0, 0], ['A7', 0, 0]]);
    expect(s.units[AF].bombers).toBe(3); // the pool is not touched
    expect(legalActions(s).some((a) => a.type === 'bomberMove' && a.bomberId === s.bombers![0].id)).toBe(true);
    const later = toRound(s, 3);
    expect(later.bombers?.map((b) => b.node)).toContain('A2');
    expect(airDefenceData(later).arrived).toEqual([0, 1]);
    expect(toRound(later, 4).bombers?.filter((b) => b.node === 'A2')).toHaveLength(1); // once
  });

  it('L-BOMB-RUN, L-AA-BOMB, L-VP-BOMB: a bomber drops its bombs on a gun\'s node or a target in its zone; it is its activation', () => {
    const o = { guns: [{ id: 'g1', owner: 'red', node: 'D4' }], targets: ['C4'] };
    const s = withBomber(game(o), 'B4');
    expect(legalOf(s, 'dropBombs')).toEqual([{ bomber: B1, node: 'C4' }, { bomber: B1, node: 'D4' }]);
    const r = applyAction(s, mod('dropBombs', { bomber: B1, node: 'D4' }));
    if (!r.ok) throw new Error(r.error.message);
    expect(moduleEvents(r.events, 'bombsDropped')).toEqual([{ bomberId: B1, from: 'B4', node: 'D4' }]);
    expect(moduleEvents(r.events, 'gunBombed')).toHaveLength(1);
    expect(r.state.bombers?.[0]).toMatchObject({ node: 'D4', activeRound: 1 });
    expect(r.state.tokens.blue.pool).toBe(s.tokens.blue.pool - 1);
    expect(r.state.toAct).toBe('red');
    const t = applyAction(s, mod('dropBombs', { bomber: B1, node: 'C4' }));
    if (!t.ok) throw new Error(t.error.message);
    expect(victoryPoints(t.state).blue).toBe(3); // the seed's +3 a bombed target
  });

  it('L-BOMB-RUN: refused with the reason: no gun or target there, already activated, not yours', () => {
    const s = withBomber(game({ guns: [{ id: 'g1', owner: 'red', node: 'D4' }] }), 'B4');
    const why = (x: GameState, p: unknown) => { const r = applyAction(x, mod('dropBombs', p)); return r.ok ? 'ok' : r.error.message; };
    expect(why(s, { bomber: B1, node: 'C4' })).toMatch(/C4 is not a node of its zone with an enemy AA gun or a strategic target/);
    expect(why(edit(s, (x) => { x.bombers![0].activeRound = 1; }), { bomber: B1, node: 'D4' })).toMatch(/already has a token/);
    expect(why(edit(s, (x) => { x.toAct = 'red'; }), { bomber: B1, node: 'D4' })).toMatch(/not yours/);
    expect(why(withBomber(game({ guns: [{ id: 'g1', owner: 'red', node: 'E4' }], weather: { sun: 'east' } }), 'B4'), { bomber: B1, node: 'E4' })).toMatch(/clouds and the sun/);
  });
});

describe('module L: leaving the map and coming back', () => {
  const leaving = { enemySide: { blue: ['north'], red: [] }, rounds: 2, range: 3 };

  it('L-LEAVE, L-REENTER: a bomber on an edge leaves onto the round track and re-enters on an edge node within range, from its round on', () => {
    const s = withBomber(game({ leaving }), 'L4', 0);
    expect(legalOf(s, 'leaveMap')).toEqual([{ bomber: B1 }]);
    const r = applyAction(s, mod('leaveMap', { bomber: B1 }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.bombers).toEqual([]);
    expect(moduleEvents(r.events, 'leftMap')).toEqual([{ bomberId: B1, node: 'L4', edge: 'east', back: 3 }]);
    expect(moduleEvents(r.events, 'lossRoll')).toEqual([]); // the east edge is not the enemy's side
    expect(r.state.tokens.blue.spent).toBe(s.tokens.blue.spent + 1);
    const round2 = toRound(r.state, 2);
    expect(legalOf(edit(round2, (x) => { x.toAct = 'blue'; }), 'reenter')).toEqual([]);
    let round3 = toRound(round2, 3);
    while (round3.toAct !== 'blue') round3 = play(round3, legalActions(round3).find((a) => a.type === 'pass') ?? legalActions(round3)[0]);
    const entries = [...new Set(legalOf(round3, 'reenter').map((p) => (p as { node: string }).node))];
    expect(entries).toContain('L4');
    expect(entries).not.toContain('A4');
    const back = applyAction(round3, mod('reenter', { bomber: B1, node: 'L7', heading: 3 }));
    if (!back.ok) throw new Error(back.error.message);
    expect(back.state.bombers?.[0]).toMatchObject({ id: B1, node: 'L7', heading: 3, activeRound: 3 });
    expect(back.state.toAct).toBe('blue'); // no token, the turn stays
    const far = applyAction(round3, mod('reenter', { bomber: B1, node: 'A1', heading: 0 }));
    expect(far.ok ? '' : far.error.message).toMatch(/within 3 of L4/);
  });

  it('L-LEAVE: refused off the edge, with the reason', () => {
    const r = applyAction(withBomber(game({ leaving }), 'E4'), mod('leaveMap', { bomber: B1 }));
    expect(r.ok ? '' : r.error.message).toMatch(/not on an edge of the map/);
  });

  it('L-LOSS-ROLL: leaving by the enemy\'s side rolls a d6: 1 lost (scored), 2 damaged, 3–6 unharmed', () => {
    const outcomes = new Map<string, { roll: number; s: GameState }>();
    for (let seed = 1; seed < 60 && outcomes.size < 3; seed++) {
      const r = applyAction(withBomber(game({ leaving }, seed), 'E1', 0), mod('leaveMap', { bomber: B1 }));
      if (!r.ok) throw new Error(r.error.message);
      const [roll] = moduleEvents(r.events, 'lossRoll');
      outcomes.set(roll.outcome as string, { roll: roll.roll as number, s: r.state });
    }
    expect(outcomes.get('lost')!.roll).toBe(1);
    expect(airDefenceData(outcomes.get('lost')!.s).away).toEqual([]);
    expect(victoryPoints(outcomes.get('lost')!.s)).toEqual({ blue: -2, red: 4 }); // the seed's Table 1
    expect(outcomes.get('damaged')!.roll).toBe(2);
    expect(airDefenceData(outcomes.get('damaged')!.s).guns.damaged).toEqual([B1]);
    expect(outcomes.get('unharmed')!.roll).toBeGreaterThanOrEqual(3);
  });

  it('property: over seeded exits by the enemy\'s side, a bomber is lost one time in six (within tolerance)', () => {
    const start = withBomber(game({ leaving }), 'E1', 0);
    checkProperty(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
      let lost = 0;
      const n = 300;
      for (let k = 0; k < n; k++) {
        const s = edit(start, (x) => { x.rng = [seed + k, 7 * k + 1, seed ^ k, 12345]; });
        const r = applyAction(s, mod('leaveMap', { bomber: B1 }));
        if (!r.ok) throw new Error(r.error.message);
        if (moduleEvents(r.events, 'lossRoll')[0].outcome === 'lost') lost++;
      }
      expect(Math.abs(lost / n - 1 / 6)).toBeLessThan(0.07);
    }), { seed: 17, numRuns: 4 });
  });
});

describe('module L: bad input (L-CHECK)', () => {
  const errorsOf = (options: unknown) => {
    const g = createGame(scenario(options), 1);
    return g.ok ? [] : g.errors;
  };
  it('a reinforcement from no airfield of its side, entering off the map or after the last round: refused with the path', () => {
    expect(errorsOf({ reinforcements: [{ round: 2, owner: 'blue', airfield: 'nowhere', bombers: 1, entry: ['A1'] }] }))
      .toContainEqual({ path: 'rules.modules[0].options.reinforcements[0].airfield', message: expect.stringMatching(/not an airfield/) });
    expect(errorsOf({ reinforcements: [{ round: 2, owner: 'red', airfield: AF, bombers: 1, entry: ['A1'] }] }))
      .toContainEqual({ path: 'rules.modules[0].options.reinforcements[0].airfield', message: 'the airfield "blue-airfield-1" belongs to blue, not red' });
    expect(errorsOf({ reinforcements: [{ round: 2, owner: 'blue', airfield: AF, bombers: 1, entry: ['Z9'] }] }))
      .toContainEqual({ path: 'rules.modules[0].options.reinforcements[0].entry[0]', message: expect.stringMatching(/off the 12 × 7 map/) });
    expect(errorsOf({ reinforcements: [{ round: 12, owner: 'blue', airfield: AF, bombers: 1, entry: ['A1'] }] }))
      .toContainEqual({ path: 'rules.modules[0].options.reinforcements[0].round', message: expect.stringMatching(/after the game's last round/) });
  });
  it('a gun off the map, a VP line naming an unknown unit, a bad edge: refused with the path; no game', () => {
    expect(errorsOf({ guns: [{ id: 'g', owner: 'red', node: 'Q40' }] })).toContainEqual({ path: 'rules.modules[0].options.guns[0].node', message: expect.stringMatching(/off the/) });
    expect(errorsOf({ vp: { blue: [{ when: 'lost', class: 'Zeppelin', points: -1 }], red: [] } })[0].path).toBe('rules.modules[0].options.vp.blue[0].class');
    expect(errorsOf({ leaving: { enemySide: { blue: ['up'], red: [] } } })[0].path).toBe('rules.modules[0].options.leaving.enemySide.blue[0]');
  });
});

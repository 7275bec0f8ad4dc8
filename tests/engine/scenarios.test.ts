import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, objectiveStatus, replay, viewFor, type Action, type GameState } from '../../src/engine/index';
import { bundledScenarios, DEFAULT_SCENARIO_ID } from '../../src/scenarios/index';
import { parseScenario, type Scenario } from '../../src/scenarios/schema';
import { playAll, edit } from './fixtures/tiny';
import { playRandomly } from './fixtures/randomPlay';

const byId = (id: string): Scenario => {
  const r = parseScenario(bundledScenarios.find((s) => (s as { id: string }).id === id));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
const start = (id: string, seed = 1): GameState => {
  const g = createGame(bundledScenarios.find((s) => (s as { id: string }).id === id), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
};

/** A seeded PRNG (mulberry32) for random play. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Steps that change the game: random play takes one of them, when there is one, two times in three. */
const DECISIVE = ['attack', 'unload', 'exitMap', 'bomberAttack', 'depthCharge', 'deploy'];

/** Seeded random legal play to the end (bounded); returns the actions and the final state. */
function randomGame(scenario: unknown, seed: number, checkViews = false, maxSteps = 4000): { actions: Action[]; state: GameState } {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  const rnd = prng(seed);
  return playRandomly(g.state, (legal, step, state) => {
    if (checkViews && step % 7 === 0) expect(legalActions(viewFor(state, state.toAct))).toEqual(legal); // §12: the player's view offers the same
    const decisive = legal.filter((a) => DECISIVE.includes(a.type));
    const pool = decisive.length && rnd() < 2 / 3 ? decisive : legal;
    return pool[Math.floor(rnd() * pool.length)];
  }, undefined, maxSteps);
}

const IDS = ['tutorial', 'open-sea', 'convoy', 'island-airfield', 'carrier-battle', 'great-archipelago', 'gun-duel', 'gun-duel-fleet', 'sea-lion-raid', 'naval-battle'];

describe('bundled scenarios', () => {
  it('are listed in order, the default among them', () => {
    expect(bundledScenarios.map((s) => (s as { id: string }).id)).toEqual(IDS);
    expect(IDS).toContain(DEFAULT_SCENARIO_ID);
  });
  it.each(IDS)('%s parses, has English and Polish texts, and creates a game', (id) => {
    const sc = byId(id);
    for (const t of [sc.name, sc.description]) { expect(t.en.length).toBeGreaterThan(3); expect(t.pl.length).toBeGreaterThan(3); }
    expect(start(id).round).toBe(1);
  });
  it('the scenarios of issue 8 have objectives for both sides, a round limit and their size', () => {
    const expected: Record<string, [number, number, number]> = { tutorial: [14, 10, 4], convoy: [24, 16, 6], 'island-airfield': [26, 18, 8], 'carrier-battle': [30, 20, 6] };
    for (const [id, [w, h, rounds]] of Object.entries(expected)) {
      const sc = byId(id);
      expect([sc.map.width, sc.map.height, sc.rounds]).toEqual([w, h, rounds]);
      expect(sc.objectives?.blue?.length).toBeGreaterThan(0);
      expect(sc.objectives?.red?.length).toBeGreaterThan(0);
    }
  });
  it('the tutorial: 4 ships a side (a battleship, a cruiser, two destroyers), movement and attack only (no cards, no task forces, no aviation)', () => {
    const s = start('tutorial');
    const ships = Object.values(s.units);
    for (const side of ['blue', 'red']) expect(ships.filter((u) => u.owner === side).map((u) => u.class).sort()).toEqual(['BB', 'CA', 'DD', 'DD']);
    expect(ships.every((u) => u.kind === 'ship' && ['BB', 'CA', 'DD'].includes(u.class))).toBe(true);
    expect([s.cards.blue.deck.length, s.cards.red.deck.length, s.taskForces, s.phase]).toEqual([0, 0, undefined, 'play']);
  });
  it('each uses the features it is about: convoy (cargo, submarines, mines, a reinforcement), island (airfield, batteries, beaches), carriers (planes)', () => {
    const convoy = start('convoy');
    const classes = (s: GameState, p: string) => Object.values(s.units).filter((u) => u.owner === p).map((u) => u.class).sort();
    expect(classes(convoy, 'blue')).toEqual(['AP', 'AP', 'AP', 'CA', 'DD', 'DD']);
    expect(classes(convoy, 'red')).toEqual(['DD', 'SS', 'SS', 'SS']);
    expect(convoy.resources?.blue.mines).toBe(2);
    expect(convoy.track?.map((t) => t.kind).sort()).toEqual(['mines', 'reinforcement']);
    const island = start('island-airfield');
    expect(classes(island, 'red')).toEqual(['CA', 'DD', 'DD', 'airfield', 'coastalArtillery', 'coastalArtillery']);
    expect(island.units['red-airfield-1'].bombers).toBe(3);
    const carriers = start('carrier-battle');
    expect(Object.values(carriers.units).filter((u) => u.class === 'CV').map((u) => u.planes)).toEqual([3, 3, 3, 3]);
  });
});

describe('bundled scenarios play to their end under seeded random play; the log replays to the same state; views offer the same actions', () => {
  it.each(IDS)('%s', (id) => {
    const scenario = bundledScenarios.find((s) => (s as { id: string }).id === id);
    for (const seed of [1, 2, 3]) {
      const { actions, state } = randomGame(scenario, seed, seed === 1);
      expect(state.phase).toBe('over');
      expect(state.result).not.toBeNull();
      if (byId(id).objectives?.blue) expect(state.result!.objectives?.blue.length).toBe(byId(id).objectives!.blue!.length);
      const r = replay(JSON.parse(JSON.stringify(scenario)), seed, JSON.parse(JSON.stringify(actions)));
      expect(r.ok && r.state).toEqual(state);
    }
  });
});

describe('bundled objectives can be met', () => {
  it('convoy: two cargo at Port Hel and two ships out by the east edge win for blue', () => {
    let s = edit(start('convoy'), (x) => {
      const put = (id: string, node: string) => { x.units[id].node = node; x.units[id].heading = 0; };
      put('blue-AP-1', 'M13'); // both next to the quay at M14
      put('blue-AP-2', 'N13');
      put('blue-DD-1', 'W3');
      put('blue-DD-2', 'W5');
    });
    s = playAll(s, [
      { type: 'move', unitId: 'blue-AP-1', to: { node: 'M13', heading: 0 } }, { type: 'unload', unitId: 'blue-AP-1', node: 'M14' },
      { type: 'pass' }, // red: blue takes the remaining turns
      { type: 'move', unitId: 'blue-AP-2', to: { node: 'N13', heading: 0 } }, { type: 'unload', unitId: 'blue-AP-2', node: 'M14' },
      { type: 'move', unitId: 'blue-DD-1', to: { node: 'X3', heading: 0 } }, { type: 'exitMap', unitId: 'blue-DD-1' },
      { type: 'move', unitId: 'blue-DD-2', to: { node: 'X5', heading: 0 } }, { type: 'exitMap', unitId: 'blue-DD-2' },
    ]);
    expect(objectiveStatus(s, 'blue').map((o) => o.met)).toEqual([true, true]);
    expect(s.score.red).toBe(0); // ships that left are not losses
    while (s.phase !== 'over') s = playAll(s, [legalActions(s).find((a) => a.type === 'pass' || a.type === 'declineDraw') ?? legalActions(s)[0]]);
    expect(s.result).toMatchObject({ winner: 'blue', reason: 'objectives', objectives: { blue: [{ kind: 'deliverCargo', met: true }, { kind: 'exitByEdge', met: true }] } });
  });
  it('island airfield: a landing next to a battery destroys it (R-LAND-1) and counts for destroyTargets', () => {
    let s = edit(start('island-airfield'), (x) => { x.units['blue-AP-1'].node = 'L8'; });
    // L8 is next to Battery North at M9 and inside its zone: the transport was "caught" there (R-MOVE-5)
    s = playAll(s, [{ type: 'move', unitId: 'blue-AP-1', to: { node: 'L8', heading: 0 } }, { type: 'unload', unitId: 'blue-AP-1', node: 'M9' }]);
    expect(s.units['red-coastalArtillery-1']).toBeUndefined();
    expect(objectiveStatus(s, 'blue')[0]).toMatchObject({ met: false, progress: { done: 1, needed: 2 }, remaining: ['red-coastalArtillery-2'] });
  });
  it('R-LAND-2 island airfield: a landing is a real option from setup — a transport sails from its start and lands against Battery North', () => {
    const axial = (n: string) => { const col = n.charCodeAt(0) - 65, row = Number(n.slice(1)) - 1; return { q: col - Math.floor(row / 2), r: row }; };
    const dist = (a: string, b: string) => { const x = axial(a), y = axial(b); const dq = x.q - y.q, dr = x.r - y.r; return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2; };
    let s = start('island-airfield');
    const ap = 'blue-AP-1';
    let landed = false;
    for (let k = 0; k < 200 && !landed && s.phase !== 'over'; k++) {
      const legal = legalActions(s);
      const landing = legal.find((a) => a.type === 'unload' && a.unitId === ap && a.node === 'M9');
      const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.unitId === ap);
      const next: Action = landing ?? (s.toAct === 'blue' && moves.length && !s.activation
        ? moves.reduce((best, m) => (dist(m.to.node, 'M9') < dist(best.to.node, 'M9') ? m : best))
        : legal.find((a) => a.type === 'endActivation' || a.type === 'declineDraw' || a.type === 'endStartOfRound') ?? legal.find((a) => a.type === 'pass') ?? legal[0]);
      const r = applyAction(s, next);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      landed = r.events.some((e) => e.type === 'landed');
      s = r.state;
    }
    expect(landed).toBe(true);
    expect(s.units['red-coastalArtillery-1']).toBeUndefined();
  });
  it('carrier battle: losing the flagship loses the game', () => {
    let s = edit(start('carrier-battle'), (x) => { delete x.units['red-CV-1']; });
    while (s.phase !== 'over') s = playAll(s, [legalActions(s).find((a) => a.type === 'pass' || a.type === 'declineDraw') ?? legalActions(s)[0]]);
    expect(s.result).toMatchObject({ winner: 'blue', reason: 'flagship-lost', objectives: { red: [{ kind: 'destroyTargets', met: false }, { kind: 'keepFlagship', met: false }] } });
  });
});

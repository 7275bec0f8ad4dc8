import { describe, expect, it } from 'vitest';
import { cheapestPath, planesOnRoute, reachableMoves, reachableEnds, routeVia, applyAction, type Direction } from '../../src/engine/index';
import { edit, play, refusedWith, run, tinyGame } from './fixtures/tiny';

const find = (s: ReturnType<typeof tinyGame>, id: string, node: string, heading: number) =>
  reachableMoves(s, id).find((m) => m.node === node && m.heading === heading);

describe('movement (§4)', () => {
  it('R-MOVE-1: forward costs 1 MP; there is no reversing, the only way back is turning', () => {
    const s = tinyGame({ units: [['blue', 'BB', 'F4', 'E', 'bb'], ['red', 'DD', 'A7', 'E']] });
    expect(find(s, 'bb', 'G4', 0)?.cost).toBe(1);
    expect(find(s, 'bb', 'H4', 0)?.cost).toBe(2);
    // E4 lies astern: 3 turns + 1 step = 4 MP > 3, so a battleship cannot get there
    expect(reachableMoves(s, 'bb').some((m) => m.node === 'E4')).toBe(false);
    const dd = tinyGame({ units: [['blue', 'DD', 'F4', 'E', 'dd'], ['red', 'DD', 'A7', 'E']] });
    expect(find(dd, 'dd', 'E4', 3)?.cost).toBe(4);
  });
  it('R-MOVE-1: turning in place costs turnCost per 60° (default 1; option turnCost 0)', () => {
    const s = tinyGame({ units: [['blue', 'BB', 'F4', 'E', 'bb'], ['red', 'DD', 'A7', 'E']] });
    expect(find(s, 'bb', 'F4', 1)?.cost).toBe(1);
    expect(find(s, 'bb', 'F4', 5)?.cost).toBe(1);
    expect(find(s, 'bb', 'F4', 3)?.cost).toBe(3);
    const r = run(s, { type: 'move', unitId: 'bb', to: { node: 'F4', heading: 'W' } });
    expect(r.ok && r.events.find((e) => e.type === 'turned')).toMatchObject({ cost: 3, from: { node: 'F4', heading: 0 }, to: { node: 'F4', heading: 3 } });
    const free = tinyGame({ rules: { turnCost: 0 }, units: [['blue', 'BB', 'F4', 'E', 'bb'], ['red', 'DD', 'A7', 'E']] });
    expect(find(free, 'bb', 'F4', 3)?.cost).toBe(0);
    expect(find(free, 'bb', 'C4', 3)?.cost).toBe(3); // turn about for free, then three steps west
  });
  it('turnCost 2 (a bucket queue, not a plain BFS) still finds the cheapest cost', () => {
    const s = tinyGame({ rules: { turnCost: 2 }, units: [['blue', 'DD', 'F4', 'E', 'dd'], ['red', 'DD', 'A7', 'E']] });
    expect(find(s, 'dd', 'F4', 1)?.cost).toBe(2);
    expect(find(s, 'dd', 'G3', 1)?.cost).toBe(3);
    expect(find(s, 'dd', 'F4', 3)).toBeUndefined(); // 6 MP
  });
  it('R-MOVE-2: a path is blocked by an own ship (and by an enemy ship)', () => {
    const open = tinyGame({ units: [['blue', 'BB', 'C4', 'E', 'bb'], ['red', 'DD', 'A7', 'E']] });
    expect(find(open, 'bb', 'E4', 0)?.cost).toBe(2);
    for (const owner of ['blue', 'red'] as const) {
      const s = tinyGame({ units: [['blue', 'BB', 'C4', 'E', 'bb'], [owner, 'AP', 'D4', 'E'], ['red', 'DD', 'A7', 'E']] });
      expect(find(s, 'bb', 'E4', 0)).toBeUndefined();
      expect(refusedWith(s, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } })).toBe('move/occupied');
      expect(refusedWith(s, { type: 'move', unitId: 'bb', to: { node: 'E4', heading: 0 } })).toBe('move/out-of-reach');
    }
  });
  it('R-MOVE-2 / R-GRID-3: land, reefs and (for deep draft) shallows are not navigable; airfields block', () => {
    const terrain = ['............', '............', '............', '...~#x......', '............', '............', '............'];
    const s = tinyGame({ terrain, units: [['blue', 'BB', 'C4', 'E', 'bb'], ['blue', 'DD', 'C5', 'E', 'dd'], ['red', 'DD', 'A7', 'E']] });
    expect(find(s, 'bb', 'D4', 0)).toBeUndefined();
    expect(refusedWith(s, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } })).toBe('move/not-navigable');
    const dd = tinyGame({ terrain, units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'DD', 'A7', 'E']] });
    expect(find(dd, 'dd', 'D4', 0)?.cost).toBe(1); // shallowDraft
    expect(reachableMoves(dd, 'dd').some((m) => m.node === 'E4' || m.node === 'F4')).toBe(false);
    const withField = tinyGame({ terrain: ['............', '............', '............', '...c........', '............', '............', '............'],
      features: [{ kind: 'airfield', node: 'D4', owner: 'red' }], units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'DD', 'A7', 'E']] });
    expect(refusedWith(withField, { type: 'move', unitId: 'dd', to: { node: 'D4', heading: 0 } })).toBe('move/occupied');
  });
  it('R-MOVE-2 / R-MOVE-4: a move may pass through an enemy zone and end outside it', () => {
    // the red battleship at H2 facing E covers G4 and I4 but not H4
    const s = tinyGame({ units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'BB', 'H2', 'E', 'rbb']] });
    expect(find(s, 'dd', 'H4', 0)?.cost).toBe(5);
    expect(cheapestPath(s, 'dd', { node: 'H4', heading: 0 })!.map((p) => p.node)).toEqual(['C4', 'D4', 'E4', 'F4', 'G4', 'H4']);
    const r = run(s, { type: 'move', unitId: 'dd', to: { node: 'H4', heading: 'E' } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.units.dd.node).toBe('H4');
  });
  it('R-MOVE-4: a move may not end in an enemy zone; the message names the enemy', () => {
    const s = tinyGame({ units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'BB', 'H2', 'E', 'rbb']] });
    expect(find(s, 'dd', 'G4', 0)).toBeUndefined();
    const r = applyAction(s, { type: 'move', unitId: 'dd', to: { node: 'G4', heading: 0 } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('move/ends-in-enemy-zone');
      expect(r.error.message).toBe('Cannot stop at G4: it is in range of the enemy battleship at H2.');
    }
  });
  it('R-MOVE-4: a torpedo ray the mover itself blocks still counts once the mover has left', () => {
    // red DD at A4 facing E: its torpedo ray C4? B4 C4 D4 — blocked by the blue ship at B4
    const s = tinyGame({ units: [['blue', 'DD', 'B4', 'E', 'dd'], ['red', 'DD', 'A4', 'E', 'rdd']] });
    // moving straight on to D4 leaves B4: the ray then reaches D4
    expect(find(s, 'dd', 'D4', 0)).toBeUndefined();
    expect(find(s, 'dd', 'E4', 0)?.cost).toBe(3);
  });
  it('R-MOVE-5: a caught unit may stay where it is (0 MP), but not turn in the zone', () => {
    const s = tinyGame({ units: [['blue', 'DD', 'G4', 'E', 'dd'], ['red', 'BB', 'H2', 'E', 'rbb']] });
    expect(find(s, 'dd', 'G4', 0)?.cost).toBe(0);
    expect(find(s, 'dd', 'G4', 1)).toBeUndefined();
    const r = run(s, { type: 'move', unitId: 'dd', to: { node: 'G4', heading: 0 } });
    expect(r.ok && r.events.some((e) => e.type === 'stayed')).toBe(true);
    expect(refusedWith(s, { type: 'move', unitId: 'dd', to: { node: 'G4', heading: 1 } })).toBe('move/ends-in-enemy-zone');
  });
  it('R-MOVE-6: MP never carry over: a ship that stayed put still has only its class MP next round', () => {
    let s = tinyGame({ units: [['blue', 'BB', 'C4', 'E', 'bb'], ['red', 'DD', 'A7', 'E', 'rdd']] });
    s = play(s, { type: 'move', unitId: 'bb', to: { node: 'C4', heading: 0 } });
    s = play(s, { type: 'pass' });
    expect(s.round).toBe(2);
    expect(Math.max(...reachableMoves(s, 'bb').map((m) => m.cost))).toBe(3);
    expect(reachableMoves(s, 'bb').some((m) => m.node === 'G4')).toBe(false); // 4 steps
  });
  it('R-MOVE-3: entering a node with an enemy plane marker destroys it, scored by the mover', () => {
    const base = tinyGame({ units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'CV', 'A7', 'E', 'rcv']] });
    const s = edit(base, (x) => { x.planes.push({ id: 'rcv/plane-1', owner: 'red', carrierId: 'rcv', node: 'E4' }); });
    const r = run(s, { type: 'move', unitId: 'dd', to: { node: 'F4', heading: 0 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.planes).toEqual([]);
    expect(r.state.score.blue).toBe(1);
    expect(r.events.find((e) => e.type === 'planeDestroyed')).toMatchObject({ planeId: 'rcv/plane-1', by: 'dd', points: 1 });
  });
  it('every cheapest path is a chain of single steps or turns, and its length matches the cost', () => {
    const s = tinyGame({ units: [['blue', 'CA', 'F4', 'NE', 'ca'], ['red', 'DD', 'A7', 'E']] });
    const ends = reachableEnds(s, 'ca');
    expect(ends.nodes.length).toBeGreaterThan(20);
    for (const m of reachableMoves(s, 'ca')) {
      const path = cheapestPath(s, 'ca', m)!;
      expect(path[0]).toEqual({ node: 'F4', heading: 1 });
      expect(path.at(-1)).toEqual({ node: m.node, heading: m.heading });
      expect(path.length - 1).toBe(m.cost);
    }
  });
});

describe('R-MOVE-8: the route is the player\'s', () => {
  const start = () => edit(tinyGame({ units: [['blue', 'DD', 'B4', 'E', 'dd'], ['red', 'DD', 'L1', 'W', 'rdd'], ['blue', 'CA', 'C3', 'W', 'bca']] }), (x) => {
    x.planes = [{ id: 'rcv/plane-1', owner: 'red', carrierId: 'rcv', node: 'C5' }];
    x.planesLaunched = 1;
  });
  const to: { node: string; heading: Direction } = { node: 'D5', heading: 0 };
  const viaC5 = [{ node: 'B4', heading: 0 }, { node: 'B4', heading: 5 }, { node: 'C5', heading: 5 }, { node: 'C5', heading: 0 }, { node: 'D5', heading: 0 }];
  const viaC4 = [{ node: 'B4', heading: 0 }, { node: 'C4', heading: 0 }, { node: 'C4', heading: 5 }, { node: 'D5', heading: 5 }, { node: 'D5', heading: 0 }];
  it('R-MOVE-8: a move may carry its route; what the route enters is what R-MOVE-3 acts on', () => {
    const over = run(start(), { type: 'move', unitId: 'dd', to, path: viaC5 });
    expect(over.ok && over.state.planes).toEqual([]);
    expect(over.ok && over.events.find((e) => e.type === 'moved')).toMatchObject({ path: viaC5, cost: 4 });
    const around = run(start(), { type: 'move', unitId: 'dd', to, path: viaC4 });
    expect(around.ok && around.state.planes.map((p) => p.id)).toEqual(['rcv/plane-1']);
    expect(around.ok && around.state.units.dd).toMatchObject({ node: 'D5', heading: 0 });
  });
  it('R-MOVE-8: the cheapest path, given explicitly, is the same move as none', () => {
    const path = cheapestPath(start(), 'dd', to)!;
    const a = run(start(), { type: 'move', unitId: 'dd', to });
    const b = run(start(), { type: 'move', unitId: 'dd', to, path });
    expect(b.ok && JSON.stringify(b.state)).toBe(a.ok && JSON.stringify(a.state));
  });
  it('R-MOVE-8: every step is checked: start, steps, blocking, MP, end', () => {
    const s = start();
    const move = (path: { node: string; heading: number }[], end: { node: string; heading: number } = to) => refusedWith(s, { type: 'move', unitId: 'dd', to: end, path });
    expect(move([{ node: 'B5', heading: 0 }, ...viaC5.slice(1)])).toBe('move/bad-path'); // not where the ship is
    expect(move([viaC5[0], { node: 'D4', heading: 0 }, { node: 'D5', heading: 0 }])).toBe('move/bad-path'); // a jump
    expect(move([viaC5[0], { node: 'B4', heading: 3 }, ...viaC5.slice(1)])).toBe('move/bad-path'); // a 180° turn in one step
    expect(move([viaC5[0], { node: 'A4', heading: 0 }])).toBe('move/bad-path'); // backwards (R-MOVE-1)
    expect(move([viaC5[0], { node: 'B4', heading: 1 }, { node: 'C3', heading: 1 }], { node: 'C3', heading: 1 })).toBe('move/occupied'); // the cruiser's node
    expect(move([viaC5[0], { node: 'B4', heading: 1 }, { node: 'C3', heading: 1 }, { node: 'C2', heading: 1 }], { node: 'C2', heading: 1 })).toBe('move/bad-path'); // through the cruiser (R-MOVE-2)
    const long = [viaC5[0], { node: 'C4', heading: 0 }, { node: 'D4', heading: 0 }, { node: 'E4', heading: 0 }, { node: 'F4', heading: 0 }, { node: 'G4', heading: 0 }, { node: 'H4', heading: 0 }];
    expect(move(long, { node: 'H4', heading: 0 })).toBe('move/out-of-reach'); // 6 MP for a destroyer's 5
    expect(move(viaC5, { node: 'C5', heading: 0 })).toBe('move/bad-path'); // the route ends elsewhere
  });
});

describe('R-MOVE-8 on screen: a route through waypoints', () => {
  const start = () => edit(tinyGame({ units: [['blue', 'DD', 'B4', 'E', 'dd'], ['red', 'DD', 'L1', 'W', 'rdd']] }), (x) => {
    x.planes = [{ id: 'rcv/plane-1', owner: 'red', carrierId: 'rcv', node: 'C5' }];
    x.planesLaunched = 1;
  });
  it('R-MOVE-8: the route via a waypoint goes through it, is accepted as the move\'s path, and names the planes it destroys', () => {
    const s = start();
    const cheapest = cheapestPath(s, 'dd', { node: 'D5', heading: 0 })!;
    const r = routeVia(s, 'dd', ['C5'], { node: 'D5', heading: 0 });
    if (!('path' in r)) throw new Error(r.error.message);
    expect(r.path.map((p) => p.node)).toContain('C5');
    expect(r.path[r.path.length - 1]).toEqual({ node: 'D5', heading: 0 });
    expect(planesOnRoute(s, 'dd', r.path)).toEqual(['rcv/plane-1']);
    const around = routeVia(s, 'dd', ['C4'], { node: 'D5', heading: 0 });
    expect('path' in around && planesOnRoute(s, 'dd', around.path)).toEqual([]);
    const moved = run(s, { type: 'move', unitId: 'dd', to: { node: 'D5', heading: 0 }, path: r.path });
    expect(moved.ok && moved.state.planes).toEqual([]);
    expect(cheapest.length).toBeGreaterThan(0);
  });
  it('R-MOVE-8: a waypoint beyond the MP left is refused with the reason', () => {
    const r = routeVia(start(), 'dd', ['J4'], { node: 'B4', heading: 0 });
    expect('ok' in r && r.error.code).toBe('move/out-of-reach');
  });
});

describe('the engine answers "why not here" (atNode)', () => {
  it('at a node: the accepted variants (every heading tried), or the rules\' own refusal — the same as applyAction\'s', async () => {
    const { atNode } = await import('../../src/engine/index');
    const s = tinyGame({ units: [['blue', 'DD', 'B4', 'E', 'dd'], ['red', 'DD', 'H4', 'W', 'rdd']] });
    const probe = { type: 'move' as const, unitId: 'dd', to: { node: '', heading: 0 as const } };
    const here = atNode(s, probe, 'C4');
    expect(here.ok && here.options.map((a) => a.type === 'move' && a.to.heading)).toContain(0);
    const far = atNode(s, probe, 'L7');
    expect(!far.ok && far.error?.code).toBe('move/out-of-reach');
    // R-MOVE-6: out of reach whichever way it faces: the node alone is named; reached facing another way: the heading too
    expect(!far.ok && far.error?.message).toBe('The destroyer cannot reach L7 with 5 MP.');
    const turned = applyAction(s, { type: 'move', unitId: 'dd', to: { node: 'G4', heading: 3 } });
    expect(!turned.ok && turned.error.message).toBe('The destroyer cannot reach G4 facing W with 5 MP.');
    const zone = atNode(s, probe, 'F4'); // in the red destroyer's torpedo ray
    expect(!zone.ok && zone.error).toEqual((applyAction(s, { type: 'move', unitId: 'dd', to: { node: 'F4', heading: 0 } }) as { error: unknown }).error);
  });
});

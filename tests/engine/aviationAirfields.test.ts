// §8.2 airfields and bombers (R-AIR-3, R-AIR-4, chains, bomber activation, chain collapse, R-MOVE-4
// with bombers) and §8.3 coastal artillery.
import { describe, expect, it } from 'vitest';
import { legalActions, poolSize, reachableMoves, validTargets } from '../../src/engine/index';
import type { GameState } from '../../src/engine/index';
import { edit, play, refusedWith, run, tinyGame, type UnitSpec } from './fixtures/tiny';

// an island node A4 with a blue airfield: its bombers start there (zone of a bomber facing E: 3 nodes ahead)
const terrain = ['............', '............', '............', '#...........', '............', '............', '............'];
const AF = 'blue-airfield-1';
const game = (units: UnitSpec[], more: Partial<Parameters<typeof tinyGame>[0]> = {}): GameState =>
  tinyGame({ terrain, features: [{ kind: 'airfield', node: 'A4', owner: 'blue' }], units: [['red', 'DD', 'L7', 'W', 'rdd'], ...units], ...more });
/** Blue's bombers b1 at A4 facing E (zone B4 C4 D4) and b2 at C4 facing E (zone D4 E4 F4), one chain, free to act. */
const withChain = (s: GameState): GameState => edit(s, (x) => {
  x.units[AF].bombers = 1;
  x.bombers = [
    { id: `${AF}/bomber-1`, owner: 'blue', airfieldId: AF, chain: `${AF}/bomber-1`, node: 'A4', heading: 0, activeRound: 0 },
    { id: `${AF}/bomber-2`, owner: 'blue', airfieldId: AF, chain: `${AF}/bomber-1`, node: 'C4', heading: 0, activeRound: 0 },
  ];
  x.bombersPlaced = 2;
});
const B1 = `${AF}/bomber-1`, B2 = `${AF}/bomber-2`;

describe('§8.2 airfields', () => {
  it('R-CMD-1: an airfield is a fixed unit with a bomber pool (default 3) and brings one token while operational', () => {
    const s = game([]);
    expect(s.units[AF]).toMatchObject({ kind: 'fixed', class: 'airfield', node: 'A4', bombers: 3 });
    expect(poolSize(s, 'blue')).toBe(1);
    expect(s.tokens.blue.pool).toBe(1);
  });
  it('§8.2 air operation: activating the airfield places a bomber with a chosen heading; it never attacks', () => {
    const s = game([['red', 'AP', 'C4', 'E', 'rap']]);
    const legal = legalActions(s);
    expect(legal.filter((a) => a.type === 'airOperation')).toHaveLength(6); // the airfield's node × 6 headings
    expect(legal.some((a) => a.type === 'activateFixed')).toBe(false);
    const r = run(s, { type: 'airOperation', unitId: AF, node: 'A4', heading: 'E' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.bombers).toEqual([{ id: B1, owner: 'blue', airfieldId: AF, chain: B1, node: 'A4', heading: 0, activeRound: 1 }]);
    expect(r.state.units[AF]).toMatchObject({ bombers: 2, activated: true });
    expect(r.state.units.rap).toBeDefined(); // placing catches, it does not attack
    expect(r.events.map((e) => e.type)).toEqual(['tokenSpent', 'bomberPlaced', 'turnStarted']);
    expect(refusedWith(edit(r.state, (x) => { x.toAct = 'blue'; x.tokens.blue.pool = 1; }), { type: 'airOperation', unitId: AF, node: 'A4', heading: 0 })).toBe('unit/already-activated');
  });
  it('§8.2: an airfield is activated by an air operation, not by activateFixed; its pool may run out', () => {
    expect(refusedWith(game([]), { type: 'activateFixed', unitId: AF })).toBe('airfield/use-air-operation');
    expect(refusedWith(edit(game([]), (x) => { x.units[AF].bombers = 0; }), { type: 'airOperation', unitId: AF, node: 'A4', heading: 0 })).toBe('airfield/no-bombers');
    expect(refusedWith(game([]), { type: 'airOperation', unitId: AF, node: 'B4', heading: 0 })).toBe('bomber/bad-node');
  });
  it('§8.2: a scenario may allow map-edge entry nodes for an airfield\'s air operations', () => {
    const s = tinyGame({ terrain, features: [{ kind: 'airfield', node: 'A4', owner: 'blue', bomberEntry: ['A1', 'L7'], bombers: 5 } as never], units: [['red', 'DD', 'L5', 'W', 'rdd']] });
    expect(s.units[AF].bombers).toBe(5);
    expect(new Set(legalActions(s).filter((a) => a.type === 'airOperation').map((a) => a.type === 'airOperation' && a.node))).toEqual(new Set(['A4', 'A1', 'L7']));
    expect(play(s, { type: 'airOperation', unitId: AF, node: 'L7', heading: 'W' }).bombers?.[0].node).toBe('L7');
  });
  it('§8.2 extending: a further token places another bomber in the zone of the chain\'s last bomber', () => {
    const s = edit(play(game([['red', 'DD', 'L1', 'W', 'rdd2']]), { type: 'airOperation', unitId: AF, node: 'A4', heading: 'E' }), (x) => { x.toAct = 'blue'; x.tokens.blue.pool = 2; });
    expect(legalActions(s).filter((a) => a.type === 'extendChain')).toHaveLength(18); // 3 zone nodes × 6 headings
    expect(refusedWith(s, { type: 'extendChain', bomberId: B1, node: 'E4', heading: 0 })).toBe('bomber/bad-node');
    const t = play(s, { type: 'extendChain', bomberId: B1, node: 'C4', heading: 'E' });
    expect(t.bombers?.map((b) => [b.id, b.chain, b.node])).toEqual([[B1, B1, 'A4'], [B2, B1, 'C4']]);
    expect(t.units[AF].bombers).toBe(1);
    expect(refusedWith(edit(t, (x) => { x.toAct = 'blue'; x.tokens.blue.pool = 1; }), { type: 'extendChain', bomberId: B1, node: 'B4', heading: 0 })).toBe('bomber/not-chain-end');
  });
  it('R-AIR-3: no bomber placed in the zone of an enemy carrier with planes or of an enemy bomber', () => {
    // red carrier at C6: its zone covers B4 and D4, not A4 or C4
    const s = withChain(edit(game([['red', 'CV', 'C6', 'E', 'rcv']]), (x) => { x.units[AF].bombers = 3; }));
    const one = edit(s, (x) => { x.bombers = x.bombers!.slice(0, 1); });
    expect(refusedWith(one, { type: 'extendChain', bomberId: B1, node: 'B4', heading: 0 })).toBe('bomber/in-enemy-air-zone');
    expect(legalActions(one).filter((a) => a.type === 'extendChain').map((a) => a.type === 'extendChain' && a.node)).not.toContain('B4');
    expect(play(edit(one, (x) => { x.units.rcv.planes = 0; }), { type: 'extendChain', bomberId: B1, node: 'B4', heading: 0 }).bombers).toHaveLength(2); // R-UNIT-2: no planes, no zone
    const redBomber = edit(one, (x) => { x.bombers!.push({ id: 'rb', owner: 'red', airfieldId: 'x', chain: 'rb', node: 'F4', heading: 3, activeRound: 0 }); delete x.units.rcv; });
    expect(refusedWith(redBomber, { type: 'extendChain', bomberId: B1, node: 'C4', heading: 0 })).toBe('bomber/in-enemy-air-zone');
  });
  it('R-MOVE-4: a bomber\'s zone and node forbid enemy stops, but bombers never block movement', () => {
    const s = edit(withChain(game([['red', 'DD', 'E3', 'SE', 'rdd2']], { firstPlayer: 'red' })), () => undefined);
    const ends = reachableMoves(s, 'rdd2').map((m) => m.node);
    for (const n of ['B4', 'C4', 'D4', 'E4', 'F4']) expect(ends).not.toContain(n);
    expect(refusedWith(s, { type: 'move', unitId: 'rdd2', to: { node: 'E4', heading: 5 } })).toBe('move/ends-in-enemy-zone');
    const r = run(s, { type: 'move', unitId: 'rdd2', to: { node: 'F5', heading: 5 } });
    expect(r.ok && r.events.find((e) => e.type === 'moved')).toMatchObject({ path: [{ node: 'E3' }, { node: 'E4' }, { node: 'F5' }] });
    const refusal = run(s, { type: 'move', unitId: 'rdd2', to: { node: 'E4', heading: 5 } });
    expect(!refusal.ok && refusal.error.message).toContain('the enemy bomber at C4');
  });
});

describe('§8.2 bombers', () => {
  it('§8.2 (a): a bomber attack destroys a target in its zone, the bomber moves onto its node, later bombers of its chain return', () => {
    const s = withChain(game([['red', 'AP', 'D4', 'E', 'rap']]));
    expect(legalActions(s)).toContainEqual({ type: 'bomberAttack', bomberId: B1, targetId: 'rap' });
    const r = run(s, { type: 'bomberAttack', bomberId: B1, targetId: 'rap' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.rap).toBeUndefined();
    expect(r.state.score.blue).toBe(4);
    expect(r.state.bombers?.map((b) => [b.id, b.node, b.heading, b.activeRound])).toEqual([[B1, 'D4', 0, 1]]);
    expect(r.state.units[AF].bombers).toBe(2); // B2 went back to the pool
    expect(r.events.map((e) => e.type)).toEqual(['tokenSpent', 'attacked', 'destroyed', 'tokenLost', 'bomberMoved', 'bombersReturned', 'turnStarted']);
    expect(refusedWith(edit(r.state, (x) => { x.toAct = 'blue'; x.tokens.blue.pool = 1; }), { type: 'bomberAttack', bomberId: B1, targetId: 'rdd' })).toBe('bomber/already-activated');
  });
  it('§8.2 (b): re-positioning onto a zone node and/or a new heading; later bombers return to the pool', () => {
    const s = withChain(game([]));
    expect(legalActions(s).filter((a) => a.type === 'bomberMove' && a.bomberId === B1)).toHaveLength(4 * 6 - 1);
    const t = play(s, { type: 'bomberMove', bomberId: B1, to: { node: 'B4', heading: 'NE' } });
    expect(t.bombers?.map((b) => [b.node, b.heading])).toEqual([['B4', 1]]);
    expect(t.units[AF].bombers).toBe(2);
    expect(refusedWith(s, { type: 'bomberMove', bomberId: B1, to: { node: 'F4', heading: 0 } })).toBe('bomber/bad-node');
    expect(refusedWith(s, { type: 'bomberMove', bomberId: B1, to: { node: 'A4', heading: 0 } })).toBe('bomber/bad-node');
    expect(refusedWith(s, { type: 'bomberMove', bomberId: 'nope', to: { node: 'A4', heading: 1 } })).toBe('bomber/unknown');
  });
  it('§8.2: bombers are destroyed only by air attacks; the bombers after a destroyed one return to the pool', () => {
    const bb = withChain(game([['red', 'BB', 'C3', 'SW', 'rbb']], { firstPlayer: 'red' }));
    const a = play(bb, { type: 'move', unitId: 'rbb', to: { node: 'C3', heading: 4 } });
    expect(validTargets(a, 'rbb').some((t) => t.kind === 'bomber')).toBe(false);
    const cv = withChain(game([['red', 'CV', 'E4', 'W', 'rcv']], { firstPlayer: 'red' }));
    const b = play(cv, { type: 'move', unitId: 'rcv', to: { node: 'E4', heading: 3 } });
    expect(validTargets(b, 'rcv').map((t) => t.id).sort()).toEqual([AF, B1, B2].sort());
    const r = run(b, { type: 'attack', unitId: 'rcv', targetId: B1 });
    expect(r.ok && r.state.bombers).toEqual([]);
    expect(r.ok && r.state.units[AF].bombers).toBe(2);
    expect(r.ok && r.state.score.red).toBe(1);
    expect(r.ok && r.state.planes.map((p) => p.node)).toEqual(['A4']);
  });
  it('R-AIR-4: a hit airfield is not destroyed: one bomber is destroyed, the rest return, no token and no operations until the next round\'s cleanup ends', () => {
    const cv = withChain(game([['red', 'CV', 'E4', 'W', 'rcv']], { firstPlayer: 'red' }));
    const b = play(cv, { type: 'move', unitId: 'rcv', to: { node: 'E4', heading: 3 } });
    const r = run(b, { type: 'attack', unitId: 'rcv', targetId: AF });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state;
    expect(s.units[AF]).toMatchObject({ bombers: 2, suppressedThrough: 2 }); // B2 (placed last) destroyed, B1 back in the pool
    expect(s.bombers).toEqual([]);
    expect(s.score.red).toBe(1);
    expect(r.events.map((e) => e.type)).toContain('airfieldHit');
    expect(s.tokens.blue).toEqual({ pool: 0, spent: 0 });
    expect(poolSize(s, 'blue')).toBe(0);
    const blue = edit(s, (x) => { x.toAct = 'blue'; x.tokens.blue.pool = 1; });
    expect(refusedWith(blue, { type: 'airOperation', unitId: AF, node: 'A4', heading: 0 })).toBe('airfield/suppressed');
    expect(poolSize(edit(s, (x) => { x.round = 2; }), 'blue')).toBe(0);
    expect(poolSize(edit(s, (x) => { x.round = 3; }), 'blue')).toBe(1);
  });
  it('R-AIR-4 / §5.3: artillery hits an airfield too; torpedoes cannot', () => {
    const s = game([['red', 'BB', 'C4', 'W', 'rbb'], ['red', 'DD', 'D4', 'W', 'rdd2']], { firstPlayer: 'red' });
    const a = play(s, { type: 'move', unitId: 'rbb', to: { node: 'C4', heading: 3 } });
    expect(validTargets(a, 'rbb').map((t) => t.id)).toEqual([AF]);
    expect(play(a, { type: 'attack', unitId: 'rbb', targetId: AF }).units[AF].suppressedThrough).toBe(2);
    const dd = edit(s, (x) => { x.activation = { player: 'red', unitId: 'rdd2' }; x.units.rdd2.activated = true; });
    expect(refusedWith(dd, { type: 'attack', unitId: 'rdd2', targetId: AF })).toBe('attack/invalid-target');
  });
});

describe('§8.3 coastal artillery', () => {
  const coast = () => tinyGame({ terrain, features: [{ kind: 'coastalArtillery', node: 'A4', owner: 'blue' }], units: [['blue', 'DD', 'A1', 'E', 'bdd'], ['red', 'CA', 'C4', 'W', 'rca'], ['red', 'DD', 'L7', 'W', 'rdd']] });
  it('§8.3: activating it (one token) lets it attack a target in its zone (all rays 1–2); it brings no token of its own', () => {
    const s = coast();
    expect(poolSize(s, 'blue')).toBe(1); // the destroyer only
    const a = play(s, { type: 'activateFixed', unitId: 'blue-coastalArtillery-1' });
    expect(a.activation?.unitId).toBe('blue-coastalArtillery-1');
    expect(validTargets(a, 'blue-coastalArtillery-1').map((t) => t.id)).toEqual(['rca']);
    const b = play(a, { type: 'attack', unitId: 'blue-coastalArtillery-1', targetId: 'rca' });
    expect(b.units.rca).toBeUndefined();
    expect(b.score.blue).toBe(3);
  });
  it('§8.3: a scenario may give it tokens; artillery destroys it (1 point); a torpedo cannot hit it', () => {
    const s = tinyGame({ terrain, features: [{ kind: 'coastalArtillery', node: 'A4', owner: 'blue' }], units: [['red', 'CA', 'C4', 'W', 'rca'], ['red', 'DD', 'B4', 'W', 'rdd']], ruleset: { fixedUnits: { coastalArtillery: { tokens: 1 } } }, firstPlayer: 'red' });
    expect(poolSize(s, 'blue')).toBe(1);
    const dd = edit(s, (x) => { x.activation = { player: 'red', unitId: 'rdd' }; x.units.rdd.activated = true; });
    expect(refusedWith(dd, { type: 'attack', unitId: 'rdd', targetId: 'blue-coastalArtillery-1' })).toBe('attack/invalid-target');
    const a = play(s, { type: 'move', unitId: 'rca', to: { node: 'C4', heading: 3 } });
    const b = play(a, { type: 'attack', unitId: 'rca', targetId: 'blue-coastalArtillery-1' });
    expect(b.units['blue-coastalArtillery-1']).toBeUndefined();
    expect(b.score.red).toBe(1);
    expect(b.tokens.blue.pool + b.tokens.blue.spent).toBe(0); // R-CMD-3: its token went with it
    expect(refusedWith(game([]), { type: 'airOperation', unitId: 'rdd', node: 'A4', heading: 0 })).toBe('unit/not-yours');
  });
});

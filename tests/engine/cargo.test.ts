// §8.6 transports, cargo and landing: unloading at delivery nodes (1 point each), R-LAND-1 landings
// against coastal artillery and airfields, scoring of cargo aboard.
import { describe, expect, it } from 'vitest';
import { legalActions, unitPoints, type GameState } from '../../src/engine/index';
import { edit, play, refusedWith, run, tinyGame, type TinyOptions } from './fixtures/tiny';

const terrain = ['............', '............', '............', '#...........', '............', '............', '............'];
const game = (features: TinyOptions['features'], more: TinyOptions = {}) =>
  tinyGame({ terrain, features, units: [['blue', 'AP', 'C4', 'W', 'ap'], ['blue', 'BB', 'A7', 'E', 'bb'], ['red', 'DD', 'L1', 'W', 'rdd']], ...more });
const opened = (s: GameState, node: string, unitId = 'ap') => edit(s, (x) => { x.units[unitId].node = node; x.units[unitId].activated = true; x.activation = { player: 'blue', unitId }; });

describe('§8.6 cargo', () => {
  it('§8.6: ending next to a delivery node, the transport unloads one cargo: delivered, 1 point, instead of attacking', () => {
    const s = game([{ kind: 'delivery', node: 'A4' }]);
    const a = play(s, { type: 'move', unitId: 'ap', to: { node: 'B4', heading: 3 } });
    expect(a.activation?.unitId).toBe('ap');
    expect(legalActions(a)).toEqual([{ type: 'unload', unitId: 'ap', node: 'A4' }, { type: 'endActivation' }]);
    const r = run(a, { type: 'unload', unitId: 'ap', node: 'a4' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.ap.cargo).toBe(1);
    expect(r.state.score.blue).toBe(1);
    expect(r.state.delivered).toEqual({ blue: 1, red: 0 });
    expect(r.events.map((e) => e.type)).toEqual(['cargoDelivered', 'activationEnded', 'turnStarted']);
    expect(r.state.activation).toBeNull();
  });
  it('§8.6: without a delivery node in reach the transport\'s activation ends at once', () => {
    expect(play(game([{ kind: 'delivery', node: 'A4' }]), { type: 'move', unitId: 'ap', to: { node: 'C4', heading: 3 } }).activation).toBeNull();
  });
  it('§8.6: refusals: not next to the node, not a delivery node, another player\'s delivery node, no cargo', () => {
    const s = game([{ kind: 'delivery', node: 'A4' }, { kind: 'delivery', node: 'A1', owner: 'red' }]);
    expect(refusedWith(opened(s, 'C4'), { type: 'unload', unitId: 'ap', node: 'A4' })).toBe('unload/not-adjacent');
    expect(refusedWith(opened(s, 'B4'), { type: 'unload', unitId: 'ap', node: 'B5' })).toBe('unload/not-a-delivery-node');
    expect(refusedWith(opened(s, 'B1'), { type: 'unload', unitId: 'ap', node: 'A1' })).toBe('unload/not-a-delivery-node');
    expect(refusedWith(edit(opened(s, 'B4'), (x) => { x.units.ap.cargo = 0; }), { type: 'unload', unitId: 'ap', node: 'A4' })).toBe('unload/no-cargo');
    expect(refusedWith(opened(s, 'B4', 'bb'), { type: 'unload', unitId: 'bb', node: 'A4' })).toBe('unload/no-cargo');
    expect(refusedWith(opened(s, 'B4'), { type: 'unload', unitId: 'bb', node: 'A4' })).toBe('activation/other-unit');
  });
  it('R-LAND-1: a landing next to enemy coastal artillery destroys it', () => {
    const s = opened(game([{ kind: 'coastalArtillery', node: 'A4', owner: 'red' }]), 'B4');
    expect(legalActions(s)).toContainEqual({ type: 'unload', unitId: 'ap', node: 'A4' });
    const r = run(s, { type: 'unload', unitId: 'ap', node: 'A4' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['red-coastalArtillery-1']).toBeUndefined();
    expect(r.state.score.blue).toBe(1);
    expect(r.state.units.ap.cargo).toBe(1);
    expect(r.state.delivered).toBeUndefined(); // a landing is not a delivery
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['landed', 'destroyed']);
  });
  it('R-LAND-1 / R-AIR-4: a landing next to an enemy airfield hits it', () => {
    const s = opened(game([{ kind: 'airfield', node: 'A4', owner: 'red' }]), 'B4');
    const r = run(s, { type: 'unload', unitId: 'ap', node: 'A4' });
    expect(r.ok && r.state.units['red-airfield-1']).toMatchObject({ suppressedThrough: 2, bombers: 3 });
    expect(r.ok && r.events.find((e) => e.type === 'airfieldHit')).toMatchObject({ by: 'ap', unitId: 'red-airfield-1' });
    expect(r.ok && r.state.tokens.red.pool + r.state.tokens.red.spent).toBe(1); // the airfield's token is gone: only the destroyer's
  });
  it('§11: a transport scores 2 + 1 per cargo aboard', () => {
    const s = game([]);
    expect(unitPoints(s, s.units.ap)).toBe(4);
    expect(unitPoints(s, { ...s.units.ap, cargo: 1 })).toBe(3);
  });
});

describe('R-LAND-2 landing under fire', () => {
  const battery = () => game([{ kind: 'coastalArtillery', node: 'A4', owner: 'red' }]);
  it('R-LAND-2: a transport with cargo may end next to the battery it lands against, in its zone, and must land at once', () => {
    const s = battery();
    const ends = (x: GameState) => new Set(legalActions(x).filter((a) => a.type === 'move' && a.unitId === 'ap').map((a) => (a as { to: { node: string } }).to.node));
    const withCargo = ends(s), without = ends(edit(s, (x) => { x.units.ap.cargo = 0; }));
    const extra = [...withCargo].filter((n) => !without.has(n)).sort();
    expect(extra).toEqual(['B3', 'B4', 'B5']); // in the battery's zone and next to it; B2, two away on its ray, stays closed
    const a = play(s, { type: 'move', unitId: 'ap', to: { node: 'B4', heading: 3 } });
    expect(a.activation).toMatchObject({ unitId: 'ap', mustLand: true });
    expect(legalActions(a)).toEqual([{ type: 'unload', unitId: 'ap', node: 'A4' }]);
    expect(refusedWith(a, { type: 'endActivation' })).toBe('unload/must-land');
    const r = run(a, { type: 'unload', unitId: 'ap', node: 'A4' });
    expect(r.ok && r.state.units['red-coastalArtillery-1']).toBeUndefined();
    expect(r.ok && r.events.map((e) => e.type)).toContain('landed');
  });
  it('R-LAND-2: without cargo, or with another enemy zone on the node, the exception does not apply (R-MOVE-4)', () => {
    const empty = edit(battery(), (x) => { x.units.ap.cargo = 0; });
    expect(refusedWith(empty, { type: 'move', unitId: 'ap', to: { node: 'B4', heading: 3 } })).toBe('move/ends-in-enemy-zone');
    const guarded = edit(battery(), (x) => { x.units.rdd.node = 'E4'; x.units.rdd.heading = 3; }); // the destroyer's torpedo ray covers D4 C4 B4
    expect(refusedWith(guarded, { type: 'move', unitId: 'ap', to: { node: 'B4', heading: 3 } })).toBe('move/ends-in-enemy-zone');
  });
  it('R-LAND-2: a delivery unload is no way out of it', () => {
    const s = game([{ kind: 'coastalArtillery', node: 'A4', owner: 'red' }, { kind: 'delivery', node: 'B5' }]);
    const a = play(s, { type: 'move', unitId: 'ap', to: { node: 'B4', heading: 3 } });
    expect(refusedWith(a, { type: 'unload', unitId: 'ap', node: 'B5' })).toBe('unload/must-land');
  });
});

describe('R-LAND-3 the zone of the battery it lands against', () => {
  // two red batteries on the coast at A3 and A4: B3 is next to both (in both zones), B4 next to A4 only,
  // B5 next to A4 but also on A3's ray at distance 2
  const coast = ['............', '............', '#...........', '#...........', '............', '............', '............'];
  const twoBatteries = (ap = 'D3') => tinyGame({ terrain: coast, features: [{ kind: 'coastalArtillery', node: 'A3', owner: 'red' }, { kind: 'coastalArtillery', node: 'A4', owner: 'red' }], units: [['blue', 'AP', ap, 'W', 'ap'], ['red', 'DD', 'L1', 'W', 'rdd']] });
  const to = (node: string) => ({ type: 'move', unitId: 'ap', to: { node, heading: 3 } });

  it('R-LAND-3: next to two enemy batteries, every zone there a battery\'s next to it: the transport may end there and lands against one of them', () => {
    const a = play(twoBatteries(), to('B3'));
    expect(a.activation).toMatchObject({ unitId: 'ap', mustLand: true });
    expect(legalActions(a)).toEqual([{ type: 'unload', unitId: 'ap', node: 'A3' }, { type: 'unload', unitId: 'ap', node: 'A4' }]);
    const r = run(a, { type: 'unload', unitId: 'ap', node: 'A4' });
    expect(r.ok && Object.keys(r.state.units).filter((id) => id.includes('coastalArtillery'))).toEqual(['red-coastalArtillery-1']);
  });
  it('R-LAND-3: a battery\'s zone from a node not next to it still forbids the stop (R-MOVE-4)', () => {
    const s = twoBatteries('C5');
    expect(refusedWith(s, to('B5'))).toBe('move/ends-in-enemy-zone'); // A3's ray reaches B5 from two nodes away
    const oneBattery = edit(s, (x) => { delete x.units['red-coastalArtillery-1']; });
    expect(play(oneBattery, to('B5')).activation).toMatchObject({ mustLand: true });
  });
  it('R-LAND-3: an enemy bomber\'s zone or a ship\'s zone on the node forbids it too', () => {
    const bombed = edit(twoBatteries(), (x) => { x.bombers = [{ id: 'rb', owner: 'red', airfieldId: 'x', chain: 'rb', node: 'E3', heading: 3, activeRound: 0 }]; }); // zone D3 C3 B3
    expect(refusedWith(bombed, to('B3'))).toBe('move/ends-in-enemy-zone');
    const shot = edit(twoBatteries(), (x) => { x.units.rdd.node = 'E3'; x.units.rdd.heading = 3; }); // torpedo ray D3 C3 B3 (the mover gone from D3)
    expect(refusedWith(shot, to('B3'))).toBe('move/ends-in-enemy-zone');
  });
});

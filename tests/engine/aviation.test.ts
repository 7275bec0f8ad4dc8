// §8.1 carrier planes: the air attack leaves a plane marker, R-AIR-1 return, R-AIR-2 a sunk carrier's
// planes, R-MOVE-3 planes destroyed by an entering enemy ship, attacks on planes, scoring with planes
// aboard, and the option planeReturn "auto-after-enemy-turn".
import { describe, expect, it } from 'vitest';
import { legalActions, unitPoints } from '../../src/engine/index';
import type { GameState } from '../../src/engine/index';
import { edit, play, refusedWith, run, tinyGame } from './fixtures/tiny';

const withPlane = (s: GameState, node: string, carrierId = 'cv', owner: 'blue' | 'red' = 'blue'): GameState =>
  edit(s, (x) => {
    x.units[carrierId].planes = (x.units[carrierId].planes ?? 0) - 1;
    x.planes.push({ id: `${carrierId}/plane-9`, owner, carrierId, node });
  });
// blue carrier at C4 facing E (zone: all rays 2–4); a red destroyer far away gives red turns
const base = () => tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'DD', 'L7', 'W', 'rdd']] });

describe('§8.1 carrier planes', () => {
  it('§8.1: the air attack destroys the target and puts one plane marker on its node (planes aboard −1)', () => {
    const s = tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'CA', 'F4', 'E', 'rca']] });
    const r = run(play(s, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } }), { type: 'attack', unitId: 'cv', targetId: 'rca' });
    expect(r.ok && r.state.units.cv.planes).toBe(2);
    expect(r.ok && r.state.planes.map((p) => p.node)).toEqual(['F4']);
  });
  it('R-AIR-1: a plane in the zone at the end of the move may return aboard; the activation then goes on', () => {
    const s = withPlane(base(), 'I4');
    const a = play(s, { type: 'move', unitId: 'cv', to: { node: 'F4', heading: 0 } }); // I4 is 3 ahead of F4
    expect(a.activation?.unitId).toBe('cv');
    expect(legalActions(a)).toContainEqual({ type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-9' });
    const r = run(a, { type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-9' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.cv.planes).toBe(3);
    expect(r.state.planes).toEqual([]);
    expect(r.events[0]).toMatchObject({ type: 'planeReturned', planeId: 'cv/plane-9', planesAboard: 3, auto: false });
    expect(r.state.activation).toBeNull(); // nothing left to do: no target, no plane
  });
  it('R-AIR-1: a plane in the zone at the start of the move may return, even if the carrier moved away', () => {
    const s = withPlane(base(), 'E4'); // 2 ahead of C4: in the zone at the start
    const a = play(s, { type: 'move', unitId: 'cv', to: { node: 'F4', heading: 0 } }); // from F4, E4 is adjacent: not in the zone
    expect(a.activation?.recoverable).toEqual(['cv/plane-9']);
    expect(play(a, { type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-9' }).units.cv.planes).toBe(3);
  });
  it('R-AIR-1: a plane in the zone neither at the start nor at the end cannot return', () => {
    const s = edit(withPlane(base(), 'L1'), (x) => { x.units.cv.planes = 0; });
    const a = play(s, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } });
    expect(a.activation).toBeNull(); // no plane to recover, no target: the activation ended at once
    const open = edit(s, (x) => { x.activation = { player: 'blue', unitId: 'cv' }; x.units.cv.activated = true; });
    expect(refusedWith(open, { type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-9' })).toBe('plane/not-recoverable');
  });
  it('R-AIR-1: after recovering, the carrier may still attack with the plane it got back', () => {
    const s = edit(withPlane(tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'AP', 'D6', 'E', 'rap']] }), 'E4'), (x) => { x.units.cv.planes = 0; });
    const a = play(s, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } });
    const b = play(a, { type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-9' });
    expect(b.activation?.unitId).toBe('cv'); // the AP at D6 is now a target
    const c = play(b, { type: 'attack', unitId: 'cv', targetId: 'rap' });
    expect(c.units.cv.planes).toBe(0);
    expect(c.planes.map((p) => p.node)).toEqual(['D6']);
  });
  it('R-AIR-2: when the carrier is sunk its plane markers stay on the map and never return', () => {
    let s = withPlane(tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'BB', 'E4', 'W', 'rbb']], firstPlayer: 'red' }), 'H4');
    s = play(play(s, { type: 'move', unitId: 'rbb', to: { node: 'E4', heading: 3 } }), { type: 'attack', unitId: 'rbb', targetId: 'cv' });
    expect(s.units.cv).toBeUndefined();
    expect(s.planes).toEqual([{ id: 'cv/plane-9', owner: 'blue', carrierId: 'cv', node: 'H4' }]);
    expect(s.score.red).toBe(3 + 2); // §11: CV 3 + 1 per plane aboard
  });
  it('R-MOVE-3: an enemy ship entering the plane\'s node destroys it and scores it; the move continues', () => {
    const s = withPlane(tinyGame({ units: [['blue', 'CV', 'A1', 'E', 'cv'], ['red', 'DD', 'K4', 'W', 'rdd']], firstPlayer: 'red' }), 'I4');
    const r = run(s, { type: 'move', unitId: 'rdd', to: { node: 'G4', heading: 3 } });
    expect(r.ok && r.state.units.rdd.node).toBe('G4');
    expect(r.ok && r.state.planes).toEqual([]);
    expect(r.ok && r.state.score.red).toBe(1);
    expect(r.ok && r.events.find((e) => e.type === 'planeDestroyed')).toMatchObject({ planeId: 'cv/plane-9', by: 'rdd', points: 1 });
  });
  it('§8.1 / §5.3: an artillery or air attack may target a plane marker', () => {
    const s = withPlane(tinyGame({ units: [['blue', 'CV', 'A1', 'E', 'cv'], ['red', 'CV', 'C4', 'E', 'rcv']], firstPlayer: 'red' }), 'F4');
    const a = play(s, { type: 'move', unitId: 'rcv', to: { node: 'C4', heading: 0 } });
    const b = play(a, { type: 'attack', unitId: 'rcv', targetId: 'cv/plane-9' });
    expect(b.planes.map((p) => [p.owner, p.node])).toEqual([['red', 'F4']]); // ruling: the attacker's own plane marker takes its place
    expect(b.score.red).toBe(1);
  });
  it('§11: a carrier scores 3 + 1 per plane aboard', () => {
    const s = base();
    expect(unitPoints(s, s.units.cv)).toBe(6);
    expect(unitPoints(s, { ...s.units.cv, planes: 1 })).toBe(4);
  });
  it('planeReturn "auto-after-enemy-turn": the plane returns aboard once the enemy has had a turn; no manual recovery', () => {
    const s = tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'CA', 'F4', 'E', 'rca'], ['red', 'DD', 'L7', 'W', 'rdd']], rules: { planeReturn: 'auto-after-enemy-turn' } });
    const a = play(play(s, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } }), { type: 'attack', unitId: 'cv', targetId: 'rca' });
    expect(a.planes).toHaveLength(1);
    expect(a.toAct).toBe('red');
    const r = run(a, { type: 'move', unitId: 'rdd', to: { node: 'L7', heading: 3 } });
    expect(r.ok && r.state.planes).toEqual([]);
    expect(r.ok && r.state.units.cv.planes).toBe(3);
    expect(r.ok && r.events.find((e) => e.type === 'planeReturned')).toMatchObject({ auto: true });
    const again = withPlane(s, 'E4');
    expect(legalActions(play(again, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } })).some((x) => x.type === 'recoverPlane')).toBe(false);
  });
  it('planeReturn "auto-after-enemy-turn": R-AIR-2 still holds; planes still out at the end of the round return', () => {
    const sunk = edit(withPlane(tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'DD', 'L7', 'W', 'rdd']], rules: { planeReturn: 'auto-after-enemy-turn' } }), 'H4'), (x) => { delete x.units.cv; });
    const after = play(play(sunk, { type: 'pass' }), { type: 'pass' });
    expect(after.planes).toHaveLength(1); // the carrier is gone: the marker stays
    const alive = withPlane(tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'DD', 'L7', 'W', 'rdd']], rules: { planeReturn: 'auto-after-enemy-turn' }, firstPlayer: 'red' }), 'H4');
    const r = play(play(alive, { type: 'pass' }), { type: 'pass' }); // red's turn (a pass) is the enemy turn
    expect(r.round).toBe(2);
    expect(r.planes).toEqual([]);
  });
});

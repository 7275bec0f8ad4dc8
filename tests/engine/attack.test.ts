import { describe, expect, it } from 'vitest';
import { legalActions, validTargets } from '../../src/engine/index';
import { edit, play, refusedWith, run, tinyGame } from './fixtures/tiny';

const sea = (row4: string) => ['............', '............', '............', row4, '............', '............', '............'];

describe('attacks (§5)', () => {
  it('R-ATK-1: after its move the unit may destroy one valid target in its zone; the attacker scores', () => {
    // blue battleship moves to E4 facing E: red DD at F4 and red AP at G4 are both in range (ray 0, 1–2)
    const s = tinyGame({ units: [['blue', 'BB', 'C4', 'E', 'bb'], ['red', 'DD', 'G4', 'W', 'rdd'], ['red', 'AP', 'H4', 'E', 'rap'], ['red', 'CA', 'K7', 'E', 'rca']] });
    // the red DD torpedo ray (W 1–3) covers F4 E4 D4: the battleship may not stop there, so it stays put
    let x = play(s, { type: 'move', unitId: 'bb', to: { node: 'C4', heading: 0 } });
    expect(x.activation).toBeNull(); // nothing in range: the activation ended at once
    x = play(x, { type: 'move', unitId: 'rca', to: { node: 'K7', heading: 0 } });
    expect(x.toAct).toBe('red'); // blue has no token left: red takes all the remaining turns
    const s2 = tinyGame({ units: [['blue', 'BB', 'D4', 'E', 'bb'], ['red', 'AP', 'E4', 'W', 'rap'], ['red', 'AP', 'F4', 'E', 'rap2']] });
    const after = play(s2, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } });
    expect(after.activation).toEqual({ player: 'blue', unitId: 'bb' });
    expect(validTargets(after, 'bb').map((t) => t.id).sort()).toEqual(['rap', 'rap2']);
    expect(legalActions(after).map((a) => a.type).sort()).toEqual(['attack', 'attack', 'endActivation']);
    const r = run(after, { type: 'attack', unitId: 'bb', targetId: 'rap2' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.rap2).toBeUndefined();
    expect(r.state.units.rap).toBeDefined(); // one target per activation
    expect(r.state.score).toEqual({ blue: 4, red: 0 }); // AP 2 + 1 per cargo aboard (2)
    expect(r.state.activation).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(['attacked', 'destroyed', 'tokenLost', 'activationEnded', 'turnStarted']);
  });
  it('R-ATK-2: attacking is optional: the owner may end the activation', () => {
    const s = tinyGame({ units: [['blue', 'BB', 'D4', 'E', 'bb'], ['red', 'AP', 'E4', 'W', 'rap']] });
    const after = play(play(s, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } }), { type: 'endActivation' });
    expect(after.units.rap).toBeDefined();
    expect(after.toAct).toBe('red');
  });
  it('R-ATK-3 / R-MOVE-5: a caught unit stays put and is destroyed only when the enemy\'s next activation ends with it in the zone', () => {
    // red BB at H2 facing E; blue AP at G4 is in its zone ("caught")
    let s = tinyGame({ units: [['red', 'BB', 'H2', 'E', 'rbb'], ['blue', 'AP', 'G4', 'E', 'ap'], ['blue', 'DD', 'A7', 'E', 'bdd']] });
    s = play(s, { type: 'move', unitId: 'ap', to: { node: 'G4', heading: 0 } }); // stays: legal although in the zone
    expect(s.units.ap.node).toBe('G4');
    s = play(s, { type: 'move', unitId: 'rbb', to: { node: 'H2', heading: 0 } }); // red's activation ends with the AP in its zone
    expect(s.activation?.unitId).toBe('rbb');
    s = play(s, { type: 'attack', unitId: 'rbb', targetId: 'ap' });
    expect(s.units.ap).toBeUndefined();
  });
  it('§5.2 air: a carrier\'s attack spends a plane and places its marker on the target\'s node', () => {
    const s = tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'CA', 'F4', 'E', 'rca']] });
    const a = play(s, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } });
    const r = run(a, { type: 'attack', unitId: 'cv', targetId: 'rca' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.cv.planes).toBe(2);
    expect(r.state.planes).toEqual([{ id: 'cv/plane-1', owner: 'blue', carrierId: 'cv', node: 'F4' }]);
    expect(r.events.find((e) => e.type === 'planeLaunched')).toMatchObject({ planesAboard: 2, node: 'F4' });
  });
  it('§5.3: artillery may destroy a plane marker; a torpedo may not hit coastal artillery', () => {
    const base = tinyGame({ terrain: sea('............'), units: [['blue', 'BB', 'D4', 'E', 'bb'], ['red', 'CV', 'A7', 'E', 'rcv']] });
    const s = edit(base, (x) => { x.planes.push({ id: 'rcv/plane-1', owner: 'red', carrierId: 'rcv', node: 'E4' }); });
    const a = play(s, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } });
    expect(validTargets(a, 'bb').map((t) => t.kind)).toEqual(['plane']);
    const hit = play(a, { type: 'attack', unitId: 'bb', targetId: 'rcv/plane-1' });
    expect(hit.planes).toEqual([]);
    expect(hit.score.blue).toBe(1);
    const t = tinyGame({ terrain: sea('.....c......'), features: [{ kind: 'coastalArtillery', node: 'F4', owner: 'red' }],
      units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'DD', 'A7', 'E']] });
    expect(validTargets(t, 'dd')).toEqual([]);
  });
  it('§8.3: coastal artillery is activated with a token and may then attack; destroying it scores 1', () => {
    const s = tinyGame({ terrain: sea('.....#......'), features: [{ kind: 'coastalArtillery', node: 'F4', owner: 'red' }],
      firstPlayer: 'red', units: [['blue', 'DD', 'G4', 'E', 'dd'], ['red', 'DD', 'A7', 'E', 'rdd']] });
    expect(s.tokens.red.pool).toBe(1); // the battery brings no token of its own
    const a = play(s, { type: 'activateFixed', unitId: 'red-coastalArtillery-1' });
    expect(a.tokens.red.pool).toBe(0);
    const b = play(a, { type: 'attack', unitId: 'red-coastalArtillery-1', targetId: 'dd' });
    expect(b.units.dd).toBeUndefined();
    expect(b.score.red).toBe(2);
    const c = tinyGame({ terrain: sea('.....#......'), features: [{ kind: 'coastalArtillery', node: 'F4', owner: 'red' }],
      units: [['blue', 'BB', 'C4', 'E', 'bb'], ['red', 'DD', 'A7', 'E', 'rdd']] });
    // turning to NE brings the starboard broadside (ray 5, 1–3) onto F4, from outside the battery's range
    const d = play(play(c, { type: 'move', unitId: 'bb', to: { node: 'C4', heading: 'NE' } }), { type: 'attack', unitId: 'bb', targetId: 'red-coastalArtillery-1' });
    expect(d.score.blue).toBe(1);
    expect(d.tokens.red).toEqual({ pool: 1, spent: 0 }); // it brought no token, so none is lost
  });
  it('the torpedo line error says the line is blocked', () => {
    const s = tinyGame({ units: [['blue', 'DD', 'B4', 'E', 'dd'], ['red', 'AP', 'C4', 'E', 'a'], ['red', 'AP', 'D4', 'E', 'b']] });
    const a = play(s, { type: 'move', unitId: 'dd', to: { node: 'B4', heading: 0 } });
    expect(refusedWith(a, { type: 'attack', unitId: 'dd', targetId: 'b' })).toBe('attack/line-blocked');
  });
});

// §10 round track, the parts beyond the basics of roundTrack.test.ts: carrier plane markers as
// expiring items (option planeEndurance) and reinforcements entering into a task force (§7).
import { describe, expect, it } from 'vitest';
import { createGame, eventsFor, viewFor, type GameEvent, type GameState } from '../../src/engine/index';
import { edit, play, run, tinyGame, tinyScenario } from './fixtures/tiny';
import { skipStartOfRound, tfScenario } from './fixtures/tf';

/** Blue's carrier at C4 sinks the red cruiser at F4: a plane marker lies on F4 (round 1). */
function afterAirStrike(rules: Record<string, unknown>, more: [('blue' | 'red'), string, string, string, string][] = []): GameState {
  const s = tinyGame({ units: [['blue', 'CV', 'C4', 'E', 'cv'], ['red', 'CA', 'F4', 'E', 'rca'], ['red', 'DD', 'L7', 'W', 'rdd'], ...more], rules, rounds: 5 });
  return play(play(s, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } }), { type: 'attack', unitId: 'cv', targetId: 'rca' });
}
/** Both players pass until the next round has begun. */
function nextRound(s: GameState): GameState {
  const round = s.round;
  while (s.round === round && s.phase !== 'over') s = play(s, s.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : s.activation ? { type: 'endActivation' } : { type: 'pass' });
  return s;
}

describe('§10 plane markers on the round track (option planeEndurance)', () => {
  it('§10: by default a plane marker never expires (R-AIR-2: it stays until destroyed or back aboard)', () => {
    const s = afterAirStrike({});
    expect(s.planes).toHaveLength(1);
    expect(s.track ?? []).toEqual([]);
    expect(nextRound(nextRound(s)).planes).toHaveLength(1);
  });
  it('§10: with planeEndurance 1 a plane launched in round 1 lies on field 2 and is lost, unscored, when round 2 is finished', () => {
    const s = afterAirStrike({ planeEndurance: 1 });
    expect(s.track).toEqual([{ kind: 'expire', round: 2, planeId: 'cv/plane-1' }]);
    const r2 = nextRound(s);
    expect(r2.planes).toHaveLength(1); // field 1 finished: the plane is still out
    const score = { ...r2.score };
    let t = r2;
    const events: string[] = [];
    while (t.round === 2) {
      const r = run(t, t.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : { type: 'pass' });
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events.map((e) => e.type));
      t = r.state;
    }
    expect(t.planes).toEqual([]);
    expect(t.track ?? []).toEqual([]);
    expect(events).toContain('planeExpired');
    expect(t.score).toEqual(score);
    expect(t.units.cv.planes).toBe(2); // lost: it never comes back aboard
  });
  it('§10: planeEndurance 0: the plane is lost at the end of its own round; the event is public', () => {
    const s = afterAirStrike({ planeEndurance: 0 });
    expect(s.track).toEqual([{ kind: 'expire', round: 1, planeId: 'cv/plane-1' }]);
    let t = s;
    let lost: unknown = null;
    while (t.round === 1) {
      const r = run(t, t.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : { type: 'pass' });
      if (!r.ok) throw new Error(r.error.message);
      const e = r.events.find((x) => x.type === 'planeExpired');
      if (e) lost = eventsFor([e], 'red')[0];
      t = r.state;
    }
    expect(lost).toEqual({ type: 'planeExpired', round: 1, plane: { id: 'cv/plane-1', owner: 'blue', carrierId: 'cv', node: 'F4' } });
    expect(t.planes).toEqual([]);
    expect(viewFor(s, 'red').track).toEqual(s.track); // the track is public
  });
  it('§10: a plane back aboard (R-AIR-1) or destroyed (R-MOVE-3) leaves the track with the map', () => {
    const back = edit(nextRound(afterAirStrike({ planeEndurance: 2 })), (x) => { x.toAct = 'blue'; });
    const moved = play(back, { type: 'move', unitId: 'cv', to: { node: 'C4', heading: 0 } });
    const r = run(moved, { type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-1' });
    expect(r.ok && r.state.track).toEqual([]);
    // red's destroyer sails over the plane: it is destroyed and scored, its field is cleared
    const red = edit(afterAirStrike({ planeEndurance: 2 }), (x) => { x.units.rdd.node = 'H4'; x.units.cv.planes = 0; }); // R-UNIT-2: no zone to stop red
    const over = play(red, { type: 'move', unitId: 'rdd', to: { node: 'F4', heading: 3 } });
    expect(over.planes).toEqual([]);
    expect(over.track).toEqual([]);
    expect(over.score.red).toBe(1);
  });
  it('§10: planeEndurance is validated as a rule option', () => {
    const g = createGame({ ...tinyScenario({ units: [['blue', 'CV', 'C4', 'E', 'cv']] }), rules: { planeEndurance: -1 } }, 1);
    expect(g.ok).toBe(false);
    expect(!g.ok && g.errors[0].path).toBe('rules.planeEndurance');
  });
});

describe('§10 reinforcements entering into a task force', () => {
  const reserve: [('blue' | 'red'), string, string][] = [['blue', 'CA', 'ca'], ['blue', 'DD', 'dd'], ['red', 'CA', 'rca'], ['red', 'DD', 'rdd']];
  /** Blue's TF A (cruiser, destroyer) at B4, red's at K4; a blue battleship joins TF `tf` at round 2. */
  function withReinforcement(tf: 'A' | 'B', rules: Record<string, unknown> = {}): GameState {
    const g = createGame({ ...tfScenario({ reserve, rules, rounds: 4 }), reinforcements: [{ round: 2, owner: 'blue', class: 'BB', tf, id: 'late-bb' }] }, 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s = g.state;
    while (s.pending?.kind === 'taskForceSetup') {
      const mine = s.pending.player === 'blue' ? { ships: ['ca', 'dd'], node: 'B4' } : { ships: ['rca', 'rdd'], node: 'K4' };
      for (const unitId of mine.ships) s = play(s, { type: 'assignToTaskForce', unitId, tf: 'A' });
      s = play(play(s, { type: 'placeMarker', tf: 'A', node: mine.node }), { type: 'finishSetup' });
    }
    return skipStartOfRound(s);
  }
  it('§10: a reinforcement for a TF joins its owner\'s board at its round; the opponent sees no letter', () => {
    const s = withReinforcement('A');
    expect(s.track).toEqual([{ kind: 'reinforcement', round: 2, unit: expect.objectContaining({ id: 'late-bb', class: 'BB' }), at: { tf: 'A' }, heading: null }]);
    let t = s;
    const events: GameEvent[] = [];
    while (t.round === 1) {
      const r = run(t, t.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : { type: 'pass' });
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events);
      t = r.state;
    }
    expect(t.taskForces!.boards.blue.A.ships.map((x) => x.id)).toEqual(['ca', 'dd', 'late-bb']);
    expect(t.units['late-bb']).toBeUndefined();
    expect(t.track).toEqual([]);
    const joined = events.filter((e) => e.type === 'reinforcementJoined');
    expect(joined).toEqual([{ type: 'reinforcementJoined', player: 'blue', unitId: 'late-bb', tf: 'A' }]);
    expect(eventsFor(joined, 'red')).toEqual([{ type: 'reinforcementJoined', player: 'blue', unitId: 'late-bb', tf: '?' }]);
    expect(eventsFor(joined, 'blue')).toEqual(joined);
    // R-TF-1: red learns a composition grew, not which marker holds it
    expect(viewFor(t, 'red').taskForces?.enemy.compositions.map((c) => c.length)).toEqual([3]);
  });
  it('§10: with the TF\'s marker off the map, or the board full (tfMaxShips), the reinforcement waits a round', () => {
    const none = withReinforcement('B'); // board B has no marker
    const t = skipStartOfRound(nextRound(none));
    expect(t.track).toEqual([expect.objectContaining({ kind: 'reinforcement', round: 3, at: { tf: 'B' } })]);
    const full = skipStartOfRound(nextRound(withReinforcement('A', { tfMaxShips: 2 })));
    expect(full.track?.[0]).toMatchObject({ round: 3 });
    expect(full.taskForces!.boards.blue.A.ships).toHaveLength(2);
  });
  it('§10: scenario checks: one of node, edge or tf; no heading with tf; tf needs task forces', () => {
    const bad = (r: Record<string, unknown>, withReserve = true) => {
      const base = withReserve ? tfScenario({ reserve, rounds: 4 }) : tinyScenario({ rounds: 4 });
      const g = createGame({ ...base, reinforcements: [{ round: 2, owner: 'blue', class: 'BB', ...r }] }, 1);
      return g.ok ? [] : g.errors.map((e) => `${e.path}: ${e.message}`);
    };
    expect(bad({ tf: 'A', node: 'C3' })).toEqual(['reinforcements[0]: give one of "node", "edge" or "tf"']);
    expect(bad({ tf: 'A', heading: 'E' })).toEqual(['reinforcements[0].heading: a ship joining a task force has no heading']);
    expect(bad({ tf: 'A' }, false)).toEqual(['reinforcements[0].tf: blue has no task forces in this scenario (no "reserve" ships)']);
    expect(bad({ tf: 'A' })).toEqual([]);
  });
});

// The motion plan (issue 37): events become tracks; a move follows the path the engine recorded
// (R-MOVE-8), never one searched again; each track lasts at most MAX_TRACK_MS; an action's tracks follow
// each other; the pieces in motion are left to the motion layer.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Unit } from '../../../engine';
import { MAX_TRACK_MS, planOf, poseAt, trackOfPiece, type Known } from './plan';

const ca: Unit = { id: 'b1', owner: 'blue', kind: 'ship', class: 'CA', node: 'B3', heading: 0, activated: false };
const dd: Unit = { id: 'r1', owner: 'red', kind: 'ship', class: 'DD', node: 'E3', heading: 3, activated: false };
const known: Known = { unit: (id) => ({ b1: ca }[id] ?? null), letter: (id) => (id === 'm1' ? 'A' : null) };

const path = [{ node: 'B3', heading: 0 }, { node: 'C3', heading: 0 }, { node: 'C3', heading: 1 }, { node: 'D2', heading: 1 }] as const;
const moved: GameEvent = { type: 'moved', player: 'blue', unitId: 'b1', from: path[0], to: path[3], cost: 3, path: [...path] };

describe('motion plan', () => {
  it('R-MOVE-8: a move glides along the recorded path, turns included, within 400 ms', () => {
    const plan = planOf([moved], known);
    expect(plan.tracks).toHaveLength(1);
    const glide = plan.tracks[0];
    expect(glide.t).toBe('glide');
    if (glide.t !== 'glide') return;
    expect(glide.route.map((p) => `${p.node}${p.heading}`)).toEqual(['B30', 'C30', 'C31', 'D21']);
    expect(glide.dur).toBeLessThanOrEqual(MAX_TRACK_MS);
    expect([...plan.hidden]).toEqual(['b1']);
    expect(poseAt(glide.route, 0).from.node).toBe('B3');
    expect(poseAt(glide.route, 0.5)).toMatchObject({ from: { node: 'C3', heading: 0 }, to: { node: 'C3', heading: 1 } }); // the turn, half-way
    expect(poseAt(glide.route, 1)).toMatchObject({ to: { node: 'D2' }, f: 1 });
  });

  it('an attack fires, then the target fades: one after the other, each within 400 ms, the sunk ship known from its event', () => {
    const events: GameEvent[] = [
      moved,
      { type: 'attacked', player: 'blue', attackerId: 'b1', targetId: 'r1', attack: 'artillery', from: 'D2', at: 'E3' },
      { type: 'destroyed', unit: dd, by: 'b1', scorer: 'blue', points: 2 },
    ];
    const plan = planOf(events, known);
    expect(plan.tracks.map((t) => t.t)).toEqual(['glide', 'fire', 'sink']);
    for (const t of plan.tracks) expect(t.dur).toBeLessThanOrEqual(MAX_TRACK_MS);
    expect(plan.tracks[1].start).toBeGreaterThanOrEqual(plan.tracks[0].start + plan.tracks[0].dur);
    const sink = plan.tracks[2];
    expect(sink.t === 'sink' && sink.piece).toEqual({ kind: 'ship', cls: 'DD', owner: 'red' });
    expect(plan.end).toBe(Math.max(...plan.tracks.map((t) => t.start + t.dur)));
  });

  it('a piece waits at its first pose until its track begins, then takes the latest begun', () => {
    const second: GameEvent = { ...moved, from: path[3], to: { node: 'E2', heading: 1 }, path: [path[3], { node: 'E2', heading: 1 }] } as GameEvent;
    const plan = planOf([moved, second], known);
    expect(trackOfPiece(plan.tracks, 0).get('b1')).toBe(plan.tracks[0]);
    expect(trackOfPiece(plan.tracks, plan.tracks[1].start + 1).get('b1')).toBe(plan.tracks[1]);
  });

  it('a deployment flips its marker into the placed ships; unknown units and nothing-to-show events make no track', () => {
    const deployed: GameEvent = { type: 'taskForceDeployed', player: 'blue', how: 'turn', node: 'C3', markerIds: ['m1'], tfs: ['A'], placed: [{ unitId: 'b1', node: 'C3', heading: 0 }], lost: [] };
    const plan = planOf([deployed, { type: 'passed', player: 'blue', tokensLeft: 0 }, { ...moved, unitId: 'zz' } as GameEvent], known);
    expect(plan.tracks.map((t) => t.t)).toEqual(['flip']);
    expect([...plan.hidden].sort()).toEqual(['b1', 'm1']);
  });
});

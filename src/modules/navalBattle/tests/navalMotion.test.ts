// Naval Battle's moves as motion (issue 37): a move glides along the engine's recorded path, from the
// field it left, within 400 ms; a removed piece fades after the glide; a piece looks as the viewer saw it
// (an enemy's hidden token stays a "?"); the pieces gliding are left to the motion until it ends.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine';
import { MAX_TRACK_MS } from '../../../ui/map/motion/plan';
import { chainPlans, navalPlanOf, tracksAt } from '../screen/navalMotion';
import type { NavalPiece } from '../rules/index';

const ev = (name: string, data: Record<string, unknown>): GameEvent => ({ type: 'module', module: 'navalBattle', name, player: 'red', data });
const hiddenRed: NavalPiece = { id: 'r1', owner: 'red', kind: 'hidden', class: null, node: 'D5', revealed: false };
const blueBB: NavalPiece = { id: 'b1', owner: 'blue', kind: 'ship', class: 'battleship', node: 'E7', revealed: false };
const seen = (...pieces: NavalPiece[]) => ({ pieces, batteries: [], planes: [] });

describe('Naval Battle motion', () => {
  it('a move glides from its field along the recorded path within 400 ms, the hidden token as hidden', () => {
    const plan = navalPlanOf([ev('moved', { pieceId: 'r1', from: 'D5', to: 'D7', path: ['D6', 'D7'] })], seen(hiddenRed, blueBB));
    expect(plan.tracks).toHaveLength(1);
    const glide = plan.tracks[0];
    expect(glide.t === 'glide' && glide.route).toEqual(['D5', 'D6', 'D7']);
    expect(glide.piece).toMatchObject({ kind: 'hidden', class: null });
    expect(glide.dur).toBeLessThanOrEqual(MAX_TRACK_MS);
    expect([...plan.hidden]).toEqual(['r1']);
    expect(plan.end).toBe(glide.dur);
  });

  it('an attack that removes both fades them after the glide and the shot, where they stood (the attacker as its event names it); other events and unknown pieces make no track', () => {
    const plan = navalPlanOf([
      ev('moved', { pieceId: 'r1', from: 'D5', to: 'E6', path: ['E6'] }),
      ev('attacked', { attackerId: 'r1', targetId: 'b1', removed: ['r1', 'b1'] }),
      ev('passed', {}),
      ev('moved', { pieceId: 'zz', from: 'A1', to: 'A2', path: ['A2'] }),
    ], seen(hiddenRed, blueBB));
    expect(plan.tracks.map((t) => `${t.t} ${t.piece.id} ${t.t === 'fade' ? t.node : t.route.join('-')}`)).toEqual(['glide r1 D5-E6', 'fade r1 E6', 'fade b1 E7']);
    for (const t of plan.tracks) expect(t.dur).toBeLessThanOrEqual(MAX_TRACK_MS);
    expect(plan.tracks[1].start).toBeGreaterThan(plan.tracks[0].dur); // once the shot from E6 lands on E7
    expect(plan.fires).toMatchObject([{ from: 'E6', at: 'E7', hit: true, start: plan.tracks[0].dur }]);
    // before its fade, r1 is still its glide; after, its fade
    expect(tracksAt(plan, 0).find((t) => t.piece.id === 'r1')?.t).toBe('glide');
    expect(tracksAt(plan, plan.tracks[1].start + 1).find((t) => t.piece.id === 'r1')?.t).toBe('fade');
  });

  it('"Show me": a turn\'s actions play one after the other, each planned from the board seen before it', () => {
    const move = navalPlanOf([ev('moved', { pieceId: 'r1', from: 'D5', to: 'E6', path: ['E6'] })], seen(hiddenRed, blueBB));
    const shot = navalPlanOf([ev('attacked', { attackerId: 'r1', attackerClass: 'submarine', targetId: 'b1', targetClass: 'battleship', removed: ['r1'] })], seen({ ...hiddenRed, node: 'E6' }, blueBB));
    const turn = chainPlans([move, shot]);
    expect(turn.tracks.map((t) => `${t.t} ${t.piece.id} ${t.start}`)).toEqual([`glide r1 0`, `fade r1 ${move.end + shot.tracks[0].start}`]);
    expect(turn.fires).toMatchObject([{ from: 'E6', at: 'E7', hit: false, start: move.end }]);
    expect(turn.tracks[1].piece).toMatchObject({ kind: 'ship', class: 'submarine' }); // named by the attack as it goes
    expect([...turn.hidden]).toEqual(['r1']);
    expect(turn.end).toBe(move.end + shot.end);
  });
});

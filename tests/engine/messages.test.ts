// Refusal messages speak the players' language: units by side, class and node, never by internal id.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/index';
import { edit, play, tinyGame } from './fixtures/tiny';

const game = () => tinyGame({ units: [['blue', 'CA', 'B4', 'E', 'blue-CA-1'], ['blue', 'DD', 'B6', 'E', 'blue-DD-1'], ['red', 'BB', 'D4', 'W', 'red-BB-1'], ['red', 'AP', 'L7', 'W', 'red-AP-1']] });

describe('refusal messages', () => {
  it('R-MOVE-2: a taken node names the occupant by side, class and node', () => {
    const r = applyAction(game(), { type: 'move', unitId: 'blue-CA-1', to: { node: 'D4', heading: 0 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('move/occupied');
    expect(r.error.message).toBe('D4 is taken by the enemy battleship at D4.');
    expect(r.error.message).not.toMatch(/red-BB-1/);
    expect(r.error.details).toMatchObject({ node: 'D4', unitId: 'red-BB-1' });
    const own = applyAction(game(), { type: 'move', unitId: 'blue-CA-1', to: { node: 'B6', heading: 0 } });
    if (!own.ok) expect(own.error.message).toBe('B6 is taken by your destroyer at B6.');
  });
  it('an open activation is named in words', () => {
    const s = play(game(), { type: 'move', unitId: 'blue-CA-1', to: { node: 'B4', heading: 0 } });
    expect(s.activation).not.toBeNull(); // the battleship at D4 is in the cruiser's zone: it may attack
    const r = applyAction(s, { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('Finish the activation of your cruiser at B4 first: attack or end it.');
  });
  it('§8/§10 refusals name units in words: an arriving reinforcement, a plane marker', () => {
    const s = edit(game(), (x) => {
      const ca = x.units['blue-CA-1'];
      delete x.units['blue-CA-1'];
      x.phase = 'cleanup';
      x.track = [{ kind: 'reinforcement', round: 1, unit: ca, at: { edge: 'north' }, heading: null }];
      x.pending = { kind: 'arrival', player: 'blue', unitId: 'blue-CA-1', as: 'reinforcement', nodes: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1'], headings: [0, 1, 2, 3, 4, 5] };
    });
    const r = applyAction(s, { type: 'arrive', unitId: 'blue-CA-1', node: 'L7', heading: 0 });
    expect(!r.ok && r.error.message).toBe('The arriving cruiser cannot enter at L7: choose one of the 7 highlighted nodes.');
    const open = edit(game(), (x) => {
      x.activation = { player: 'blue', unitId: 'blue-DD-1' };
      x.planes = [{ id: 'red-CV-1/plane-1', owner: 'red', carrierId: 'red-CV-1', node: 'F4' }];
    });
    const p = applyAction(open, { type: 'recoverPlane', unitId: 'blue-DD-1', planeId: 'red-CV-1/plane-1' });
    expect(!p.ok && p.error.message).toBe('The plane at F4 cannot return aboard this carrier: it belongs to a sunk carrier (R-AIR-2).');
  });
});

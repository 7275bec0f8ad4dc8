// Refusal messages speak the players' language: units by side, class and node, never by internal id.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/index';
import { play, tinyGame } from './fixtures/tiny';

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
});

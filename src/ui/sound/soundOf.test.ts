// Which effect an action's events call for: the weightiest one, ENB's by type, a module's by name.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine';
import { soundOf } from './soundOf';

const ev = (e: unknown) => e as GameEvent;

describe('soundOf', () => {
  it('a move, a shot, a sinking, the game end: the weightiest event of the action wins', () => {
    expect(soundOf([])).toBeNull();
    expect(soundOf([ev({ type: 'tokenSpent' })])).toBeNull();
    expect(soundOf([ev({ type: 'activationStarted' }), ev({ type: 'moved' })])).toBe('move');
    expect(soundOf([ev({ type: 'moved' }), ev({ type: 'attacked' })])).toBe('shot');
    expect(soundOf([ev({ type: 'attacked' }), ev({ type: 'destroyed' }), ev({ type: 'moved' })])).toBe('sinking');
    expect(soundOf([ev({ type: 'planeDestroyed' })])).toBe('hit');
    expect(soundOf([ev({ type: 'destroyed' }), ev({ type: 'gameEnded' })])).toBe('gameEnd');
  });
  it("a rule module's events by their names: a removal sinks, a strike hits, an attack fires, a move moves", () => {
    expect(soundOf([ev({ type: 'module', module: 'x', name: 'attacked', data: { removed: ['red-DE-1'] } })])).toBe('sinking');
    expect(soundOf([ev({ type: 'module', module: 'x', name: 'attacked', data: { removed: [] } })])).toBe('shot');
    expect(soundOf([ev({ type: 'module', module: 'x', name: 'struck', data: {} })])).toBe('hit');
    expect(soundOf([ev({ type: 'module', module: 'x', name: 'moved', data: {} })])).toBe('move');
    expect(soundOf([ev({ type: 'module', module: 'x', name: 'turnEnded', data: {} })])).toBeNull();
  });
});

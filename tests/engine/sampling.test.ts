// sampleAction and legalActionsFor read the same parts as legalActions (play/legal.ts): sampling with
// each number k in [0, n) gives the k-th legal action (so a uniform rng picks uniformly);
// the actions for one unit are the legal ones naming it. Sampled actions are the engine's own:
// frozen, and applied without a shape check; a changed copy of one is checked again.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, legalActionsFor, sampleAction, viewFor, type Action, type GameState } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { deepFreeze } from './fixtures/freeze';

function statesOf(scenario: unknown, seed: number, steps: number): GameState[] {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  const out: GameState[] = [];
  let s = g.state;
  let r = seed;
  const rng = (n: number) => { r = (Math.imul(r, 1103515245) + 12345) & 0x7fffffff; return r % n; };
  for (let k = 0; k < steps && s.phase !== 'over'; k++) {
    out.push(s);
    const a = sampleAction(s, rng)!;
    const next = applyAction(deepFreeze(s), a);
    if (!next.ok) throw new Error(`a sampled action was refused: ${JSON.stringify(a)} → ${next.error.code}`);
    s = next.state;
  }
  return out;
}

describe('sampleAction and legalActionsFor', () => {
  it('sampling with k gives the k-th legal action, on every bundled scenario', () => {
    fc.assert(fc.property(fc.constantFrom(...bundledScenarios), fc.integer({ min: 1, max: 1000 }), (scenario, seed) => {
      for (const s of statesOf(scenario, seed, 60).filter((_, k) => k % 2 === 0)) {
        const legal = legalActions(s);
        // every position of short lists; of long ones 40 spread over it, first and last included
        const ks = legal.length <= 40 ? legal.map((_, k) => k) : Array.from({ length: 40 }, (_, j) => Math.round((j * (legal.length - 1)) / 39));
        const sampled: (Action | null)[] = ks.map((k) => sampleAction(s, () => k));
        expect(sampled).toEqual(ks.map((k) => legal[k]));
      }
    }), { numRuns: 8 });
  }, 120_000); // 16 s alone; every bundled scenario's 60 states, and the machine may be busy

  it('the actions for a unit are the legal actions naming it', () => {
    for (const scenario of bundledScenarios) {
      for (const s of statesOf(scenario, 7, 80)) {
        const legal = legalActions(s);
        for (const id of Object.keys(s.units))
          expect(legalActionsFor(s, id)).toEqual(legal.filter((a) => 'unitId' in a && a.unitId === id));
      }
    }
  });

  it('from the view of the player to act: a legal action; from the other view: none', () => {
    for (const s of statesOf(bundledScenarios[1], 3, 120)) {
      const mine = viewFor(s, s.toAct);
      const legal = legalActions(s);
      for (const k of [0, legal.length >> 1, legal.length - 1]) expect(legal).toContainEqual(sampleAction(mine, () => k));
      expect(sampleAction(viewFor(s, s.toAct === 'blue' ? 'red' : 'blue'), () => 0)).toBeNull();
    }
  });

  it('a sampled action is frozen; a changed copy of it is checked like any input', () => {
    const [s] = statesOf(bundledScenarios[1], 5, 1);
    const a = sampleAction(s, () => 0)!;
    expect(Object.isFrozen(a)).toBe(true);
    const r = applyAction(s, { ...a, type: 'no-such-action' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('action/malformed');
  });

  it('nothing to sample once the game is over', () => {
    const g = createGame(bundledScenarios[0], 1);
    if (!g.ok) throw new Error('scenario');
    expect(sampleAction({ ...g.state, phase: 'over' }, () => 0)).toBeNull();
  });
});

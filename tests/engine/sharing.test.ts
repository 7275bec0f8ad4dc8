// A kept history of states holds one copy of what each action left as it was (core/sharing.ts):
// sharedWith(before, after) equals `after`, takes from `before` every part that came out equal (the
// small records applyAction's draft copies — tokens, score, the cleanup queue… — and units copied and
// left unchanged), changes neither state (both frozen here), and the engine plays on from it.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, sampleAction, sharedWith, type GameState } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { deepFreeze } from './fixtures/freeze';

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const SMALL = ['rng', 'order', 'cleanupQueue', 'planes', 'activation', 'passed', 'drew', 'score', 'tokens', 'resources', 'delivered', 'bombers', 'units'] as const;

describe('sharing between a state and the next (sharedWith)', () => {
  it.each(bundledScenarios.map((s) => [(s as { id: string }).id, s] as const))('%s: every part that came out equal is the same object as before', (_, scenario) => {
    const g = createGame(scenario, 3);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s: GameState = g.state;
    let r = 3;
    const rng = (n: number) => { r = (Math.imul(r, 1103515245) + 12345) & 0x7fffffff; return r % n; };
    let shared = 0;
    for (let k = 0; k < 150 && s.phase !== 'over'; k++) {
      const next = applyAction(deepFreeze(s), sampleAction(s, rng)!);
      if (!next.ok) throw new Error(next.error.code);
      const after = sharedWith(s, deepFreeze(next.state));
      expect(equal(after, next.state), `the same state after action ${k}`).toBe(true);
      for (const key of SMALL) {
        if (!equal(s[key], after[key])) continue;
        expect(after[key], `${key} after action ${k}`).toBe(s[key]);
        shared++;
      }
      for (const p of ['blue', 'red'] as const) if (equal(s.tokens[p], after.tokens[p])) expect(after.tokens[p]).toBe(s.tokens[p]);
      for (const id in after.units) if (s.units[id] && equal(s.units[id], after.units[id])) expect(after.units[id]).toBe(s.units[id]);
      s = after;
    }
    expect(shared).toBeGreaterThan(0);
  });
});

// The state index of a transition's result is worked out from its parent's when the transition only
// changed units (stateIndex.ts, carriedIndex): it must read exactly as one worked out afresh, on every
// bundled scenario's random games (moves, turns, deployments, arrivals, sinkings alike).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, sampleAction, type GameState } from '../../src/engine/index';
import { carriedIndex, freshIndex, stateIndex, type StateIndex } from '../../src/engine/rules/movement/stateIndex';
import { draftBehind } from '../../src/engine/core/draft';
import { bundledScenarios } from '../../src/scenarios/index';

const plain = (idx: StateIndex) => ({ units: idx.units, at: [...idx.at], occupied: [...idx.occupied], airfields: idx.airfields, sides: idx.sides });

describe('the state index carried from a state to the next', () => {
  it('reads as one worked out afresh, after every action of random games on every bundled scenario', () => {
    let carried = 0;
    for (const sc of bundledScenarios) {
      for (const seed of [1, 2]) {
        const g = createGame(sc, seed);
        if (!g.ok) throw new Error(JSON.stringify(g.errors));
        let s: GameState = g.state;
        let r = seed * 7919;
        const rng = (n: number) => { r = (Math.imul(r ^ (r >>> 15), 2246822519) + 374761393) | 0; return (r >>> 0) % n; };
        for (let k = 0; k < 400 && s.phase !== 'over'; k++) {
          stateIndex(s); // the parent indexed, as sampleAction leaves it
          const next = applyAction(s, sampleAction(s, rng)!);
          if (!next.ok) throw new Error(next.error.code);
          const at = `${(sc as { id: string }).id} seed ${seed} action ${k}`;
          const d = draftBehind(next.state);
          const fresh = plain(freshIndex(next.state));
          // every unit of the record stands on the map: legalParts reads a side's units from the index
          expect(fresh.units.length, at).toBe(Object.keys(next.state.units).length);
          const made = d && carriedIndex(next.state, d); // null when the action added or removed units, or changed markers
          if (made) { carried++; expect(plain(made), at).toEqual(fresh); }
          expect(plain(stateIndex(next.state)), at).toEqual(fresh); // the index kept for the state, however made
          s = next.state;
        }
      }
    }
    expect(carried).toBeGreaterThan(100);
  });
});

// sampleAction and legalActionsFor read the same parts as legalActions (play/legal.ts): every draw of
// sampleAction gives each legal action exactly one slot (so a uniform rng picks uniformly);
// the actions for one unit are the legal ones naming it. Sampled actions are the engine's own:
// frozen, and applied without a shape check; a changed copy of one is checked again.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, legalActionsBesideMoves, legalActionsFor, sampleAction, shipsThatMayMove, viewFor, type Action, type GameState } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { deepFreeze } from './fixtures/freeze';
import { checkProperty } from '../fuzz/checkProperty';

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
  // sampleAction draws against an upper bound of each ship's moves and draws again past a ship's legal
  // ends (rejection sampling): it is uniform when every draw gives each legal action exactly one slot
  it('every draw gives each legal action exactly one slot, on every bundled scenario', () => {
    class Redraw extends Error {}
    /** An rng that answers the draws `before`, then k (telling the size of that draw); any further draw means k was refused. */
    const drawing = (before: number[], k: number, size?: (n: number) => void) => {
      let calls = 0;
      return (n: number) => {
        if (calls === before.length) size?.(n);
        if (calls > before.length) throw new Redraw();
        return calls++ < before.length ? before[calls - 1] : k;
      };
    };
    const refusedAsNull = (draw: () => Action | null): Action | null => {
      try { return draw(); } catch (e) { if (e instanceof Redraw) return null; throw e; }
    };
    /** The actions the draws 0..n-1 give after the draws `before`, in order; null where a draw is refused. */
    const slots = (s: GameState, before: number[]): (Action | null)[] => {
      let n = 0;
      refusedAsNull(() => sampleAction(s, drawing(before, 0, (m) => { n = m; })));
      return Array.from({ length: n }, (_, k) => refusedAsNull(() => sampleAction(s, drawing(before, k))));
    };
    let redraws = 0;
    checkProperty(fc.property(fc.constantFrom(...bundledScenarios), fc.integer({ min: 1, max: 1000 }), (scenario, seed) => {
      for (const s of statesOf(scenario, seed, 60).filter((_, k) => k % 3 === 0)) {
        const legal = legalActions(s);
        const first = slots(s, []);
        expect(first.filter((a) => a !== null)).toEqual(legal);
        const refused = first.indexOf(null);
        if (refused < 0) continue;
        redraws++; // and the draw after a refused one: again one slot each (that ship's slots now exactly its ends)
        expect(slots(s, [refused]).filter((a) => a !== null)).toEqual(legal);
      }
    }), { numRuns: 8 });
    expect(redraws).toBeGreaterThan(0); // the refused draws were exercised
  }, 120_000);

  it('the actions for a unit are the legal actions naming it', () => {
    for (const scenario of bundledScenarios) {
      for (const s of statesOf(scenario, 7, 80)) {
        const legal = legalActions(s);
        for (const id of Object.keys(s.units))
          expect(legalActionsFor(s, id)).toEqual(legal.filter((a) => 'unitId' in a && a.unitId === id));
      }
    }
  });

  it('the actions beside the moves are the legal actions but the ships\' moves, in order, from the state and from the view to act; the ships that may move are those the moves name', () => {
    let moves = 0;
    for (const scenario of bundledScenarios) {
      for (const s of statesOf(scenario, 11, 80)) {
        const legal = legalActions(s);
        moves += legal.filter((a) => a.type === 'move').length;
        const beside = legal.filter((a) => a.type !== 'move');
        expect(legalActionsBesideMoves(s)).toEqual(beside);
        expect(legalActionsBesideMoves(viewFor(s, s.toAct))).toEqual(beside);
        expect(legalActionsBesideMoves(viewFor(s, s.toAct === 'blue' ? 'red' : 'blue'))).toEqual([]);
        // R-MOVE-5: a ship that may move has its stay at least, so the ships with moves are known without a search
        expect(shipsThatMayMove(s)).toEqual([...new Set(legal.flatMap((a) => (a.type === 'move' ? [a.unitId] : [])))]);
      }
    }
    expect(moves).toBeGreaterThan(0);
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

  // a sampled move keeps what its search found (path, cost, landing) for the state it was drawn on:
  // applied there, it does exactly what the same move does when checked and searched afresh
  it('a sampled move applied to its own state does what the same move checked afresh does; on another state it is checked', () => {
    let moves = 0, refusedElsewhere = 0;
    for (const sc of bundledScenarios) {
      const states = statesOf(sc, 11, 300);
      let r = 99;
      const rng = (n: number) => { r = (Math.imul(r, 1103515245) + 12345) & 0x7fffffff; return r % n; };
      for (const s of states) {
        const a = sampleAction(s, rng)!;
        if (a.type !== 'move') continue;
        moves++;
        const kept = applyAction(s, a);
        const afresh = applyAction(s, JSON.parse(JSON.stringify(a)));
        expect(kept).toEqual(afresh);
        expect(JSON.stringify(a)).toBe(JSON.stringify({ type: 'move', unitId: a.unitId, to: a.to })); // an action like any other to JSON
        // a changed copy carries none of the work: it is checked and searched like any input
        const changed = { ...a, to: { ...a.to, heading: (a.to.heading + 1) % 6 } };
        expect(applyAction(s, changed)).toEqual(applyAction(s, JSON.parse(JSON.stringify(changed))));
        if (!kept.ok || kept.state.phase === 'over') continue;
        // the same action on the next state (the ship has moved): checked there, not taken on trust
        const again = applyAction(kept.state, a);
        expect(again.ok).toBe(applyAction(kept.state, JSON.parse(JSON.stringify(a))).ok);
        if (!again.ok) refusedElsewhere++;
      }
    }
    expect(moves).toBeGreaterThan(200);
    expect(refusedElsewhere).toBeGreaterThan(100);
  });
});

// Module N over random play (fixed seeds): N-HIDDEN-1 no view ever holds an unrevealed enemy class,
// and the legal actions from a player's view are those of the full state; random legal and illegal
// actions never break a game (refusals leave the state and speak English and Polish, states stay
// plain JSON, the log replays).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, ERROR_CODES, legalActions, replay, viewFor, type Action, type GameState } from '../../../engine';
import type { NavalData } from '../rules/index';
import { deepFreeze } from '../../../../tests/engine/fixtures/freeze';
import { NAVAL_SCENARIO, newGame } from './navalFixture';
import { checkProperty } from '../../../../tests/fuzz/checkProperty';


const CODES = new Set<string>(ERROR_CODES);

/** Unrevealed enemy ships whose class a view shows (must be none). */
function leaked(s: GameState, viewer: 'blue' | 'red'): string[] {
  const v = viewFor(s, viewer);
  const data = v.moduleState?.find((m) => m.module === 'navalBattle')?.data as NavalData | undefined;
  if (!data) return [];
  const truth = new Map((s.moduleState!.find((m) => m.module === 'navalBattle')!.data as NavalData).pieces.map((p) => [p.id, p]));
  return data.pieces.filter((p) => p.owner !== viewer && p.kind === 'ship' && !truth.get(p.id)!.revealed && p.class !== null).map((p) => p.id);
}

/** Bad variants of a legal module action: unknown ids, fields off the board, odd shapes, the wrong action. */
function illegal(legal: Action[], n: number): unknown {
  const base = legal[n % legal.length] as { type: string; params?: Record<string, unknown> };
  const params = base.params ?? {};
  switch (n % 7) {
    case 0: return { ...base, params: { ...params, shipId: ['__proto__', 'red-01', 'blue-99', ''][n % 4] } };
    case 1: return { ...base, params: { ...params, to: ['Z99', 'A0', 'a1', 'C9'][n % 4] } };
    case 2: return { ...base, params: { ...params, targetId: 'ghost' } };
    case 3: return { type: 'module', module: 'navalBattle', action: ['strike', 'sweep', 'removeBattery', 'layMine', 'endTurn', 'pass', 'fly'][n % 7], params: { shipId: 'blue-01', targetId: 'red-01', mineId: 'red-mine-1', batteryId: 'red-battery-1', to: 'F6' } };
    case 4: return { ...base, params: { ...params, extra: 1 } };
    case 5: return { type: 'move', unitId: 'blue-01', to: { node: 'F6', heading: 0 } };
    default: return { ...base, player: base.type === 'module' ? 'nobody' : 'red' };
  }
}

describe('module N over random play', () => {
  it('N-HIDDEN-1: no view holds an unrevealed enemy class; legal actions from the view are the state\'s', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 100_000 }), { minLength: 220, maxLength: 220 }), (seed, choices) => {
      let s = newGame(NAVAL_SCENARIO, seed);
      for (const n of choices) {
        if (s.phase === 'over') break;
        expect(leaked(s, 'blue')).toEqual([]);
        expect(leaked(s, 'red')).toEqual([]);
        const legal = legalActions(s);
        if (n % 5 === 0) expect(legalActions(viewFor(s, s.toAct))).toEqual(legal);
        s = (applyAction(s, legal[n % legal.length]) as { state: GameState }).state;
      }
    }), { numRuns: 3, seed: 180018 });
  });
  it('fuzz: legal and illegal actions mixed; refusals leave the state; plain JSON; the log replays', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 100_000 }), { minLength: 260, maxLength: 260 }), (seed, choices) => {
      let s = newGame(NAVAL_SCENARIO, seed);
      const log: unknown[] = [];
      for (const n of choices) {
        if (s.phase === 'over') break;
        const legal = legalActions(s);
        expect(legal.length).toBeGreaterThan(0); // never a dead end
        if (n % 4 !== 0) {
          const a = legal[n % legal.length];
          const r = applyAction(deepFreeze(s), a);
          if (!r.ok) throw new Error(`a legal action was refused: ${JSON.stringify(a)} → ${r.error.message}`);
          s = r.state; log.push(a);
          continue;
        }
        const bad = illegal(legal, n);
        const before = JSON.stringify(s);
        const r = applyAction(s, bad);
        expect(JSON.stringify(s)).toBe(before);
        if (r.ok) { s = r.state; log.push(bad); continue; }
        expect(CODES.has(r.error.code)).toBe(true);
        expect(r.error.message).not.toMatch(/undefined|\[object Object\]|NaN/);
        if (r.error.code === 'module/refused') expect(String(r.error.details?.pl)).toMatch(/^(?!.*(undefined|NaN)).+$/); // the Polish screen's text
      }
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      const again = replay(NAVAL_SCENARIO, seed, log);
      expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(s));
    }), { numRuns: 3, seed: 424242 });
  });
  it('random games end: a landing, no hope on either side, two passes, or the turn limit', () => {
    for (let seed = 1; seed <= 2; seed++) {
      let s = newGame(NAVAL_SCENARIO, seed);
      let k = seed;
      while (s.phase !== 'over') { const legal = legalActions(s); k = (k * 48271) % 2147483647; s = (applyAction(s, legal[k % legal.length]) as { state: GameState }).state; }
      expect(s.result).toMatchObject({ reason: 'module', module: 'navalBattle' });
    }
  });
});

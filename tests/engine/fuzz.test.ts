// Random-game fuzz over every bundled scenario (issue 13, item 7): random legal actions mixed with
// illegal and malformed ones — the wrong player, unknown ids, off-map nodes, NaN, "__proto__" keys,
// huge arrays, missing and extra fields, strings for numbers. Checked after each: nothing throws; a
// refusal has a known code and leaves the state as it was; the state stays plain JSON; the other
// player's view holds no secret; the game never dead-ends; the log replays to the same state. Scenarios
// with such keys are refused, never thrown on. Fixed seeds (fast-check), bounded in time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from './fixtures/freeze';
import { applyAction, createGame, ERROR_CODES, legalActions, navalModule, other, registerModule, replay, unregisterModule, viewFor, type Action, type GameState } from '../../src/engine/index';
import navalBattle from '../../src/scenarios/naval-battle.json';
import { bundledScenarios } from '../../src/scenarios/index';
import { checkProperty } from '../fuzz/checkProperty';

const CODES = new Set<string>(ERROR_CODES);
const BAD_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'ghost', 'x'.repeat(200)];
const BAD_NODES = ['Z99', ' B4 ', 'b4', '', 'A0', 'AAAA1', '__proto__'];

/** Illegal or malformed variants of a legal action, and actions made of nonsense. */
function illegal(legal: Action[], n: number, s: GameState): unknown {
  const base = legal[n % legal.length] as Record<string, unknown>;
  const pick = <T>(xs: readonly T[]) => xs[(n >> 3) % xs.length];
  switch (n % 12) {
    case 0: return { ...base, player: other(s.toAct) };
    case 1: return { ...base, unitId: pick(BAD_IDS), markerId: pick(BAD_IDS), cardId: pick(BAD_IDS), targetId: pick(BAD_IDS), bomberId: pick(BAD_IDS) };
    case 2: return { type: 'move', unitId: Object.keys(s.units)[n % Math.max(1, Object.keys(s.units).length)] ?? 'x', to: { node: pick(BAD_NODES), heading: 0 } };
    case 3: return { type: 'move', unitId: 'x', to: { node: 'B4', heading: Number.NaN } };
    case 4: return JSON.parse(`{"type":"playCard","cardId":"radar","__proto__":{"polluted":true},"target":{"__proto__":{"unitId":"x"}}}`);
    case 5: return { type: 'deploy', markerId: pick(BAD_IDS), placements: Array.from({ length: 5000 }, () => ({ unitId: 'a', node: 'B4', heading: 0 })) };
    case 6: { const { type: _t, ...rest } = base; return rest; }
    case 7: return { ...base, extra: { deep: [1, 2, 3] } };
    case 8: return { type: 'moveTaskForce', markerId: pick(BAD_IDS), to: pick(BAD_NODES) };
    case 9: return { type: 'arrive', unitId: 'x', node: 'B4', heading: '3' };
    case 10: return pick([null, 7, 'pass', [], { type: 'fly' }, { type: 'move', to: 'B4' }]);
    default: return { type: 'attack', unitId: pick(BAD_IDS), targetId: pick(BAD_IDS) };
  }
}

/** What the other player's view may never show: the PRNG, the seed, the hand of the player to act. */
function leaks(s: GameState): string[] {
  const viewer = other(s.toAct);
  const v = viewFor(s, viewer) as unknown as Record<string, unknown>;
  const out: string[] = [];
  if ('rng' in v || 'seed' in v) out.push('rng/seed');
  const cards = (v.cards as Record<string, { hand?: unknown }>)[s.toAct];
  if (cards.hand !== undefined) out.push('hand');
  return out;
}

function fuzzGame(scenario: unknown, seed: number, choices: number[]): void {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let s = g.state;
  const log: unknown[] = [];
  for (const n of choices) {
    if (s.phase === 'over') break;
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0); // never a dead end
    if (n % 3 !== 0) {
      const a = legal[n % legal.length];
      const r = applyAction(deepFreeze(s), a); // frozen: no rule may change its input (structural sharing)
      if (!r.ok) throw new Error(`a legal action was refused: ${JSON.stringify(a)} → ${r.error.code}`);
      s = r.state;
      log.push(a);
      continue;
    }
    const bad = illegal(legal, n, s);
    const before = JSON.stringify(s);
    const r = applyAction(s, bad);
    expect(JSON.stringify(s)).toBe(before); // the input is never changed
    if (!r.ok) {
      expect(CODES.has(r.error.code), r.error.code).toBe(true);
      expect(r.error.message).not.toMatch(/undefined|\[object Object\]|NaN/);
    } else {
      s = r.state; // a variant that happens to be legal (e.g. extra fields dropped)
      log.push(bad);
    }
  }
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  expect(leaks(s)).toEqual([]);
  const again = replay(scenario, seed, log);
  expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(s));
}

describe('random-game fuzz over every bundled scenario', () => {
  for (const sc of bundledScenarios) {
    const id = (sc as { id: string }).id;
    const steps = id === 'great-archipelago' ? 40 : 120;
    it(`${id}: legal and illegal actions mixed`, () => {
      checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 100_000 }), { minLength: steps, maxLength: steps }), (seed, cs) => fuzzGame(sc, seed, cs)), { numRuns: 4, seed: 424242 });
    });
  }
  it('naval-battle (module N, registered for this run): legal and illegal actions mixed', () => {
    registerModule(navalModule);
    try {
      checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 100_000 }), { minLength: 150, maxLength: 150 }), (seed, cs) => fuzzGame(navalBattle, seed, cs)), { numRuns: 3, seed: 424242 });
    } finally { unregisterModule('navalBattle'); }
  });
  it('scenarios with reserved names or odd nodes are refused with paths, never thrown on', () => {
    for (const sc of bundledScenarios) {
      const raw = JSON.parse(JSON.stringify(sc)) as { units?: { id?: string; node: string }[]; map: { features: { node: string }[] } };
      const variants: unknown[] = [
        { ...raw, units: (raw.units ?? []).map((u, k) => (k === 0 ? { ...u, id: '__proto__' } : u)) },
        { ...raw, units: (raw.units ?? []).map((u, k) => (k === 0 ? { ...u, node: ` ${u.node} ` } : u)) },
        { ...raw, decks: { blue: ['constructor'], red: ['toString'] } },
        JSON.parse(`{"__proto__":{"id":"x"},"format":"enb-scenario"}`),
        { ...raw, map: { ...raw.map, width: Number.NaN } },
      ];
      for (const v of variants) {
        const g = createGame(v, 1);
        if (g.ok) continue; // e.g. a scenario without units has nothing to break in the first two
        expect(g.errors.length).toBeGreaterThan(0);
        for (const e of g.errors) expect(typeof e.path === 'string' && e.message.length > 0).toBe(true);
      }
    }
  });
});

// Random-game fuzz over every scenario file and every rule module (issues 13 and 41): random legal
// actions mixed with illegal and malformed ones, malformed module actions among them — the wrong player, unknown ids, off-map nodes, NaN, "__proto__" keys,
// huge arrays, missing and extra fields, strings for numbers. Checked after each: nothing throws; a
// refusal has a known code and leaves the state as it was; the state stays plain JSON; the other
// player's view holds no secret; the game never dead-ends; the log replays to the same state. Scenarios
// with such keys are refused, never thrown on. Fixed seeds (fast-check), bounded in time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from './fixtures/freeze';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyAction, createGame, ERROR_CODES, legalActions, other, registeredModules, replay, viewFor, type GameState } from '../../src/engine/index';
import tutorial from '../../src/scenarios/tutorial.json';
import { badModuleAction, illegal } from './fixtures/fuzzActions';
import { bundledScenarios } from '../../src/scenarios/index';
import { checkProperty } from '../fuzz/checkProperty';

const SCENARIO_DIR = join(import.meta.dirname, '../../src/scenarios');

const CODES = new Set<string>(ERROR_CODES);

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
    const bad = n % 4 === 0 ? badModuleAction(legal, n) : illegal(legal, n, s);
    const before = JSON.stringify(s);
    const r = applyAction(s, bad);
    expect(JSON.stringify(s)).toBe(before); // the input is never changed
    if (!r.ok) {
      expect(CODES.has(r.error.code), r.error.code).toBe(true);
      expect(r.error.message).not.toMatch(/undefined|\[object Object\]|NaN/);
      expect(r.error.message.length).toBeLessThan(400); // a refusal quotes no long value whole
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

/** Every scenario file the game ships (src/scenarios/*.json; not its rulesets and card lists). */
const shipped: { id: string; raw: unknown }[] = readdirSync(SCENARIO_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(SCENARIO_DIR, f), 'utf8')) as { format?: string; id: string })
  .filter((s) => s.format === 'enb-scenario')
  .map((s) => ({ id: s.id, raw: s }));
const listedModules = (raw: unknown): string[] => ((raw as { rules?: { modules?: { id: string }[] } }).rules?.modules ?? []).map((m) => m.id);
/** A module that no shipped scenario plays is fuzzed on the tutorial with it switched on. */
const moduleVariants = registeredModules()
  .filter((m) => !shipped.some((s) => listedModules(s.raw).includes(m)))
  .map((m) => ({ id: `tutorial + ${m}`, raw: { ...(tutorial as object), rules: { ...(tutorial as { rules?: object }).rules, modules: [{ id: m }] } } }));
const games = [...shipped, ...moduleVariants];
/** Steps per game: short enough that the whole file runs in a few seconds in `npm test`. */
const stepsOf = (id: string): number => (id === 'great-archipelago' ? 30 : id === 'naval-battle' ? 90 : 60);

describe('random-game fuzz over every bundled scenario and module', () => {
  it('covers every scenario file and every registered module', () => {
    expect(shipped.map((s) => s.id)).toEqual(expect.arrayContaining((bundledScenarios as { id: string }[]).map((s) => s.id)));
    const played = new Set(games.flatMap((g) => listedModules(g.raw)));
    for (const m of registeredModules()) expect(played).toContain(m);
  });
  for (const { id, raw } of games) {
    it(`${id}: legal, illegal and malformed module actions mixed`, () => {
      const steps = stepsOf(id);
      checkProperty(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat({ max: 100_000 }), { minLength: steps, maxLength: steps }), (seed, cs) => fuzzGame(raw, seed, cs)), { numRuns: 2, seed: 424242 });
    });
  }
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

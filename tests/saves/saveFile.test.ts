import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, legalActions, applyAction, RULES_VERSION, type Action, type GameState } from '../../src/engine/index';
import { MAX_SAVE_CHARS, migrateSave, parseSave, serializeSave, SAVE_VERSION } from '../../src/saves/saveFile';
import tutorial from '../../src/scenarios/tutorial.json';
import { tinyScenario } from '../engine/fixtures/tiny';
import { checkProperty } from '../fuzz/checkProperty';

/** A few turns of the tutorial: the log and the state it leads to. */
function played(n = 12, seed = 7): { actions: Action[]; state: GameState } {
  const g = createGame(tutorial, seed);
  if (!g.ok) throw new Error('setup');
  let state = g.state;
  const actions: Action[] = [];
  for (let k = 0; k < n && state.phase !== 'over'; k++) {
    const legal = legalActions(state);
    const a = legal[(k * 17 + 3) % legal.length];
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    state = r.state;
  }
  return { actions, state };
}
const text = (over: Record<string, unknown> = {}) => {
  const { actions } = played();
  return JSON.stringify({ ...JSON.parse(serializeSave({ scenario: tutorial, seed: 7, actions })), ...over });
};
const errorsOf = (t: string) => {
  const r = parseSave(t);
  if (r.ok) throw new Error('expected the save to be refused');
  return r.errors;
};

describe('save files', () => {
  it('serialize → parse: the same scenario, seed, options and log, replayed to the same state (mid-turn too)', () => {
    const { actions, state } = played(13);
    const t = serializeSave({ scenario: tutorial, seed: 7, actions, options: { players: { blue: 'Ala', red: 'Olek' }, hideBetweenTurns: false, language: 'pl' }, savedAt: '2025-01-02T03:04:05.000Z' });
    expect(t).toContain('\n  "version": 3,');
    expect(t).toContain(`\n  "rulesVersion": ${RULES_VERSION},`);
    const r = parseSave(t);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state).toEqual(state);
    expect(r.save).toMatchObject({ format: 'enb-save', version: SAVE_VERSION, seed: 7, options: { players: { blue: 'Ala', red: 'Olek' }, language: 'pl' }, savedAt: '2025-01-02T03:04:05.000Z' });
    expect(r.save.actions).toEqual(actions);
    expect(r.migratedFrom).toBeUndefined();
  });
  it('a custom scenario travels inside the save and replays too', () => {
    const custom = tinyScenario({ units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] });
    const r = parseSave(serializeSave({ scenario: custom, seed: 3, actions: [{ type: 'pass' }] }));
    expect(r.ok && r.state.setup.scenarioId).toBe('tiny');
  });
  it('an oversized file is refused before it is parsed', () => {
    expect(errorsOf(' '.repeat(MAX_SAVE_CHARS + 1))).toEqual([{ path: '(file)', message: 'the file is too large (5.0 MB); a save is at most 5 MB' }]);
  });
  it('not JSON, empty, or truncated', () => {
    expect(errorsOf('hello')[0].message).toMatch(/^not valid JSON: /);
    expect(errorsOf('   ')).toEqual([{ path: '(file)', message: 'the file is empty' }]);
    const t = text();
    expect(errorsOf(t.slice(0, Math.floor(t.length / 2)))).toEqual([{ path: '(file)', message: 'the file is truncated: it ends before the save is complete' }]);
  });
  it('not a save: another format, an array, null', () => {
    for (const t of ['{"format":"enb-scenario","version":1}', '[1,2]', 'null'])
      expect(errorsOf(t)).toEqual([{ path: 'format', message: 'this is not an ENB save file (expected "format": "enb-save")' }]);
  });
  it('a save from a newer version says so; a broken version number is refused', () => {
    expect(errorsOf(text({ version: 4 }))).toEqual([{ path: 'version', message: 'this save was made by a newer version of ENB (version 4); this version reads up to 3' }]);
    expect(errorsOf(text({ version: 'two' }))).toEqual([{ path: 'version', message: 'the save has no valid version number' }]);
  });
  it('fields of the wrong shape are listed with their paths', () => {
    const paths = errorsOf(text({ seed: 1.5, actions: 'none', options: { language: 'de' } })).map((e) => e.path).sort();
    expect(paths).toEqual(['actions', 'options.language', 'seed']);
  });
  it('a broken scenario: its schema errors with paths inside the save', () => {
    const broken = JSON.parse(JSON.stringify(tutorial));
    broken.units[0].node = 'H5'; // land
    broken.rounds = 0;
    expect(errorsOf(text({ scenario: broken }))).toEqual([{ path: 'scenario.rounds', message: expect.stringMatching(/at least 1/i) }]);
    broken.rounds = 4;
    expect(errorsOf(text({ scenario: broken }))).toEqual([{ path: 'scenario.units[0].node', message: 'a battleship cannot be on land H5' }]);
  });
  it('a tampered log: the first action the engine refuses, numbered from 1, with the engine\'s message', () => {
    const { actions } = played();
    const k = actions.findIndex((a) => a.type === 'move');
    const tampered = actions.map((a, j) => (j === k && a.type === 'move' ? { ...a, to: { node: 'H5', heading: 0 } } : a));
    const errors = errorsOf(serializeSave({ scenario: tutorial, seed: 7, actions: tampered }));
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe(`actions[${k}]`);
    expect(errors[0].message).toMatch(new RegExp(`^action ${k + 1} \\(move\\) is refused: The .+ cannot enter H5: it is land\\.$`));
    expect(errorsOf(serializeSave({ scenario: tutorial, seed: 7, actions: [42] }))[0].message).toMatch(/^action 1 is refused: This action is not understood/);
  });
  it('version 1 (a bundled scenario by id) migrates to version 3, played under rules version 1', () => {
    const { actions, state } = played(9);
    const v1 = { format: 'enb-save', version: 1, scenarioId: 'tutorial', seed: 7, actions };
    const m = migrateSave(v1);
    expect(m.ok && m.save).toEqual({ format: 'enb-save', version: 3, rulesVersion: 1, scenario: tutorial, seed: 7, options: {}, actions });
    const r = parseSave(JSON.stringify(v1));
    expect(r.ok && r.state).toEqual(state);
    expect(r.ok && r.migratedFrom).toBe(1);
    expect(migrateSave({ ...v1, scenarioId: 'atlantis' })).toEqual({ ok: false, errors: [{ path: 'scenarioId', message: '"atlantis" is not a bundled scenario of this version of ENB' }] });
    expect(errorsOf(JSON.stringify({ ...v1, seed: 'x' })).map((e) => e.path)).toEqual(['seed']);
    const current = JSON.parse(text());
    expect(migrateSave(current)).toEqual({ ok: true, save: current });
  });
  it('property: any cut or corruption of a save is refused cleanly or reads as a valid game — never a throw', () => {
    const t = text();
    checkProperty(fc.property(fc.nat({ max: t.length }), fc.nat({ max: t.length - 1 }), fc.string({ maxLength: 3 }), (cut, at, junk) => {
      for (const variant of [t.slice(0, cut), t.slice(0, at) + junk + t.slice(at + 1)]) {
        const r = parseSave(variant);
        if (!r.ok) { expect(r.errors.length).toBeGreaterThan(0); for (const e of r.errors) expect(typeof e.path).toBe('string'); }
      }
    }), { numRuns: 40 });
  });
});

describe('save files and the rules version (ENB-RULES §16)', () => {
  const v2 = (actions: unknown[]) => JSON.stringify({ format: 'enb-save', version: 2, scenario: tutorial, seed: 7, options: {}, actions });
  it('a save from the first rules that the current rules replay to its end loads as it was, now recorded under the current rules', () => {
    const r = parseSave(v2([{ type: 'pass' }]));
    expect(r.ok && r.save.rulesVersion).toBe(RULES_VERSION);
    expect(r.ok && r.rulesChanged).toBeUndefined();
    expect(r.ok && r.save.actions).toEqual([{ type: 'pass' }]);
  });
  it('a save from the first rules that the current rules no longer replay is kept up to there, and says so', () => {
    const r = parseSave(v2([{ type: 'pass' }, { type: 'declineReaction' }, { type: 'pass' }])); // R-CARD-1: no reaction is ever asked now
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.rulesChanged).toMatchObject({ from: 1, to: RULES_VERSION, at: 1 });
    expect(r.rulesChanged!.reason).toContain('action 2 (declineReaction)');
    expect(r.save.actions).toEqual([{ type: 'pass' }]);
  });
  it('a save under the current rules with a refused action is still refused (a tampered log)', () => {
    const now = JSON.stringify({ ...JSON.parse(v2([])), version: 3, rulesVersion: RULES_VERSION, actions: [{ type: 'pass' }, { type: 'declineReaction' }] });
    const r = parseSave(now);
    expect(r.ok).toBe(false);
  });
});

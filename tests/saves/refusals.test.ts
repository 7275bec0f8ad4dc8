// Files never hang or break a game: loading replays the log once in linear time (the same session as
// playing it); every refusal names the path and a plain reason (no echoed megabytes, no zod jargon),
// in Polish too; a map row of a million bad characters is one error; a scenario too large for its
// games' saves is refused; a name too long for a save is cut; a save is told from a scenario by its
// top-level format, whatever its name.
import { describe, expect, it } from 'vitest';
import tutorial from '../../src/scenarios/tutorial.json';
import { applyAction, createGame, legalActions, replay, type Action } from '../../src/engine/index';
import { parseSave, serializeSave } from '../../src/saves/saveFile';
import { MAX_PLAYER_NAME, MAX_SCENARIO_CHARS } from '../../src/saves/limits';
import { parseScenario, parseScenarioText } from '../../src/scenarios/schema';
import { createSession } from '../../src/store/session';
import { looksLikeSave, saveTextOf, sessionFromText } from '../../src/store/persistence';
import { dataErrorPl } from '../../src/i18n/dataErrorsPl';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const errorsOf = (r: { ok: boolean; errors?: { path: string; message: string }[] }) => (r.ok ? [] : r.errors!);
const firstMove = (): Action => {
  const g = createGame(tutorial, 1);
  if (!g.ok) throw new Error('tutorial');
  return legalActions(g.state).find((a) => a.type === 'move')!;
};

describe('loading a save', () => {
  it('one replay keeping every state: the session equals the engine replay, its timeline one state per action', () => {
    const g = createGame(tutorial, 3);
    if (!g.ok) throw new Error('tutorial');
    let state = g.state;
    const actions: Action[] = [];
    for (let k = 0; k < 60 && state.phase !== 'over'; k++) {
      const legal = legalActions(state);
      const a = legal[(k * 5 + 1) % legal.length];
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(a);
      state = r.state;
    }
    const r = sessionFromText(serializeSave({ scenario: tutorial, seed: 3, actions }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const again = replay(tutorial, 3, actions);
    expect(again.ok && r.session.state).toEqual(again.ok && again.state);
    expect(r.session.timeline.states).toHaveLength(actions.length + 1);
    expect(r.session.timeline.steps).toHaveLength(actions.length);
    expect(r.session.timeline.states.at(-1)).toBe(r.session.state);
    expect(r.session.events).toHaveLength(r.session.timeline.eventCounts.at(-1)!);
  });
});

describe('refusals: the path and a plain reason, in English and Polish', () => {
  it('a bad heading in an action names the field and the allowed values', () => {
    const bad = copy(firstMove()) as { to: { heading: unknown } };
    bad.to.heading = 'NNE';
    const [e] = errorsOf(parseSave(serializeSave({ scenario: tutorial, seed: 1, actions: [bad] })));
    expect(e.path).toBe('actions[0]');
    expect(e.message).toBe('action 1 (move) is refused: This action is not understood (to.heading): must be a heading: 0 to 5, or one of E NE NW W SW SE.');
    expect(e.message).not.toMatch(/Invalid input/);
    expect(dataErrorPl(e.message)).toBe('akcja 1 (move) została odrzucona: Tej akcji nie da się zrozumieć (to.heading): musi być kierunkiem: od 0 do 5 albo jednym z E NE NW W SW SE.');
  });
  it('a bad heading in a scenario, a missing field, a wrong type', () => {
    const sc = copy(tutorial) as Record<string, unknown> & { units: { heading: unknown }[] };
    sc.units[0].heading = 'Q'.repeat(100_000);
    delete sc.name;
    sc.rounds = 'four';
    const errors = errorsOf(parseScenario(sc));
    expect(errors).toEqual(expect.arrayContaining([
      { path: 'units[0].heading', message: 'must be a heading: 0 to 5, or one of E NE NW W SW SE' },
      { path: 'name', message: 'is missing (an object wanted)' },
      { path: 'rounds', message: 'expected a number, found text' },
    ]));
    for (const e of errors) expect(e.message.length).toBeLessThan(200); // nothing echoed
    expect(dataErrorPl('expected a number, found text')).toBe('oczekiwano: liczba, jest: tekst');
    expect(dataErrorPl('is missing (an object wanted)')).toBe('brak wartości (oczekiwano: obiekt)');
  });
  it('a value far too long is refused without echoing it', () => {
    const t = JSON.parse(serializeSave({ scenario: tutorial, seed: 1, actions: [] })) as Record<string, unknown>;
    t.options = { players: { blue: 'x'.repeat(100_000) } };
    const [e] = errorsOf(parseSave(JSON.stringify(t)));
    expect(e).toEqual({ path: 'options.players.blue', message: `must be at most ${MAX_PLAYER_NAME} characters long` });
    expect(dataErrorPl(e.message)).toBe(`może mieć najwyżej ${MAX_PLAYER_NAME} znaków`);
  });
  it('a scenario from a newer version says so; "an airfield", not "a airfield"', () => {
    const newer = { ...copy(tutorial), version: 2 };
    expect(errorsOf(parseScenario(newer))).toEqual([{ path: 'version', message: 'this scenario was made for a newer version of ENB (version 2); this version reads version 1' }]);
    expect(dataErrorPl(errorsOf(parseScenario(newer))[0].message)).toBe('ten scenariusz powstał dla nowszej wersji ENB (wersja 2); ta wersja czyta wersję 1');
    const sc = copy(tutorial) as { map: { features: unknown[] } };
    sc.map.features.push({ kind: 'airfield', node: 'A1' });
    const messages = errorsOf(parseScenario(sc)).map((e) => e.message).join(' | ');
    expect(messages).toMatch(/an airfield/);
    expect(messages).not.toMatch(/\ba airfield/);
  });
  it('a map row of a million bad characters is one error, quickly', () => {
    const sc = copy(tutorial) as { map: { terrain: string[] } };
    sc.map.terrain[2] = '?'.repeat(900);
    sc.map.terrain[3] = sc.map.terrain[3].replace('.', 'Z');
    const errors = errorsOf(parseScenario(sc)).filter((e) => e.path.startsWith('map.terrain'));
    expect(errors.filter((e) => e.path === 'map.terrain[2]').length).toBeLessThanOrEqual(2);
    expect(errors.find((e) => e.path === 'map.terrain[2]')!.message).toMatch(/^unknown terrain "\?" at column 1 \(900 unknown characters in the row\); use \. ~ c # x$/);
    expect(dataErrorPl(errors.find((e) => e.path === 'map.terrain[2]')!.message)).toBe('nieznany teren „?” w kolumnie 1 (900 nieznanych znaków w wierszu); dozwolone: . ~ c # x');
    sc.map.terrain[2] = '?'.repeat(1_000_000);
    const t0 = performance.now();
    const huge = errorsOf(parseScenario(sc)).filter((e) => e.path === 'map.terrain[2]');
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(huge).toEqual([{ path: 'map.terrain[2]', message: 'must be at most 1000 characters long' }]);
  });
  it('a scenario too large for its games to be saved is refused, before and after parsing', () => {
    const big = { ...copy(tutorial), padding: 'x'.repeat(MAX_SCENARIO_CHARS) };
    const [e] = errorsOf(parseScenarioText(JSON.stringify(big)));
    expect(e.path).toBe('(file)');
    expect(e.message).toMatch(/^the scenario is too large \(\d+\.\d MB\); a scenario is at most 1\.0 MB, so that its games can be saved$/);
    expect(dataErrorPl(e.message)).toMatch(/^scenariusz jest za duży/);
  });
});

describe('names and file kinds', () => {
  it('a player name longer than a save keeps is cut, so the game saves and loads', () => {
    const s = createSession({ scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 1, options: { hideBetweenTurns: true }, names: { blue: 'B'.repeat(500), red: 'Red' } });
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect(s.session.names.blue).toHaveLength(MAX_PLAYER_NAME);
    expect(sessionFromText(saveTextOf(s.session)).ok).toBe(true);
  });
  it('a save is told from a scenario by its top-level format, whatever its name or key order', () => {
    const save = JSON.parse(serializeSave({ scenario: tutorial, seed: 1, actions: [] })) as Record<string, unknown>;
    const reordered = JSON.stringify({ scenario: save.scenario, actions: [], seed: 1, rulesVersion: save.rulesVersion, version: save.version, format: save.format });
    expect(looksLikeSave('my-game.json', reordered)).toBe(true);
    expect(looksLikeSave('scenario.json', JSON.stringify(tutorial))).toBe(false);
    expect(looksLikeSave('cut.json', '{"format": "enb-save", "vers')).toBe(true);
  });
});

describe("a save's scenario fingerprint", () => {
  const save = () => JSON.parse(serializeSave({ scenario: tutorial, seed: 1, actions: [firstMove()] })) as Record<string, unknown> & { scenario: Record<string, unknown> };
  it('is written into every save and survives reformatting and key order', () => {
    const s = save();
    expect(s.scenarioHash).toMatch(/^[0-9a-f]{14}$/);
    const reordered = { ...s, scenario: Object.fromEntries(Object.entries(s.scenario).reverse()) };
    expect(parseSave(JSON.stringify(reordered)).ok).toBe(true);
    expect(parseSave(JSON.stringify(s)).ok).toBe(true); // compact, not pretty
  });
  it('a save whose scenario was edited after saving is refused, naming the fingerprint, in English and Polish', () => {
    const s = save();
    s.scenario = { ...s.scenario, name: { en: 'Edited', pl: 'Zmieniony' } };
    const errors = errorsOf(parseSave(JSON.stringify(s)));
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe('scenarioHash');
    expect(errors[0].message).toMatch(/changed after the game was saved/);
    expect(dataErrorPl(errors[0].message)).toMatch(/^scenariusz w tym zapisie zmieniono/);
  });
  it('older saves without a fingerprint still load; a malformed one is refused', () => {
    const s = save();
    delete s.scenarioHash;
    expect(parseSave(JSON.stringify(s)).ok).toBe(true);
    expect(errorsOf(parseSave(JSON.stringify({ ...s, scenarioHash: 'x' })))[0].path).toBe('scenarioHash');
  });
});

// Hostile files are refused with a clear reason, never by a crash: nesting far deeper than any schema
// allows (100 kB nested 50,000 deep once overflowed the stack in the size check and the scenario
// fingerprint) is refused by its depth before any recursive reader sees it; a 100,000-character id is
// quoted in at most ~60 characters; a number JSON reads as infinite is named plainly; and a scenario file
// whose rule modules refuse their options is refused when it is added to the list, not at Start.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkProperty } from '../fuzz/checkProperty';
import { parseSave, parseSaveData } from '../../src/saves/saveFile';
import { parseScenario, parseScenarioText } from '../../src/scenarios/schema';
import { textDepth, valueDepth } from '../../src/saves/nesting';
import { createGame, replay } from '../../src/engine/index';
import { dataErrorPl } from '../../src/i18n/dataErrorsPl';
import { useUiStore } from '../../src/store/index';
import openSea from '../../src/scenarios/open-sea.json';
import navalBattle from '../../src/scenarios/naval-battle.json';

const nestedText = (depth: number, inner = '1'): string => '['.repeat(depth) + inner + ']'.repeat(depth);
/** A value nested `depth` deep, built without recursion. */
const nestedValue = (depth: number): unknown => {
  let v: unknown = 1;
  for (let k = 0; k < depth; k++) v = { a: v };
  return v;
};
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('nesting deeper than the schemas allow', () => {
  it('a save 50,000 deep is refused by its depth, with the depth found', () => {
    const text = `{"format":"enb-save","version":3,"scenario":${nestedText(50_000)}}`;
    expect(textDepth(text)).toBe(50_001);
    const r = parseSave(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0].message).toBe('the save is nested 50001 levels deep; a save nests lists and objects at most 32 levels deep');
    expect(dataErrorPl(!r.ok ? r.errors[0].message : '')).toMatch(/^zapis jest zagnieżdżony 50001 poziomów/);
  });
  it('a scenario file 50,000 deep is refused by its depth', () => {
    const r = parseScenarioText(`{"id":"deep","map":${nestedText(50_000)}}`);
    expect(!r.ok && r.errors[0].message).toMatch(/^the scenario is nested 50001 levels deep/);
  });
  it('a value read already (from IndexedDB) nested too deep is refused, without recursion', () => {
    const deep = nestedValue(50_000);
    expect(valueDepth(deep)).toBe(33);
    const save = parseSaveData({ format: 'enb-save', version: 3, rulesVersion: 1, seed: 1, scenario: deep, actions: [] }, replay);
    expect(!save.ok && save.errors[0].message).toMatch(/^the save is nested more than 32 levels deep/);
    const sc = parseScenario({ ...copy(openSea), description: deep });
    expect(!sc.ok && sc.errors[0].message).toMatch(/^the scenario is nested more than 32 levels deep/);
  });
  it('every bundled scenario nests well within the limit', () => {
    expect(parseScenario(openSea).ok).toBe(true);
    expect(parseScenario(navalBattle).ok).toBe(true);
  });
  it('no input text throws: brackets, braces and strings nested to any depth, cut anywhere', () => {
    const piece = fc.constantFrom('[', ']', '{', '}', '"', '\\', ':', ',', '1', '"a":', '1e999');
    checkProperty(fc.property(fc.nat({ max: 60_000 }), fc.array(piece, { maxLength: 40 }), fc.boolean(), (depth, noise, asSave) => {
      const text = (asSave ? '{"format":"enb-save","version":3,"scenario":' : '{"map":') + nestedText(depth, noise.join(''));
      const r = asSave ? parseSave(text) : parseScenarioText(text);
      expect(r.ok).toBe(false);
    }), { numRuns: 40 });
  });
});

describe('refusals quote at most ~60 characters and name infinite numbers plainly', () => {
  const long = 'x'.repeat(100_000);
  it('a 100,000-character unknown class or scenario id is cut in the message', () => {
    const sc = copy(openSea) as { reserve: { class: string }[] };
    sc.reserve[0].class = long;
    const r = parseScenario(sc);
    expect(r.ok).toBe(false);
    for (const e of !r.ok ? r.errors : []) expect(e.message.length + e.path.length).toBeLessThan(200);
    const save = parseSaveData({ format: 'enb-save', version: 1, scenarioId: long, seed: 1, actions: [] }, replay);
    expect(!save.ok && save.errors[0].message).toMatch(/^"x{59}…" is not a bundled scenario/);
  });
  it('rounds: -1e999 reads as an infinitely small number, in English and Polish', () => {
    const r = parseScenarioText(JSON.stringify(openSea).replace('"rounds":8', '"rounds":-1e999'));
    const e = !r.ok ? r.errors.find((x) => x.path === 'rounds') : undefined;
    expect(e?.message).toBe('must be a finite number, found an infinitely small one (-Infinity; a number such as 1e999 is too large to use)');
    expect(dataErrorPl(e!.message)).toBe('musi być liczbą skończoną, jest nieskończenie mała (-Infinity; liczba taka jak 1e999 jest zbyt duża, by jej użyć)');
  });
});

describe('a scenario file is checked with its modules when added to the list', () => {
  const add = (raw: unknown) => {
    useUiStore.setState({ customScenarios: [], fileReport: null, screen: 'start' });
    return useUiStore.getState().loadScenarioFile('custom.json', JSON.stringify(raw));
  };
  it('Naval Battle with turnLimit 0 is refused at once, the list unchanged', () => {
    const raw = copy(navalBattle) as { rules: { modules: { options: { turnLimit: number } }[] } };
    raw.rules.modules[0].options.turnLimit = 0;
    expect(add(raw)).toBe(false);
    const report = useUiStore.getState().fileReport;
    expect(report?.errors.map((e) => e.path).join(' ')).toMatch(/turnLimit/);
    expect(report?.errors).toEqual((createGame(raw, 1) as { errors: unknown }).errors);
    expect(useUiStore.getState().customScenarios).toEqual([]);
  });
  it('Naval Battle on a triangular map is refused at once', () => {
    const raw = copy(navalBattle) as { map: { topology?: string } };
    delete raw.map.topology;
    expect(add(raw)).toBe(false);
    expect(useUiStore.getState().fileReport?.errors.length).toBeGreaterThan(0);
  });
  it('a good scenario file is added', () => {
    expect(add({ ...copy(openSea), id: 'my-sea' })).toBe(true);
    expect(useUiStore.getState().customScenarios.map((c) => c.scenario.id)).toEqual(['my-sea']);
  });
});

describe('the quote cap', () => {
  it('cuts a long quoted value, never the text between two short ones', async () => {
    const { capQuotes } = await import('../../src/scenarios/quoteCap');
    const between = '"ifHeld" is gone: reaction cards are now armed in their owner\'s turn and trigger by themselves (R-CARD-1); use "armed" or "off"';
    expect(capQuotes(between)).toBe(between);
    expect(capQuotes(`unknown class "${'y'.repeat(500)}" here`)).toBe(`unknown class "${'y'.repeat(59)}…" here`);
  });
});
